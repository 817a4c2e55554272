package org.mjarena.engine.mcr;

import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.tile.Tile;

/**
 * Whether a tile completes one of the five MCR winning shapes: four sets and a pair, seven pairs,
 * thirteen orphans 十三幺, honours and knitted tiles 全不靠 / 七星不靠, and a knitted straight 组合龙 with
 * a set and a pair. A quick filter in front of the fan calculator: it is exact about shapes and
 * knows nothing of fans.
 */
final class McrShapes {
  /** The terminals and honours: 1 and 9 of each suit, the winds and dragons. */
  private static final int[] ORPHANS = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
  /** Tiles in a complete hand. */
  private static final int FULL = 14;
  /** The six knitted straights: which residue class (1-4-7, 2-5-8, 3-6-9) each suit takes. */
  private static final int[][] KNITTED = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  private static final long ORPHAN_MASK = mask(ORPHANS);
  /** The nine tiles of each knitted straight, as masks. */
  private static final long[] KNITTED_MASKS = knittedMasks();

  private McrShapes() {}

  /**
   * True when tile t completes {@code hand} (13 − 3 × melds tiles, t not included) into one of the
   * five shapes. The special shapes need a fully concealed hand, except the knitted straight, which
   * allows one meld.
   */
  static boolean completes(Hand hand, int melds, int t) {
    if (hand.count(t) == 4) {
      return false;
    }
    if ((hand.winningTiles() >>> t & 1) != 0) {
      return true;
    }
    if (melds > 1) {
      return false;
    }
    // Cheap mask tests first: this runs for most discards, and the special shapes are rare.
    long with = hand.heldMask() | 1L << t;
    boolean orphansOnly = melds == 0 && (with & ~ORPHAN_MASK) == 0;
    boolean allDifferent = melds == 0 && Long.bitCount(hand.heldMask()) == hand.size() && hand.count(t) == 0;
    boolean knitted = false;
    for (long k : KNITTED_MASKS) {
      knitted |= (with & k) == k;
    }
    if (!orphansOnly && !allDifferent && !knitted) {
      return false;
    }
    hand.add(t);
    try {
      int[] counts = hand.counts();
      return melds == 0 && (thirteenOrphans(counts) || honoursAndKnitted(counts)) || knittedStraight(hand, counts);
    } finally {
      hand.remove(t);
    }
  }

  private static long mask(int[] tiles) {
    long m = 0;
    for (int t : tiles) {
      m |= 1L << t;
    }
    return m;
  }

  private static long[] knittedMasks() {
    long[] masks = new long[KNITTED.length];
    for (int i = 0; i < KNITTED.length; i++) {
      for (int suit = 0; suit < 3; suit++) {
        for (int p = KNITTED[i][suit]; p < 9; p += 3) {
          masks[i] |= 1L << (suit * 9 + p);
        }
      }
    }
    return masks;
  }

  private static boolean thirteenOrphans(int[] counts) {
    int n = 0;
    for (int t : ORPHANS) {
      if (counts[t] == 0) {
        return false;
      }
      n += counts[t];
    }
    return n == FULL;
  }

  /** Fourteen different tiles: honours, and numbered tiles of one knitted pattern (147, 258, 369 in different suits). */
  private static boolean honoursAndKnitted(int[] counts) {
    int n = 0;
    int usedClasses = 0;
    for (int suit = 0; suit < 3; suit++) {
      int cls = -1;
      for (int p = 0; p < 9; p++) {
        int c = counts[suit * 9 + p];
        if (c > 1) {
          return false;
        }
        if (c == 1) {
          if (cls >= 0 && p % 3 != cls) {
            return false;
          }
          cls = p % 3;
          n++;
        }
      }
      if (cls >= 0) {
        if ((usedClasses >>> cls & 1) != 0) {
          return false;
        }
        usedClasses |= 1 << cls;
      }
    }
    for (int t = Tile.NUMBERED_KINDS; t < Tile.KINDS; t++) {
      if (counts[t] > 1) {
        return false;
      }
      n += counts[t];
    }
    return n == FULL;
  }

  /** A knitted straight (nine tiles), and what is left of the hand forming sets and a pair. */
  private static boolean knittedStraight(Hand hand, int[] counts) {
    for (int[] classes : KNITTED) {
      boolean present = true;
      for (int suit = 0; suit < 3 && present; suit++) {
        for (int p = classes[suit]; p < 9 && present; p += 3) {
          present = counts[suit * 9 + p] > 0;
        }
      }
      if (!present) {
        continue;
      }
      Hand rest = hand.copy();
      for (int suit = 0; suit < 3; suit++) {
        for (int p = classes[suit]; p < 9; p += 3) {
          rest.remove(suit * 9 + p);
        }
      }
      if (rest.isStandardComplete()) {
        return true;
      }
    }
    return false;
  }
}
