package org.mjarena.agents.lookahead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

final class DistanceSearchTest {
  private static final long ALL = (1L << Tile.NUMBERED_KINDS) - 1;
  private static final long ALL_MCR = (1L << Tile.KINDS) - 1;

  /** The tile a search of {@code depth} discards from {@code hand}, the library being every other copy. */
  private static Tile choose(String hand, int depth) {
    int[] counts = Tiles.counts(hand);
    int[] library = new int[Tile.KINDS];
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      library[t] = 4 - counts[t];
    }
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(counts, keys);
    DistanceSearch search = new DistanceSearch(depth);
    search.load(keys, 0, library, DistanceWeight.SUITS);
    return Tile.of(search.choose(ALL));
  }

  /** The tile an MCR search of {@code depth} discards from {@code hand}, the library being every other copy of the 34 kinds. */
  private static Tile chooseMcr(String hand, int depth) {
    int[] counts = Tiles.counts(hand);
    int[] library = new int[Tile.KINDS];
    for (int t = 0; t < Tile.KINDS; t++) {
      library[t] = 4 - counts[t];
    }
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(counts, keys);
    DistanceSearch search = new DistanceSearch(depth);
    search.load(keys, 0, library, DistanceWeight.GROUPS);
    return Tile.of(search.choose(ALL_MCR));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void choose_mcrThrowsTheLoneDragon(int depth) {
    // 7z (white dragon), 5m and 1m are all isolated; the dragon gains only from its own three copies.
    assertThat(chooseMcr("123s 456s 789s 11p 1m 5m 7z", depth)).isEqualTo(Tile.J3);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void choose_mcrKeepsTheHonourPairAndPung(int depth) {
    assertThat(chooseMcr("123s 456s 555z 77z 1m 5m 9p", depth)).isIn(Tile.W1, Tile.W5, Tile.B9);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void choose_mcrLookAheadKeepsTheHonourOverATileWhoseNeighboursAreAllSeen(int depth) {
    // 5m can only grow by 3m to 7m, all of them seen; the east wind 1z still has three copies to draw.
    int[] counts = Tiles.counts("123s 456s 789s 111p 1z 5m");
    int[] library = new int[Tile.KINDS];
    for (int t = 0; t < Tile.KINDS; t++) {
      library[t] = 4 - counts[t];
    }
    for (Tile gone : Tiles.parse("3m 4m 5m 6m 7m")) {
      library[gone.index()] = 0;
    }
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(counts, keys);
    DistanceSearch search = new DistanceSearch(depth);
    search.load(keys, 0, library, DistanceWeight.GROUPS);
    assertThat(Tile.of(search.choose(ALL_MCR))).isEqualTo(Tile.W5);
    // Without look-ahead both are isolated, and the default order throws honours first.
    DistanceSearch present = new DistanceSearch(0);
    present.load(keys, 0, library, DistanceWeight.GROUPS);
    assertThat(Tile.of(present.choose(ALL_MCR))).isEqualTo(Tile.F1);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void choose_keepsCompleteSetsAndThrowsTheIsolatedTile(int depth) {
    assertThat(choose("123s 456s 789p 11p 45p 9m", depth)).isEqualTo(Tile.W9);
  }

  @Test
  void choose_depthZeroBreaksTiesInDefaultOrder() {
    // 5p, 1m and 5m are isolated: removing any leaves the distance unchanged; dots come before characters.
    assertThat(choose("123s 456s 789s 11p 5p 1m 5m", 0)).isEqualTo(Tile.B5);
    // Among characters alone, the highest goes first.
    assertThat(choose("123s 456s 789s 11p 1m 5m 9m", 0)).isEqualTo(Tile.W9);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void choose_lookAheadThrowsTheTerminalWithFewestNeighbours(int depth) {
    // 5p and 5m each gain from three kinds of draw (4, 5, 6); 1m only from two (1, 2).
    assertThat(choose("123s 456s 789s 11p 5p 1m 5m", depth)).isEqualTo(Tile.W1);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void choose_lookAheadThrowsTheTileWhoseNeighboursAreAllSeen(int depth) {
    int[] counts = Tiles.counts("123s 456s 789s 111p 5p 5m");
    int[] library = new int[Tile.KINDS];
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      library[t] = 4 - counts[t];
    }
    for (Tile gone : Tiles.parse("4m 5m 6m")) {
      library[gone.index()] = 0;
    }
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(counts, keys);
    DistanceSearch search = new DistanceSearch(depth);
    search.load(keys, 0, library, DistanceWeight.SUITS);
    assertThat(Tile.of(search.choose(ALL))).isEqualTo(Tile.W5);
    // Without look-ahead the two lone fives tie, and the default order throws dots first.
    DistanceSearch present = new DistanceSearch(0);
    present.load(keys, 0, library, DistanceWeight.SUITS);
    assertThat(Tile.of(present.choose(ALL))).isEqualTo(Tile.B5);
  }

  @Test
  void choose_refusesAMaskOfTilesNotHeld() {
    DistanceSearch search = new DistanceSearch(1);
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(Tiles.counts("123m"), keys);
    search.load(keys, 0, new int[Tile.KINDS], DistanceWeight.SUITS);
    assertThatThrownBy(() -> search.choose(1L << Tile.T5.index())).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void new_refusesDepthsBeyondTwo() {
    assertThatThrownBy(() -> new DistanceSearch(3)).isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void score_equalsTheRecursiveDefinitionOnRandomPositions(int depth) {
    checkAgainstReference(Seeds.derive(11, depth), depth, depth == 2 ? 12 : 300, DistanceWeight.SUITS);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void score_equalsTheRecursiveDefinitionOnRandomMcrPositions(int depth) {
    checkAgainstReference(Seeds.derive(12, depth), depth, depth == 2 ? 8 : 300, DistanceWeight.GROUPS);
  }

  /**
   * Compares every score of {@code positions} random positions with the literal reference: hands of
   * 14 tiles less three per meld from a shuffled wall of the groups' kinds, the rest of the wall less
   * a random number of seen tiles as the library.
   */
  private static void checkAgainstReference(long seed, int depth, int positions, int groups) {
    UniformRandomProvider rng = Seeds.generator(seed);
    int kinds = DistanceWeight.kinds(groups);
    DistanceSearch search = new DistanceSearch(depth);
    for (int i = 0; i < positions; i++) {
      int melds = rng.nextInt(3);
      int[] wall = shuffledWall(rng, kinds);
      int[] counts = new int[Tile.KINDS];
      int[] library = new int[Tile.KINDS];
      int n = 0;
      for (int k = 0; k < 14 - 3 * melds; k++) {
        counts[wall[n++]]++;
      }
      // The first tiles after the hand stand for melds and discards: seen, so not in the library.
      n += 3 * melds + rng.nextInt(40);
      for (; n < wall.length; n++) {
        library[wall[n]]++;
      }
      int[] keys = new int[DistanceWeight.GROUPS];
      DistanceWeight.keys(counts, keys);
      search.load(keys, melds, library, groups);
      for (int h = 0; h < kinds; h++) {
        if (counts[h] > 0) {
          assertThat(search.score(h)).as("discard %s from %s with %d melds", Tile.of(h), Tiles.compact(counts), melds)
              .isEqualTo(Reference.score(counts, library, melds, h, depth));
        }
      }
    }
  }

  private static int[] shuffledWall(UniformRandomProvider rng, int kinds) {
    int[] wall = new int[kinds * 4];
    for (int i = 0; i < wall.length; i++) {
      wall[i] = i / 4;
    }
    for (int i = wall.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int x = wall[i];
      wall[i] = wall[j];
      wall[j] = x;
    }
    return wall;
  }
}
