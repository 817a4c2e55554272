package org.mjarena.engine.mcr.fan;

import org.mjarena.engine.hand.SpecialShapes;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;

/**
 * The waits of a hand before its winning tile, for the wait fans (边张 / 嵌张 / 单钓将), which count only
 * when the hand waits on one kind. Waits count "in form", in every winning form together: a kind whose
 * four copies are all in sight or in the hand itself still counts (convention of the MCR vectors).
 */
final class Waits {
  private Waits() {}

  /**
   * The kinds that complete the concealed tiles {@code before} (13 − 3 × melds of them), as a mask. The
   * counts are changed while computing and put back before returning.
   */
  static long inForm(int[] before, int melds) {
    long w = SuitShapes.standardWaits(before);
    for (int t = 0; t < Tile.KINDS; t++) {
      if (before[t] == 4 && isFifthCopyWin(before, t)) {
        w |= 1L << t;
      }
    }
    if (melds == 0) {
      w |= SpecialShapes.sevenPairsWaits(before) | SpecialShapes.thirteenOrphansWaits(before)
          | SpecialShapes.honoursAndKnittedWaits(before);
    }
    if (melds <= 1) {
      w |= SpecialShapes.knittedStraightWaits(before);
    }
    return w;
  }

  /**
   * True when the hand, holding four of {@code t}, would form sets and a pair with a fifth: a wait in
   * form only, which still makes the wait not unique (convention of the MCR vectors). The five copies
   * are read as a pung and a pair, or a pung or pair and chows through the rest.
   */
  private static boolean isFifthCopyWin(int[] before, int t) {
    before[t] -= 4;
    boolean win = false;
    for (int pungs = 0; pungs <= 1 && !win; pungs++) {
      for (int pairs = 0; pairs <= 1 && !win; pairs++) {
        int used = 3 * pungs + 2 * pairs;
        before[t] += 5 - used;
        if (before[t] <= 4 && before[t] >= 0) {
          win = pairs == 1 ? SuitShapes.isSetsOnly(before) : SuitShapes.isStandardComplete(before);
        }
        before[t] -= 5 - used;
      }
    }
    before[t] += 4;
    return win;
  }
}
