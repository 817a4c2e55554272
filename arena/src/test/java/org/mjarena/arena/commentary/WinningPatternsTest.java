package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** Formulas 3.1-3.2: each tile's likeliest winning pattern, on the smallest hands that show it. */
final class WinningPatternsTest {
  private static final WinningPatterns.FanContext EAST = new WinningPatterns.FanContext(List.of(), Wind.EAST, Wind.EAST,
      FanCalculator.standard());

  /**
   * Three melds and 5p 5p 6p 7p 9m: letting 9m go leaves a wait on 5p (2 unseen) or 8p (4 unseen) with the
   * pair; letting a 5p go leaves 9m (3 unseen) to pair with. 6p and 7p are in every pattern of one missing tile.
   */
  @Test
  void rank_eachTileGetsItsLikeliestPattern() {
    int[] unseen = unseen(40, "5p", 2, "8p", 4, "9m", 3);
    WinningPatterns patterns = new WinningPatterns();
    int[] hand = counts("55p 67p 9m");
    assertThat(patterns.rank(Variant.SUITS_108, hand, 3, 0, unseen, null)).isTrue();
    assertThat(patterns.chance(index("9m"))).isCloseTo(4.0 / 40, within(1e-12));
    assertThat(patterns.chance(index("5p"))).isCloseTo(3.0 / 40, within(1e-12));
    assertThat(patterns.chance(index("6p"))).isZero();
    assertThat(hand).as("restored").isEqualTo(counts("55p 67p 9m"));
  }

  /**
   * Two tiles missing, of the same kind: formula 3.2 draws them one after the other, a copy fewer and a
   * tile fewer the second time. Three melds and 6p 6p 5p 1s 9s, with no 4p, 6p or 7p left to draw: the only
   * pattern within two tiles is 555p with the pair of 6p, which lets 1s and 9s go.
   */
  @Test
  void rank_missingTilesDrawnOneAfterAnother() {
    int[] unseen = unseen(30, "5p", 3);
    WinningPatterns patterns = new WinningPatterns();
    assertThat(patterns.rank(Variant.SUITS_108, counts("66p 5p 1s 9s"), 3, 1, unseen, null)).isTrue();
    assertThat(patterns.chance(index("1s"))).isCloseTo(3.0 / 30 * 2 / 29, within(1e-12));
    assertThat(patterns.chance(index("9s"))).isCloseTo(3.0 / 30 * 2 / 29, within(1e-12));
    assertThat(patterns.chance(index("5p"))).isZero();
    assertThat(patterns.chance(index("6p"))).isZero();
  }

  /**
   * Within two missing tiles a set that holds none of the hand's tiles cannot fit (it misses three), so only
   * the sets holding one are tried; a chow holding the hand's tile last is one of them. Three melds and 3p
   * 5s 5s 1m 9m, with only 1p and 2p left to draw: 123p with the pair of 5s lets 1m and 9m go.
   */
  @Test
  void rank_aChowFromBelowTheHandsTileCounts() {
    int[] unseen = unseen(30, "1p", 1, "2p", 1);
    WinningPatterns patterns = new WinningPatterns();
    assertThat(patterns.rank(Variant.SUITS_108, counts("3p 55s 1m 9m"), 3, 1, unseen, null)).isTrue();
    assertThat(patterns.chance(index("1m"))).isCloseTo(1.0 / 30 / 29, within(1e-12));
    assertThat(patterns.chance(index("9m"))).isCloseTo(1.0 / 30 / 29, within(1e-12));
    assertThat(patterns.chance(index("3p"))).isZero();
  }

  /**
   * MCR: 123456m 78m 234p 55s and a lone 9s. Letting 9s go waits on 6m (four unseen) or 9m (one unseen);
   * only 9m makes the pure straight (16 fans), and the 6m pattern is short of 8, so it does not count.
   */
  @Test
  void rank_mcrPatternsBelowEightFansDoNotCount() {
    int[] unseen = unseen(50, "6m", 4, "9m", 1);
    int[] hand = counts("123456m 78m 234p 55s 9s");
    WinningPatterns patterns = new WinningPatterns();
    assertThat(patterns.rank(Variant.MCR, hand, 0, 0, unseen, EAST)).isTrue();
    assertThat(patterns.chance(index("9s"))).isCloseTo(1.0 / 50, within(1e-12));
    assertThat(patterns.rank(Variant.SUITS_108, hand, 0, 0, unseen, null)).isTrue();
    assertThat(patterns.chance(index("9s"))).as("no minimum").isCloseTo(4.0 / 50, within(1e-12));
  }

  @Test
  void rank_tooFarFromWinning_notEnumerated() {
    WinningPatterns patterns = new WinningPatterns();
    assertThat(patterns.rank(Variant.SUITS_108, counts("1357m 2468p 13579s 1m"), 0, WinningPatterns.MAX_MISSING, unseen(60),
        null)).isFalse();
  }

  /**
   * Unseen copies: the given kinds their counts, every other kind none, and red dragons for the rest of
   * the {@code total} (no pattern here uses one; the 108-tile patterns cannot).
   */
  private static int[] unseen(int total, Object... kindsAndCounts) {
    int[] unseen = new int[Tile.KINDS];
    int sum = 0;
    for (int i = 0; i < kindsAndCounts.length; i += 2) {
      int n = (Integer) kindsAndCounts[i + 1];
      unseen[index((String) kindsAndCounts[i])] = n;
      sum += n;
    }
    unseen[index("7z")] += total - sum;
    return unseen;
  }

  private static int[] counts(String tiles) {
    return Arrays.copyOf(Tiles.counts(tiles), Tile.KINDS);
  }

  private static int index(String tile) {
    return Tiles.parse(tile).get(0).index();
  }
}
