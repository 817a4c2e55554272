package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.tile;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.agents.perceptron.fold.TileSafety.Evidence;
import org.mjarena.agents.perceptron.fold.TileSafety.Tier;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tiles;

final class TileSafetyTest {
  private static final Observation SEEN = TingPosition.game().observation(Seat.S0);

  private static int k(String one) {
    return tile(one).index();
  }

  @Test
  void tier_discardAfterTingIsProvenAgainstTheTingSeat() {
    Evidence e = TileSafety.evidence(SEEN);
    assertThat(e.tier(Seat.S1, k("9p"))).isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("4s"))).isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("1m"))).isEqualTo(Tier.LIVE);
    assertThat(SEEN.unseen()[k("1m")]).isEqualTo(3);
  }

  @Test
  void tier_theTingDiscardItselfIsOnlyDiscarded() {
    assertThat(TileSafety.evidence(SEEN).tier(Seat.S1, k("3s"))).isEqualTo(Tier.DISCARDED);
  }

  @Test
  void tier_nothingIsProvenAgainstSeatsWithoutTing() {
    Evidence e = TileSafety.evidence(SEEN);
    assertThat(e.tier(Seat.S2, k("9p"))).as("West's own discard").isEqualTo(Tier.DISCARDED);
    assertThat(e.tier(Seat.S3, k("9p"))).isEqualTo(Tier.LIVE);
    assertThat(e.proven(Seat.S2)).isZero();
  }

  @Test
  void tier_sujiOfAProvenTileRulesOutTwoSidedWaits() {
    Evidence e = TileSafety.evidence(SEEN);
    assertThat(e.tier(Seat.S1, k("1s"))).as("only 4s ends a two-sided wait on 1s").isEqualTo(Tier.SUJI);
    assertThat(e.tier(Seat.S1, k("7s"))).isEqualTo(Tier.SUJI);
    assertThat(e.tier(Seat.S1, k("6p"))).as("3p is not proven").isEqualTo(Tier.LIVE);
  }

  @Test
  void tier_mcrHonourWithOneUnseenCopy() {
    Observation mcr = FixedObservation.of(Variant.MCR, "123m 456p 78s 11z 333z", "", "1z 2z 2z");
    Evidence e = TileSafety.evidence(mcr);
    assertThat(e.tier(Seat.S2, k("3z"))).as("West: 3 held, 1 unseen").isEqualTo(Tier.SUJI);
    assertThat(e.tier(Seat.S2, k("4z"))).isEqualTo(Tier.LIVE);
    assertThat(e.tier(Seat.S2, k("1z"))).as("passed since seat 2's hand last changed").isEqualTo(Tier.PROVEN);
  }

  /**
   * An MCR table where seat 1 changes its hand (discards from it) with 1m, then 5p and 7s pass and it
   * throws its drawn 9p; then, if {@code change}, it discards 3m from its hand again and 4p passes.
   */
  private static Observation mcrPassing(boolean change) {
    ObservationTracker tracker = new ObservationTracker(Seat.S0);
    tracker.accept(new GameStarted(Variant.MCR, Wind.EAST, Seat.S0, Variant.MCR.tileCount(), false));
    tracker.accept(new Dealt(Seat.S0, Tiles.parse("123m 456p 789s 11z 22z")));
    for (Seat other : List.of(Seat.S1, Seat.S2, Seat.S3)) {
      tracker.accept(new Dealt(other, List.of()));
    }
    tracker.accept(Discarded.of(Seat.S1, tile("1m"), false));
    tracker.accept(Discarded.of(Seat.S2, tile("5p"), false));
    tracker.accept(Discarded.of(Seat.S3, tile("7s"), false));
    tracker.accept(Discarded.of(Seat.S1, tile("9p"), true));
    if (change) {
      tracker.accept(Discarded.of(Seat.S1, tile("3m"), false));
      tracker.accept(Discarded.of(Seat.S2, tile("4p"), false));
    }
    return tracker.observation();
  }

  @Test
  void tier_mcrTilePassedSinceTheSeatsLastChangeIsProven() {
    Evidence e = TileSafety.evidence(mcrPassing(false));
    assertThat(e.tier(Seat.S1, k("5p"))).isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("7s"))).isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("9p"))).as("its drawn tile, thrown: its hand did not change").isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("1m"))).as("the discard that changed its hand").isEqualTo(Tier.DISCARDED);
    assertThat(e.tier(Seat.S2, k("7s"))).as("passed after seat 2's own change").isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S2, k("1m"))).as("before seat 2's change").isEqualTo(Tier.LIVE);
  }

  @Test
  void tier_mcrChangeOfHandForgetsWhatPassedBefore() {
    Evidence e = TileSafety.evidence(mcrPassing(true));
    assertThat(e.tier(Seat.S1, k("4p"))).isEqualTo(Tier.PROVEN);
    assertThat(e.tier(Seat.S1, k("5p"))).isEqualTo(Tier.LIVE);
    assertThat(e.tier(Seat.S1, k("7s"))).isEqualTo(Tier.LIVE);
  }

  @Test
  void tier_108PassedTilesProveNothingWithoutTing() {
    Observation o = FixedObservation.of(Variant.SUITS_108, "123m 456p 789s 11p 22s", "", "1m 5p");
    assertThat(TileSafety.evidence(o).proven(Seat.S2)).isZero();
  }

  @Test
  void tingRisk_provenTileNeverDealsInAndLiveTileMay() {
    TileSafety safety = new TileSafety(500, 200_000, Seeds.generator(11));
    double[] risk = safety.tingRisk(SEEN, TileSafety.evidence(SEEN));
    assertThat(risk[k("9p")]).isZero();
    assertThat(risk[k("4s")]).isZero();
    assertThat(risk[k("1m")]).isPositive();
  }

  @Test
  void safest_prefersTheTileDiscardedAfterTheTing() {
    long both = 1L << k("1m") | 1L << k("9p");
    assertThat(new TileSafety(Seeds.generator(3)).safest(SEEN, both)).isEqualTo(k("9p"));
    assertThat(new TileSafety(0, 0, Seeds.generator(3)).safest(SEEN, both)).as("tiers alone").isEqualTo(k("9p"));
  }
}
