package org.mjarena.arena.stats;

/** 95% confidence intervals. */
public final class Intervals {
  /** The two-sided 95% quantile of the standard normal distribution. */
  static final double Z95 = 1.959963984540054;

  private Intervals() {}

  /**
   * The Wilson score interval for a proportion of {@code successes} in {@code n} trials: unlike the
   * normal approximation it stays within [0, 1] and behaves at rates near 0 or 1.
   */
  public static double[] wilson(long successes, long n) {
    if (n == 0) {
      return new double[] {0, 1};
    }
    double p = (double) successes / n;
    double z2 = Z95 * Z95;
    double denominator = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denominator;
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
    // At 0 or n successes the bound is exactly 0 or 1; rounding would leave a tiny residue.
    double low = successes == 0 ? 0 : Math.max(0, centre - half);
    double high = successes == n ? 1 : Math.min(1, centre + half);
    return new double[] {low, high};
  }

  /** The normal-approximation interval for a mean, from the sum and sum of squares of {@code n} values. */
  public static double[] mean(double sum, double sumOfSquares, long n) {
    if (n < 2) {
      double m = n == 0 ? 0 : sum / n;
      return new double[] {m, m};
    }
    double mean = sum / n;
    double variance = Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1));
    double half = Z95 * Math.sqrt(variance / n);
    return new double[] {mean - half, mean + half};
  }
}
