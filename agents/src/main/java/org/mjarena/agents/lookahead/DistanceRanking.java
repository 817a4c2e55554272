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
    DistanceWeight.keys(concealed, keys);
    search.load(keys, melds, unseen, DistanceWeight.groups(variant));
    return search.lowest(discards);
  }
}
