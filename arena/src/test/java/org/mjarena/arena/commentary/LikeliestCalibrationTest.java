package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A player's correction of its likeliest option: the gap of its own past decisions in the same bin, shrunk
 * by the prior; the order of the options kept; each player and each bin on its own.
 */
final class LikeliestCalibrationTest {

  @Test
  void apply_aLikeliestOptionAlwaysTaken_risesByTheGapOfItsBin() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    double[] p = {0.4, 0.6};
    assertThat(Arrays.copyOf(calibration.apply(0, p, 2), 2)).containsExactly(new double[] {0.4, 0.6}, within(1e-12)); // nothing learned yet: the model's
    for (int k = 1; k <= 30; k++) {
      calibration.learn(0, 1);
      double[] q = calibration.apply(0, p, 2);
      // k hits at 0.6: the gap 0.4 k over k + 10 decisions' worth.
      double expected = 0.6 + 0.4 * k / (k + LikeliestCalibration.PRIOR);
      assertThat(q[1]).as("after %d", k).isCloseTo(expected, within(1e-12));
      assertThat(q[0]).isCloseTo(1 - expected, within(1e-12));
    }
    assertThat(calibration.apply(0, p, 2)[1]).isCloseTo(0.9, within(1e-12));
  }

  @Test
  void apply_aLikeliestOptionNeverTaken_fallsButStaysAheadOfTheSecond() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    double[] p = {0.2, 0.5, 0.3};
    for (int k = 0; k < 100; k++) {
      calibration.apply(0, p, 3);
      calibration.learn(0, 2);
    }
    double[] q = Arrays.copyOf(calibration.apply(0, p, 3), 3);
    // Moved by the gap it would be 0.5 - 0.5 x 100 / 110, below the second; it stops just above it.
    assertThat(q[1]).isGreaterThan(q[2]).isCloseTo(0.375, within(1e-6));
    assertThat(q[2]).isCloseTo(0.375, within(1e-6));
    assertThat(q[0]).isCloseTo(0.25, within(1e-6)).isLessThan(q[2]);
    assertThat(q[0] + q[1] + q[2]).isCloseTo(1, within(1e-12));
  }

  @Test
  void apply_eachPlayerAndEachBinOnItsOwn() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    for (int k = 0; k < 50; k++) {
      calibration.apply(1, new double[] {0.65, 0.35}, 2);
      calibration.learn(1, 1);
    }
    assertThat(calibration.apply(1, new double[] {0.65, 0.35}, 2)[0]).isLessThan(0.6);
    // Another bin of the same player, and the same bin of another player: as the model gave them.
    assertThat(Arrays.copyOf(calibration.apply(1, new double[] {0.85, 0.15}, 2), 2)).containsExactly(new double[] {0.85, 0.15}, within(1e-12));
    assertThat(Arrays.copyOf(calibration.apply(0, new double[] {0.65, 0.35}, 2), 2)).containsExactly(new double[] {0.65, 0.35}, within(1e-12));
  }

  @Test
  void apply_aSureProbabilityStaysBelowOne() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    for (int k = 0; k < 1000; k++) {
      calibration.apply(0, new double[] {0.97, 0.03}, 2);
      calibration.learn(0, 0);
    }
    double[] q = calibration.apply(0, new double[] {0.97, 0.03}, 2);
    assertThat(q[0]).isLessThan(1).isGreaterThan(0.99);
    assertThat(q[1]).isPositive();
  }
}
