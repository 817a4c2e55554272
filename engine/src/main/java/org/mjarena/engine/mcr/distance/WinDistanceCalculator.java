package org.mjarena.engine.mcr.distance;

import static org.mjarena.engine.hand.SpecialShapes.HONOURS;
import static org.mjarena.engine.hand.SpecialShapes.ORPHANS;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.mjarena.engine.hand.SpecialShapes;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;

/**
 * Computes the win distance (shanten, 上听数) and the effective tiles (有效牌) of a hand under the
 * Chinese Official rules.
 *
 * <p>A hand is given as its concealed tile counts indexed by {@link Tile#index()} (an array of at least
 * {@link Tile#KINDS} entries, every count 0..4) and the number of declared melds, kongs included; each
 * meld is one completed set and otherwise plays no part. Stateless and thread-safe.
 *
 * <p>The distances follow the usual counting rules, which look at the shape only:
 * <ul>
 *   <li>basic form: {@code 2 * (4 - melds) - 2 * sets - partials - eyes}, where partials (a pair,
 *       {@code 12}, {@code 13}) count only while sets and partials together stay within
 *       {@code 4 - melds}, and eyes is 1 when a pair is kept apart for the pair of the hand;</li>
 *   <li>seven pairs: {@code 6 - pairs}, four identical tiles counting as two pairs;</li>
 *   <li>thirteen orphans: {@code 13 - kinds held - (1 if one of them is paired)};</li>
 *   <li>honours and knitted tiles: {@code 13 - distinct tiles held} of the sixteen a knitted sequence and
 *       the honours offer, for the best of the six knitted sequences;</li>
 *   <li>knitted straight: the knitted tiles missing plus the basic-form distance of the other tiles,
 *       which have to give {@code 1 - melds} sets and a pair, for the best knitted sequence.</li>
 * </ul>
 *
 * <p>Effective tiles are the kinds one more copy of which lowers a form's distance by one. Availability
 * is ignored (a ready hand may wait on a fifth copy "in form"), except that in the basic form a hand
 * that is not ready never counts a kind it already holds four of: the convention of the MCR test
 * vectors, which come from the Botzone reference calculator.
 *
 * <p>The shapes themselves (the orphans, the knitted sequences, the suit keys) are those of
 * {@link SpecialShapes} and {@link SuitShapes}; what is added here is the counting of distances.
 */
public final class WinDistanceCalculator {
  private static final int GROUPS = SuitShapes.GROUPS;
  private static final int HONOUR_GROUP = SuitShapes.HONOUR_GROUP;
  private static final int MAX_BLOCKS = BlockValues.MAX_BLOCKS;
  /** Tiles of a hand waiting for its draw, melds counted as three each. */
  private static final int WAITING_TILES = SpecialShapes.TILES - 1;
  /** Seven pairs: ready with six pairs. */
  private static final int SEVEN_PAIRS_READY = SpecialShapes.TILES / 2 - 1;
  /** Thirteen orphans and honours-and-knitted: fourteen tiles, so ready with thirteen of them in place. */
  private static final int FOURTEEN_TILES_READY = SpecialShapes.TILES - 1;
  /** The sets besides the knitted straight's nine tiles: it counts as three of the four. */
  private static final int KNITTED_STRAIGHT_SETS = 1;
  private static final int FORMS = WinDistanceForm.values().length;

  private WinDistanceCalculator() {}

  /**
   * The basic-form distance: four sets and a pair, 0 when ready, -1 for a complete hand. Four table
   * lookups and the joining of their vectors, with no allocation: the method agents call in search.
   *
   * @param counts concealed tiles per tile index: {@code 13 - 3 * melds} of them, or one more for a
   *     hand that has just drawn
   * @param melds declared melds, 0..4
   */
  public static int basic(int[] counts, int melds) {
    return basic(SuitShapes.key(counts, 0), SuitShapes.key(counts, 1), SuitShapes.key(counts, 2),
        SuitShapes.key(counts, HONOUR_GROUP), melds);
  }

  /**
   * The basic-form distance of a hand given by the keys of its four suit groups ({@link SuitShapes#key}),
   * as {@link #basic(int[], int)}: for callers that weigh many hands sharing groups, such as the hand
   * with one suit or another left out (a key of 0 is an empty group).
   */
  public static int basic(int key0, int key1, int key2, int honourKey, int melds) {
    int need = MAX_BLOCKS - melds;
    int a = BlockValues.join(BlockValues.vector(key0, false), BlockValues.vector(key1, false));
    int b = BlockValues.join(BlockValues.vector(key2, false), BlockValues.vector(honourKey, true));
    return 2 * need - BlockValues.joinedValue(a, b, need);
  }

  /**
   * The distance and the effective tiles of every form that the declared melds leave open.
   *
   * @param counts concealed tiles per tile index: {@code 13 - 3 * melds} of them
   * @param melds declared melds, 0..4
   * @throws IllegalArgumentException when the tiles and melds do not make a hand waiting for its draw
   */
  public static WinDistance all(int[] counts, int melds) {
    return of(counts, melds, ALL_FORMS);
  }

  private static final Set<WinDistanceForm> ALL_FORMS = EnumSet.allOf(WinDistanceForm.class);

  /**
   * The distance and the effective tiles of the forms among {@code forms} that the declared melds leave
   * open; the others are not applicable. For a variant with fewer winning forms than MCR (the 108-tile
   * variant has the basic form and seven pairs), which need not pay for the rest.
   *
   * @throws IllegalArgumentException when the tiles and melds do not make a hand waiting for its draw
   */
  public static WinDistance of(int[] counts, int melds, Set<WinDistanceForm> forms) {
    return compute(counts, melds, forms, false);
  }

  /**
   * As {@link #of}, every distance included, but the effective tiles only of the forms at the lowest
   * distance ({@link WinDistance#min()}); the others read 0. Their union, {@link WinDistance#effectiveMin()}, is
   * what most callers want, and the effective tiles of the basic form and of the knitted straight, which
   * try one more copy of each kind, are most of the cost of {@link #of}.
   *
   * @throws IllegalArgumentException when the tiles and melds do not make a hand waiting for its draw
   */
  public static WinDistance lowest(int[] counts, int melds, Set<WinDistanceForm> forms) {
    return compute(counts, melds, forms, true);
  }

  private static WinDistance compute(int[] counts, int melds, Set<WinDistanceForm> forms, boolean lowestOnly) {
    int tiles = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      tiles += counts[t];
    }
    if (melds < 0 || melds > MAX_BLOCKS || tiles != WAITING_TILES - 3 * melds) {
      throw new IllegalArgumentException(tiles + " concealed tiles with " + melds + " melds: expected 13 - 3 * melds, 0..4 melds");
    }
    int[] keys = new int[GROUPS];
    for (int g = 0; g < GROUPS; g++) {
      keys[g] = SuitShapes.key(counts, g);
    }
    int[] distances = new int[FORMS];
    long[] effective = new long[FORMS];
    Arrays.fill(distances, WinDistance.NOT_APPLICABLE);
    int basic = WinDistanceForm.BASIC.ordinal();
    int need = MAX_BLOCKS - melds;
    distances[basic] = 2 * need - basicValue(keys, need);
    int min = distances[basic];
    if (WinDistanceForm.SEVEN_PAIRS.allows(melds)) {
      if (forms.contains(WinDistanceForm.SEVEN_PAIRS)) {
        sevenPairs(counts, distances, effective);
        min = Math.min(min, distances[WinDistanceForm.SEVEN_PAIRS.ordinal()]);
      }
      if (forms.contains(WinDistanceForm.THIRTEEN_ORPHANS)) {
        thirteenOrphans(counts, distances, effective);
        min = Math.min(min, distances[WinDistanceForm.THIRTEEN_ORPHANS.ordinal()]);
      }
      if (forms.contains(WinDistanceForm.HONOURS_KNITTED)) {
        honoursKnitted(counts, distances, effective);
        min = Math.min(min, distances[WinDistanceForm.HONOURS_KNITTED.ordinal()]);
      }
    }
    int[] knitted = null;
    int knittedSlot = WinDistanceForm.KNITTED_STRAIGHT.ordinal();
    if (WinDistanceForm.KNITTED_STRAIGHT.allows(melds) && forms.contains(WinDistanceForm.KNITTED_STRAIGHT)) {
      knitted = knittedStraight(counts, keys, melds, distances);
      min = Math.min(min, distances[knittedSlot]);
    }
    if (!lowestOnly || distances[basic] == min) {
      effective[basic] = basicEffective(counts, keys, need, true, distances[basic]);
    }
    if (knitted != null && (!lowestOnly || distances[knittedSlot] == min)) {
      effective[knittedSlot] = knittedStraightEffective(counts, keys, melds, knitted, distances[knittedSlot]);
    }
    return new WinDistance(melds, forms, distances, effective);
  }

  /** The best basic-form value (2 x sets + partials + eyes) of the groups with these keys, with {@code need} sets to find. */
  private static int basicValue(int[] keys, int need) {
    int v0 = BlockValues.vector(keys[0], false);
    int v1 = BlockValues.vector(keys[1], false);
    int last = BlockValues.join(BlockValues.vector(keys[2], false), BlockValues.vector(keys[HONOUR_GROUP], true));
    return BlockValues.joinedValue(BlockValues.join(v1, last), v0, need);
  }

  /**
   * The effective tiles in the basic form of the tiles whose group keys are given, {@code distance} away
   * with {@code need} sets still to find. With {@code skipFour}, a kind already held four times counts
   * only when the hand is ready (the vectors' availability exception). A kind held by none and with no
   * tile of its suit within two of it is skipped: one copy of it is in no block (no pair, chow or
   * partial), so the group's vector, and the value, stay as they are.
   */
  private static long basicEffective(int[] counts, int[] keys, int need, boolean skipFour, int distance) {
    int[] vectors = new int[GROUPS];
    for (int g = 0; g < GROUPS; g++) {
      vectors[g] = BlockValues.vector(keys[g], g == HONOUR_GROUP);
    }
    int first = BlockValues.join(vectors[0], vectors[1]);
    int last = BlockValues.join(vectors[2], vectors[3]);
    int value = 2 * need - distance;
    long mask = 0;
    for (int g = 0; g < GROUPS; g++) {
      boolean honour = g == HONOUR_GROUP;
      int others = switch (g) {
        case 0 -> BlockValues.join(vectors[1], last);
        case 1 -> BlockValues.join(vectors[0], last);
        case 2 -> BlockValues.join(first, vectors[3]);
        default -> BlockValues.join(first, vectors[2]);
      };
      int size = SuitShapes.groupSize(g);
      int base = SuitShapes.firstTile(g);
      int held = 0;
      for (int x = 0; x < size; x++) {
        if (counts[base + x] > 0) {
          held |= 1 << x;
        }
      }
      int near = honour ? held : held | held << 1 | held << 2 | held >>> 1 | held >>> 2;
      for (int x = 0; x < size; x++) {
        if ((near >>> x & 1) == 0) {
          continue;
        }
        int tile = base + x;
        int vector;
        if (counts[tile] == BlockValues.MAX_COPIES) {
          if (skipFour && distance > 0) {
            continue;
          }
          vector = BlockValues.vectorWithFifth(keys[g], x, honour);
        } else {
          vector = BlockValues.vector(keys[g] + SuitShapes.pow5(x), honour);
        }
        if (BlockValues.joinedValue(others, vector, need) > value) {
          mask |= 1L << tile;
        }
      }
    }
    return mask;
  }

  /** Six pairs make the hand ready; any single, paired, lowers the distance. */
  private static void sevenPairs(int[] counts, int[] distances, long[] effective) {
    int pairs = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      pairs += counts[t] / 2;
    }
    distances[WinDistanceForm.SEVEN_PAIRS.ordinal()] = SEVEN_PAIRS_READY - pairs;
    effective[WinDistanceForm.SEVEN_PAIRS.ordinal()] = SpecialShapes.oddKinds(counts);
  }

  private static void thirteenOrphans(int[] counts, int[] distances, long[] effective) {
    long held = SpecialShapes.held(counts) & ORPHANS;
    boolean paired = false;
    for (long m = held; m != 0; m &= m - 1) {
      paired |= counts[Long.numberOfTrailingZeros(m)] >= 2;
    }
    int slot = WinDistanceForm.THIRTEEN_ORPHANS.ordinal();
    distances[slot] = FOURTEEN_TILES_READY - Long.bitCount(held) - (paired ? 1 : 0);
    effective[slot] = paired ? ORPHANS & ~held : ORPHANS;
  }

  private static void honoursKnitted(int[] counts, int[] distances, long[] effective) {
    long held = SpecialShapes.held(counts);
    int best = Integer.MAX_VALUE;
    long mask = 0;
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      long candidates = SpecialShapes.knittedSequence(q) | HONOURS;
      int distance = FOURTEEN_TILES_READY - Long.bitCount(held & candidates);
      if (distance < best) {
        best = distance;
        mask = 0;
      }
      if (distance == best) {
        mask |= candidates & ~held;
      }
    }
    distances[WinDistanceForm.HONOURS_KNITTED.ordinal()] = best;
    effective[WinDistanceForm.HONOURS_KNITTED.ordinal()] = mask;
  }

  /**
   * For each knitted sequence, one copy of each of its tiles held is set aside and the rest must give
   * the remaining set and the pair; a missing knitted tile always lowers the distance by one. Stores the
   * best distance and returns the distance of each sequence, for {@link #knittedStraightEffective}.
   */
  private static int[] knittedStraight(int[] counts, int[] keys, int melds, int[] distances) {
    long held = SpecialShapes.held(counts);
    int need = KNITTED_STRAIGHT_SETS - melds;
    int[] restKeys = new int[GROUPS];
    int[] bySequence = new int[SpecialShapes.KNITTED_SEQUENCES];
    int best = Integer.MAX_VALUE;
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      long present = held & SpecialShapes.knittedSequence(q);
      restKeys(keys, present, restKeys);
      bySequence[q] = SpecialShapes.KNITTED_TILES - Long.bitCount(present) + 2 * need - basicValue(restKeys, need);
      best = Math.min(best, bySequence[q]);
    }
    distances[WinDistanceForm.KNITTED_STRAIGHT.ordinal()] = best;
    return bySequence;
  }

  /**
   * The effective tiles of the knitted straight, {@code best} away: of each sequence at that distance
   * ({@code bySequence}), its missing tiles and the effective tiles of the rest in the basic form.
   */
  private static long knittedStraightEffective(int[] counts, int[] keys, int melds, int[] bySequence, int best) {
    long held = SpecialShapes.held(counts);
    int need = KNITTED_STRAIGHT_SETS - melds;
    int[] rest = new int[Tile.KINDS];
    int[] restKeys = new int[GROUPS];
    long mask = 0;
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      if (bySequence[q] != best) {
        continue;
      }
      long sequence = SpecialShapes.knittedSequence(q);
      long present = held & sequence;
      System.arraycopy(counts, 0, rest, 0, Tile.KINDS);
      for (long m = present; m != 0; m &= m - 1) {
        rest[Long.numberOfTrailingZeros(m)]--;
      }
      restKeys(keys, present, restKeys);
      int restDistance = best - (SpecialShapes.KNITTED_TILES - Long.bitCount(present));
      mask |= sequence & ~held | basicEffective(rest, restKeys, need, false, restDistance);
    }
    return mask;
  }

  /** The group keys of the hand of {@code keys} less one copy of each kind in {@code present}. */
  private static void restKeys(int[] keys, long present, int[] restKeys) {
    System.arraycopy(keys, 0, restKeys, 0, GROUPS);
    for (long m = present; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      restKeys[SuitShapes.group(t)] -= SuitShapes.pow5(SuitShapes.position(t));
    }
  }
}
