package org.mjarena.engine.mcr.shanten;

import java.util.Arrays;
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
 *   <li>honors and knitted tiles: {@code 13 - distinct tiles held} of the sixteen a knitted sequence and
 *       the honours offer, for the best of the six knitted sequences;</li>
 *   <li>knitted straight: the knitted tiles missing plus the basic-form distance of the other tiles,
 *       which have to give {@code 1 - melds} sets and a pair, for the best knitted sequence.</li>
 * </ul>
 *
 * <p>Effective tiles are the kinds one more copy of which lowers a form's distance by one. Availability
 * is ignored (a ready hand may wait on a fifth copy "in form"), except that in the basic form a hand
 * that is not ready never counts a kind it already holds four of: the convention of the MCR test
 * vectors, which come from the Botzone reference calculator.
 */
public final class ShantenCalculator {
  /** Suit groups of a hand: characters, bamboo, dots, then the honours. */
  private static final int GROUPS = 4;
  private static final int HONOUR_GROUP = 3;
  private static final int SUIT_SIZE = BlockValues.NUMBERED_SIZE;
  private static final int MAX_BLOCKS = BlockValues.MAX_BLOCKS;
  /** Tiles of a hand waiting for its draw, melds counted as three each. */
  private static final int WAITING_TILES = 13;
  /** Seven pairs: ready with six pairs. */
  private static final int SEVEN_PAIRS_READY = 6;
  /** Thirteen orphans and honors-and-knitted: fourteen tiles, so ready with thirteen of them in place. */
  private static final int FOURTEEN_TILES_READY = 13;
  /** A knitted sequence takes every third number of a suit: 147, 258 or 369. */
  private static final int KNITTED_STRIDE = 3;
  /** The nine tiles of a knitted sequence. */
  private static final int KNITTED_TILES = 9;
  /** The sets besides the knitted straight's nine tiles: it counts as three of the four. */
  private static final int KNITTED_STRAIGHT_SETS = 1;
  /** The seven honours. */
  private static final long HONOURS = (1L << Tile.KINDS) - (1L << Tile.NUMBERED_KINDS);
  /** The terminals and honours of thirteen orphans. */
  private static final long ORPHANS = orphans();
  /** The six knitted sequences: 147, 258 and 369 spread over the three suits in every order. */
  private static final long[] KNITTED = knittedSequences();
  private static final int FORMS = ShantenForm.values().length;

  private ShantenCalculator() {}

  /**
   * The basic-form distance: four sets and a pair, 0 when ready, -1 for a complete hand. Four table
   * lookups and the joining of their vectors, with no allocation: the method agents call in search.
   *
   * @param counts concealed tiles per tile index: {@code 13 - 3 * melds} of them, or one more for a
   *     hand that has just drawn
   * @param melds declared melds, 0..4
   */
  public static int basic(int[] counts, int melds) {
    int need = MAX_BLOCKS - melds;
    int a = BlockValues.join(BlockValues.vector(key(counts, 0), false), BlockValues.vector(key(counts, 1), false));
    int b = BlockValues.join(BlockValues.vector(key(counts, 2), false), BlockValues.vector(honourKey(counts), true));
    return 2 * need - BlockValues.joinedValue(a, b, need);
  }

  /**
   * The distance and the effective tiles of every form that the declared melds leave open.
   *
   * @param counts concealed tiles per tile index: {@code 13 - 3 * melds} of them
   * @param melds declared melds, 0..4
   * @throws IllegalArgumentException when the tiles and melds do not make a hand waiting for its draw
   */
  public static Shanten all(int[] counts, int melds) {
    int tiles = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      tiles += counts[t];
    }
    if (melds < 0 || melds > MAX_BLOCKS || tiles != WAITING_TILES - 3 * melds) {
      throw new IllegalArgumentException(tiles + " concealed tiles with " + melds + " melds: expected 13 - 3 * melds, 0..4 melds");
    }
    int[] keys = new int[GROUPS];
    for (int g = 0; g < HONOUR_GROUP; g++) {
      keys[g] = key(counts, g);
    }
    keys[HONOUR_GROUP] = honourKey(counts);
    int[] distances = new int[FORMS];
    long[] effective = new long[FORMS];
    Arrays.fill(distances, Shanten.NOT_APPLICABLE);
    int basic = ShantenForm.BASIC.ordinal();
    distances[basic] = basicWithEffective(counts, keys, MAX_BLOCKS - melds, true, effective, basic);
    if (ShantenForm.SEVEN_PAIRS.allows(melds)) {
      sevenPairs(counts, distances, effective);
      thirteenOrphans(counts, distances, effective);
      honorsKnitted(counts, distances, effective);
    }
    if (ShantenForm.KNITTED_STRAIGHT.allows(melds)) {
      knittedStraight(counts, keys, melds, distances, effective);
    }
    return new Shanten(melds, distances, effective);
  }

  /**
   * The basic-form distance of the tiles whose group keys are given, with {@code need} sets still to
   * find, storing its effective tiles at {@code effective[slot]}. With {@code skipFour}, a kind already
   * held four times counts only when the hand is ready (the vectors' availability exception).
   */
  private static int basicWithEffective(int[] counts, int[] keys, int need, boolean skipFour, long[] effective, int slot) {
    int[] vectors = new int[GROUPS];
    for (int g = 0; g < GROUPS; g++) {
      vectors[g] = BlockValues.vector(keys[g], g == HONOUR_GROUP);
    }
    int first = BlockValues.join(vectors[0], vectors[1]);
    int last = BlockValues.join(vectors[2], vectors[3]);
    int[] others = {
      BlockValues.join(vectors[1], last),
      BlockValues.join(vectors[0], last),
      BlockValues.join(first, vectors[3]),
      BlockValues.join(first, vectors[2]),
    };
    int value = BlockValues.joinedValue(others[0], vectors[0], need);
    int distance = 2 * need - value;
    long mask = 0;
    for (int g = 0; g < GROUPS; g++) {
      boolean honour = g == HONOUR_GROUP;
      int size = honour ? BlockValues.HONOUR_SIZE : SUIT_SIZE;
      int base = g * SUIT_SIZE;
      for (int x = 0; x < size; x++) {
        int tile = base + x;
        int vector;
        if (counts[tile] == BlockValues.MAX_COPIES) {
          if (skipFour && distance > 0) {
            continue;
          }
          vector = BlockValues.vectorWithFifth(keys[g], x, honour);
        } else {
          vector = BlockValues.vector(keys[g] + BlockValues.pow5(x), honour);
        }
        if (BlockValues.joinedValue(others[g], vector, need) > value) {
          mask |= 1L << tile;
        }
      }
    }
    effective[slot] = mask;
    return distance;
  }

  private static void sevenPairs(int[] counts, int[] distances, long[] effective) {
    int pairs = 0;
    long odd = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      pairs += counts[t] / 2;
      if ((counts[t] & 1) != 0) {
        odd |= 1L << t;
      }
    }
    distances[ShantenForm.SEVEN_PAIRS.ordinal()] = SEVEN_PAIRS_READY - pairs;
    effective[ShantenForm.SEVEN_PAIRS.ordinal()] = odd;
  }

  private static void thirteenOrphans(int[] counts, int[] distances, long[] effective) {
    long held = held(counts) & ORPHANS;
    boolean paired = false;
    for (long m = held; m != 0; m &= m - 1) {
      paired |= counts[Long.numberOfTrailingZeros(m)] >= 2;
    }
    int slot = ShantenForm.THIRTEEN_ORPHANS.ordinal();
    distances[slot] = FOURTEEN_TILES_READY - Long.bitCount(held) - (paired ? 1 : 0);
    effective[slot] = paired ? ORPHANS & ~held : ORPHANS;
  }

  private static void honorsKnitted(int[] counts, int[] distances, long[] effective) {
    long held = held(counts);
    int best = Integer.MAX_VALUE;
    long mask = 0;
    for (long sequence : KNITTED) {
      long candidates = sequence | HONOURS;
      int distance = FOURTEEN_TILES_READY - Long.bitCount(held & candidates);
      if (distance < best) {
        best = distance;
        mask = 0;
      }
      if (distance == best) {
        mask |= candidates & ~held;
      }
    }
    distances[ShantenForm.HONORS_KNITTED.ordinal()] = best;
    effective[ShantenForm.HONORS_KNITTED.ordinal()] = mask;
  }

  /**
   * For each knitted sequence, one copy of each of its tiles held is set aside and the rest must give
   * the remaining set and the pair; a missing knitted tile always lowers the distance by one.
   */
  private static void knittedStraight(int[] counts, int[] keys, int melds, int[] distances, long[] effective) {
    long held = held(counts);
    int need = KNITTED_STRAIGHT_SETS - melds;
    int[] rest = new int[Tile.KINDS];
    int[] restKeys = new int[GROUPS];
    long[] scratch = new long[1];
    int best = Integer.MAX_VALUE;
    long mask = 0;
    for (long sequence : KNITTED) {
      long present = held & sequence;
      System.arraycopy(counts, 0, rest, 0, Tile.KINDS);
      System.arraycopy(keys, 0, restKeys, 0, GROUPS);
      for (long m = present; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        rest[t]--;
        restKeys[t / SUIT_SIZE] -= BlockValues.pow5(t % SUIT_SIZE);
      }
      int distance = KNITTED_TILES - Long.bitCount(present)
          + basicWithEffective(rest, restKeys, need, false, scratch, 0);
      if (distance < best) {
        best = distance;
        mask = 0;
      }
      if (distance == best) {
        mask |= sequence & ~held | scratch[0];
      }
    }
    distances[ShantenForm.KNITTED_STRAIGHT.ordinal()] = best;
    effective[ShantenForm.KNITTED_STRAIGHT.ordinal()] = mask;
  }

  /** The suit key of numbered suit {@code suit} (0 characters, 1 bamboo, 2 dots). */
  private static int key(int[] counts, int suit) {
    int base = suit * SUIT_SIZE;
    int key = 0;
    for (int i = SUIT_SIZE - 1; i >= 0; i--) {
      key = key * BlockValues.KEY_BASE + counts[base + i];
    }
    return key;
  }

  private static int honourKey(int[] counts) {
    int key = 0;
    for (int t = Tile.KINDS - 1; t >= Tile.NUMBERED_KINDS; t--) {
      key = key * BlockValues.KEY_BASE + counts[t];
    }
    return key;
  }

  private static long held(int[] counts) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0) {
        held |= 1L << t;
      }
    }
    return held;
  }

  private static long orphans() {
    long mask = HONOURS;
    for (int suit = 0; suit < HONOUR_GROUP; suit++) {
      mask |= 1L << suit * SUIT_SIZE | 1L << suit * SUIT_SIZE + SUIT_SIZE - 1;
    }
    return mask;
  }

  private static long[] knittedSequences() {
    int[][] orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    long[] sequences = new long[orders.length];
    for (int q = 0; q < orders.length; q++) {
      for (int offset = 0; offset < KNITTED_STRIDE; offset++) {
        int suit = orders[q][offset];
        for (int n = offset; n < SUIT_SIZE; n += KNITTED_STRIDE) {
          sequences[q] |= 1L << suit * SUIT_SIZE + n;
        }
      }
    }
    return sequences;
  }
}
