package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.tile;

import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.agents.perceptron.fold.TileSafety.Evidence;
import org.mjarena.agents.perceptron.fold.TileSafety.Tier;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

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
    Observation mcr = FixedObservation.of(Variant.MCR, "123m 456p 789s 11z 2z 5s", "", "1z 2z 2z");
    Evidence e = TileSafety.evidence(mcr);
    assertThat(e.tier(Seat.S2, k("1z"))).as("East: 2 held, 1 played, 1 unseen").isEqualTo(Tier.SUJI);
    assertThat(e.tier(Seat.S2, k("3z"))).isEqualTo(Tier.LIVE);
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
