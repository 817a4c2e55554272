package org.mjarena.arena.commentary;

/**
 * One discard decision as the probability model sees it: who chose, among which tiles, what each tile
 * looked like to the commentator's methods ({@link DiscardChoice#FEATURES} small numbers per tile), and
 * which tile was played. Made while a game is commented, learned from only once the game counts.
 *
 * @param entry    the lineup entry that chose (its index)
 * @param tiles    the legal discards, by tile index
 * @param features {@link #FEATURES} values per tile of {@code tiles}, in order
 * @param played   the position in {@code tiles} of the tile played
 */
record DiscardChoice(int entry, int[] tiles, byte[] features, int played) {
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
   *   <li value="12">the hand holds two or more of it.</li>
   * </ol>
   */
  static final int FEATURES = 13;
  /** The feature that counts copies in sight (0 to 4); every other is 0 or 1. */
  static final int SEEN = 10;

  /** The value of feature {@code f} of the tile at position {@code i}. */
  int feature(int i, int f) {
    return features[i * FEATURES + f];
  }
}
