package org.mjarena.engine.wall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Seat;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The two wall layouts of section 2 of the 108-tile rules. */
final class WallTest {
  /** Four dealt hands of 13 tiles that leave 8m, 6s to 9s and every dot undealt. */
  private static final List<String> HANDS =
      List.of("1111m 2222m 3333m 4m", "4m 5555m 6666m 7777m", "888m 9999m 1111s 22s", "2s 3333s 4444s 5555s");

  /** 0, 1, 2, ..., 107: the tile at position i has index i (only the positions matter here). */
  private static int[] positions() {
    return IntStream.range(0, 108).toArray();
  }

  @Test
  void draw_sharedWallDrawsFromFrontAndReplacesFromBack() {
    Wall wall = Wall.ordered(positions(), Wall.Mode.SHARED);

    assertThat(wall.draw(Seat.S1)).isZero();
    assertThat(wall.draw(Seat.S2)).isEqualTo(1);
    assertThat(wall.replacement(Seat.S0)).isEqualTo(107);
    assertThat(wall.draw(Seat.S3)).isEqualTo(2);
    assertThat(wall.remaining()).isEqualTo(104);
  }

  @Test
  void draw_perSeatBlocksDrawFromOwnBlock() {
    Wall wall = Wall.ordered(positions(), Wall.Mode.PER_SEAT_BLOCKS);

    // Each seat takes the last remaining tile of its own block, as Botzone's duplicate judge does.
    assertThat(wall.draw(Seat.S0)).isEqualTo(26);
    assertThat(wall.draw(Seat.S1)).isEqualTo(53);
    assertThat(wall.draw(Seat.S3)).isEqualTo(107);
    // A replacement is the next tile of the seat's own block.
    assertThat(wall.replacement(Seat.S1)).isEqualTo(52);
    assertThat(wall.draw(Seat.S1)).isEqualTo(51);
    assertThat(wall.remaining()).isEqualTo(103);
  }

  @Test
  void canDraw_perSeatBlockRunsOutAfterTwentySeven() {
    Wall wall = Wall.ordered(positions(), Wall.Mode.PER_SEAT_BLOCKS);
    for (int i = 0; i < 27; i++) {
      wall.draw(Seat.S2);
    }

    assertThat(wall.canDraw(Seat.S2)).isFalse();
    assertThat(wall.canDraw(Seat.S0)).isTrue();
    assertThatThrownBy(() -> wall.draw(Seat.S2)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void canDraw_sharedWallRunsOutAfterEveryTile() {
    Wall wall = Wall.ordered(positions(), Wall.Mode.SHARED);
    for (int i = 0; i < 54; i++) {
      wall.draw(Seat.S0);
      wall.replacement(Seat.S0);
    }

    assertThat(wall.remaining()).isZero();
    assertThat(wall.canDraw(Seat.S1)).isFalse();
  }

  @Test
  void copy_isIndependent() {
    Wall wall = Wall.ordered(positions(), Wall.Mode.PER_SEAT_BLOCKS);
    Wall copy = wall.copy();
    copy.draw(Seat.S0);

    assertThat(wall.draw(Seat.S0)).isEqualTo(26);
  }

  @Test
  void shuffled_holdsFourOfEachKindAndDependsOnlyOnSeed() {
    Wall a = Wall.shuffled(Wall.tileSet(Tile.NUMBERED_KINDS, 4), Wall.Mode.SHARED, Seeds.wall(5L, 0));
    Wall b = Wall.shuffled(Wall.tileSet(Tile.NUMBERED_KINDS, 4), Wall.Mode.SHARED, Seeds.wall(5L, 0));
    int[] counts = new int[Tile.NUMBERED_KINDS];
    for (int i = 0; i < 108; i++) {
      int t = a.draw(Seat.S0);
      assertThat(b.draw(Seat.S0)).isEqualTo(t);
      counts[t]++;
    }
    assertThat(counts).containsOnly(4);
  }

  @Test
  void shared_dealsHandsThenDrawsFromFrontAndReplacementsFromBack() {
    int[] order = WallOrders.shared(Tile.NUMBERED_KINDS, 4, HANDS, "9p 8p", "1p 2p");

    assertThat(order).hasSize(108);
    assertThat(Tile.of(order[13]).code()).isEqualTo("W4");
    assertThat(Tile.of(order[52])).isEqualTo(Tile.B9);
    assertThat(Tile.of(order[53])).isEqualTo(Tile.B8);
    assertThat(Tile.of(order[107])).isEqualTo(Tile.B1);
    assertThat(Tile.of(order[106])).isEqualTo(Tile.B2);
  }

  @Test
  void perSeatBlocks_eachSeatIsDealtAndDrawsItsOwnTiles() {
    int[] order = WallOrders.perSeatBlocks(Tile.NUMBERED_KINDS, 4, HANDS, List.of("9p 8p", "", "1p", ""));
    Wall wall = Wall.ordered(order, Wall.Mode.PER_SEAT_BLOCKS);

    int[] counts = new int[Tile.NUMBERED_KINDS];
    for (int t : order) {
      counts[t]++;
    }
    assertThat(counts).containsOnly(4);
    for (Seat seat : Seat.all()) {
      for (Tile t : Tiles.parse(HANDS.get(seat.index()))) {
        assertThat(wall.draw(seat)).isEqualTo(t.index());
      }
    }
    assertThat(wall.draw(Seat.S0)).isEqualTo(Tile.B9.index());
    assertThat(wall.replacement(Seat.S0)).isEqualTo(Tile.B8.index());
    assertThat(wall.draw(Seat.S2)).isEqualTo(Tile.B1.index());
  }

  @Test
  void perSeatBlocks_rejectsMoreTilesThanABlockHolds() {
    // 13 dealt and 15 drawn: one more than the 27 of a block.
    assertThatThrownBy(() -> WallOrders.perSeatBlocks(Tile.NUMBERED_KINDS, 4, HANDS,
        List.of("", "", "", "123456789p 123456p")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("block of 27");
  }

  @Test
  void shared_rejectsFifthCopy() {
    assertThatThrownBy(() -> WallOrders.shared(Tile.NUMBERED_KINDS, 4,
        List.of("11111m 2222m 3333m", "147m 258s 369p 1p 2p 3p 4p", "147m 258s 369p 1p 2p 3p 4p",
            "147m 258s 369p 1p 2p 3p 4p"), "", ""))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Tiles.parse("")).isEmpty();
  }
}
