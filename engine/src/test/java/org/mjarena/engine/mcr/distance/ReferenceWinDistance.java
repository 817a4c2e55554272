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
 * The calculator as it was before its effective tiles were computed for the lowest forms only and
 * isolated tiles skipped (issue 11, speed): the oracle that {@code WinDistanceEquivalenceTest} holds the
 * faster one to, field by field, on random hands.
 */
final class ReferenceWinDistance {
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

  private ReferenceWinDistance() {}

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
    int a = join(BlockValues.vector(SuitShapes.key(counts, 0), false),
        BlockValues.vector(SuitShapes.key(counts, 1), false));
    int b = join(BlockValues.vector(SuitShapes.key(counts, 2), false),
        BlockValues.vector(SuitShapes.key(counts, HONOUR_GROUP), true));
    return 2 * need - joinedValue(a, b, need);
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
    distances[basic] = basicWithEffective(counts, keys, MAX_BLOCKS - melds, true, effective, basic);
    if (WinDistanceForm.SEVEN_PAIRS.allows(melds)) {
      if (forms.contains(WinDistanceForm.SEVEN_PAIRS)) {
        sevenPairs(counts, distances, effective);
      }
      if (forms.contains(WinDistanceForm.THIRTEEN_ORPHANS)) {
        thirteenOrphans(counts, distances, effective);
      }
      if (forms.contains(WinDistanceForm.HONOURS_KNITTED)) {
        honoursKnitted(counts, distances, effective);
      }
    }
    if (WinDistanceForm.KNITTED_STRAIGHT.allows(melds) && forms.contains(WinDistanceForm.KNITTED_STRAIGHT)) {
      knittedStraight(counts, keys, melds, distances, effective);
    }
    return new WinDistance(melds, forms, distances, effective);
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
    int first = join(vectors[0], vectors[1]);
    int last = join(vectors[2], vectors[3]);
    int[] others = {
      join(vectors[1], last),
      join(vectors[0], last),
      join(first, vectors[3]),
      join(first, vectors[2]),
    };
    int value = joinedValue(others[0], vectors[0], need);
    int distance = 2 * need - value;
    long mask = 0;
    for (int g = 0; g < GROUPS; g++) {
      boolean honour = g == HONOUR_GROUP;
      int size = SuitShapes.groupSize(g);
      int base = SuitShapes.firstTile(g);
      for (int x = 0; x < size; x++) {
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
        if (joinedValue(others[g], vector, need) > value) {
          mask |= 1L << tile;
        }
      }
    }
    effective[slot] = mask;
    return distance;
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
   * the remaining set and the pair; a missing knitted tile always lowers the distance by one.
   */
  private static void knittedStraight(int[] counts, int[] keys, int melds, int[] distances, long[] effective) {
    long held = SpecialShapes.held(counts);
    int need = KNITTED_STRAIGHT_SETS - melds;
    int[] rest = new int[Tile.KINDS];
    int[] restKeys = new int[GROUPS];
    long[] scratch = new long[1];
    int best = Integer.MAX_VALUE;
    long mask = 0;
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      long sequence = SpecialShapes.knittedSequence(q);
      long present = held & sequence;
      System.arraycopy(counts, 0, rest, 0, Tile.KINDS);
      System.arraycopy(keys, 0, restKeys, 0, GROUPS);
      for (long m = present; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        rest[t]--;
        restKeys[SuitShapes.group(t)] -= SuitShapes.pow5(SuitShapes.position(t));
      }
      int distance = SpecialShapes.KNITTED_TILES - Long.bitCount(present)
          + basicWithEffective(rest, restKeys, need, false, scratch, 0);
      if (distance < best) {
        best = distance;
        mask = 0;
      }
      if (distance == best) {
        mask |= sequence & ~held | scratch[0];
      }
    }
    distances[WinDistanceForm.KNITTED_STRAIGHT.ordinal()] = best;
    effective[WinDistanceForm.KNITTED_STRAIGHT.ordinal()] = mask;
  }

  /** {@code BlockValues.join} as it was: the loops over the block counts. */
  static int join(int a, int b) {
    int packed = 0;
    for (int k = 1; k <= MAX_BLOCKS; k++) {
      int plain = 0;
      int eyes = BlockValues.IMPOSSIBLE;
      for (int i = 0; i <= k; i++) {
        plain = Math.max(plain, BlockValues.plain(a, i) + BlockValues.plain(b, k - i));
        eyes = Math.max(eyes, Math.max(BlockValues.eyes(a, i) + BlockValues.plain(b, k - i),
            BlockValues.plain(a, i) + BlockValues.eyes(b, k - i)));
      }
      packed |= plain << (k - 1) * 4;
      if (eyes > 0) {
        packed |= eyes << 4 * MAX_BLOCKS + (k - 1) * 4;
      }
    }
    return packed;
  }

  /** {@code BlockValues.joinedValue} as it was. */
  static int joinedValue(int a, int b, int blocks) {
    int best = 0;
    for (int i = 0; i <= blocks; i++) {
      int j = blocks - i;
      int pa = BlockValues.plain(a, i);
      int pb = BlockValues.plain(b, j);
      best = Math.max(best, Math.max(pa + pb, Math.max(BlockValues.eyes(a, i) + pb, pa + BlockValues.eyes(b, j))));
    }
    return best;
  }
}
