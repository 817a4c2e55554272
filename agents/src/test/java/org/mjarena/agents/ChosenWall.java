package org.mjarena.agents;

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
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.suits108.Suits108Rules;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.WallOrders;

/**
 * Positions for agent tests, reached the only honest way: a game dealt from a chosen wall and played
 * by the engine, move by move, to the decision under test. The agent then gets the engine's own
 * observation and decision. Hands and tiles are written in the compact notation ({@code "123m 45p"});
 * seat 0 deals and plays first.
 */
public final class ChosenWall {
  private ChosenWall() {}

  /**
   * A 108-tile game on one shared wall: the four hands are dealt (13 tiles each, seat 0 first), the
   * draws come in order from the front. The opening ting (天听) is off, so play starts at once.
   */
  public static Game suits108(List<String> hands, String draws) {
    Suits108Rules rules = new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, Map.of("heavenly_ting", false),
        "rule parameter"));
    return rules.deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, 4, hands, draws, ""), Wind.EAST));
  }

  /**
   * An MCR game on Botzone's duplicate wall, prevalent wind {@code prevalent}: seat s is dealt
   * {@code hands.get(s)} and then draws {@code draws.get(s)} in order.
   */
  public static Game mcr(Wind prevalent, List<String> hands, List<String> draws) {
    McrRules rules = new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("wall", "botzone-duplicate"), "rule parameter"));
    return rules.deal(DealSetup.of(WallOrders.perSeatBlocks(Tile.KINDS, 4, hands, draws), prevalent));
  }

  /** The one tile written, e.g. {@code "5p"}. */
  public static Tile tile(String one) {
    List<Tile> tiles = Tiles.parse(one);
    assertThat(tiles).hasSize(1);
    return tiles.get(0);
  }

  /** The pending turn, which must be {@code seat}'s. */
  public static TurnDecision turn(Game game, Seat seat) {
    assertThat(game.pending()).isInstanceOf(TurnDecision.class);
    TurnDecision turn = (TurnDecision) game.pending();
    assertThat(turn.seat()).isEqualTo(seat);
    return turn;
  }

  /** What {@code seat} is asked about the tile on offer. */
  public static ClaimOptions asked(Game game, Seat seat) {
    assertThat(game.pending()).isInstanceOf(ClaimDecision.class);
    return ((ClaimDecision) game.pending()).options(seat).orElseThrow();
  }

  /** The player to move discards {@code tile}, and everybody asked about it passes. */
  public static void discard(Game game, String tile) {
    game.apply(Discard.of(tile(tile)));
    if (game.pending() instanceof ClaimDecision) {
      claim(game, Seat.S0, Pass.INSTANCE);
    }
  }

  /** The players to move discard {@code tiles} in turn, and every discard goes unclaimed. */
  public static void discards(Game game, String... tiles) {
    for (String t : tiles) {
      discard(game, t);
    }
  }

  /** Answers the pending claim decision: {@code seat} makes {@code claim}, every other player asked passes. */
  public static void claim(Game game, Seat seat, Claim claim) {
    ClaimDecision decision = (ClaimDecision) game.pending();
    Claim[] answers = new Claim[Seat.COUNT];
    for (ClaimOptions o : decision.asked()) {
      answers[o.seat().index()] = o.seat() == seat ? claim : Pass.INSTANCE;
    }
    game.resolve(answers);
  }
}
