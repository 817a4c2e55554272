package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.Variant;

final class FoldGateTest {
  /** Features with the own distance {@code distance} and the third opponent's readiness {@code ready}. */
  private static double[] features(int distance, double ready) {
    double[] x = new double[FoldFeatures.COUNT];
    x[0] = distance;
    x[FoldFeatures.OWN + 2 * FoldFeatures.PER_OPPONENT] = ready;
    return x;
  }

  @Test
  void open_mcrFarHandAndAReadyLookingOpponent() {
    assertThat(FoldGate.open(Variant.MCR, features(2, 1.0))).isTrue();
    assertThat(FoldGate.open(Variant.MCR, features(3, 1.4))).isTrue();
  }

  @Test
  void open_mcrNearHandOrNobodyReady_closed() {
    assertThat(FoldGate.open(Variant.MCR, features(1, 1.5))).as("one from ready").isFalse();
    assertThat(FoldGate.open(Variant.MCR, features(3, 0.9))).as("nobody looks ready").isFalse();
  }

  @Test
  void open_108AlwaysOpen() {
    assertThat(FoldGate.open(Variant.SUITS_108, features(0, 0))).isTrue();
  }
}
