package org.mjarena.agents.eightfan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Wind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** {@link FanTargets} scores each target with the winds it was begun with, whatever it scored before. */
final class FanTargetsTest {
  /**
   * Concealed, ready on 8 bamboo alone, with a pung of East: won self-drawn it is 不求人 (4), 单钓将 (1) and
   * 圈风刻 (2) in the East round, and 门风刻 (2) more for East's seat: 9 fan there, 7 in South's seat.
   */
  private static final String READY = "111z 234m 567p 345s 8s";

  @Test
  void distance_afterAnotherSeat_scoresWithItsOwnSeatWind() {
    int[] counts = Tiles.counts(READY);
    int[] unseen = new int[Tile.values().length];
    for (int i = 0; i < Tile.KINDS; i++) {
      unseen[i] = 4 - counts[i];
    }
    int[] publicCopies = new int[Tile.values().length];
    FanTargets south = new FanTargets();
    south.begin(unseen, publicCopies, Wind.SOUTH, Wind.EAST, FanCalculator.standard());
    int fresh = south.distance(counts, List.of(), -1, 4);

    FanTargets shared = new FanTargets();
    shared.begin(unseen, publicCopies, Wind.EAST, Wind.EAST, FanCalculator.standard());
    assertThat(shared.distance(counts, List.of(), -1, 4)).as("East's seat: 9 fan, ready").isZero();
    shared.begin(unseen, publicCopies, Wind.SOUTH, Wind.EAST, FanCalculator.standard());
    assertThat(fresh).as("South's seat: 7 fan, not ready at 8").isPositive();
    assertThat(shared.distance(counts, List.of(), -1, 4)).isEqualTo(fresh);
  }
}
