package org.mjarena.engine.mcr;

import static org.mjarena.engine.hand.SpecialShapes.KNITTED_SEQUENCES;
import static org.mjarena.engine.hand.SpecialShapes.ORPHANS;
import static org.mjarena.engine.hand.SpecialShapes.knittedSequence;

import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.SpecialShapes;

/**
 * Whether a tile completes one of the five MCR winning shapes: four sets and a pair, seven pairs,
 * thirteen orphans 十三幺, honours and knitted tiles 全不靠 / 七星不靠, and a knitted straight 组合龙 with
 * a set and a pair. A quick filter in front of the fan calculator: it is exact about shapes and
 * knows nothing of fans. The shapes themselves are those of {@link Hand} and {@link SpecialShapes}.
 */
final class McrShapes {
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
    boolean orphansOnly = melds == 0 && (with & ~ORPHANS) == 0;
    boolean allDifferent = melds == 0 && Long.bitCount(hand.heldMask()) == hand.size() && hand.count(t) == 0;
    boolean knitted = false;
    for (int i = 0; i < KNITTED_SEQUENCES; i++) {
      long k = knittedSequence(i);
      knitted |= (with & k) == k;
    }
    if (!orphansOnly && !allDifferent && !knitted) {
      return false;
    }
    int[] counts = hand.counts();
    counts[t]++;
    return melds == 0 && (SpecialShapes.isThirteenOrphans(counts) || SpecialShapes.honoursAndKnitted(counts) != 0)
        || SpecialShapes.isKnittedStraight(counts);
  }
}
