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
  private static final int GROUPS = SuitShapes.GROUPS;

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

  /**
   * Adds one tile.
   *
   * @throws IllegalStateException when the hand already holds all four
   */
  public void add(int tile) {
    if (counts[tile] == 4) {
      throw new IllegalStateException("hand " + this + " already holds four " + Tile.of(tile));
    }
    int g = SuitShapes.group(tile);
    odd ^= 1L << tile;
    held |= 1L << tile;
    if (++counts[tile] == 4) {
      quads |= 1L << tile;
    }
    keys[g] += SuitShapes.pow5(SuitShapes.position(tile));
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
    int g = SuitShapes.group(tile);
    odd ^= 1L << tile;
    quads &= ~(1L << tile);
    if (--counts[tile] == 0) {
      held &= ~(1L << tile);
    }
    keys[g] -= SuitShapes.pow5(SuitShapes.position(tile));
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

  /** True when the hand (3n tiles) splits into sets only, chows and pungs; true of no tiles. */
  public boolean isSetsOnly() {
    return size % 3 == 0 && fewUnevenGroups(0)
        && SuitShapes.pairGroups(keys, SuitShapes.SETS, SuitShapes.SETS_PAIR) == 0;
  }

  /** True when the hand splits into pungs and one pair. */
  public boolean isAllPungs() {
    return hasShape(SuitShapes.PUNGS, SuitShapes.PUNGS_PAIR);
  }

  /** True when the hand is fourteen tiles in seven pairs (four of a kind counting as two pairs). */
  public boolean isSevenPairs() {
    return SpecialShapes.isSevenPairs(odd, size);
  }

  /**
   * True when at most {@code max} groups have a size that is not a multiple of three. A complete hand
   * (3n + 2 tiles) has one such group, the group of the pair; a ready one (3n + 1) at most two. Checking
   * this first spares the table lookups for most hands, which fail on it.
   */
  private boolean fewUnevenGroups(int max) {
    int n = 0;
    for (int g = 0; g < GROUPS; g++) {
      if (sizes[g] % 3 != 0 && ++n > max) {
        return false;
      }
    }
    return true;
  }

  private boolean hasShape(int setsFlag, int pairFlag) {
    return size % 3 == 2 && fewUnevenGroups(1) && SuitShapes.pairGroups(keys, setsFlag, pairFlag) == 1;
  }

  /**
   * The tiles that complete the standard shape of this hand (3n + 1 tiles), as a mask with bit
   * {@code t} for tile index {@code t}. A kind the hand already holds four of never counts.
   */
  public long standardWaits() {
    return size % 3 == 1 && fewUnevenGroups(2) ? SuitShapes.waits(keys) : 0;
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
    return SpecialShapes.sevenPairsWaits(odd, size);
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
