package org.mjarena.arena.training.fold;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.suits108.Suits108Rules;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.WallOrders;

/**
 * The 108-tile positions the labels are tested on, dealt from a chosen wall and played by the engine
 * move by move (the agents' tests reach theirs the same way). One shared wall: the hands are dealt, 13
 * tiles each, seat 0 first, and the draws come in order from the front; the opening ting is off.
 */
final class FoldPositions {
  /** Four hands: East's far from winning, South's ready on 1s once it discards 3s. */
  private static final List<String> HANDS = List.of(
      "1m 456m 2334567p 9p 9s",
      "234m 567m 234p 567p 1s",
      "8s 8s 9s 1p 1p 2m 3m 6s 6s 9p 9p 8m 8m",
      "8s 8s 9s 9s 5s 5s 4s 4s 2s 2s 3m 7m 7m");
  private static final String DRAWS = "2m 3s 2s 2s 9m 3s 1p 4s 9m 2m 3m 5s 9m 8p 4p 8m 6m";

  private FoldPositions() {}

  /** East (seat 0) to make its first discard: nobody has declared ting. */
  static Game dealt() {
    Suits108Rules rules = new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, Map.of("heavenly_ting", false),
        "rule parameter"));
    Game game = rules.deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, 4, HANDS, DRAWS, ""), Wind.EAST));
    assertThat(((TurnDecision) game.pending()).seat()).isEqualTo(Seat.S0);
    return game;
  }

  /**
   * The smallest position with a ting opponent and evidence after its ting: East draws 2m and discards
   * it; South declares ting with its discard of 3s (it waits on 1s alone); West discards 9p and North
   * 4s, neither won on; East draws 9m and is to move. East holds 1m, of which three copies are unseen,
   * and 9p, discarded after South's ting.
   */
  static Game ting() {
    Game game = dealt();
    play(game, Discard.of(tile("2m")));
    play(game, TingDiscard.of(tile("3s")));
    play(game, Discard.of(tile("9p")));
    play(game, Discard.of(tile("4s")));
    assertThat(((TurnDecision) game.pending()).seat()).isEqualTo(Seat.S0);
    return game;
  }

  /** The player to move makes {@code action}, and everybody asked about it passes. */
  private static void play(Game game, TurnAction action) {
    game.apply(action);
    if (game.pending() instanceof ClaimDecision decision) {
      Claim[] answers = new Claim[Seat.COUNT];
      for (ClaimOptions o : decision.asked()) {
        answers[o.seat().index()] = Pass.INSTANCE;
      }
      game.resolve(answers);
    }
  }

  private static Tile tile(String one) {
    return Tiles.parse(one).get(0);
  }
}
