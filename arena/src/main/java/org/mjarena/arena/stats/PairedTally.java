package org.mjarena.arena.stats;

import java.util.OptionalDouble;
import org.apache.commons.statistics.descriptive.LongStatistics;
import org.apache.commons.statistics.descriptive.Statistic;
import org.apache.commons.statistics.inference.TTest;

/**
 * Two entries compared over the same deals (a paired comparison). Both play every game of a deal on the
 * same wall, so the deal is the unit: per deal, the difference of their points summed over its games, and
 * of their wins and deal-ins. Deals are independent of each other, while games of one deal are not, so
 * the intervals and the test are taken over deals, and the wall's luck, shared by both, largely cancels.
 *
 * <p>The mean difference gets a Student t interval and a two-sided paired t-test (the one-sample test of
 * the differences against 0, which is what the paired test is); win and deal-in differences are divided
 * by the games of a deal, so they are differences of rates, and get the same t interval: a difference of
 * two rates from the same games has no Wilson interval, and with hundreds of deals the t interval is
 * accurate. Keeps three streaming accumulators, whatever the number of deals, summed exactly in integers.
 */
public final class PairedTally {
  private static final TTest T_TEST = TTest.withDefaults();

  private final LongStatistics points = moments();
  private final LongStatistics wins = moments();
  private final LongStatistics dealIns = moments();
  private long gamesPerDeal;

  private static LongStatistics moments() {
    return LongStatistics.of(Statistic.MEAN, Statistic.VARIANCE);
  }

  /**
   * Adds one deal: the first entry's figures minus the second's, summed over the deal's games.
   *
   * @param games the games of the deal, the same for every deal of a tournament (its seat orders)
   */
  void add(long pointsDiff, long winsDiff, long dealInsDiff, int games) {
    points.accept(pointsDiff);
    wins.accept(winsDiff);
    dealIns.accept(dealInsDiff);
    gamesPerDeal = games;
  }

  /** Deals compared. */
  public long deals() {
    return points.getCount();
  }

  /** Mean points difference per deal (summed over the deal's games). */
  public double pointsDiff() {
    return mean(points, 1);
  }

  /** 95% t interval of {@link #pointsDiff}. */
  public double[] pointsDiffCi95() {
    return ci(points, 1);
  }

  /** Win rate difference. */
  public double winRateDiff() {
    return mean(wins, gamesPerDeal);
  }

  /** 95% t interval of {@link #winRateDiff}. */
  public double[] winRateDiffCi95() {
    return ci(wins, gamesPerDeal);
  }

  /** Deal-in rate difference. */
  public double dealInRateDiff() {
    return mean(dealIns, gamesPerDeal);
  }

  /** 95% t interval of {@link #dealInRateDiff}. */
  public double[] dealInRateDiffCi95() {
    return ci(dealIns, gamesPerDeal);
  }

  /**
   * The two-sided p-value of the paired t-test of the points: the chance of a mean difference at least this
   * far from 0 if both entries were equally strong. Empty when the test is undefined: under two deals, or
   * when every deal's difference is 0.
   */
  public OptionalDouble pValue() {
    if (deals() < 2) {
      return OptionalDouble.empty();
    }
    double p = T_TEST.test(points.getAsDouble(Statistic.MEAN), points.getAsDouble(Statistic.VARIANCE), deals()).getPValue();
    return Double.isNaN(p) ? OptionalDouble.empty() : OptionalDouble.of(p);
  }

  /** The mean of the per-deal values divided by {@code scale}. */
  private double mean(LongStatistics values, long scale) {
    return deals() == 0 ? 0 : values.getAsDouble(Statistic.MEAN) / scale;
  }

  private double[] ci(LongStatistics values, long scale) {
    return Intervals.mean(mean(values, scale), values.getAsDouble(Statistic.VARIANCE) / ((double) scale * scale), deals());
  }
}
