package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.EventText;
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
   *   <li value="15">copies of it in public sight (0 to 4): the rivers and the exposed melds, what every player
   *       sees. Feature 10 counts the commentator's view, which in the table view holds every hand too,
   *       tiles the player cannot see; a player who weighs how safe a tile is reads this count;</li>
   *   <li value="16">to 18: its suit, characters, bamboo or dots (an honour is feature 6);</li>
   *   <li value="19">its rank, 0 to 8: its number less one, or for an honour its place among the winds
   *       and dragons (0 East to 6 white dragon);</li>
   *   <li value="20">how near the middle of its suit it is, 0 to 4: 4 less its distance from 5, so 0 for a
   *       terminal and 4 for a five; 0 for an honour. A middle tile completes more waits, which players who
   *       weigh danger keep; the rank alone cannot tell both ends from the middle.</li>
   * </ol>
   * Features 16 to 20 are the tile's own, and tell a player that prefers a suit, high or low tiles, or the
   * ends of a suit: a fixed discard order such as {@code default-order}'s is a heavy weight on each. The
   * tile gives them, so they are not written.
   */
  static final int FEATURES = 21;
  /** The kind of decision ({@link Choice#decision}). */
  static final String DECISION = "discard";
  /** The feature that counts copies in sight (0 to 4); every other but the public copies, the rank and the middle is 0 or 1. */
  static final int SEEN = 10;
  /** The feature that counts copies in public sight (0 to 4). */
  static final int PUBLIC = 15;
  /** The distance weight's flag, which rides in the tile's byte (a tile index needs six bits). */
  static final int DISTANCE = 14;
  /** The draws the distance weight of feature {@link #DISTANCE} looks ahead. */
  static final int DISTANCE_DEPTH = 0;
  /** The first of the features the tile itself gives (the three suits, the rank, the middle); those before it are written. */
  static final int OWN = 16;
  private static final int RANK = 19;
  private static final int MIDDLE = 20;
  /** The number of the middle of a suit, a five. */
  private static final int MIDDLE_NUMBER = 5;
  /** The bits a count of copies (0 to 4) is written in. */
  private static final int COUNT_BITS = 3;
  private static final int COUNT_MASK = (1 << COUNT_BITS) - 1;
  /** A rank counts 0 to 8: an eighth each. */
  private static final double RANK_SCALE = 0.125;

  /** Copies in sight and in public sight, and the nearness to the middle, count 0 to 4: a quarter each. */
  private static final double QUARTER = 0.25;

  @Override
  public int width() {
    return FEATURES;
  }

  @Override
  public String decision() {
    return DECISION;
  }

  @Override
  public String option(int o) {
    return EventText.tile(Tile.of(tiles[o]));
  }

  @Override
  public double value(int f, int v) {
    return f == SEEN || f == PUBLIC || f == MIDDLE ? v * QUARTER : f == RANK ? v * RANK_SCALE : v;
  }

  /** Sets the features each tile of {@code tiles} gives by itself (16 to 20) in {@code features}. */
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
      features[base + MIDDLE] = (byte) (t.isNumbered() ? MIDDLE_NUMBER - 1 - Math.abs(t.number() - MIDDLE_NUMBER) : 0);
    }
  }

  /**
   * Writes the decision compactly, for a run's journal and a cluster's blocks: each tile in a byte, with
   * the distance weight's flag in its top bit, and its other features in three (the copies in sight and
   * in public sight, 0 to 4 in three bits each, and thirteen flags); the tile's own features are not
   * written.
   */
  void write(Bytes.Out out) {
    out.varint(entry);
    out.varint(tiles.length);
    out.varint(played);
    for (int i = 0; i < tiles.length; i++) {
      int packed = feature(i, SEEN) | feature(i, PUBLIC) << COUNT_BITS;
      for (int f = 0, bit = 2 * COUNT_BITS; f < DISTANCE; f++) {
        if (f != SEEN) {
          packed |= feature(i, f) << bit++;
        }
      }
      out.put4(tiles[i] | feature(i, DISTANCE) << 7, packed & 0xFF, packed >>> 8 & 0xFF, packed >>> 16);
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
      int packed = in.get() | in.get() << 8 | in.get() << 16;
      features[i * FEATURES + SEEN] = (byte) (packed & COUNT_MASK);
      features[i * FEATURES + PUBLIC] = (byte) (packed >>> COUNT_BITS & COUNT_MASK);
      for (int f = 0, bit = 2 * COUNT_BITS; f < DISTANCE; f++) {
        if (f != SEEN) {
          features[i * FEATURES + f] = (byte) (packed >>> bit++ & 1);
        }
      }
    }
    markTiles(tiles, features);
    return new DiscardChoice(entry, tiles, features, played);
  }
}
