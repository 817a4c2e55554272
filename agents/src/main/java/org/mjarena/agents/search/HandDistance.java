package org.mjarena.agents.search;

import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The win distance (shanten) the search's fast policies and its prior work with: the lower of the
 * basic form's (four sets and a pair, the engine's table-driven {@link WinDistanceCalculator#basic}) and,
 * with no meld, seven pairs'. The other MCR forms (thirteen orphans, the knitted hands) are left out:
 * they are rare, and this is computed at nearly every step of every rollout.
 *
 * <p>Distances: -1 a complete hand, 0 ready, 1 one tile away, and so on. A hand may hold 13 − 3m
 * tiles (waiting) or one more (just drawn; then the distance is that of its best discard).
 */
final class HandDistance {
  private static final int SEVEN_PAIRS = 7;
  private static final int DISTANCE_SHIFT = 8;
  private static final int TILE_MASK = 0xFF;
  /** Offset that keeps a packed distance of -1 positive. */
  private static final int OFFSET = 2;

  private HandDistance() {}

  /** The distance of {@code counts} with {@code melds} declared melds, over the first {@code kinds} tile kinds. */
  static int of(int[] counts, int melds, int kinds) {
    int honours = kinds > Tile.NUMBERED_KINDS ? SuitShapes.key(counts, SuitShapes.HONOUR_GROUP) : 0;
    int basic = WinDistanceCalculator.basic(SuitShapes.key(counts, 0), SuitShapes.key(counts, 1), SuitShapes.key(counts, 2),
        honours, melds);
    return melds == 0 ? Math.min(basic, sevenPairs(counts, kinds)) : basic;
  }

  /** The seven-pairs distance: 6 less the pairs, more when fewer than seven kinds are held. */
  static int sevenPairs(int[] counts, int kinds) {
    int pairs = 0;
    int held = 0;
    for (int t = 0; t < kinds; t++) {
      pairs += counts[t] >= 2 ? 1 : 0;
      held += counts[t] > 0 ? 1 : 0;
    }
    return SEVEN_PAIRS - 1 - pairs + Math.max(0, SEVEN_PAIRS - held);
  }

  /**
   * The discard among {@code allowed} (a tile mask) that leaves the lowest distance, ties to the
   * loosest tile ({@link #looseness}); packed: the tile in bits 0-7, the distance + 2 above. Read them
   * with {@link #tile} and {@link #distance}.
   */
  static int bestDiscard(int[] counts, int melds, int kinds, long allowed) {
    int k0 = SuitShapes.key(counts, 0);
    int k1 = SuitShapes.key(counts, 1);
    int k2 = SuitShapes.key(counts, 2);
    int k3 = kinds > Tile.NUMBERED_KINDS ? SuitShapes.key(counts, SuitShapes.HONOUR_GROUP) : 0;
    int pairs = 0;
    int held = 0;
    if (melds == 0) {
      for (int t = 0; t < kinds; t++) {
        pairs += counts[t] >= 2 ? 1 : 0;
        held += counts[t] > 0 ? 1 : 0;
      }
    }
    int bestTile = -1;
    int bestDistance = Integer.MAX_VALUE;
    int bestLoose = Integer.MAX_VALUE;
    for (long m = allowed; m != 0; m &= m - 1) {
      int x = Long.numberOfTrailingZeros(m);
      if (counts[x] == 0) {
        continue;
      }
      int g = SuitShapes.group(x);
      int p = SuitShapes.pow5(SuitShapes.position(x));
      int d = WinDistanceCalculator.basic(g == 0 ? k0 - p : k0, g == 1 ? k1 - p : k1, g == 2 ? k2 - p : k2,
          g == SuitShapes.HONOUR_GROUP ? k3 - p : k3, melds);
      if (melds == 0) {
        int p2 = pairs - (counts[x] == 2 ? 1 : 0);
        int h2 = held - (counts[x] == 1 ? 1 : 0);
        d = Math.min(d, SEVEN_PAIRS - 1 - p2 + Math.max(0, SEVEN_PAIRS - h2));
      }
      if (d > bestDistance) {
        continue;
      }
      int loose = looseness(counts, x);
      if (d < bestDistance || loose < bestLoose) {
        bestTile = x;
        bestDistance = d;
        bestLoose = loose;
      }
    }
    if (bestTile < 0) {
      throw new IllegalArgumentException("no discard allowed among the held tiles");
    }
    return (bestDistance + OFFSET) << DISTANCE_SHIFT | bestTile;
  }

  /** The tile of a packed {@link #bestDiscard}. */
  static int tile(int packed) {
    return packed & TILE_MASK;
  }

  /** The distance of a packed {@link #bestDiscard}. */
  static int distance(int packed) {
    return (packed >>> DISTANCE_SHIFT) - OFFSET;
  }

  /**
   * How much a tile holds the hand together, lower for a tile better thrown: copies of it, neighbours
   * one and two away in its suit; among equals, honours and then the tiles nearest the ends go first.
   */
  static int looseness(int[] counts, int x) {
    int score = 4 * (counts[x] - 1);
    int edge;
    if (x >= Tile.NUMBERED_KINDS) {
      edge = 5;
    } else {
      int pos = x % 9;
      if (pos > 0) {
        score += 2 * counts[x - 1];
      }
      if (pos < 8) {
        score += 2 * counts[x + 1];
      }
      if (pos > 1) {
        score += counts[x - 2];
      }
      if (pos < 7) {
        score += counts[x + 2];
      }
      edge = Math.abs(pos - 4);
    }
    return score * 8 - edge;
  }
}
