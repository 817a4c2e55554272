package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Variant;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The statistical view: the discards of least win distance, ranked by the chance of the next useful draw. */
final class StatisticalViewTest {
  private static final long ALL_LEGAL = (1L << Tile.KINDS) - 1;

  @Test
  void candidates_onlyTheDiscardThatLeavesTheHandReady() {
    assertThat(candidates("123m 456m 789m 55s 46p 1z", full())).containsExactlyElementsOf(Tiles.parse("1z"));
  }

  /** Either single tile may go, leaving a wait on the other: the wait with more unseen copies goes first. */
  @Test
  void candidates_rankedByTheUnseenCopiesOfTheWinningTiles() {
    int[] unseen = full();
    unseen[Tiles.parse("7z").get(0).index()] = 1;
    assertThat(candidates("123m 456m 789m 111s 5p 7z", unseen)).containsExactlyElementsOf(Tiles.parse("7z 5p"));
    unseen = full();
    unseen[Tiles.parse("5p").get(0).index()] = 1;
    assertThat(candidates("123m 456m 789m 111s 5p 7z", unseen)).containsExactlyElementsOf(Tiles.parse("5p 7z"));
  }

  private static int[] full() {
    int[] unseen = new int[Tile.KINDS];
    Arrays.fill(unseen, 4);
    return unseen;
  }

  private static List<Tile> candidates(String hand, int[] unseen) {
    int[] out = new int[Tile.KINDS];
    int[] counts = Arrays.copyOf(Tiles.counts(hand), Tile.KINDS);
    int n = new StatisticalView(false).candidates(Variant.MCR, counts, 0, ALL_LEGAL & mask(counts), unseen, 5, out, null);
    List<Tile> tiles = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      tiles.add(Tile.of(out[i]));
    }
    return tiles;
  }

  private static long mask(int[] counts) {
    long m = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      m |= counts[t] > 0 ? 1L << t : 0;
    }
    return m;
  }
}
