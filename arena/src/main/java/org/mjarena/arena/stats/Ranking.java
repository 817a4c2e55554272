package org.mjarena.arena.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.statistics.ranking.NaturalRanking;
import org.apache.commons.statistics.ranking.RankingAlgorithm;
import org.apache.commons.statistics.ranking.TiesStrategy;

/**
 * The match ranking of the 108-tile rules, section 11, over duplicate sets: each deal, played in all its
 * seat orders, is one set. Each entry's scores in the set are summed; the highest sum ranks 1st and gets 4
 * rank points, the next 3, then 2 and 1 (one more than the number of entries below, for any number of
 * entries); tied entries share the ranks and points they cover, so two entries tied for first both rank
 * 1.5 and get 3.5. Entries are then ranked by total rank points, then by total score.
 *
 * <p>Keeps three numbers per entry, whatever the number of deals. Rank points are multiples of one half,
 * so their sums are exact in a {@code double} and do not depend on the order deals arrive in.
 */
public final class Ranking {
  /** Equal sums share the mean of the ranks they cover. */
  private static final RankingAlgorithm RANKS = new NaturalRanking(TiesStrategy.AVERAGE);

  private final double[] rankPoints;
  private final double[] ranks;
  private final long[] points;
  private long deals;

  /** An empty ranking of {@code entries} entries. */
  public Ranking(int entries) {
    rankPoints = new double[entries];
    ranks = new double[entries];
    points = new long[entries];
  }

  /**
   * One entry's standing.
   *
   * @param entry       the lineup index
   * @param rankPoints  rank points summed over deals
   * @param meanRank    mean rank over deals, 1 the best
   * @param totalPoints score summed over every game
   */
  public record Standing(int entry, double rankPoints, double meanRank, long totalPoints) {}

  /** Adds one duplicate set: each entry's score summed over the deal's games, in lineup order. */
  public void add(long[] dealPoints) {
    double[] negated = new double[dealPoints.length];
    for (int e = 0; e < dealPoints.length; e++) {
      negated[e] = -dealPoints[e];
    }
    double[] rank = RANKS.apply(negated);
    for (int e = 0; e < dealPoints.length; e++) {
      ranks[e] += rank[e];
      rankPoints[e] += dealPoints.length + 1 - rank[e];
      points[e] += dealPoints[e];
    }
    deals++;
  }

  /** Duplicate sets counted. */
  public long deals() {
    return deals;
  }

  /** The entries from first to last: by rank points, then total score, then lineup order. */
  public List<Standing> standings() {
    List<Standing> out = new ArrayList<>();
    for (int e = 0; e < points.length; e++) {
      out.add(new Standing(e, rankPoints[e], deals == 0 ? 0 : ranks[e] / deals, points[e]));
    }
    out.sort(Comparator.comparingDouble(Standing::rankPoints).reversed()
        .thenComparing(Comparator.comparingLong(Standing::totalPoints).reversed()));
    return out;
  }
}
