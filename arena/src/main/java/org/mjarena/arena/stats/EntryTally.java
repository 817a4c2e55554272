package org.mjarena.arena.stats;

import java.util.List;
import org.apache.commons.statistics.descriptive.LongStatistics;
import org.apache.commons.statistics.descriptive.Statistic;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;

/**
 * The counts of one lineup entry over a tournament. Every count is an integer, and the points are summed
 * in exact integer arithmetic, so the totals are exact and independent of the order games arrive in.
 */
public final class EntryTally {
  long games;
  private final long[] gamesBySeat = new long[Seat.COUNT];
  long wins;
  long selfDrawnWins;
  long dealIns;
  private final LongStatistics points = LongStatistics.of(Statistic.SUM, Statistic.MEAN, Statistic.VARIANCE);
  long fallbacks;
  long sanctions;
  long lateAnswers;
  private final long[] errors = new long[Fault.Kind.values().length];

  /** Adds one game, played in {@code seat}. */
  void add(Seat seat, boolean won, boolean selfDrawn, boolean dealtIn, int pointsInGame, int fallbacksInGame,
      boolean sanctioned, int lateInGame, List<Integer> errorsInGame) {
    games++;
    gamesBySeat[seat.index()]++;
    wins += won ? 1 : 0;
    selfDrawnWins += won && selfDrawn ? 1 : 0;
    dealIns += dealtIn ? 1 : 0;
    points.accept(pointsInGame);
    fallbacks += fallbacksInGame;
    sanctions += sanctioned ? 1 : 0;
    lateAnswers += lateInGame;
    for (int v = 0; v < errors.length; v++) {
      errors[v] += errorsInGame.get(v);
    }
  }

  /**
   * The faults of this entry (each a fallback or a sanction) of one kind: answers after a time limit, the
   * table's or the platform's; agents that threw and programs that failed; answers that are not answers
   * or not legal.
   */
  public long errors(Fault.Kind kind) {
    return errors[kind.ordinal()];
  }

  /** Games played. */
  public long games() {
    return games;
  }

  /**
   * Games played in each seat, the dealer's first: equal for every entry over a run whose deals are a
   * multiple of the copies of an interchangeable entry (see {@code SeatOrders}).
   */
  public long[] gamesBySeat() {
    return gamesBySeat.clone();
  }

  /** Games won (a player who wins on a discard shared with others counts once). */
  public long wins() {
    return wins;
  }

  /** Games won by self-draw. */
  public long selfDrawnWins() {
    return selfDrawnWins;
  }

  /** Games in which this entry's discard or added kong was won on. */
  public long dealIns() {
    return dealIns;
  }

  /** Points over all games. */
  public long pointsTotal() {
    return points.getAsLong(Statistic.SUM);
  }

  /** Times the table stepped in for this entry. */
  public long fallbacks() {
    return fallbacks;
  }

  /** Games ended by the error sanction against this entry. */
  public long sanctions() {
    return sanctions;
  }

  /**
   * Answers that came after the time limit (each also a fallback or a sanction): the only figure that
   * depends on the clock. While it is 0 for every entry, the run's results are those of the same run
   * without a time limit, and any rerun with the same lineup and seed that stays within its limits
   * gives the same results.
   */
  public long lateAnswers() {
    return lateAnswers;
  }

  /** Win rate. */
  public double winRate() {
    return ratio(wins, games);
  }

  /** Deal-in rate. */
  public double dealInRate() {
    return ratio(dealIns, games);
  }

  /** Mean points per game. */
  public double pointsMean() {
    return games == 0 ? 0 : points.getAsDouble(Statistic.MEAN);
  }

  /** 95% Wilson interval of the win rate. */
  public double[] winRateCi95() {
    return Intervals.wilson(wins, games);
  }

  /** 95% Wilson interval of the deal-in rate. */
  public double[] dealInRateCi95() {
    return Intervals.wilson(dealIns, games);
  }

  /** 95% t interval of the mean points per game. */
  public double[] pointsMeanCi95() {
    return Intervals.mean(pointsMean(), points.getAsDouble(Statistic.VARIANCE), games);
  }

  private static double ratio(long a, long b) {
    return b == 0 ? 0 : (double) a / b;
  }
}
