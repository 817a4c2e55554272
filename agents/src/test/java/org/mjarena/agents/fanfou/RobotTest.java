package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.ChosenWall;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TurnAction;

/** The Robot's discard: a tile of its hand at random, reproducibly from its seed. */
final class RobotTest {
  private static final int SEEDS = 4000;

  /** Seat 0's first turn: 1112m 55p 3456789s and a drawn 9m, fourteen tiles of eleven kinds. */
  private static Game firstTurn() {
    return ChosenWall.suits108(List.of(
        "1112m 55p 3456789s",
        "2m 3m 4m 5m 6m 7m 8m 1p 2p 3p 4p 6p 7p",
        "2m 3m 4m 5m 6m 7m 8m 1p 2p 3p 4p 6p 7p",
        "2m 3m 4m 5m 6m 7m 8m 1p 2p 3p 4p 6p 7p"), "9m");
  }

  @Test
  void decideTurn_eachTileAboutEquallyLikely_sameSeedSameTile() {
    Game game = firstTurn();
    Observation seen = game.observation(Seat.S0);
    TurnDecision turn = ChosenWall.turn(game, Seat.S0);
    Map<String, Integer> counts = new TreeMap<>();
    for (long seed = 0; seed < SEEDS; seed++) {
      Agent robot = Robot.SPEC.factory(Map.of()).create(seed);
      TurnAction a = robot.decideTurn(seen, turn);
      assertThat(a).isInstanceOf(Discard.class);
      assertThat(Robot.SPEC.factory(Map.of()).create(seed).decideTurn(seen, turn)).isEqualTo(a);
      counts.merge(((Discard) a).tile().code(), 1, Integer::sum);
    }
    // Fourteen tiles: three are 1m, two 5p, one each of the other kinds.
    assertThat(counts).hasSize(11);
    assertThat(counts.get("W1")).isBetween(SEEDS * 3 / 14 * 8 / 10, SEEDS * 3 / 14 * 12 / 10);
    assertThat(counts.get("B5")).isBetween(SEEDS * 2 / 14 * 8 / 10, SEEDS * 2 / 14 * 12 / 10);
    assertThat(counts.get("T3")).isBetween(SEEDS / 14 * 7 / 10, SEEDS / 14 * 13 / 10);
  }
}
