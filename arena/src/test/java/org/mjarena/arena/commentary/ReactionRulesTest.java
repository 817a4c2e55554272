package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Algorithm 7 of the thesis and our distance rule: each rule on the smallest hand that shows it, then the
 * priority between seats.
 */
final class ReactionRulesTest {
  private static final Tile FIVE_P = Tiles.parse("5p").get(0);

  @Test
  void predict_winWhenTheTileWins() {
    assertThat(ReactionRules.thesis(Tiles.counts("46p"), options(true, false, false, 0), true)).isEqualTo(Reaction.WIN);
  }

  @Test
  void predict_kongWithThreeOfTheTile() {
    assertThat(ReactionRules.thesis(Tiles.counts("555p 1m"), options(false, true, true, 0), false)).isEqualTo(Reaction.KONG);
  }

  @Test
  void predict_pungWithAPairOutsideAnyChow() {
    assertThat(ReactionRules.thesis(Tiles.counts("55p 1m"), options(false, true, false, 0), false)).isEqualTo(Reaction.PUNG);
  }

  @Test
  void predict_noPungWhenThePairRunsIntoAChow() {
    assertThat(ReactionRules.thesis(Tiles.counts("55p 46p"), options(false, true, false, 0), false)).isEqualTo(Reaction.NONE);
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("34p"), FIVE_P.index())).isTrue();
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("67p"), FIVE_P.index())).isTrue();
    assertThat(ReactionRules.runsIntoChow(Tiles.counts("37p"), FIVE_P.index())).isFalse();
  }

  @Test
  void predict_chowWhenNotHoldingTheTileAndNotReady() {
    assertThat(ReactionRules.thesis(Tiles.counts("46p 1m"), options(false, false, false, 2), false)).isEqualTo(Reaction.CHOW);
    assertThat(ReactionRules.thesis(Tiles.counts("46p 1m"), options(false, false, false, 2), true))
        .as("a ready seat").isEqualTo(Reaction.NONE);
    assertThat(ReactionRules.thesis(Tiles.counts("456p 1m"), options(false, false, false, 2), false))
        .as("holding the tile already").isEqualTo(Reaction.NONE);
  }

  @Test
  void distance_pungWhenItBringsTheHandCloser() {
    // Three melds: 5p 5p 1m 9m needs a set; the pung leaves 1m 9m, ready after either discard.
    assertThat(distance(Variant.MCR, Tiles.counts("55p 1m 9m"), 3, options(false, true, false, 0), null))
        .isEqualTo(Reaction.PUNG);
  }

  @Test
  void distance_noPungThatLeavesTheHandAsFar() {
    // 5p 5p 6p 6p is ready on either pair; the pung only swaps one wait for the other. Algorithm 7 takes it.
    int[] hand = Tiles.counts("55p 66p");
    assertThat(distance(Variant.MCR, hand, 3, options(false, true, false, 0), null)).isEqualTo(Reaction.NONE);
    assertThat(ReactionRules.thesis(hand, options(false, true, false, 0), false)).isEqualTo(Reaction.PUNG);
    assertThat(hand).as("restored").isEqualTo(Tiles.counts("55p 66p"));
  }

  @Test
  void distance_chowWhenItBringsTheHandCloser() {
    assertThat(distance(Variant.SUITS_108, Tiles.counts("46p 1m 9m"), 3, options(false, false, false, 2), null))
        .isEqualTo(Reaction.CHOW);
    assertThat(distance(Variant.SUITS_108, Tiles.counts("46p 99m"), 3, options(false, false, false, 2), null))
        .as("already ready on 5p").isEqualTo(Reaction.NONE);
  }

  /** MCR: a closer hand is not enough; the test of 8 fans sees the hand after the meld, and may veto it. */
  @Test
  void distance_mcrClaimMustKeepEightFansWithinReach() {
    int[] hand = Tiles.counts("55p 1m 9m");
    List<String> asked = new ArrayList<>();
    ReactionRules.EightFans yes = (after, melds, distance, meld) -> {
      asked.add(Tiles.compact(after) + " melds " + melds + " distance " + distance + " " + meld.kind());
      return true;
    };
    assertThat(distance(Variant.MCR, hand, 3, options(false, true, false, 0), yes)).isEqualTo(Reaction.PUNG);
    assertThat(asked).containsExactly(Tiles.compact(Tiles.counts("1m 9m")) + " melds 4 distance 0 PUNG");
    assertThat(distance(Variant.MCR, hand, 3, options(false, true, false, 0), (a, m, d, meld) -> false))
        .isEqualTo(Reaction.NONE);
    assertThat(hand).as("restored").isEqualTo(Tiles.counts("55p 1m 9m"));
  }

  @Test
  void distance_sevenPairsCountInBothVariants() {
    // Six pairs and a single: ready for seven pairs, so a pung of the 5p pair cannot bring it closer,
    // although four sets and a pair are far.
    for (Variant v : Variant.values()) {
      assertThat(distance(v, Tiles.counts("11m 22m 33p 55p 77s 88s 9s"), 0, options(false, true, false, 0), null))
          .as(v.toString()).isEqualTo(Reaction.NONE);
    }
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

  /**
   * The distance a meld leaves, which the ready flags read: two melds, 4p-5p-6p chowed on 5p leaves five
   * tiles whose best discard is ready or not; an exposed kong leaves four tiles as they stand.
   */
  @Test
  void afterClaim_readyOrNot_afterTheBestDiscard_orAsAKongLeavesIt() {
    ClaimOptions chow = options(false, false, false, 2);
    Claim middle = chow.legal().stream().filter(c -> c instanceof Chow).findFirst().orElseThrow();
    int[] hand = Tiles.counts("46p 55m 12s 9s");
    assertThat(ReactionRules.afterClaim(hand, 2, chow, middle)).as("55m 12s after 9s goes").isZero();
    assertThat(hand).as("restored").isEqualTo(Tiles.counts("46p 55m 12s 9s"));
    assertThat(ReactionRules.afterClaim(Tiles.counts("46p 55m 1s 5s 9s"), 2, chow, middle)).isEqualTo(1);
    ClaimOptions kong = options(false, true, true, 0);
    Claim exposed = kong.legal().stream().filter(c -> Reaction.of(c) == Reaction.KONG).findFirst().orElseThrow();
    assertThat(ReactionRules.afterClaim(Tiles.counts("555p 11m 23s"), 2, kong, exposed)).as("11m 23s").isZero();
    assertThat(ReactionRules.afterClaim(Tiles.counts("555p 1m 9m 23s"), 2, kong, exposed)).isEqualTo(1);
  }

  /** The distance rule with the hand's win distance as it stands, as the commentator gives it. */
  private static Reaction distance(Variant variant, int[] hand, int melds, ClaimOptions options, ReactionRules.EightFans eightFans) {
    return ReactionRules.distance(hand, melds, StatisticalView.distance(variant, hand, melds), options, eightFans);
  }

  private static ClaimOptions options(boolean win, boolean pung, boolean kong, int chowMask) {
    return new ClaimOptions(Seat.S1, FIVE_P, Seat.S0, false, win, false, pung, kong, chowMask);
  }
}
