package org.mjarena.arena.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.statistics.inference.TTest;
import org.junit.jupiter.api.Test;

final class PairedTallyTest {
  /** Per-deal points of two entries over five deals. */
  private static final double[] A = {120, -40, 35, 60, -10};
  private static final double[] B = {-30, -20, 10, 55, -45};

  private static PairedTally fiveDeals() {
    PairedTally t = new PairedTally();
    long[] winsDiff = {3, -1, 0, 2, 1};
    long[] dealInsDiff = {-2, 1, 0, 0, -1};
    for (int d = 0; d < A.length; d++) {
      t.add((long) (A[d] - B[d]), winsDiff[d], dealInsDiff[d], 12);
    }
    return t;
  }

  @Test
  void pointsDiff_meanAndStudentTInterval() {
    PairedTally t = fiveDeals();
    // differences 150, -20, 25, 5, 35: mean 39, sample variance 4292.5; t(0.975, 4 df) = 2.7764451051977987
    assertThat(t.deals()).isEqualTo(5);
    assertThat(t.pointsDiff()).isEqualTo(39.0);
    double half = 2.7764451051977987 * Math.sqrt(4292.5 / 5);
    assertThat(t.pointsDiffCi95()[0]).isCloseTo(39 - half, within(1e-9));
    assertThat(t.pointsDiffCi95()[1]).isCloseTo(39 + half, within(1e-9));
  }

  @Test
  void pValue_isThePairedTTestOfTheDeals() {
    double expected = TTest.withDefaults().pairedTest(A, B).getPValue();
    assertThat(fiveDeals().pValue()).hasValueCloseTo(expected, within(1e-12));
  }

  @Test
  void winRateDiff_perGameOfTheDeal() {
    PairedTally t = fiveDeals();
    // 5 more wins over 5 deals of 12 games
    assertThat(t.winRateDiff()).isCloseTo(5.0 / 60, within(1e-12));
    assertThat(t.winRateDiffCi95()[0]).isLessThan(t.winRateDiff());
    assertThat(t.winRateDiffCi95()[1]).isGreaterThan(t.winRateDiff());
    assertThat(t.dealInRateDiff()).isCloseTo(-2.0 / 60, within(1e-12));
  }

  @Test
  void winRateDiffCi95_theDealsIntervalScaledToGames() {
    PairedTally t = fiveDeals();
    // wins differences 3, -1, 0, 2, 1: mean 1, sample variance 2.5, over 12 games a deal
    double[] perDeal = Intervals.mean(1, 2.5, 5);
    assertThat(t.winRateDiffCi95()[0]).isCloseTo(perDeal[0] / 12, within(1e-12));
    assertThat(t.winRateDiffCi95()[1]).isCloseTo(perDeal[1] / 12, within(1e-12));
  }

  @Test
  void pValue_underTwoDealsOrNoDifference_empty() {
    PairedTally one = new PairedTally();
    one.add(10, 1, 0, 24);
    assertThat(one.pValue()).isEmpty();
    assertThat(one.pointsDiffCi95()).containsExactly(10, 10);
    PairedTally same = new PairedTally();
    for (int d = 0; d < 10; d++) {
      same.add(0, 0, 0, 24);
    }
    assertThat(same.pValue()).isEmpty();
    assertThat(same.pointsDiffCi95()).containsExactly(0, 0);
  }

  @Test
  void pointsDiff_noDeals_zeroes() {
    PairedTally t = new PairedTally();
    assertThat(t.deals()).isZero();
    assertThat(t.pointsDiff()).isZero();
    assertThat(t.winRateDiff()).isZero();
    assertThat(t.winRateDiffCi95()).containsExactly(0, 0);
  }
}
