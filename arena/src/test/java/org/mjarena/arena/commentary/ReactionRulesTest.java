package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** Algorithm 7 of the thesis: each rule on the smallest hand that shows it, then the priority between seats. */
final class ReactionRulesTest {
  private static final Tile FIVE_P = Tiles.parse("5p").get(0);

  @Test
  void predict_winWhenTheTileWins() {
    assertThat(ReactionRules.predict(Tiles.counts("46p"), options(true, false, false, 0), true)).isEqualTo(Reaction.WIN);
  }

  @Test
  void predict_kongWithThreeOfTheTile() {
    assertThat(ReactionRules.predict(Tiles.counts("555p 1m"), options(false, true, true, 0), false)).isEqualTo(Reaction.KONG);
  }

  @Test
  void predict_pungWithAPairOutsideAnyChow() {
    assertThat(ReactionRules.predict(Tiles.counts("55p 1m"), options(false, true, false, 0), false)).isEqualTo(Reaction.PUNG);
  }

  @Test
  void predict_noPungWhenThePairRunsIntoAChow() {
    assertThat(ReactionRules.predict(Tiles.counts("55p 46p"), options(false, true, false, 0), false)).isEqualTo(Reaction.NONE);
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("34p"), FIVE_P.index())).isTrue();
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("67p"), FIVE_P.index())).isTrue();
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("37p"), FIVE_P.index())).isFalse();
  }

  @Test
  void predict_chowWhenNotHoldingTheTileAndNotReady() {
    assertThat(ReactionRules.predict(Tiles.counts("46p 1m"), options(false, false, false, 2), false)).isEqualTo(Reaction.CHOW);
    assertThat(ReactionRules.predict(Tiles.counts("46p 1m"), options(false, false, false, 2), true))
        .as("a ready seat").isEqualTo(Reaction.NONE);
    assertThat(ReactionRules.predict(Tiles.counts("456p 1m"), options(false, false, false, 2), false))
        .as("holding the tile already").isEqualTo(Reaction.NONE);
  }

  @Test
  void applyPriority_aPungCancelsTheChow() {
    Reaction[] bySeat = {null, Reaction.CHOW, Reaction.PUNG, null};
    ReactionRules.applyPriority(bySeat);
    assertThat(bySeat).containsExactly(null, Reaction.NONE, Reaction.PUNG, null);
  }

  @Test
  void applyPriority_aChowAloneStays() {
    Reaction[] bySeat = {null, Reaction.CHOW, Reaction.NONE, Reaction.NONE};
    ReactionRules.applyPriority(bySeat);
    assertThat(bySeat).containsExactly(null, Reaction.CHOW, Reaction.NONE, Reaction.NONE);
  }

  private static ClaimOptions options(boolean win, boolean pung, boolean kong, int chowMask) {
    return new ClaimOptions(Seat.S1, FIVE_P, Seat.S0, false, win, false, pung, kong, chowMask);
  }
}
