package org.mjarena.arena.commentary;

import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.shanten.Shanten;
import org.mjarena.engine.mcr.shanten.ShantenCalculator;
import org.mjarena.engine.mcr.shanten.ShantenForm;
import org.mjarena.engine.tile.Tile;

/**
 * The statistical view of the Quesheng thesis (seed 000, sections 2.3.1.4 and 3.2.2), in a reduced form:
 * for each legal discard, how far the hand left is from winning (its win distance, from the engine's
 * shanten calculator) and how likely the next draw is to bring it closer: the unseen copies of its
 * effective tiles over all unseen tiles (the thesis's formula 2.1, the first factor of its formula
 * 3.2). The candidates are the discards that leave the least distance, the most probable first.
 *
 * <p>Adaptation, and what is not built yet: formulas 3.1-3.2 enumerate, for every fan, every winning
 * pattern and take the product over all its missing tiles; that enumeration, and the MCR 8-fan minimum
 * it brings, is TODO(#10). Here the patterns are those of the least win distance in the forms the
 * variant knows (MCR: all five; competition-108: four sets and a pair, and seven pairs), and only the
 * next draw's probability ranks them.
 *
 * <p>"Unseen" depends on the view: from the table view, the tiles in no hand, river or meld (the wall,
 * by count only); from the player view, also the other seats' hands. One instance per thread.
 */
public final class StatisticalView {
  private final double[] chance = new double[Tile.KINDS];
  private final int[] byDistance = new int[Tile.KINDS];
  private long bestMask;

  /**
   * Writes the candidate discards, best first, into {@code out} and returns how many (at most {@code max}).
   *
   * @param hand    the mover's concealed tiles by tile index, the drawn tile included (changed and restored)
   * @param melds   its declared melds, concealed kongs included
   * @param legal   the legal discards, as a mask
   * @param unseen  unseen copies of each tile, from the commentator's view
   * @param ranked  where the discards are written: room for every legal discard ({@link Tile#KINDS})
   */
  public int candidates(Variant variant, int[] hand, int melds, long legal, int[] unseen, int max, int[] ranked) {
    int total = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      total += unseen[t];
    }
    int best = Integer.MAX_VALUE;
    int n = 0;
    for (long m = legal; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      hand[t]--;
      Shanten s = ShantenCalculator.all(hand, melds);
      hand[t]++;
      int distance = s.basic();
      long effective = s.effective(ShantenForm.BASIC);
      if (variant == Variant.SUITS_108 && s.applies(ShantenForm.SEVEN_PAIRS)) {
        int pairs = s.of(ShantenForm.SEVEN_PAIRS);
        if (pairs < distance) {
          distance = pairs;
          effective = s.effective(ShantenForm.SEVEN_PAIRS);
        } else if (pairs == distance) {
          effective |= s.effective(ShantenForm.SEVEN_PAIRS);
        }
      } else if (variant == Variant.MCR) {
        distance = s.min();
        effective = s.effectiveMin();
      }
      int useful = 0;
      for (long e = effective; e != 0; e &= e - 1) {
        useful += unseen[Long.numberOfTrailingZeros(e)];
      }
      byDistance[n] = distance;
      chance[n] = total == 0 ? 0 : (double) useful / total;
      ranked[n++] = t;
      best = Math.min(best, distance);
    }
    int kept = 0;
    bestMask = 0;
    for (int i = 0; i < n; i++) {
      if (byDistance[i] == best) {
        bestMask |= 1L << ranked[i];
        chance[kept] = chance[i];
        ranked[kept++] = ranked[i];
      }
    }
    // Insertion sort by chance, highest first; ties keep the lower tile first.
    for (int i = 1; i < kept; i++) {
      int t = ranked[i];
      double c = chance[i];
      int j = i - 1;
      while (j >= 0 && chance[j] < c) {
        ranked[j + 1] = ranked[j];
        chance[j + 1] = chance[j];
        j--;
      }
      ranked[j + 1] = t;
      chance[j + 1] = c;
    }
    return Math.min(kept, max);
  }

  /** The discards that leave the least win distance, as a mask, after {@link #candidates}. */
  public long bestMask() {
    return bestMask;
  }
}
