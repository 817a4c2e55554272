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
  void wilson_noneOrAllSuccesses_exactBounds() {
    // Left to itself the library gives -3.4e-21 at 0 of 123457 and 0.9999999999999999 at 7 of 7.
    for (long n : new long[] {1, 7, 1000, 123_457}) {
      assertThat(Intervals.wilson(0, n)[0]).as("0 of %d", n).isEqualTo(0.0);
      assertThat(Intervals.wilson(n, n)[1]).as("%d of %d", n, n).isEqualTo(1.0);
      assertThat(Intervals.wilson(0, n)[1]).isLessThan(1.0);
      assertThat(Intervals.wilson(n, n)[0]).isGreaterThan(0.0);
    }
  }

  @Test
  void f1_theWilsonIntervalOfItsJaccardShareCarriedThrough() {
    // 40 of the 100 cases predicted or made were both: J's interval is [0.3094, 0.4980] as above, and F1 =
    // 2J / (1 + J) maps it to [0.4727, 0.6649], around the F1 of 80 / 140 = 0.5714.
    double[] ci = Intervals.f1(40, 30, 30);
    assertThat(ci[0]).isCloseTo(0.4727, within(1e-3));
    assertThat(ci[1]).isCloseTo(0.6649, within(1e-3));
    assertThat(Intervals.f1(0, 0, 0)).containsExactly(0, 1);
    assertThat(Intervals.f1(5, 0, 0)[1]).isEqualTo(1.0);
  }

  @Test
  void wilson_noTrials_theWholeUnitInterval() {
    assertThat(Intervals.wilson(0, 0)).containsExactly(0, 1);
  }

  @Test
  void wilson_pastTwoBillionTrials_stillAnInterval() {
    double[] ci = Intervals.wilson(1_000_000_000L, 3_000_000_000L);
    assertThat(ci[0]).isLessThan(1.0 / 3).isCloseTo(1.0 / 3, within(1e-4));
    assertThat(ci[1]).isGreaterThan(1.0 / 3).isCloseTo(1.0 / 3, within(1e-4));
  }

  @Test
  void mean_isTheStudentTInterval() {
    // values 1, 2, 3, 4: mean 2.5, sample variance 5/3; t(0.975, 3 df) = 3.182446305284263
    double[] ci = Intervals.mean(2.5, 5.0 / 3, 4);
    double half = 3.182446305284263 * Math.sqrt(5.0 / 3 / 4);
    assertThat(ci[0]).isCloseTo(2.5 - half, within(1e-9));
    assertThat(ci[1]).isCloseTo(2.5 + half, within(1e-9));
  }

  @Test
  void mean_underTwoValues_theMeanAlone() {
    assertThat(Intervals.mean(7, Double.NaN, 1)).containsExactly(7, 7);
    assertThat(Intervals.mean(Double.NaN, Double.NaN, 0)).containsExactly(0, 0);
  }
}
