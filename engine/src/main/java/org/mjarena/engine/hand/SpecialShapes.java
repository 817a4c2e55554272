package org.mjarena.engine.hand;

import org.mjarena.engine.tile.Tile;

/**
 * The winning shapes other than four sets and a pair, each written once: seven pairs 七对 (both
 * variants), and for MCR thirteen orphans 十三幺, honours and knitted tiles 全不靠 / 七星不靠, and the
 * knitted straight 组合龙 with a set and a pair. {@link Hand}, the MCR win check, the fan calculator and
 * the win distance all ask here; what they add (fans, distances) is their own.
 *
 * <p>Hands are tile counts indexed by {@link Tile#index()}, and sets of tile kinds are masks with bit
 * {@code t} for tile index {@code t}. A complete hand has fourteen tiles and a waiting hand thirteen,
 * both fully concealed: the special shapes allow no declared meld, except the knitted straight, which
 * allows one (then 11 and 10 tiles). Stateless and thread-safe.
 */
public final class SpecialShapes {
  /** Tiles in a complete concealed hand: seven pairs and the fourteen separate tiles of the MCR forms. */
  public static final int TILES = 14;
  /** The tiles of a knitted straight: one knitted sequence. */
  public static final int KNITTED_TILES = 9;
  /** The seven honours: the four winds and the three dragons, after the 27 numbered tiles. */
  public static final long HONOURS = (1L << Tile.KINDS) - (1L << Tile.NUMBERED_KINDS);
  /** The 13 kinds of thirteen orphans: the 1 and the 9 of each suit, and the honours. */
  public static final long ORPHANS = orphans();
  /** The number of knitted sequences: 147, 258 and 369 given to the three suits in every order. */
  public static final int KNITTED_SEQUENCES = 6;

  /** A knitted sequence takes every third number of a suit: 147, 258 or 369. */
  private static final int KNITTED_STRIDE = 3;
  private static final int SUIT_SIZE = SuitShapes.NUMBERED_SIZE;
  private static final long[] KNITTED = knittedSequences();

  private SpecialShapes() {}

  /** Knitted sequence {@code i} (0..5) as a mask of its nine tiles, e.g. 147m 258s 369p. */
  public static long knittedSequence(int i) {
    return KNITTED[i];
  }

  /** The kinds held at least once. */
  public static long held(int[] counts) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0) {
        held |= 1L << t;
      }
    }
    return held;
  }

  /** The kinds held an odd number of times: what seven pairs needs to know. */
  public static long oddKinds(int[] counts) {
    long odd = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if ((counts[t] & 1) != 0) {
        odd |= 1L << t;
      }
    }
    return odd;
  }

  /** True when every kind of {@code kinds} is held at least once. */
  public static boolean holds(int[] counts, long kinds) {
    for (long m = kinds; m != 0; m &= m - 1) {
      if (counts[Long.numberOfTrailingZeros(m)] == 0) {
        return false;
      }
    }
    return true;
  }

  /** Adds {@code delta} to the count of every kind of {@code kinds}: -1 sets a knitted sequence aside, 1 puts it back. */
  public static void add(int[] counts, long kinds, int delta) {
    for (long m = kinds; m != 0; m &= m - 1) {
      counts[Long.numberOfTrailingZeros(m)] += delta;
    }
  }

  // ---------------------------------------------------------------- seven pairs

  /**
   * Seven pairs from the kinds held an odd number of times and the hand size: fourteen tiles, none
   * left single. Four identical tiles count as two pairs (MCR 七对, 108-tile 七对).
   */
  static boolean isSevenPairs(long odd, int size) {
    return size == TILES && odd == 0;
  }

  /** Seven pairs on tile counts: {@link #isSevenPairs(long, int)}, stopping at the first odd count. */
  public static boolean isSevenPairs(int[] counts) {
    int size = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if ((counts[t] & 1) != 0) {
        return false;
      }
      size += counts[t];
    }
    return isSevenPairs(0, size);
  }

  /** The tile that completes seven pairs for thirteen tiles of six pairs and a single: the single, as a mask. */
  static long sevenPairsWaits(long odd, int size) {
    return size == TILES - 1 && Long.bitCount(odd) == 1 ? odd : 0;
  }

  /** The seven-pairs wait of tile counts. */
  public static long sevenPairsWaits(int[] counts) {
    return sevenPairsWaits(oddKinds(counts), size(counts));
  }

  // ---------------------------------------------------------------- thirteen orphans

  /**
   * Thirteen orphans 十三幺 (MCR fan 7): fourteen tiles, one of each orphan kind and a second of one of
   * them; that is, the kinds held are the orphans and there are fourteen tiles.
   */
  public static boolean isThirteenOrphans(int[] counts) {
    int size = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if ((counts[t] > 0) != ((ORPHANS >>> t & 1) != 0)) {
        return false;
      }
      size += counts[t];
    }
    return size == TILES;
  }

  /**
   * The tiles that complete thirteen orphans for thirteen tiles: any orphan when all thirteen kinds are
   * held once, the missing kind when twelve are held and one of them twice.
   */
  public static long thirteenOrphansWaits(int[] counts) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0) {
        if ((ORPHANS >>> t & 1) == 0 || counts[t] > 2) {
          return 0;
        }
        held |= 1L << t;
      }
    }
    int kinds = Long.bitCount(held);
    int all = Long.bitCount(ORPHANS);
    return kinds == all ? ORPHANS : kinds == all - 1 ? ORPHANS & ~held : 0;
  }

  // ---------------------------------------------------------------- honours and knitted tiles

  /**
   * Honours and knitted tiles 全不靠 (MCR fan 34; 七星不靠, fan 20, with all seven honours): fourteen
   * different tiles taken from one knitted sequence and the honours.
   *
   * @return the knitted sequence the numbered tiles come from, or 0 when the counts are not the shape
   */
  public static long honoursAndKnitted(int[] counts) {
    long held = differentTiles(counts);
    return Long.bitCount(held) == TILES ? knittedWith(held) : 0;
  }

  /**
   * The tiles that complete honours and knitted tiles for thirteen different tiles of one knitted
   * sequence and the honours: the three candidates of that sequence and the honours not held.
   */
  public static long honoursAndKnittedWaits(int[] counts) {
    long held = differentTiles(counts);
    long sequence = Long.bitCount(held) == TILES - 1 ? knittedWith(held) : 0;
    return sequence == 0 ? 0 : (sequence | HONOURS) & ~held;
  }

  /** The kinds held, or 0 when one of them is held twice or more. */
  private static long differentTiles(int[] counts) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 1) {
        return 0;
      }
      if (counts[t] == 1) {
        held |= 1L << t;
      }
    }
    return held;
  }

  /**
   * The knitted sequence that, with the honours, holds every kind of {@code kinds}, or 0. With six or
   * more numbered kinds there is at most one: two sequences share the numbers of one suit at most.
   */
  private static long knittedWith(long kinds) {
    for (long sequence : KNITTED) {
      if ((kinds & ~(sequence | HONOURS)) == 0) {
        return sequence;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- knitted straight

  /**
   * A knitted straight 组合龙 (MCR fan 35) with a set and a pair: the nine tiles of a knitted sequence,
   * and the rest of the concealed tiles split into sets and a pair (one set fewer per declared meld).
   * The counts are changed while testing and put back before returning.
   */
  public static boolean isKnittedStraight(int[] counts) {
    for (long sequence : KNITTED) {
      if (holds(counts, sequence)) {
        add(counts, sequence, -1);
        boolean complete = SuitShapes.isStandardComplete(counts);
        add(counts, sequence, 1);
        if (complete) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The tiles that complete a knitted straight with a set and a pair: with all nine knitted tiles held,
   * the tiles that complete the rest into sets and a pair; with eight of them and the rest already sets
   * and a pair, the missing one. The counts are changed while computing and put back before returning.
   */
  public static long knittedStraightWaits(int[] counts) {
    long waits = 0;
    for (long sequence : KNITTED) {
      long missing = 0;
      for (long m = sequence; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        if (counts[t] == 0) {
          missing |= 1L << t;
        }
      }
      if (missing == 0) {
        add(counts, sequence, -1);
        waits |= SuitShapes.standardWaits(counts);
        add(counts, sequence, 1);
      } else if (Long.bitCount(missing) == 1) {
        add(counts, sequence & ~missing, -1);
        if (SuitShapes.isStandardComplete(counts)) {
          waits |= missing;
        }
        add(counts, sequence & ~missing, 1);
      }
    }
    return waits;
  }

  // ---------------------------------------------------------------- tables

  private static int size(int[] counts) {
    int size = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      size += counts[t];
    }
    return size;
  }

  private static long orphans() {
    long mask = HONOURS;
    for (int suit = 0; suit < SuitShapes.HONOUR_GROUP; suit++) {
      mask |= 1L << suit * SUIT_SIZE | 1L << suit * SUIT_SIZE + SUIT_SIZE - 1;
    }
    return mask;
  }

  /** The six knitted sequences, in the order of the permutations of the suits taking 147, 258 and 369. */
  private static long[] knittedSequences() {
    int[][] orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    long[] sequences = new long[KNITTED_SEQUENCES];
    for (int q = 0; q < KNITTED_SEQUENCES; q++) {
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
