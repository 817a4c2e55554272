package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.tile.Tile;

/**
 * The thesis's formulas 3.1-3.2 (seed 000, section 3.2.2): the winning patterns a hand can still become,
 * each with the chance of drawing the tiles it misses, and for each tile of the hand the best pattern
 * that lets it go.
 *
 * <p>A pattern is a complete hand of 14 tiles (with the declared melds): four sets and a pair, or, without
 * melds, seven pairs. It misses the tiles it holds more of than the hand; the hand's other tiles are
 * its surplus, the tiles the pattern discards. Its chance is formula 3.2: the product, over the tiles
 * it misses drawn one after another, of the unseen copies of each over the unseen tiles left,
 * {@code n(t1)/N * n(t2)/(N-1) * ...}, a copy fewer of a tile each time it is drawn. The view then
 * gives each tile of the hand the chance of the likeliest pattern among those that discard it.
 *
 * <p>The thesis enumerates the patterns of every fan and keeps the likeliest of each; the 8-fan minimum
 * is what makes that matter in MCR, where a pattern below 8 fans cannot win. Here the patterns are
 * enumerated by their sets, whatever fan they make, and in MCR a pattern counts only when the engine's
 * fan calculator scores it 8 fans or more (won on a discard, its last missing tile the winning one,
 * without flowers), the likeliest first, at most {@value #FAN_CHECKS} of them per decision; seven pairs
 * scores 24 fans and is never checked. Adaptations, for speed: only the patterns that miss the fewest
 * tiles the hand can (one more than its win distance) are enumerated, since one more missing tile
 * divides the chance by the size of the wall, and only when that is at most {@value #MAX_MISSING}
 * tiles (when the hand is farther from winning the caller ranks by the next draw alone); the MCR
 * special forms other than seven pairs (thirteen orphans, the knitted forms) are left out.
 *
 * <p>One instance per thread; nothing is allocated but the MCR fan checks.
 */
final class WinningPatterns {
  /** The most tiles a pattern may miss for the enumeration to run: the hand is then within two of ready. */
  static final int MAX_MISSING = 3;
  /** The most MCR patterns scored by the fan calculator per decision. */
  static final int FAN_CHECKS = 12;
  /** The most patterns kept for the MCR fan checks; a hand with more is ranked by the next draw alone. */
  private static final int MAX_KEPT = 2048;
  private static final int SETS_TO_MAKE = 4;
  /** A set that holds none of the hand's tiles misses all three. */
  private static final int SET_SIZE = 3;
  /** The tiles a chow may start from: 1 to 7 of each suit, as a tile mask. */
  private static final long CHOW_STARTS = 0x7FL | 0x7FL << 9 | 0x7FL << 18;
  private static final int SEVEN = 7;

  private final double[] best = new double[Tile.KINDS];
  private final int[] target = new int[Tile.KINDS];
  /** The kinds the hand holds more of than the pattern so far, as a tile mask. */
  private long spare;
  private int[] hand;
  private int[] unseen;
  private int unseenTotal;
  private int kinds;
  private int budget;
  private boolean mcr;

  /** MCR: the patterns kept for the fan checks, their counts flattened, and their chances. */
  private int[] keptCounts = new int[64 * Tile.KINDS];
  private double[] keptChance = new double[64];
  private int kept;
  private boolean overflow;
  private Integer[] order = new Integer[64];

  /**
   * Gives each tile of the hand the chance of the likeliest pattern that discards it ({@link #chance}),
   * or returns false when the hand is too far from winning for the enumeration.
   *
   * @param hand     the mover's concealed tiles by tile index, the drawn tile included (changed and restored)
   * @param melds    its declared melds, concealed kongs included
   * @param distance the least win distance any discard leaves: the patterns miss one more tile than that
   * @param unseen   unseen copies of each tile, from the commentator's view
   * @param fans     in MCR, the mover's melds and winds for the fan checks; null in the 108-tile variant
   */
  boolean rank(Variant variant, int[] hand, int melds, int distance, int[] unseen, FanContext fans) {
    Arrays.fill(best, 0);
    if (distance + 1 > MAX_MISSING) {
      return false;
    }
    this.hand = hand;
    this.unseen = unseen;
    this.kinds = variant.tileKinds();
    this.budget = distance + 1;
    this.mcr = variant == Variant.MCR;
    this.kept = 0;
    this.overflow = false;
    unseenTotal = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      unseenTotal += unseen[t];
    }
    Arrays.fill(target, 0);
    spare = 0;
    for (int t = 0; t < kinds; t++) {
      spare |= hand[t] > 0 ? 1L << t : 0;
    }
    for (int p = 0; p < kinds; p++) {
      int missing = add(p, 0);
      if (missing >= 0) {
        int both = add(p, missing);
        if (both >= 0) {
          sets(0, SETS_TO_MAKE - melds, both);
          take(p);
        }
        take(p);
      }
    }
    if (melds == 0) {
      pairs(0, SEVEN, 0);
    }
    if (mcr && !overflow) {
      checkFans(fans);
    }
    return !overflow;
  }

  /** True when some pattern counted, after {@link #rank}. */
  boolean any() {
    for (int t = 0; t < Tile.KINDS; t++) {
      if (best[t] > 0) {
        return true;
      }
    }
    return false;
  }

  /** The chance of the likeliest pattern that discards a copy of {@code t}, after {@link #rank}; 0 if none. */
  double chance(int t) {
    return best[t];
  }

  /**
   * Adds a copy of {@code t} to the pattern: the missing count after it, or -1 (nothing added) when the
   * pattern would need a copy nobody can draw or miss more than the budget.
   */
  private int add(int t, int missing) {
    if (target[t] >= hand[t] + unseen[t]) {
      return -1;
    }
    int after = target[t] >= hand[t] ? missing + 1 : missing;
    if (after > budget) {
      return -1;
    }
    if (++target[t] == hand[t]) {
      spare &= ~(1L << t);
    }
    return after;
  }

  /** Takes a copy of {@code t} out of the pattern again. */
  private void take(int t) {
    if (target[t]-- == hand[t]) {
      spare |= 1L << t;
    }
  }

  /**
   * Adds {@code left} sets, pungs then chows, from set number {@code from} on (so that each multiset comes
   * once): set number {@code s} is the pung of tile {@code s} below {@code kinds}, else the chow from tile
   * {@code s - kinds}. When fewer than three more tiles may be missed, only the sets that hold a spare tile
   * of the hand are tried, in the same order: the others would miss three.
   */
  private void sets(int from, int left, int missing) {
    if (left == 0) {
      leaf(missing, false);
      return;
    }
    if (budget - missing >= SET_SIZE) {
      for (int s = from; s < kinds + Tile.NUMBERED_KINDS; s++) {
        if (s < kinds || (CHOW_STARTS >>> (s - kinds) & 1) != 0) {
          addSet(s, left, missing);
        }
      }
      return;
    }
    long pungs = from < kinds ? spare & -1L << from : 0;
    for (long m = pungs; m != 0; m &= m - 1) {
      addSet(Long.numberOfTrailingZeros(m), left, missing);
    }
    long chows = (spare | spare >>> 1 | spare >>> 2) & CHOW_STARTS & -1L << Math.max(0, from - kinds);
    for (long m = chows; m != 0; m &= m - 1) {
      addSet(kinds + Long.numberOfTrailingZeros(m), left, missing);
    }
  }

  /** Adds set number {@code s} ({@link #sets}) when it fits, then the {@code left - 1} sets after it. */
  private void addSet(int s, int left, int missing) {
    int first = s < kinds ? s : s - kinds;
    int step = s < kinds ? 0 : 1;
    int a = add(first, missing);
    if (a < 0) {
      return;
    }
    int b = add(first + step, a);
    if (b >= 0) {
      int c = add(first + 2 * step, b);
      if (c >= 0) {
        sets(s, left - 1, c);
        take(first + 2 * step);
      }
      take(first + step);
    }
    take(first);
  }

  /** Seven pairs of different tiles, from tile {@code from} on. */
  private void pairs(int from, int left, int missing) {
    if (left == 0) {
      leaf(missing, true);
      return;
    }
    for (int t = from; t <= kinds - left; t++) {
      int a = add(t, missing);
      if (a < 0) {
        continue;
      }
      int b = add(t, a);
      if (b >= 0) {
        pairs(t + 1, left - 1, b);
        take(t);
      }
      take(t);
    }
  }

  /** A complete pattern: its chance by formula 3.2, credited to its surplus tiles (MCR: kept for the fan check). */
  private void leaf(int missing, boolean sevenPairs) {
    double chance = 1;
    int drawn = 0;
    for (int t = 0; t < kinds; t++) {
      for (int c = hand[t]; c < target[t]; c++) {
        chance *= (double) (unseen[t] - (c - hand[t])) / (unseenTotal - drawn);
        drawn++;
      }
    }
    if (mcr && !sevenPairs) {
      keep(chance);
      return;
    }
    credit(target, 0, chance);
  }

  private void credit(int[] counts, int offset, double chance) {
    for (int t = 0; t < kinds; t++) {
      if (hand[t] > counts[offset + t] && chance > best[t]) {
        best[t] = chance;
      }
    }
  }

  private void keep(double chance) {
    if (kept == MAX_KEPT) {
      overflow = true;
      return;
    }
    if (kept == keptChance.length) {
      keptChance = Arrays.copyOf(keptChance, 2 * kept);
      keptCounts = Arrays.copyOf(keptCounts, 2 * kept * Tile.KINDS);
      order = Arrays.copyOf(order, 2 * kept);
    }
    System.arraycopy(target, 0, keptCounts, kept * Tile.KINDS, Tile.KINDS);
    keptChance[kept] = chance;
    kept++;
  }

  /**
   * MCR: the kept patterns, likeliest first, credited to their surplus tiles when they score 8 fans, until
   * every tile that some pattern discards has its pattern or {@value #FAN_CHECKS} have been scored.
   */
  private void checkFans(FanContext fans) {
    for (int i = 0; i < kept; i++) {
      order[i] = i;
    }
    Arrays.sort(order, 0, kept, (x, y) -> Double.compare(keptChance[y], keptChance[x]));
    int checks = 0;
    for (int k = 0; k < kept && checks < FAN_CHECKS; k++) {
      int i = order[k];
      int offset = i * Tile.KINDS;
      boolean wanted = false;
      for (int t = 0; t < kinds && !wanted; t++) {
        wanted = hand[t] > keptCounts[offset + t] && best[t] == 0;
      }
      if (!wanted) {
        continue;
      }
      checks++;
      if (fans.scoresEight(keptCounts, offset, hand)) {
        credit(keptCounts, offset, keptChance[i]);
      }
    }
  }

  /**
   * What the MCR fan check needs besides the pattern: the mover's declared melds and its winds.
   *
   * @param melds      the declared melds
   * @param seatWind   the mover's seat wind
   * @param prevalent  the prevalent wind
   * @param calculator the engine's fan calculator for the run's rules
   */
  record FanContext(List<Meld> melds, Wind seatWind, Wind prevalent, FanCalculator calculator) {
    /** True when the pattern, won on a discard with one of the tiles it misses, scores 8 fans without flowers. */
    boolean scoresEight(int[] counts, int offset, int[] hand) {
      List<Tile> concealed = new ArrayList<>(14);
      Tile winning = null;
      for (int t = 0; t < Tile.KINDS; t++) {
        for (int c = 0; c < counts[offset + t]; c++) {
          if (winning == null && c >= hand[t]) {
            winning = Tile.of(t);
          } else {
            concealed.add(Tile.of(t));
          }
        }
      }
      if (winning == null) {
        winning = concealed.remove(concealed.size() - 1); // the hand is complete already
      }
      return calculator.calculate(new WinningHand(concealed, melds, winning, false, false, false, false, seatWind,
          prevalent, 0)).totalWithoutFlowers() >= McrRules.MINIMUM_FAN;
    }
  }
}
