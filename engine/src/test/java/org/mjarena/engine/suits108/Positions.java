package org.mjarena.engine.suits108;

import org.mjarena.engine.Wind;
import org.mjarena.engine.DealSetup;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.WallOrders;

/**
 * Deals the small positions the rule tests start from, and steps through the parts of a hand a test
 * is not about. Hands and tiles are written in the compact notation ({@code "123m 456s 789p"}).
 */
final class Positions {
  private Positions() {}

  /** The rules with the given parameters changed, as name, value pairs. */
  static Suits108Rules rules(Object... nameValue) {
    Map<String, Object> overrides = new LinkedHashMap<>();
    for (int i = 0; i < nameValue.length; i += 2) {
      overrides.put((String) nameValue[i], nameValue[i + 1]);
    }
    return new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, overrides, "rule parameter"));
  }

  /**
   * A shared-wall hand that deals the four hands (13 tiles each, East first), then gives the draws in
   * order (East's first draw is the first of them) and the kong replacements in order from the back.
   */
  static Game deal(Suits108Rules rules, String east, String south, String west, String north, String draws,
      String replacements) {
    return rules.deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, Suits108Rules.COPIES,
        List.of(east, south, west, north), draws, replacements), Wind.EAST));
  }

  /**
   * A per-seat-blocks hand ({@code rules} must have {@code wall: per-seat-blocks}) that deals the four
   * hands (13 tiles each, East first) and gives each seat its own draws in order, replacements included
   * (East's first draw is the first of its own).
   */
  static Game dealBlocks(Suits108Rules rules, List<String> hands, List<String> draws) {
    return rules.deal(DealSetup.of(WallOrders.perSeatBlocks(Tile.NUMBERED_KINDS, Suits108Rules.COPIES, hands, draws),
        Wind.EAST));
  }

  /** The one tile written, e.g. {@code "5p"}. */
  static Tile tile(String one) {
    List<Tile> tiles = Tiles.parse(one);
    assertThat(tiles).hasSize(1);
    return tiles.get(0);
  }

  /** The pending turn, which must be {@code seat}'s. */
  static TurnDecision turn(Game game, Seat seat) {
    assertThat(game.pending()).isInstanceOf(TurnDecision.class);
    TurnDecision turn = (TurnDecision) game.pending();
    assertThat(turn.seat()).isEqualTo(seat);
    return turn;
  }

  /** The pending claim decision. */
  static ClaimDecision claims(Game game) {
    assertThat(game.pending()).isInstanceOf(ClaimDecision.class);
    return (ClaimDecision) game.pending();
  }

  /** What {@code seat} is asked about the tile on offer, if a claim decision is pending and it is asked. */
  static Optional<ClaimOptions> asked(Game game, Seat seat) {
    return game.pending() instanceof ClaimDecision c ? c.options(seat) : Optional.empty();
  }

  /** The player to move discards {@code tile}. */
  static void discard(Game game, String tile) {
    game.apply(Discard.of(tile(tile)));
  }

  /** Answers the pending claim decision: {@code seat} makes {@code claim}, every other player asked passes. */
  static void answer(Game game, Seat seat, Claim claim) {
    answer(game, Map.of(seat, claim));
  }

  /** Answers the pending claim decision with the given claims; every other player asked passes. */
  static void answer(Game game, Map<Seat, Claim> bySeat) {
    ClaimDecision decision = claims(game);
    Claim[] answers = new Claim[Seat.COUNT];
    for (ClaimOptions o : decision.asked()) {
      answers[o.seat().index()] = bySeat.getOrDefault(o.seat(), Pass.INSTANCE);
    }
    game.resolve(answers);
  }

  /** Lets the pending discard go by, if anybody was asked about it. */
  static void passIfAsked(Game game) {
    if (game.pending() instanceof ClaimDecision) {
      answer(game, Map.of());
    }
  }

  /** Discards {@code tile}, and every player asked lets it go. */
  static void discardAndPass(Game game, String tile) {
    discard(game, tile);
    passIfAsked(game);
  }

  /** The quiet turn of a player a test is not about: it discards what it drew, and nobody claims it. */
  static void discardDrawn(Game game) {
    assertThat(game.pending()).isInstanceOf(TurnDecision.class);
    TurnDecision turn = (TurnDecision) game.pending();
    game.apply(Discard.of(turn.drawn().orElseThrow()));
    passIfAsked(game);
  }

  /** Plays quiet turns until the wall is empty: the player who drew the last tile is then to move. */
  static void playToLastTile(Game game) {
    while (game.observation(Seat.S0).wallRemaining() > 0) {
      discardDrawn(game);
    }
  }

  /** The points of the four seats, East first. */
  static int[] points(Game game) {
    int[] points = new int[Seat.COUNT];
    for (Seat s : Seat.all()) {
      points[s.index()] = game.points(s);
    }
    return points;
  }
}
