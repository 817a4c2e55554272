package org.mjarena.arena.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class IntervalsTest {
  @Test
  void wilson_matchesTheClosedForm() {
    // 40 successes in 100 trials: the Wilson 95% interval is [0.3094, 0.4980] (z = 1.96).
    double[] ci = Intervals.wilson(40, 100);
    assertThat(ci[0]).isCloseTo(0.3094, within(1e-3));
    assertThat(ci[1]).isCloseTo(0.4980, within(1e-3));
  }

  @Test
  void wilson_zeroSuccessesStaysInsideTheUnitInterval() {
    double[] ci = Intervals.wilson(0, 50);
    assertThat(ci[0]).isZero();
    assertThat(ci[1]).isBetween(0.05, 0.08);
  }

  @Test
  void mean_usesTheSampleStandardDeviation() {
    // values 1, 2, 3, 4: mean 2.5, sample variance 5/3, half width 1.96 * sqrt(5/12)
    double[] ci = Intervals.mean(10, 30, 4);
    double half = Intervals.Z95 * Math.sqrt(5.0 / 3 / 4);
    assertThat(ci[0]).isCloseTo(2.5 - half, within(1e-9));
    assertThat(ci[1]).isCloseTo(2.5 + half, within(1e-9));
  }
}
