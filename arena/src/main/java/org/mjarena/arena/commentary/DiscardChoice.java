package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;
import org.mjarena.engine.tile.Tile;

/**
 * One discard decision as the probability model sees it ({@link Choice}): who chose, among which tiles, what each tile
 * looked like to the commentator's methods ({@link DiscardChoice#FEATURES} small numbers per tile), and
 * which tile was played. Made while a game is commented, learned from only once the game counts.
 *
 * @param entry    the lineup entry that chose (its index)
 * @param tiles    the legal discards, by tile index
 * @param features {@link #FEATURES} values per tile of {@code tiles}, in order
 * @param played   the position in {@code tiles} of the tile played
 */
record DiscardChoice(int entry, int[] tiles, byte[] features, int played) implements Choice {
  /**
   * Features per tile:
   * <ol start="0">
   *   <li>to 2: first, second or third of the combined method's candidates (thesis Algorithm 6, adapted);</li>
   *   <li value="3">it leaves the least win distance any discard leaves (the statistical view; any other
   *       leaves one more, since one tile changes the distance by at most one);</li>
   *   <li value="4">and 5: left over by the expert's hand filter (an isolated tile), or by its partial-chow filter
   *       (thesis Algorithms 1 and 2);</li>
   *   <li value="6">to 9: the expert's tendencies: an honour, a tile anybody discarded before, a tile of a
   *       short suit, a terminal;</li>
   *   <li value="10">copies of it in sight of the commentator's view (0 to 4);</li>
   *   <li value="11">it is the tile just drawn;</li>
   *   <li value="12">the hand holds two or more of it;</li>
   *   <li value="13">of the discards that leave the least win distance, it leaves the likeliest useful next draw
   *       (the most unseen copies of effective tiles, thesis formula 2.1);</li>
   *   <li value="14">paper 003's distance-to-win weight ranks it first (its present-only method,
   *       {@value #DISTANCE_DEPTH} draws ahead; {@code distance-to-win} looks two ahead, and one ahead
   *       foresaw it better but real players worse, docs/commentary.md);</li>
   *   <li value="15">to 17: its suit, characters, bamboo or dots (an honour is feature 6);</li>
   *   <li value="18">its rank, 0 to 8: its number less one, or for an honour its place among the winds
   *       and dragons (0 East to 6 white dragon).</li>
   * </ol>
   * Features 15 to 18 are the tile's own, and tell a player that prefers a suit or high or low tiles: a
   * fixed discard order such as {@code default-order}'s is a heavy weight on each. The tile gives them,
   * so they are not written.
   */
  static final int FEATURES = 19;
  /** The feature that counts copies in sight (0 to 4); every other but the rank is 0 or 1. */
  static final int SEEN = 10;
  /** The distance weight's flag, which rides in the tile's byte (a tile index needs six bits). */
  static final int DISTANCE = 14;
  /** The draws the distance weight of feature {@link #DISTANCE} looks ahead. */
  static final int DISTANCE_DEPTH = 0;
  /** The first of the features the tile itself gives (the three suits, then the rank); those before it are written. */
  static final int OWN = 15;
  private static final int RANK = 18;
  /** A rank counts 0 to 8: an eighth each. */
  private static final double RANK_SCALE = 0.125;

  /** Copies in sight count 0 to 4: a quarter each. */
  private static final double SEEN_SCALE = 0.25;

  @Override
  public int width() {
    return FEATURES;
  }

  @Override
  public double value(int f, int v) {
    return f == SEEN ? v * SEEN_SCALE : f == RANK ? v * RANK_SCALE : v;
  }

  /** Sets the features each tile of {@code tiles} gives by itself (15 to 18) in {@code features}. */
  static void markTiles(int[] tiles, byte[] features) {
    for (int i = 0; i < tiles.length; i++) {
      Tile t = Tile.of(tiles[i]);
      int base = i * FEATURES;
      switch (t.suit()) {
        case CHARACTERS -> features[base + OWN] = 1;
        case BAMBOO -> features[base + OWN + 1] = 1;
        case DOTS -> features[base + OWN + 2] = 1;
        default -> { }
      }
      features[base + RANK] = (byte) (t.isNumbered() ? t.number() - 1 : t.index() - Tile.NUMBERED_KINDS);
    }
  }

  /**
   * Writes the decision compactly, for a run's journal and a cluster's blocks: each tile in a byte, with
   * the distance weight's flag in its top bit, and its other features in two (thirteen flags and the
   * copies in sight, 0 to 4 in three bits); the tile's own features are not written.
   */
  void write(Bytes.Out out) {
    out.varint(entry);
    out.varint(tiles.length);
    out.varint(played);
    for (int i = 0; i < tiles.length; i++) {
      int packed = feature(i, SEEN);
      for (int f = 0, bit = 3; f < DISTANCE; f++) {
        if (f != SEEN) {
          packed |= feature(i, f) << bit++;
        }
      }
      out.put3(tiles[i] | feature(i, DISTANCE) << 7, packed & 0xFF, packed >>> 8);
    }
  }

  /** Reads a decision {@link #write} wrote. */
  static DiscardChoice read(Bytes.In in) {
    int entry = (int) in.varint();
    int n = (int) in.varint();
    int played = (int) in.varint();
    int[] tiles = new int[n];
    byte[] features = new byte[n * FEATURES];
    for (int i = 0; i < n; i++) {
      int tile = in.get();
      tiles[i] = tile & 0x7F;
      features[i * FEATURES + DISTANCE] = (byte) (tile >>> 7);
      int packed = in.get() | in.get() << 8;
      features[i * FEATURES + SEEN] = (byte) (packed & 7);
      for (int f = 0, bit = 3; f < DISTANCE; f++) {
        if (f != SEEN) {
          features[i * FEATURES + f] = (byte) (packed >>> bit++ & 1);
        }
      }
    }
    markTiles(tiles, features);
    return new DiscardChoice(entry, tiles, features, played);
  }
}
