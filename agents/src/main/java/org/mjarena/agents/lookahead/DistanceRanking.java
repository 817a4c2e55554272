package org.mjarena.agents.lookahead;

import org.mjarena.engine.Variant;

/**
 * The discards {@code distance-to-win} ranks first, for a reader of positions rather than a player (the
 * commentator reads it as a feature): the held tiles of a turn whose score under paper 003's search,
 * {@code depth} draws ahead, is the lowest, ties all kept. Mutable scratch space: one instance per reader.
 */
public final class DistanceRanking {
  private final DistanceSearch search;
  private final int[] keys = new int[DistanceWeight.GROUPS];

  /** A ranking {@code depth} draws ahead (0 to {@link DistanceSearch#MAX_DEPTH}). */
  public DistanceRanking(int depth) {
    this.search = new DistanceSearch(depth);
  }

  /**
   * The tiles of {@code discards} held in {@code concealed} (counts by tile index, the drawn tile included)
   * whose discard scores lowest; none when it holds none of them.
   *
   * @param melds  the mover's melds, its concealed kongs included
   * @param unseen the copies of each tile the mover cannot see, the search's library
   */
  public long best(Variant variant, int[] concealed, int melds, int[] unseen, long discards) {
    int groups = DistanceWeight.groups(variant);
    int kinds = DistanceWeight.kinds(groups);
    long candidates = 0;
    for (int t = 0; t < kinds; t++) {
      if (concealed[t] > 0) {
        candidates |= 1L << t;
      }
    }
    candidates &= discards;
    if (candidates == 0) {
      return 0;
    }
    DistanceWeight.keys(concealed, keys);
    search.load(keys, melds, unseen, groups);
    long best = 0;
    long bestScore = Long.MAX_VALUE;
    for (long m = candidates; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      long score = search.score(t);
      if (score < bestScore) {
        bestScore = score;
        best = 1L << t;
      } else if (score == bestScore) {
        best |= 1L << t;
      }
    }
    return best;
  }
}
