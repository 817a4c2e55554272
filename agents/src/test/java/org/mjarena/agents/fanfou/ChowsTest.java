package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The chow limits of Fanfou_ba and the chow priority of Fanfou_op (Table 2), on tile counts. The
 * engine offers every legal chow; these cases offer only the chows named, to reach Table 2's rarest
 * case, which a hand holding its single tiles always meets beside a better chow.
 */
final class ChowsTest {
  private static final int LOW = 0b001;
  private static final int MIDDLE = 0b010;
  private static final int ALL = 0b111;
  private static final int FIVE = Tile.W5.index();

  private static int op(String hand, int mask) {
    return Chows.choose(Tiles.counts(hand), FIVE, mask, true);
  }

  private static int ba(String hand, int mask) {
    return Chows.choose(Tiles.counts(hand), FIVE, mask, false);
  }

  @Test
  void handTile_theTwoTilesOfEachChow() {
    assertThat(new int[] {Chows.handTile(FIVE, 0, 0), Chows.handTile(FIVE, 0, 1)}).containsExactly(FIVE - 2, FIVE - 1);
    assertThat(new int[] {Chows.handTile(FIVE, 1, 0), Chows.handTile(FIVE, 1, 1)}).containsExactly(FIVE - 1, FIVE + 1);
    assertThat(new int[] {Chows.handTile(FIVE, 2, 0), Chows.handTile(FIVE, 2, 1)}).containsExactly(FIVE + 1, FIVE + 2);
  }

  @Test
  void choose_levels_singlesThenPairAndSingleThenTwoPairs() {
    assertThat(op("33m 4m 6m", ALL)).isEqualTo(1);
    assertThat(op("3m 44m 66m 7m", ALL)).as("a pair and a single before two pairs").isZero();
    assertThat(op("44m 66m 7m 8m", ALL)).as("two singles").isEqualTo(2);
  }

  @Test
  void choose_twoPairsAroundTheDiscard_withItsCopyOrSinglesForFourToSix() {
    assertThat(op("44m 5m 66m", MIDDLE)).isEqualTo(1);
    assertThat(op("44m 66m", MIDDLE)).isEqualTo(-1);
    assertThat(op("2m 3m 44m 66m 7m", MIDDLE)).as("2m, 3m and 7m held once").isEqualTo(1);
    assertThat(op("3m 44m 66m 7m 8m", MIDDLE)).as("3m, 7m and 8m held once").isEqualTo(1);
    assertThat(op("3m 44m 66m 7m", MIDDLE)).isEqualTo(-1);
    // A 3m between pairs of 2m and 4m: only a 4, 5 or 6 may be chowed this way.
    assertThat(Chows.choose(Tiles.counts("1m 22m 44m 5m 6m"), Tile.W3.index(), MIDDLE, true)).isEqualTo(-1);
  }

  @Test
  void choose_adjacentPairs_opYesBaNo() {
    assertThat(op("33m 44m", LOW)).isZero();
    assertThat(ba("33m 44m", LOW)).isEqualTo(-1);
  }

  @Test
  void choose_pung_neverBroken() {
    assertThat(op("333m 4m", LOW)).isEqualTo(-1);
    assertThat(ba("333m 4m", LOW)).isEqualTo(-1);
    assertThat(ba("33m 4m 6m", ALL)).as("Fanfou_ba: the lowest chow its limits allow").isZero();
  }
}
