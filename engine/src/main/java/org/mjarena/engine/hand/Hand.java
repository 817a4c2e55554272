package org.mjarena.engine.hand;

import java.util.Arrays;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The concealed tiles of one player, as counts per tile kind, with the suit keys of
 * {@link SuitShapes} kept up to date so that every shape test is a few table lookups.
 *
 * <p>Mutable and not thread-safe: a hand belongs to one game. Tiles are passed by index
 * ({@link Tile#index()}) because this class sits on the hottest path of the engine.
 */
public final class Hand {
  /** Suit groups: characters, bamboo, dots (numbered), then the honours. */
  static final int GROUPS = 4;
  private static final int HONOUR_GROUP = 3;

  private final int[] counts = new int[Tile.KINDS];
  private final int[] keys = new int[GROUPS];
  private final int[] sizes = new int[GROUPS];
  private int size;
  /** Bit t set when the hand holds tile t. */
  private long held;
  /** Bit t set when the hand holds all four of tile t. */
  private long quads;
  /** Bit t set when the hand holds an odd number of tile t: what seven pairs needs to know. */
  private long odd;
  /** {@link #winningTiles()} as last computed, and the suit keys of the hand it was computed for. */
  private long winning;
  private final int[] winningKeys = {-1, -1, -1, -1};

  /** An empty hand. */
  public Hand() {}

  /** A hand holding the given tiles, in either notation of {@link Tiles}. */
  public static Hand of(String tiles) {
    Hand hand = new Hand();
    for (Tile t : Tiles.parse(tiles)) {
      hand.add(t.index());
    }
    return hand;
  }

  /** A copy that shares nothing with this hand. */
  public Hand copy() {
    Hand h = new Hand();
    System.arraycopy(counts, 0, h.counts, 0, counts.length);
    System.arraycopy(keys, 0, h.keys, 0, GROUPS);
    System.arraycopy(sizes, 0, h.sizes, 0, GROUPS);
    h.size = size;
    h.held = held;
    h.quads = quads;
    h.odd = odd;
    return h;
  }

  private static int group(int tile) {
    return tile < Tile.NUMBERED_KINDS ? tile / 9 : HONOUR_GROUP;
  }

  private static int position(int tile) {
    return tile < Tile.NUMBERED_KINDS ? tile % 9 : tile - Tile.NUMBERED_KINDS;
  }

  /**
   * Adds one tile.
   *
   * @throws IllegalStateException when the hand already holds all four
   */
  public void add(int tile) {
    if (counts[tile] == 4) {
      throw new IllegalStateException("hand " + this + " already holds four " + Tile.of(tile));
    }
    int g = group(tile);
    odd ^= 1L << tile;
    held |= 1L << tile;
    if (++counts[tile] == 4) {
      quads |= 1L << tile;
    }
    keys[g] += SuitShapes.pow5(position(tile));
    sizes[g]++;
    size++;
  }

  /**
   * Removes one tile.
   *
   * @throws IllegalStateException when the hand holds none
   */
  public void remove(int tile) {
    if (counts[tile] == 0) {
      throw new IllegalStateException("hand " + this + " holds no " + Tile.of(tile));
    }
    int g = group(tile);
    odd ^= 1L << tile;
    quads &= ~(1L << tile);
    if (--counts[tile] == 0) {
      held &= ~(1L << tile);
    }
    keys[g] -= SuitShapes.pow5(position(tile));
    sizes[g]--;
    size--;
  }

  /** How many of a tile kind the hand holds. */
  public int count(int tile) {
    return counts[tile];
  }

  /** The tiles the hand holds, as a mask with bit {@code t} for tile index {@code t}. */
  public long heldMask() {
    return held;
  }

  /** The tiles the hand holds all four of, as a mask. */
  public long quadMask() {
    return quads;
  }

  /** The number of tiles in the hand. */
  public int size() {
    return size;
  }

  /** A copy of the counts, indexed by tile. */
  public int[] counts() {
    return counts.clone();
  }

  /** The number of tiles held in suit group {@code g} (0 characters, 1 bamboo, 2 dots, 3 honours). */
  public int groupSize(int g) {
    return sizes[g];
  }

  /**
   * True when the hand (3n + 2 tiles) splits into sets and one pair: the standard winning shape, with
   * any declared melds counted separately.
   */
  public boolean isStandardComplete() {
    return hasShape(SuitShapes.SETS, SuitShapes.SETS_PAIR);
  }

  /** True when the hand splits into pungs and one pair. */
  public boolean isAllPungs() {
    return hasShape(SuitShapes.PUNGS, SuitShapes.PUNGS_PAIR);
  }

  /** True when the hand is fourteen tiles in seven pairs (four of a kind counting as two pairs). */
  public boolean isSevenPairs() {
    return size == 14 && odd == 0;
  }

  private int flags(int g) {
    return SuitShapes.flags(keys[g], g == HONOUR_GROUP);
  }

  private int entry(int g) {
    return SuitShapes.entry(keys[g], g == HONOUR_GROUP);
  }

  private boolean hasShape(int setsFlag, int pairFlag) {
    if (size % 3 != 2) {
      return false;
    }
    boolean pair = false;
    for (int g = 0; g < GROUPS; g++) {
      int r = sizes[g] % 3;
      if (r == 1) {
        return false;
      }
      int f = flags(g);
      if (r == 0) {
        if ((f & setsFlag) == 0) {
          return false;
        }
      } else {
        if (pair || (f & pairFlag) == 0) {
          return false;
        }
        pair = true;
      }
    }
    return pair;
  }

  /**
   * The tiles that complete the standard shape of this hand (3n + 1 tiles), as a mask with bit
   * {@code t} for tile index {@code t}. A kind the hand already holds four of never counts.
   */
  public long standardWaits() {
    if (size % 3 != 1) {
      return 0;
    }
    int one = -1;
    int twoA = -1;
    int twoB = -1;
    for (int g = 0; g < GROUPS; g++) {
      int r = sizes[g] % 3;
      if (r == 1) {
        if (one >= 0) {
          return 0;
        }
        one = g;
      } else if (r == 2) {
        if (twoB >= 0) {
          return 0;
        }
        if (twoA >= 0) {
          twoB = g;
        } else {
          twoA = g;
        }
      }
    }
    long mask = 0;
    if (one >= 0 && twoA < 0) {
      if (othersHaveSets(one, -1)) {
        mask = waitMask(one, SuitShapes.entryPairWaits(entry(one)));
      }
    } else if (one < 0 && twoB >= 0) {
      if (othersHaveSets(twoA, twoB)) {
        int a = entry(twoA);
        int b = entry(twoB);
        if ((SuitShapes.entryFlags(b) & SuitShapes.SETS_PAIR) != 0) {
          mask |= waitMask(twoA, SuitShapes.entrySetWaits(a));
        }
        if ((SuitShapes.entryFlags(a) & SuitShapes.SETS_PAIR) != 0) {
          mask |= waitMask(twoB, SuitShapes.entrySetWaits(b));
        }
      }
    }
    return mask;
  }

  /**
   * The tiles that would make this hand (3n + 1 tiles) a winning shape, standard or seven pairs, as a
   * mask. The answer is remembered with the suit keys it was computed for (the keys determine the
   * counts, and so the answer): other players' discards are checked against the same hand several
   * times per round, and a hand that draws and discards the same tile, as a ting player's does, is
   * the same hand again.
   */
  public long winningTiles() {
    if (keys[0] != winningKeys[0] || keys[1] != winningKeys[1] || keys[2] != winningKeys[2] || keys[3] != winningKeys[3]) {
      winning = standardWaits() | sevenPairsWaits();
      System.arraycopy(keys, 0, winningKeys, 0, GROUPS);
    }
    return winning;
  }

  /** The tile that completes seven pairs for a 13-tile hand of six pairs and a single, as a mask. */
  public long sevenPairsWaits() {
    return size == 13 && Long.bitCount(odd) == 1 ? odd : 0;
  }

  private boolean othersHaveSets(int skipA, int skipB) {
    for (int g = 0; g < GROUPS; g++) {
      if (g != skipA && g != skipB && (flags(g) & SuitShapes.SETS) == 0) {
        return false;
      }
    }
    return true;
  }

  private static long waitMask(int group, int positions) {
    int base = group == HONOUR_GROUP ? Tile.NUMBERED_KINDS : group * 9;
    return (long) positions << base;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Hand h && Arrays.equals(counts, h.counts);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }

  /** The hand in the compact notation, e.g. {@code "123m 456s 11p"}. */
  @Override
  public String toString() {
    return Tiles.compact(counts);
  }
}
