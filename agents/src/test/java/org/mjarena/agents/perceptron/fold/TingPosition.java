package org.mjarena.agents.perceptron.fold;

import static org.mjarena.agents.ChosenWall.discard;
import static org.mjarena.agents.ChosenWall.tile;

import java.util.List;
import org.mjarena.agents.ChosenWall;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TingDiscard;

/**
 * The smallest 108-tile position with a ting opponent and evidence after its ting: East (seat 0) draws
 * 2m and discards it; South declares ting with its discard of 3s (it waits on 1s alone); West discards
 * 9p and North 4s, neither won on; East draws 9m and is to move. East holds 1m, of which three copies
 * are unseen, and 9p, discarded after South's ting.
 */
final class TingPosition {
  private TingPosition() {}

  static Game game() {
    Game game = ChosenWall.suits108(List.of(
        "1m 456m 2334567p 9p 9s",
        "234m 567m 234p 567p 1s",
        "8s 8s 9s 1p 1p 2m 3m 6s 6s 9p 9p 8m 8m",
        "8s 8s 9s 9s 5s 5s 4s 4s 2s 2s 3m 7m 7m"),
        "2m 3s 2s 2s 9m 3s 1p 4s 9m 2m 3m 5s 9m 8p 4p 8m 6m");
    discard(game, "2m");
    game.apply(TingDiscard.of(tile("3s")));
    if (game.pending() instanceof ClaimDecision) {
      ChosenWall.claim(game, Seat.S0, Pass.INSTANCE);
    }
    ChosenWall.discards(game, "9p", "4s");
    ChosenWall.turn(game, Seat.S0);
    return game;
  }
}
