package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.tile;

import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;

final class FoldFeaturesTest {
  private static double[] features(Observation seen, String intended) {
    double[] x = new double[FoldFeatures.COUNT];
    new FoldFeatures().extract(seen, tile(intended).index(), x);
    return x;
  }

  @Test
  void extract_ownHand() {
    // 123456789m 11p 22p 5s: ready once 5s goes (1p or 2p completes it); two pairs of seven.
    double[] x = features(FixedObservation.of("123456789m 1122p 5s"), "5s");
    assertThat(x[0]).as("basic distance").isZero();
    assertThat(x[1]).as("seven-pairs distance: 6 - 2 pairs").isEqualTo(4);
    assertThat(x[2]).as("no ting").isZero();
    assertThat(x[3]).as("unseen 1p and 2p: 2 + 2").isEqualTo(4);
    assertThat(x[4]).as("melds").isZero();
    assertThat(x[5]).as("characters").isEqualTo(9);
  }

  @Test
  void extract_sevenPairsDistanceCountsMissingKinds() {
    // Four pairs and a pung: 6 - 5 pairs (the pung is one) would say 1, but only 5 kinds are held.
    double[] x = features(FixedObservation.of("11m 22m 33m 44m 555m 6m"), "6m");
    assertThat(x[1]).isEqualTo(6 - 5 + (7 - 6));
  }

  @Test
  void extract_opponentsAndTable() {
    Observation seen = TingPosition.game().observation(Seat.S0);
    double[] x = features(seen, "9p");
    int south = FoldFeatures.OWN;
    assertThat(x[south]).as("South declared ting").isEqualTo(1);
    assertThat(x[south + 2]).as("South's discards").isEqualTo(1);
    assertThat(x[south + 4]).as("9p proven against South").isEqualTo(1);
    assertThat(x[south + 4 + 3]).isZero();
    int west = south + FoldFeatures.PER_OPPONENT;
    assertThat(x[west]).isZero();
    assertThat(x[west + 4 + 1]).as("West discarded 9p itself").isEqualTo(1);
    int north = west + FoldFeatures.PER_OPPONENT;
    assertThat(x[north + 4 + 3]).as("nothing known against North").isEqualTo(1);
    assertThat(x[FoldFeatures.COUNT - 3]).isEqualTo(seen.wallRemaining());
    assertThat(x[FoldFeatures.COUNT - 1]).as("opponents in ting").isEqualTo(1);
  }
}
