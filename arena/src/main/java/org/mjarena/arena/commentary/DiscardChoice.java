package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;

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
   *       (the most unseen copies of effective tiles, thesis formula 2.1).</li>
   * </ol>
   */
  static final int FEATURES = 14;
  /** The feature that counts copies in sight (0 to 4); every other is 0 or 1. */
  static final int SEEN = 10;

  /** Copies in sight count 0 to 4: a quarter each. */
  private static final double SEEN_SCALE = 0.25;

  @Override
  public int width() {
    return FEATURES;
  }

  @Override
  public double value(int f, int v) {
    return f == SEEN ? v * SEEN_SCALE : v;
  }

  /**
   * Writes the decision compactly, for a run's journal and a cluster's blocks: each tile in a byte and its
   * features in two (thirteen flags and the copies in sight, 0 to 4 in three bits).
   */
  void write(Bytes.Out out) {
    out.varint(entry);
    out.varint(tiles.length);
    out.varint(played);
    for (int i = 0; i < tiles.length; i++) {
      int packed = feature(i, SEEN);
      for (int f = 0, bit = 3; f < FEATURES; f++) {
        if (f != SEEN) {
          packed |= feature(i, f) << bit++;
        }
      }
      out.put3(tiles[i], packed & 0xFF, packed >>> 8);
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
      tiles[i] = in.get();
      int packed = in.get() | in.get() << 8;
      features[i * FEATURES + SEEN] = (byte) (packed & 7);
      for (int f = 0, bit = 3; f < FEATURES; f++) {
        if (f != SEEN) {
          features[i * FEATURES + f] = (byte) (packed >>> bit++ & 1);
        }
      }
    }
    return new DiscardChoice(entry, tiles, features, played);
  }
}
