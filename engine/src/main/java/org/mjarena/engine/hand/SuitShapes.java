package org.mjarena.engine.hand;

import org.mjarena.engine.tile.Tile;

/**
 * Lookup tables that classify the tiles of one suit at once.
 *
 * <p>The tiles a hand holds in one suit are packed into a <em>suit key</em>: the sum of
 * {@code count[i] * 5^i} over the suit's positions (every count is 0..4). One table lookup then tells
 * whether that part of the hand splits into sets, or into sets and a pair, and which single tile
 * would make it do so. Winning and readiness tests become a handful of lookups, which is what lets
 * the engine play far more games per second than a recursive decomposition would.
 *
 * <p>The tables are built once, by enumerating every combination of at most four sets (and at most
 * one pair) rather than by testing all 5^9 keys, and are shared read-only by all threads. The shape
 * flags have a table of bytes, the two wait masks one of ints: every shape test and readiness test
 * reads the flags of all four groups, at keys spread over the whole table, but the waits only of a
 * group that may complete, which most hands have not. Flags of a byte each make that hot table a
 * quarter of the size (2 MB for the numbered suits instead of 7.8 MB), so that more of it stays cached.
 *
 * <p>The four groups of a hand (characters, bamboo, dots, honours) are joined here too, once for every
 * caller: the standard shape (four sets and a pair, any declared melds counted apart) holds when every
 * group splits into sets but one, which splits into sets and the pair; and a tile completes it when it
 * goes to the one group that does not split yet, or to any group when the others split. {@link Hand}
 * keeps its keys up to date tile by tile; the fan calculator passes tile counts
 * ({@link #isStandardComplete(int[])}, {@link #isSetsOnly(int[])}, {@link #standardWaits(int[])}).
 */
public final class SuitShapes {
  /** The part splits into sets (chows and pungs) only; true of the empty part. */
  public static final int SETS = 1;
  /** The part splits into sets and exactly one pair. */
  public static final int SETS_PAIR = 2;
  /** The part splits into pungs only. */
  public static final int PUNGS = 4;
  /** The part splits into pungs and exactly one pair. */
  public static final int PUNGS_PAIR = 8;

  /** Positions in a numbered suit. */
  public static final int NUMBERED_SIZE = 9;
  /** Positions in the honour group (four winds, three dragons); honours form no chows. */
  public static final int HONOUR_SIZE = 7;
  /** Suit groups of a hand: characters, bamboo, dots (numbered), then the honours. */
  public static final int GROUPS = 4;
  /** The group of the honours, which has its own table. */
  public static final int HONOUR_GROUP = 3;

  /** The base of a suit key: one digit per position, holding a count 0..4. */
  private static final int KEY_BASE = 5;
  private static final int[] POW5 = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};

  /** The pair waits' place in a {@link #NUMBERED_WAITS} or {@link #HONOUR_WAITS} entry, above the set waits. */
  private static final int PAIR_WAITS_SHIFT = 9;
  private static final int WAITS_MASK = 0x1FF;
  private static final byte[] NUMBERED = build(NUMBERED_SIZE, true);
  private static final byte[] HONOURS = build(HONOUR_SIZE, false);
  private static final int[] NUMBERED_WAITS = waits(NUMBERED, NUMBERED_SIZE);
  private static final int[] HONOUR_WAITS = waits(HONOURS, HONOUR_SIZE);

  private SuitShapes() {}

  /** The weight of position {@code i} in a suit key: 5^i. */
  public static int pow5(int i) {
    return POW5[i];
  }

  /** The shape flags of a key of the numbered suits ({@code honour == false}) or of the honours. */
  public static int flags(int key, boolean honour) {
    return honour ? HONOURS[key] : NUMBERED[key];
  }

  /**
   * The set waits of a key: the positions {@code x} (bit {@code x}) where one more tile makes the part
   * split into sets only, as for a part holding a partial set or a pair too many.
   */
  public static int setWaits(int key, boolean honour) {
    return (honour ? HONOUR_WAITS[key] : NUMBERED_WAITS[key]) & WAITS_MASK;
  }

  /** The pair waits of a key: the positions where one more tile makes the part split into sets and a pair. */
  public static int pairWaits(int key, boolean honour) {
    return (honour ? HONOUR_WAITS[key] : NUMBERED_WAITS[key]) >>> PAIR_WAITS_SHIFT;
  }

  /** The count at position {@code i} of a suit key. */
  public static int count(int key, int i) {
    return key / POW5[i] % KEY_BASE;
  }

  /** The group of a tile index: 0 characters, 1 bamboo, 2 dots, 3 honours. */
  public static int group(int tile) {
    return tile < Tile.NUMBERED_KINDS ? tile / NUMBERED_SIZE : HONOUR_GROUP;
  }

  /** The position of a tile index within its group: 0-8 for a numbered suit, 0-6 for the honours. */
  public static int position(int tile) {
    return tile - firstTile(group(tile));
  }

  /**
   * The tile index of position 0 of a group. The honours follow the 27 numbered tiles, so their group
   * starts at 3 × 9 like a fourth suit.
   */
  public static int firstTile(int group) {
    return group * NUMBERED_SIZE;
  }

  /** The number of positions of a group: 9, or 7 for the honours. */
  public static int groupSize(int group) {
    return group == HONOUR_GROUP ? HONOUR_SIZE : NUMBERED_SIZE;
  }

  /** The suit key of group {@code group} of a hand given as tile counts indexed by {@link Tile#index()}. */
  public static int key(int[] counts, int group) {
    int first = firstTile(group);
    int key = 0;
    for (int i = groupSize(group) - 1; i >= 0; i--) {
      key = key * KEY_BASE + counts[first + i];
    }
    return key;
  }

  /** True when tile counts (3n + 2 tiles) split into sets and one pair: the standard winning shape. */
  public static boolean isStandardComplete(int[] counts) {
    return pairGroups(key(counts, 0), key(counts, 1), key(counts, 2), key(counts, 3), SETS, SETS_PAIR) == 1;
  }

  /** True when tile counts split into sets only (chows and pungs, no pair); true of no tiles. */
  public static boolean isSetsOnly(int[] counts) {
    return pairGroups(key(counts, 0), key(counts, 1), key(counts, 2), key(counts, 3), SETS, SETS_PAIR) == 0;
  }

  /**
   * The tiles that complete tile counts (3n + 1 tiles) into sets and a pair, as a mask with bit
   * {@code t} for tile index {@code t}. A kind already held four times never counts.
   */
  public static long standardWaits(int[] counts) {
    return waits(key(counts, 0), key(counts, 1), key(counts, 2), key(counts, 3));
  }

  /**
   * How the four groups of a hand (keys {@code k0} to {@code k3}, honours last) split: the number of
   * groups that split only when they keep a pair ({@code pairFlag} and not {@code setsFlag}), or -1
   * when some group splits in neither way. The hand has the shape when the answer is 1, and is sets
   * only when it is 0.
   */
  static int pairGroups(int k0, int k1, int k2, int k3, int setsFlag, int pairFlag) {
    int p0 = pairGroup(NUMBERED[k0], setsFlag, pairFlag);
    int p1 = pairGroup(NUMBERED[k1], setsFlag, pairFlag);
    int p2 = pairGroup(NUMBERED[k2], setsFlag, pairFlag);
    int p3 = pairGroup(HONOURS[k3], setsFlag, pairFlag);
    return (p0 | p1 | p2 | p3) < 0 ? -1 : p0 + p1 + p2 + p3;
  }

  /** 0 when a group with shape flags {@code f} splits into sets, 1 when only with a pair, else -1. */
  private static int pairGroup(int f, int setsFlag, int pairFlag) {
    return (f & setsFlag) != 0 ? 0 : (f & pairFlag) != 0 ? 1 : -1;
  }

  /**
   * The tiles that complete the four groups of a hand (keys {@code k0} to {@code k3}, honours last)
   * into sets and one pair. The tile goes to the one group that splits neither into sets nor into sets
   * and a pair, or to any group when there is none; it must complete that group into sets and a pair
   * when no other group holds the pair, into sets when exactly one does.
   */
  static long waits(int k0, int k1, int k2, int k3) {
    // Per group: 0 when it splits into sets, 1 when into sets and a pair, 2 when in neither way (open).
    int s0 = split(NUMBERED[k0]);
    int s1 = split(NUMBERED[k1]);
    int s2 = split(NUMBERED[k2]);
    int s3 = split(HONOURS[k3]);
    int open = (s0 >> 1) + (s1 >> 1) + (s2 >> 1) + (s3 >> 1);
    if (open > 1) {
      return 0;
    }
    int pairs = (s0 & 1) + (s1 & 1) + (s2 & 1) + (s3 & 1);
    if (open == 1) {
      return s0 == 2 ? groupWaits(NUMBERED_WAITS, k0, 0, pairs) : s1 == 2 ? groupWaits(NUMBERED_WAITS, k1, 1, pairs)
          : s2 == 2 ? groupWaits(NUMBERED_WAITS, k2, 2, pairs) : groupWaits(HONOUR_WAITS, k3, HONOUR_GROUP, pairs);
    }
    return groupWaits(NUMBERED_WAITS, k0, 0, pairs - (s0 & 1)) | groupWaits(NUMBERED_WAITS, k1, 1, pairs - (s1 & 1))
        | groupWaits(NUMBERED_WAITS, k2, 2, pairs - (s2 & 1)) | groupWaits(HONOUR_WAITS, k3, HONOUR_GROUP, pairs - (s3 & 1));
  }

  /** How a group with shape flags {@code f} splits: 0 into sets, 1 into sets and a pair, 2 in neither way. */
  private static int split(int f) {
    return (f & SETS) != 0 ? 0 : (f & SETS_PAIR) != 0 ? 1 : 2;
  }

  /**
   * The tiles that complete group {@code g} (key {@code key}, waits table {@code waits}) as
   * {@link #waits} needs, given the pairs held by the other groups.
   */
  private static long groupWaits(int[] waits, int key, int g, int pairsElsewhere) {
    if (pairsElsewhere > 1) {
      return 0;
    }
    int entry = waits[key];
    int positions = pairsElsewhere == 0 ? entry >>> PAIR_WAITS_SHIFT : entry & WAITS_MASK;
    return (long) positions << firstTile(g);
  }

  /** For each key, the positions where one more tile completes sets (bits 0-8), or sets and a pair (bits 9-17). */
  private static int[] waits(byte[] flags, int size) {
    int[] table = new int[flags.length];
    for (int key = 0; key < flags.length; key++) {
      int sets = 0;
      int pair = 0;
      for (int x = 0; x < size; x++) {
        if (count(key, x) < 4) {
          int f = flags[key + POW5[x]];
          sets |= (f & SETS) != 0 ? 1 << x : 0;
          pair |= (f & SETS_PAIR) != 0 ? 1 << x : 0;
        }
      }
      table[key] = sets | pair << PAIR_WAITS_SHIFT;
    }
    return table;
  }

  private static byte[] build(int size, boolean chows) {
    byte[] table = new byte[POW5[size]];
    int[] counts = new int[size];
    addSets(table, counts, size, chows, 0, 0, true);
    return table;
  }

  /**
   * Marks the current counts and every extension by one more set of type {@code from} or later, up to
   * four sets in all. Set types 0..size-1 are pungs at that position; size.. are chows from that
   * position. {@code pungsOnly} says whether every set so far was a pung.
   */
  private static void addSets(byte[] table, int[] counts, int size, boolean chows, int from, int sets, boolean pungsOnly) {
    int key = key(counts);
    table[key] |= pungsOnly ? SETS | PUNGS : SETS;
    for (int p = 0; p < size; p++) {
      if (counts[p] <= 2) {
        int pairKey = key + 2 * POW5[p];
        table[pairKey] |= pungsOnly ? SETS_PAIR | PUNGS_PAIR : SETS_PAIR;
      }
    }
    if (sets == 4) {
      return;
    }
    int types = chows ? size + size - 2 : size;
    for (int type = from; type < types; type++) {
      if (type < size) {
        if (counts[type] <= 1) {
          counts[type] += 3;
          addSets(table, counts, size, chows, type, sets + 1, pungsOnly);
          counts[type] -= 3;
        }
      } else {
        int p = type - size;
        if (counts[p] < 4 && counts[p + 1] < 4 && counts[p + 2] < 4) {
          counts[p]++;
          counts[p + 1]++;
          counts[p + 2]++;
          addSets(table, counts, size, chows, type, sets + 1, false);
          counts[p]--;
          counts[p + 1]--;
          counts[p + 2]--;
        }
      }
    }
  }

  private static int key(int[] counts) {
    int key = 0;
    for (int i = 0; i < counts.length; i++) {
      key += counts[i] * POW5[i];
    }
    return key;
  }
}
