package org.mjarena.engine.mcr;

import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.tile.Tile;

/**
 * Whether a concealed hand waiting for one tile could be completed into one of MCR's special shapes
 * at all, by any tile: thirteen orphans 十三幺, honours and knitted tiles 全不靠 / 七星不靠, or a knitted
 * straight 组合龙 with a set and a pair. A hand for which this says no is completed by exactly the tiles
 * that complete four sets and a pair or seven pairs ({@link Hand#winningTiles()}), so {@link McrGame}
 * can answer for every tile at once and call {@link McrShapes#completes} only for the rare hand
 * this lets through; agents that look for the waits of MCR hands use it the same way.
 *
 * <p>Each test is a necessary condition of a shape, read on the hand before the tile arrives: thirteen
 * orphans holds terminals and honours only; honours and knitted tiles are fourteen different tiles
 * whose numbered ones lie within one knitted pattern (each suit in its own residue class 1-4-7, 2-5-8
 * or 3-6-9); a knitted straight lacks at most one of its nine tiles. It must stay true of every shape
 * {@link McrShapes} accepts: {@code SpecialShapeFilterTest} checks it against it.
 */
public final class SpecialShapeFilter {
  /** The terminals and honours: 1 and 9 of each suit, the winds and dragons. */
  private static final long ORPHANS = mask(0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33);
  /** The numbered tiles. */
  private static final long NUMBERED = (1L << Tile.NUMBERED_KINDS) - 1;
  /** The six knitted patterns: each suit takes a different residue class (1-4-7, 2-5-8, 3-6-9). */
  private static final long[] KNITTED = knitted();

  private SpecialShapeFilter() {}

  /**
   * False when no tile completes {@code hand} (13 − 3 × {@code melds} tiles) into a special shape; the
   * special shapes need a fully concealed hand, except the knitted straight, which allows one meld.
   */
  public static boolean mayComplete(Hand hand, int melds) {
    if (melds > 1) {
      return false;
    }
    long held = hand.heldMask();
    boolean distinct = Long.bitCount(held) == hand.size();
    if (melds == 0 && (held & ~ORPHANS) == 0) {
      return true;
    }
    for (long k : KNITTED) {
      if (Long.bitCount(k & ~held) <= 1 || melds == 0 && distinct && (held & NUMBERED & ~k) == 0) {
        return true;
      }
    }
    return false;
  }

  private static long mask(int... tiles) {
    long m = 0;
    for (int t : tiles) {
      m |= 1L << t;
    }
    return m;
  }

  private static long[] knitted() {
    int[][] classes = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    long[] masks = new long[classes.length];
    for (int i = 0; i < classes.length; i++) {
      for (int suit = 0; suit < 3; suit++) {
        for (int p = classes[i][suit]; p < 9; p += 3) {
          masks[i] |= 1L << (suit * 9 + p);
        }
      }
    }
    return masks;
  }
}
