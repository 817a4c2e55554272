package org.mjarena.arena.stats;

import org.apache.commons.statistics.interval.BinomialConfidenceInterval;
import org.apache.commons.statistics.interval.Interval;
import org.apache.commons.statistics.interval.NormalConfidenceInterval;

/** 95% confidence intervals, from Apache Commons Statistics. */
public final class Intervals {
  /** The error rate of a 95% interval. */
  static final double ALPHA = 0.05;

  private Intervals() {}

  /**
   * The Wilson score interval for a proportion of {@code successes} in {@code n} trials: unlike the
   * normal approximation it stays within [0, 1] and behaves at rates near 0 or 1. With no trials it is
   * [0, 1]: nothing is known. The library counts trials in an {@code int}; past that (two billion games)
   * the t interval of the 0/1 outcomes stands in for it, within 1e-8 of it there.
   */
  public static double[] wilson(long successes, long n) {
    if (n == 0) {
      return new double[] {0, 1};
    }
    if (n > Integer.MAX_VALUE) {
      double p = (double) successes / n;
      return mean(p, p * (1 - p) * n / (n - 1), n);
    }
    Interval ci = BinomialConfidenceInterval.WILSON_SCORE.fromErrorRate(Math.toIntExact(n), Math.toIntExact(successes), ALPHA);
    // At 0 or n successes the bound is exactly 0 or 1; the library's rounding leaves a residue of either sign.
    double low = successes == 0 ? 0 : ci.getLowerBound();
    double high = successes == n ? 1 : ci.getUpperBound();
    return new double[] {low, high};
  }

  /**
   * An interval for the F1 score of {@code tp} true positives, {@code fp} false positives and {@code fn}
   * false negatives: F1 = 2J / (1 + J), J = tp / (tp + fp + fn) being the share of the cases predicted or
   * made that were both; J is a proportion of those cases, with its {@link #wilson} interval, and F1 rises
   * with J, so the interval's ends are those of J carried through. It treats the cases as independent and
   * their number as given. With no case it is [0, 1].
   */
  public static double[] f1(long tp, long fp, long fn) {
    double[] j = wilson(tp, tp + fp + fn);
    return new double[] {2 * j[0] / (1 + j[0]), 2 * j[1] / (1 + j[1])};
  }

  /**
   * The Student's t interval for the mean of {@code n} values with the given mean and sample variance:
   * exact for normally distributed values and, by the central limit theorem, close for any others once
   * there are a few hundred. Under two values nothing is known of the spread, and the interval is the
   * mean alone.
   */
  public static double[] mean(double mean, double variance, long n) {
    if (n < 2) {
      double m = n == 0 ? 0 : mean;
      return new double[] {m, m};
    }
    Interval ci = NormalConfidenceInterval.MEAN.fromErrorRate(mean, variance, n, ALPHA);
    return new double[] {ci.getLowerBound(), ci.getUpperBound()};
  }
}
