package org.mjarena.arena.commentary;

import java.util.EnumSet;
import java.util.Set;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;

/**
 * The statistical view of the Quesheng thesis (seed 000, sections 2.3.1.4 and 3.2.2): for each legal
 * discard, how far the hand left is from winning (its win distance, from the engine's shanten
 * calculator) and how likely it is to get there. The candidates are the discards that leave the least
 * distance, the likeliest first. Two rankings:
 *
 * <ul>
 *   <li>by the winning patterns (formulas 3.1-3.2, {@link WinningPatterns}): the chance of drawing every
 *       missing tile of the likeliest pattern that discards the tile, in MCR of a pattern of 8 fans; the
 *       next draw breaks ties, and ranks alone when the hand is too far from winning for the patterns.
 *       The {@code statistical} method ranks so.
 *   <li>by the next draw alone: the unseen copies of the effective tiles the discard leaves over all
 *       unseen tiles (formula 2.1, the first factor of formula 3.2). The {@code combined} method breaks
 *       its ties so: on our measurements the patterns predict no better there and cost several times as
 *       much (docs/commentary.md).
 * </ul>
 *
 * <p>The distances are in the forms the variant knows (MCR: all five; competition-108: four sets and a
 * pair, and seven pairs). For speed, the special forms are looked at only when the hand holds at least
 * {@value #PAIRS_WORTH_A_LOOK} pairs (seven pairs is then within reach; the knitted and orphan forms
 * are left out below that), and the basic form's effective tiles are found with the engine's
 * table-lookup distance, one more copy of each tile at a time.
 *
 * <p>"Unseen" depends on the view: from the table view, the tiles in no hand, river or meld (the wall,
 * by count only); from the player view, also the other seats' hands. One instance per thread.
 */
public final class StatisticalView {
  /** The forms a 108-tile hand may win in. */
  private static final Set<WinDistanceForm> FORMS_108 = EnumSet.of(WinDistanceForm.BASIC, WinDistanceForm.SEVEN_PAIRS);
  /** The basic form alone: its effective tiles decide the chance of a useful draw. */
  private static final Set<WinDistanceForm> BASIC = EnumSet.of(WinDistanceForm.BASIC);
  /**
   * A hand with fewer pairs than this is at least three tiles from seven pairs, farther than from four
   * sets and a pair in practice, so only the basic form is worth its calculation.
   */
  static final int PAIRS_WORTH_A_LOOK = 4;

  private final boolean byPatterns;
  private final WinningPatterns patterns = new WinningPatterns();
  /** Formula 3.2's chance of the likeliest pattern discarding each ranked tile: the first key when known. */
  private final double[] pattern = new double[Tile.KINDS];
  private final double[] chance = new double[Tile.KINDS];
  /** Whether the patterns were enumerated for the hand of the last {@link #evaluate}, and whether they could be. */
  private boolean patternsTried;
  private boolean patternsRanked;
  private Variant variant;

  /**
   * @param byPatterns rank by formula 3.2's winning patterns first; false: by the next draw alone
   */
  public StatisticalView(boolean byPatterns) {
    this.byPatterns = byPatterns;
  }

  private final int[] byDistance = new int[Tile.KINDS];
  private final long[] effectiveOf = new long[Tile.KINDS];
  /** The chance of a useful draw after each discard, for the tiles of {@link #chanceKnown}, since {@link #evaluate}. */
  private final double[] chanceOf = new double[Tile.KINDS];
  private long chanceKnown;
  private final int[] discards = new int[Tile.KINDS];
  private boolean pairsMatter;
  private int bestDistance;
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
  public int candidates(Variant variant, int[] hand, int melds, long legal, int[] unseen, int max, int[] ranked,
      WinningPatterns.FanContext fans) {
    evaluate(variant, hand, melds, legal);
    return rankBest(hand, melds, unseen, max, ranked, fans);
  }

  /**
   * Finds the least win distance any legal discard leaves ({@link #bestMask} then holds the discards that
   * leave it); {@link #rankBest} ranks them. Split so that a caller that needs only the mask pays only
   * for the distances.
   */
  public void evaluate(Variant variant, int[] hand, int melds, long legal) {
    this.variant = variant;
    patternsTried = false;
    chanceKnown = 0;
    pairsMatter = melds == 0 && pairs(hand) >= PAIRS_WORTH_A_LOOK;
    int best = Integer.MAX_VALUE;
    int n = 0;
    for (long m = legal; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      hand[t]--;
      int distance = pairsMatter ? distanceAndEffective(variant, hand, melds, t) : WinDistanceCalculator.basic(hand, melds);
      hand[t]++;
      byDistance[n] = distance;
      discards[n++] = t;
      best = Math.min(best, distance);
    }
    bestMask = 0;
    for (int i = 0; i < n; i++) {
      if (byDistance[i] == best) {
        bestMask |= 1L << discards[i];
      }
    }
    bestDistance = best;
  }

  /**
   * Writes the discards of {@link #bestMask}, the likeliest next useful draw first, into {@code ranked}
   * and returns how many (at most {@code max}), after {@link #evaluate} of the same hand.
   */
  public int rankBest(int[] hand, int melds, int[] unseen, int max, int[] ranked, WinningPatterns.FanContext fans) {
    int kept = 0;
    for (long m = bestMask; m != 0; m &= m - 1) {
      ranked[kept++] = Long.numberOfTrailingZeros(m);
    }
    rankByChance(hand, melds, unseen, ranked, 0, kept, fans);
    return Math.min(kept, max);
  }

  /**
   * Sorts {@code tiles[from..to)} by the chance of the likeliest winning pattern that discards each
   * (formula 3.2, {@link WinningPatterns}), when the hand is near enough to winning for the patterns to
   * be enumerated, then by the chance of the next useful draw after discarding each, highest first,
   * stably, after {@link #evaluate} of the same hand (the tiles must be among {@link #bestMask}).
   *
   * @param fans in MCR, what the patterns' 8-fan check needs; null in the 108-tile variant
   */
  public void rankByChance(int[] hand, int melds, int[] unseen, int[] tiles, int from, int to,
      WinningPatterns.FanContext fans) {
    if (!patternsTried) {
      patternsTried = true;
      patternsRanked = byPatterns && patterns.rank(variant, hand, melds, bestDistance, unseen, fans);
    }
    for (int i = from; i < to; i++) {
      pattern[i] = patternsRanked ? patterns.chance(tiles[i]) : 0;
      chance[i] = chance(hand, melds, unseen, tiles[i]);
    }
    sortByChance(tiles, from, to);
  }

  /**
   * The discards of {@link #bestMask} whose next draw is likeliest to be useful (formula 2.1: the most
   * unseen copies of effective tiles), ties all kept, after {@link #evaluate} of the same hand: what a
   * player who counts its useful tiles lets go.
   */
  public long mostUsefulMask(int[] hand, int melds, int[] unseen) {
    long most = 0;
    double best = -1;
    for (long m = bestMask; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      double c = chance(hand, melds, unseen, t);
      if (c > best) {
        best = c;
        most = 0;
      }
      if (c == best) {
        most |= 1L << t;
      }
    }
    return most;
  }

  /**
   * Unseen copies of the effective tiles left by discarding {@code t}, over all unseen tiles: worked out once
   * per tile after {@link #evaluate}, since the ranking of ties and the features of the same decision both
   * ask, with the same unseen tiles.
   */
  private double chance(int[] hand, int melds, int[] unseen, int t) {
    if ((chanceKnown >>> t & 1) == 0) {
      chanceOf[t] = usefulDrawChance(hand, melds, unseen, t);
      chanceKnown |= 1L << t;
    }
    return chanceOf[t];
  }

  private double usefulDrawChance(int[] hand, int melds, int[] unseen, int t) {
    long effective;
    if (pairsMatter) {
      effective = effectiveOf[t];
    } else {
      // The engine's effective tiles of the basic form, which tries each near tile on its suit's shape
      // alone. A tile the hand holds four of may be among them when the hand is ready, but it has no
      // unseen copy, so the chance is the same.
      hand[t]--;
      effective = WinDistanceCalculator.of(hand, melds, BASIC).effective(WinDistanceForm.BASIC);
      hand[t]++;
    }
    int useful = 0;
    int total = 0;
    for (int u = 0; u < Tile.KINDS; u++) {
      total += unseen[u];
      useful += (effective >>> u & 1) != 0 ? unseen[u] : 0;
    }
    return total == 0 ? 0 : (double) useful / total;
  }

  /** Insertion sort of {@code tiles[from..to)} by {@link #pattern}, then {@link #chance}, highest first, stably. */
  private void sortByChance(int[] tiles, int from, int to) {
    for (int i = from + 1; i < to; i++) {
      int t = tiles[i];
      double p = pattern[i];
      double c = chance[i];
      int j = i - 1;
      while (j >= from && (pattern[j] < p || pattern[j] == p && chance[j] < c)) {
        tiles[j + 1] = tiles[j];
        pattern[j + 1] = pattern[j];
        chance[j + 1] = chance[j];
        j--;
      }
      tiles[j + 1] = t;
      pattern[j + 1] = p;
      chance[j + 1] = c;
    }
  }

  /**
   * The distance of a hand that may go for seven pairs, in the forms the variant knows, keeping its
   * effective tiles at {@code slot}: the full calculator, which costs several microseconds, so it is
   * asked only when the hand holds enough pairs for the special forms to matter.
   */
  private int distanceAndEffective(Variant variant, int[] hand, int melds, int slot) {
    WinDistance s = WinDistanceCalculator.all(hand, melds);
    if (variant == Variant.MCR) {
      effectiveOf[slot] = s.effectiveMin();
      return s.min();
    }
    int distance = s.basic();
    long effective = s.effective(WinDistanceForm.BASIC);
    int pairs = s.of(WinDistanceForm.SEVEN_PAIRS);
    if (pairs < distance) {
      distance = pairs;
      effective = s.effective(WinDistanceForm.SEVEN_PAIRS);
    } else if (pairs == distance) {
      effective |= s.effective(WinDistanceForm.SEVEN_PAIRS);
    }
    effectiveOf[slot] = effective;
    return distance;
  }

  /**
   * The win distance of a hand in the forms the variant knows: MCR all five; the 108-tile variant four
   * sets and a pair, or seven pairs without melds.
   */
  static int distance(Variant variant, int[] hand, int melds) {
    WinDistance s = variant == Variant.MCR ? WinDistanceCalculator.all(hand, melds) : WinDistanceCalculator.of(hand, melds, FORMS_108);
    return s.min();
  }

  private static int pairs(int[] hand) {
    int pairs = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      pairs += hand[t] / 2;
    }
    return pairs;
  }

  /** The discards that leave the least win distance, as a mask, after {@link #candidates}. */
  public long bestMask() {
    return bestMask;
  }
}
