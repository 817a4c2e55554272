package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.RandomPlayer;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Plays thousands of seeded games in which every decision is a uniformly random legal action of any
 * kind, and checks the invariants after every step.
 */
final class RandomGamesTest {
  private static final int GAMES = 3000;
  /** More steps than any hand can take: 108 draws, each with at most a few claims and kongs. */
  private static final int MAX_STEPS = 1000;

  @Test
  void randomGames_keepInvariants_defaultRules() {
    playMany(new Suits108Rules(), 1L);
  }

  @Test
  void randomGames_keepInvariants_alternativeRules() {
    playMany(new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, Map.of(
        "wall", "per-seat-blocks", "multiple_winners", false, "claims_on_last_discard", "all",
        "ting_auto_win", false, "robbable_kongs", "none"), "rule parameter")), 2L);
  }

  private static void playMany(Suits108Rules rules, long root) {
    int wins = 0;
    int multi = 0;
    for (int g = 0; g < GAMES; g++) {
      GameOutcome outcome = play(rules, root, g);
      if (outcome.kind() == GameOutcome.Kind.WIN) {
        wins++;
        multi += outcome.wins().size() > 1 ? 1 : 0;
      }
    }
    // Random play claims everything it can, so hands end by a win often; the test would hide a rule
    // that never lets anyone win.
    assertThat(wins).isGreaterThan(GAMES / 10);
    if (rules.multipleWinners) {
      assertThat(multi).isPositive();
    }
  }

  private static GameOutcome play(Suits108Rules rules, long root, int g) {
    Game game = rules.deal(Seeds.wall(root, g));
    UniformRandomProvider rng = Seeds.generator(Seeds.derive(root, 99, g));
    Player random = new RandomPlayer(rng);
    GameObserver checks = new GameObserver() {
      int steps;

      @Override
      public void beforeDecision(Seat seat, Observation seen, Decision d) {
        assertThat(steps++).as("game %d ends", g).isLessThan(MAX_STEPS);
        checkInvariants(game);
        if (d instanceof TurnDecision t) {
          List<TurnAction> legal = t.legal();
          assertThat(legal).isNotEmpty().doesNotHaveDuplicates();
          legal.forEach(a -> assertThat(t.isLegal(a)).isTrue());
          assertIllegalTurnRejected(game, t);
        } else if (d instanceof ClaimDecision c && c.asked().get(0).seat() == seat) {
          assertThat(c.asked()).isNotEmpty();
          Claim[] defaults = new Claim[Seat.COUNT];
          for (ClaimOptions o : c.asked()) {
            assertThat(o.legal()).isNotEmpty().doesNotHaveDuplicates();
            assertThat(o.legal().size()).isGreaterThan(o.mustWin() ? 0 : 1);
            defaults[o.seat().index()] = o.defaultAction();
          }
          assertIllegalClaimRejected(game, c, defaults);
        }
      }
    };
    GameOutcome outcome = new Driver(List.of(checks)).play(game, new Player[] {random, random, random, random});
    checkInvariants(game);
    return outcome;
  }

  private static void checkInvariants(Game game) {
    assertThat(game.tileTotal()).as("tiles accounted for").isEqualTo(108);
    int sum = 0;
    for (Seat s : Seat.all()) {
      sum += game.points(s);
    }
    assertThat(sum).as("points sum").isZero();
    if (game.isOver()) {
      GameOutcome o = game.outcome();
      assertThat(o.points().stream().mapToInt(Integer::intValue).sum()).isZero();
    }
  }

  /** An answer that is not among a player's legal claims is refused, and the game does not move. */
  private static void assertIllegalClaimRejected(Game game, ClaimDecision c, Claim[] claims) {
    ClaimOptions o = c.asked().get(0);
    Claim illegal = !o.canPung() ? Pung.INSTANCE : !o.canWin() ? ClaimWin.INSTANCE : ExposedKong.INSTANCE;
    if (o.isLegal(illegal)) {
      return;
    }
    Claim[] bad = claims.clone();
    bad[o.seat().index()] = illegal;
    int wall = game.observation(o.seat()).wallRemaining();
    assertThatThrownBy(() -> game.resolve(bad)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> game.apply(Discard.of(c.tile()))).isInstanceOf(IllegalStateException.class);
    assertThat(game.pending()).isSameAs(c);
    assertThat(game.observation(o.seat()).wallRemaining()).isEqualTo(wall);
  }

  /** A discard of a tile the player does not hold, and a claim, are refused without changing the game. */
  private static void assertIllegalTurnRejected(Game game, TurnDecision t) {
    for (Tile tile : Tile.all().subList(0, Tile.NUMBERED_KINDS)) {
      if (!t.canDiscard(tile)) {
        assertThatThrownBy(() -> game.apply(Discard.of(tile))).isInstanceOf(IllegalArgumentException.class);
        break;
      }
    }
    assertThatThrownBy(() -> game.resolve(new Claim[] {ClaimWin.INSTANCE, ClaimWin.INSTANCE, ClaimWin.INSTANCE,
        ClaimWin.INSTANCE})).isInstanceOf(IllegalStateException.class);
    assertThat(game.pending()).isSameAs(t);
  }
}
