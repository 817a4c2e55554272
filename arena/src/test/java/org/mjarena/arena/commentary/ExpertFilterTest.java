package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The hand filter, the partial-chow filter and the expert filter, each on the smallest hand that shows it. */
final class ExpertFilterTest {
  private static final long ALL_LEGAL = (1L << Tile.KINDS) - 1;

  @Test
  void handFilter_takesOutChowsThenPairsPungsAndKongs() {
    int[] counts = Tiles.counts("123m 55p 777s 9s");
    ExpertFilter.handFilter(counts);
    assertThat(Tiles.compact(counts)).isEqualTo("9s");
  }

  @Test
  void handFilter_prefersTheChowStartingAtTheLowestTile() {
    int[] counts = Tiles.counts("1123m");
    ExpertFilter.handFilter(counts);
    assertThat(Tiles.compact(counts)).as("123m is taken first, one 1m stays").isEqualTo("1m");
  }

  @Test
  void partialChowFilter_takesOutNeighboursAndGaps() {
    int[] counts = Tiles.counts("13m 45p 9s");
    int[] partial = new int[Tile.KINDS];
    ExpertFilter.partialChowFilter(counts, partial);
    assertThat(Tiles.compact(counts)).isEqualTo("9s");
    assertThat(Tiles.compact(partial)).isEqualTo("13m 45p");
  }

  @Test
  void candidates_honourBeforeAnIsolatedNumberedTile() {
    assertThat(candidates("123m 456m 789m 55s 1p 4z", 0)).as("1p is of a short suit, 4z an honour").containsExactlyElementsOf(Tiles.parse("4z 1p"));
  }

  @Test
  void candidates_allHonoursHandKeepsNoHonourForItsHonours() {
    assertThat(candidates("111z 222z 333z 44z 5z 6z", 0)).as("an all-honours hand: nothing preferred, the isolated tiles stay")
        .containsExactlyElementsOf(Tiles.parse("5z 6z"));
  }

  @Test
  void candidates_isolatedTileOfALongSuitNeverDiscardedIsDropped() {
    assertThat(candidates("123m 456m 789m 5m 55s 1z", 0)).containsExactlyElementsOf(Tiles.parse("1z"));
  }

  @Test
  void candidates_tileDiscardedBeforeIsKept() {
    long discarded = 1L << Tiles.parse("5m").get(0).index();
    assertThat(candidates("123m 456m 789m 5m 55s 1z", discarded)).containsExactlyElementsOf(Tiles.parse("1z 5m"));
  }

  @Test
  void candidates_everyTileInASetOrPartial_fallsBackToThePartials() {
    assertThat(candidates("123m 456m 789m 55s 13p", 0)).containsExactlyElementsOf(Tiles.parse("1p 3p"));
  }

  @Test
  void candidates_onlyLegalDiscards() {
    int[] hand = Tiles.counts("123m 456m 789m 55s 1p 4z");
    long legal = 1L << Tiles.parse("1p").get(0).index();
    int[] out = new int[ExpertFilter.MAX_CANDIDATES];
    int n = new ExpertFilter().candidates(hand, legal, 0, new int[Tile.KINDS], out);
    assertThat(n).isEqualTo(1);
    assertThat(Tile.of(out[0])).isEqualTo(Tiles.parse("1p").get(0));
  }

  @Test
  void candidates_atMostFive() {
    assertThat(candidates("1m 4m 7m 1p 4p 7p 1s 4s 7s 1z 2z 3z 4z 5z", 0)).hasSize(ExpertFilter.MAX_CANDIDATES);
  }

  @Test
  void order_isolatedThenPartialThenSetTiles() {
    int[] hand = Tiles.counts("123m 45p 9s 1z");
    int[] tiles = {Tiles.parse("1m").get(0).index(), Tiles.parse("4p").get(0).index(), Tiles.parse("9s").get(0).index(),
        Tiles.parse("1z").get(0).index()};
    new ExpertFilter().order(hand, 0, new int[Tile.KINDS], tiles, tiles.length);
    List<Tile> ordered = new ArrayList<>();
    for (int t : tiles) {
      ordered.add(Tile.of(t));
    }
    assertThat(ordered).as("honour, isolated short-suit terminal, partial chow, chow").containsExactlyElementsOf(Tiles.parse("1z 9s 4p 1m"));
  }

  private static List<Tile> candidates(String hand, long discarded) {
    int[] out = new int[ExpertFilter.MAX_CANDIDATES];
    int n = new ExpertFilter().candidates(Tiles.counts(hand), ALL_LEGAL, discarded, new int[Tile.KINDS], out);
    List<Tile> tiles = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      tiles.add(Tile.of(out[i]));
    }
    return tiles;
  }
}
