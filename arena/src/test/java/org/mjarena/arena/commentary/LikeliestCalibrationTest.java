package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A player's correction of its likeliest option: the gap of its own past decisions in the same bin, shrunk
 * by the prior, a move up stopping at the bin's hit rate; the order of the options kept; each player and
 * each bin on its own.
 */
final class LikeliestCalibrationTest {

  @Test
  void apply_aLikeliestOptionAlwaysTaken_risesByTheGapOfItsBin() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    double[] p = {0.4, 0.6};
    // Nothing learned yet: the model's.
    assertThat(Arrays.copyOf(calibration.apply(0, p, 2), 2)).containsExactly(new double[] {0.4, 0.6}, within(1e-12));
    for (int k = 1; k <= 30; k++) {
      calibration.learn(0, 1);
      double[] q = calibration.apply(0, p, 2);
      // k hits at 0.6: the gap 0.4 k over k + 5 decisions' worth (the bin's hit rate, shrunk, says the same).
      double expected = 0.6 + 0.4 * k / (k + LikeliestCalibration.PRIOR);
      assertThat(q[1]).as("after %d", k).isCloseTo(expected, within(1e-12));
      assertThat(q[0]).isCloseTo(1 - expected, within(1e-12));
    }
    assertThat(calibration.apply(0, p, 2)[1]).isCloseTo(0.6 + 0.4 * 30 / 35.0, within(1e-12));
  }

  /**
   * A probability above its bin's mean rises no higher than the bin's hit rate: 50 hits at 0.91 leave a gap
   * of 0.09 a decision, which would take 0.99 past 1; it stops at (50 + 5 x 0.99) / 55.
   */
  @Test
  void apply_aMoveUp_stopsAtTheBinsHitRate() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    watch(calibration, 0, new double[] {0.91, 0.09}, 50, 0);
    double[] q = calibration.apply(0, new double[] {0.99, 0.01}, 2);
    assertThat(q[0]).isCloseTo((50 + 5 * 0.99) / 55, within(1e-12)).isLessThan(1);
    // At the bin's mean the gap itself applies: 0.91 + 50 x 0.09 / 55.
    assertThat(calibration.apply(0, new double[] {0.91, 0.09}, 2)[0]).isCloseTo(0.91 + 50 * 0.09 / 55, within(1e-12));
  }

  @Test
  void apply_aLikeliestOptionNeverTaken_fallsButStaysAheadOfTheSecond() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    double[] p = {0.2, 0.3, 0.5}; // the second before the likeliest, as the search for the two meets them
    watch(calibration, 0, p, 100, 1);
    double[] q = Arrays.copyOf(calibration.apply(0, p, 3), 3);
    // Moved by the gap it would be 0.5 - 0.5 x 100 / 105, below the second; it stops just above it.
    assertThat(q[2]).isGreaterThan(q[1]).isCloseTo(0.375, within(1e-6));
    assertThat(q[1]).isCloseTo(0.375, within(1e-6));
    assertThat(q[0]).isCloseTo(0.25, within(1e-6)).isLessThan(q[1]);
    assertThat(q[0] + q[1] + q[2]).isCloseTo(1, within(1e-12));
  }

  /**
   * A gap up in a bin whose hit rate is below the probability asked about: the bin's decisions at 0.60 were
   * taken 65% of the time, so 0.69 may not rise (0.65 is below it), and the cap does not pull it down either.
   */
  @Test
  void apply_aProbabilityAboveItsBinsHitRate_staysAsTheModelGaveIt() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    watch(calibration, 0, new double[] {0.6, 0.4}, 13, 0);
    watch(calibration, 0, new double[] {0.6, 0.4}, 7, 1);
    assertThat(calibration.apply(0, new double[] {0.69, 0.31}, 2)[0]).isCloseTo(0.69, within(1e-12));
  }

  /**
   * Near 1 the softmax's rounding parts the others' sum from 1 less the top; after a long run of hits the
   * probabilities still sum to 1 and leave the others a thousandth of what the model gave them.
   */
  @Test
  void apply_nearOne_sumsToOneAndLeavesTheOthersSomething() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    watch(calibration, 0, new double[] {0.999, 0.0005, 0.0005}, 3000, 0);
    double[] p = {1 - 1e-14, 4e-15, 4e-15}; // sums to 1 - 2e-15, as a softmax rounds
    double[] q = Arrays.copyOf(calibration.apply(0, p, 3), 3);
    assertThat(q[0] + q[1] + q[2]).isCloseTo(1, within(1e-15));
    assertThat(q[1]).isGreaterThanOrEqualTo(1e-3 * 4e-15 * 0.999).isEqualTo(q[2]);
  }

  @Test
  void apply_eachPlayerAndEachBinOnItsOwn() {
    LikeliestCalibration calibration = new LikeliestCalibration();
    watch(calibration, 1, new double[] {0.65, 0.35}, 50, 1);
    assertThat(calibration.apply(1, new double[] {0.65, 0.35}, 2)[0]).isLessThan(0.6);
    // Another bin of the same player, and the same bin of another player: as the model gave them.
    assertThat(Arrays.copyOf(calibration.apply(1, new double[] {0.85, 0.15}, 2), 2))
        .containsExactly(new double[] {0.85, 0.15}, within(1e-12));
    assertThat(Arrays.copyOf(calibration.apply(0, new double[] {0.65, 0.35}, 2), 2))
        .containsExactly(new double[] {0.65, 0.35}, within(1e-12));
  }

  /** Has {@code calibration} see {@code times} decisions of {@code entry} given {@code p}, each answered {@code played}. */
  private static void watch(LikeliestCalibration calibration, int entry, double[] p, int times, int played) {
    for (int k = 0; k < times; k++) {
      calibration.apply(entry, p, p.length);
      calibration.learn(entry, played);
    }
  }
}
