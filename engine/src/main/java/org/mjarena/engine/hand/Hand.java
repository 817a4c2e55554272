package org.mjarena.engine.hand;

import java.util.Arrays;
import java.util.List;
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
  /** Bits of one numbered suit in {@link #numberedKey()}. */
  private static final int NUMBERED_KEY_BITS = 21;
  /** The numbered tiles 3-9, 2-8 and 1-7 of each suit: those a chow can reach from below, around and above. */
  private static final long THREE_TO_NINE = suitPositions(2, 8);
  private static final long TWO_TO_EIGHT = suitPositions(1, 7);
  private static final long ONE_TO_SEVEN = suitPositions(0, 6);

  /** Where {@link #data} keeps each group's key ({@code KEYS + g}) and number of tiles ({@code SIZES + g}). */
  private static final int KEYS = Tile.KINDS;
  private static final int SIZES = KEYS + GROUPS;
  /** Per tile index, the slot of its group's key in {@link #data}, and its weight in that key (5^position). */
  private static final int[] KEY_SLOT = new int[Tile.KINDS];
  private static final int[] WEIGHT = new int[Tile.KINDS];

  static {
    for (int t = 0; t < Tile.KINDS; t++) {
      KEY_SLOT[t] = KEYS + SuitShapes.group(t);
      WEIGHT[t] = SuitShapes.pow5(SuitShapes.position(t));
    }
  }

  /**
   * The count of each tile (by index), then the suit key and the number of tiles of each group: one
   * array rather than three, as every game makes four hands.
   */
  private final int[] data = new int[SIZES + GROUPS];
  private int size;
  /** Bit t set when the hand holds tile t. */
  private long held;
  /** Bit t set when the hand holds at least two of tile t. */
  private long pairs;
  /** Bit t set when the hand holds all four of tile t. */
  private long quads;
  /** Bit t set when the hand holds an odd number of tile t: what seven pairs needs to know. */
  private long odd;
  /**
   * {@link #winningTiles()} as last computed, and the keys of the hand it was computed for
   * ({@link #numberedKey()} and {@link #honourKey()}; -1 before the first).
   */
  private long winning;
  private long winningNumbered = -1;
  private int winningHonours = -1;

  /** The copies of each tile kind in the set. */
  public static final int COPIES = 4;
  /** The concealed tiles of a hand between turns before any meld, as dealt. */
  private static final int BETWEEN_TURNS = 13;
  /** The tiles each meld takes out of the concealed hand (a kong's fourth is made up by its replacement draw). */
  private static final int PER_MELD = 3;

  /**
   * The number of concealed tiles a hand holds between turns (winning or drawn tile excluded) with
   * {@code melds} melds: 13 - 3 x melds, for 0 to {@link Meld#MAX_PER_HAND} melds.
   */
  public static int concealedSize(int melds) {
    return BETWEEN_TURNS - PER_MELD * melds;
  }

  /**
   * The place in {@code tiles} of the first tile that is one copy too many of its kind (a fifth: the set
   * has {@link #COPIES} of each), or -1 when no kind appears more often than the set holds.
   */
  public static int firstCopyTooMany(List<Tile> tiles) {
    int[] counts = new int[Tile.all().size()];
    for (int i = 0; i < tiles.size(); i++) {
      if (++counts[tiles.get(i).index()] > COPIES) {
        return i;
      }
    }
    return -1;
  }

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
    System.arraycopy(data, 0, h.data, 0, data.length);
    h.size = size;
    h.held = held;
    h.pairs = pairs;
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
    int n = data[tile] + 1;
    if (n > 4) {
      throw new IllegalStateException("hand " + this + " already holds four " + Tile.of(tile));
    }
    data[tile] = n;
    int k = KEY_SLOT[tile];
    data[k] += WEIGHT[tile];
    data[k + GROUPS]++;
    size++;
    long bit = 1L << tile;
    odd ^= bit;
    held |= bit;
    if (n == 2) {
      pairs |= bit;
    } else if (n == 4) {
      quads |= bit;
    }
  }

  /**
   * Removes one tile.
   *
   * @throws IllegalStateException when the hand holds none
   */
  public void remove(int tile) {
    int n = data[tile] - 1;
    if (n < 0) {
      throw new IllegalStateException("hand " + this + " holds no " + Tile.of(tile));
    }
    data[tile] = n;
    int k = KEY_SLOT[tile];
    data[k] -= WEIGHT[tile];
    data[k + GROUPS]--;
    size--;
    long bit = 1L << tile;
    odd ^= bit;
    quads &= ~bit;
    if (n == 1) {
      pairs &= ~bit;
    } else if (n == 0) {
      held &= ~bit;
    }
  }

  /** How many of a tile kind the hand holds. */
  public int count(int tile) {
    return data[tile];
  }

  /** The tiles the hand holds, as a mask with bit {@code t} for tile index {@code t}. */
  public long heldMask() {
    return held;
  }

  /** The tiles the hand holds at least two of, as a mask: those it could pung. */
  public long pairMask() {
    return pairs;
  }

  /**
   * The numbered tiles that would make a chow with two tiles of the hand, as a mask: tile t when the hand
   * holds t - 2 and t - 1, or t - 1 and t + 1, or t + 1 and t + 2, all in t's suit.
   */
  public long chowTiles() {
    long h = held;
    return (h << 2 & h << 1 & THREE_TO_NINE) | (h << 1 & h >>> 1 & TWO_TO_EIGHT) | (h >>> 1 & h >>> 2 & ONE_TO_SEVEN);
  }

  /**
   * The chows the hand can make with tile t taken from a discard, as a mask: bit i set when the chow
   * whose lowest tile is t - 2 + i is possible (the hand holds its two other tiles). Honours form no
   * chows.
   */
  public int chowMask(int t) {
    if (t >= Tile.NUMBERED_KINDS) {
      return 0;
    }
    int p = t % 9;
    // The suit's nine positions with t among them; bit j of runs: positions j, j + 1 and j + 2 all held.
    int suit = (int) ((held | 1L << t) >>> (t - p)) & 0x1FF;
    int runs = suit & suit >>> 1 & suit >>> 2;
    return (p >= 2 ? runs >>> (p - 2) : runs << (2 - p)) & 7;
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
    return Arrays.copyOf(data, Tile.KINDS);
  }

  /**
   * The numbered suits of the hand as one exact key: the suit keys of characters, bamboo and dots, 21
   * bits apart (a suit key is below 5^9 &lt; 2^21). With {@link #honourKey()} it tells every count:
   * equal keys, equal hands, so a caller can remember what it worked out for a hand that comes back, as
   * a hand that draws and discards the same tile does.
   */
  public long numberedKey() {
    return data[KEYS] | (long) data[KEYS + 1] << NUMBERED_KEY_BITS | (long) data[KEYS + 2] << 2 * NUMBERED_KEY_BITS;
  }

  /** The honours of the hand as an exact key (see {@link #numberedKey()}). */
  public int honourKey() {
    return data[KEYS + SuitShapes.HONOUR_GROUP];
  }

  /** The number of tiles held in suit group {@code g} (0 characters, 1 bamboo, 2 dots, 3 honours). */
  public int groupSize(int g) {
    return data[SIZES + g];
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
        && SuitShapes.pairGroups(data[KEYS], data[KEYS + 1], data[KEYS + 2], data[KEYS + 3], SuitShapes.SETS,
            SuitShapes.SETS_PAIR) == 0;
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
      if (data[SIZES + g] % 3 != 0 && ++n > max) {
        return false;
      }
    }
    return true;
  }

  private boolean hasShape(int setsFlag, int pairFlag) {
    return size % 3 == 2 && fewUnevenGroups(1) && SuitShapes.pairGroups(data[KEYS], data[KEYS + 1], data[KEYS + 2], data[KEYS + 3], setsFlag, pairFlag) == 1;
  }

  /**
   * The tiles that complete the standard shape of this hand (3n + 1 tiles), as a mask with bit
   * {@code t} for tile index {@code t}. A kind the hand already holds four of never counts.
   */
  public long standardWaits() {
    return size % 3 == 1 && fewUnevenGroups(2) ? SuitShapes.waits(data[KEYS], data[KEYS + 1], data[KEYS + 2], data[KEYS + 3]) : 0;
  }

  /**
   * The tiles that would make this hand (3n + 1 tiles) a winning shape, standard or seven pairs, as a
   * mask. The answer is remembered with the suit keys it was computed for (the keys determine the
   * counts, and so the answer): other players' discards are checked against the same hand several
   * times per round, and a hand that draws and discards the same tile, as a ting player's does, is
   * the same hand again.
   */
  public long winningTiles() {
    long numbered = numberedKey();
    int honours = honourKey();
    if (numbered != winningNumbered || honours != winningHonours) {
      winning = standardWaits() | sevenPairsWaits();
      winningNumbered = numbered;
      winningHonours = honours;
    }
    return winning;
  }

  /** The tile that completes seven pairs for a 13-tile hand of six pairs and a single, as a mask. */
  public long sevenPairsWaits() {
    return SpecialShapes.sevenPairsWaits(odd, size);
  }

  /** The tiles at positions {@code from} to {@code to} (0-8) of each numbered suit, as a mask. */
  private static long suitPositions(int from, int to) {
    long mask = 0;
    for (int suit = 0; suit < 3; suit++) {
      for (int p = from; p <= to; p++) {
        mask |= 1L << (suit * SuitShapes.NUMBERED_SIZE + p);
      }
    }
    return mask;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Hand h && Arrays.equals(data, 0, Tile.KINDS, h.data, 0, Tile.KINDS);
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int t = 0; t < Tile.KINDS; t++) {
      h = 31 * h + data[t];
    }
    return h;
  }

  /** The hand in the compact notation, e.g. {@code "123m 456s 11p"}. */
  @Override
  public String toString() {
    return Tiles.compact(counts());
  }
}
