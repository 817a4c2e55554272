package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;
import static org.mjarena.agents.ChosenWall.discard;
import static org.mjarena.agents.ChosenWall.tile;
import static org.mjarena.agents.ChosenWall.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.ChosenWall;
import org.mjarena.agents.Position;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Fanfou_mc's Algorithm 3 on a chosen position, its readiness model for MCR, and its determinism.
 *
 * <p>The position (108 tiles): South declares ting on its first discard (it waits on 1s, which the
 * samples do not know); West and North then discard every 8s and three 9s. East holds a lone 1m, its
 * first choice by Table 1, of which nothing is in sight, and a 9s beside 7s, whose every other copy and
 * every 8s are in the rivers: no hand South can hold waits on it.
 */
final class FanfouMcTest {
  private static final long SEED = 7;

  private static Game position(boolean southTing) {
    Game game = ChosenWall.suits108(List.of(
        "1m 456m 2334567p 7s 9s",
        "234m 567m 234p 567p 1s",
        "8s 8s 9s 1p 1p 2m 3m 6s 6s 9p 9p 8m 8m",
        "8s 8s 9s 9s 5s 5s 4s 4s 2s 2s 3m 7m 7m"),
        "2m 3s 2s 2s 9m 3s 1p 4s 9m 2m 3m 5s 9m 8p 4p 8m 6m");
    discard(game, "2m");
    if (southTing) {
      game.apply(TingDiscard.of(tile("3s")));
      if (game.pending() instanceof ClaimDecision) {
        ChosenWall.claim(game, Seat.S0, Pass.INSTANCE);
      }
    } else {
      discard(game, "3s");
    }
    ChosenWall.discards(game, "8s", "8s", "9m", "3s", "8s", "8s", "9m", "2m", "9s", "9s", "9m", "8p", "4p", "9s");
    return game;
  }

  private static Fanfou mc(int readyHands) {
    return new Fanfou(SEED, new DealIns(readyHands, 1_000_000, Readiness.DEFAULT_THRESHOLD,
        Seeds.generator(Seeds.derive(SEED, 1))));
  }

  @Test
  void position_isAsDescribed() {
    Game game = position(true);
    Observation seen = game.observation(Seat.S0);
    turn(game, Seat.S0);
    assertThat(seen.isTing(Seat.S1)).isTrue();
    int[] unseen = seen.unseen();
    assertThat(unseen[tile("9s").index()]).isZero();
    assertThat(unseen[tile("8s").index()]).isZero();
    assertThat(unseen[tile("1m").index()]).isEqualTo(3);
    assertThat(seen.concealedCount(tile("1m"))).isEqualTo(1);
  }

  @Test
  void decideTurn_noOpponentReady_discardsAsFanfouOp() {
    Game game = position(false);
    TurnDecision turn = turn(game, Seat.S0);
    Observation seen = game.observation(Seat.S0);
    Agent op = new Fanfou(Version.OP, SEED);
    assertThat(op.decideTurn(seen, turn)).isEqualTo(Discard.of(tile("1m")));
    assertThat(mc(10).decideTurn(seen, turn)).isEqualTo(Discard.of(tile("1m")));
  }

  @Test
  void decideTurn_opponentTing_steersAwayFromDangerousTile() {
    Game game = position(true);
    TurnDecision turn = turn(game, Seat.S0);
    Observation seen = game.observation(Seat.S0);
    assertThat(new Fanfou(Version.OP, SEED).decideTurn(seen, turn)).isEqualTo(Discard.of(tile("1m")));

    DealIns dealIns = new DealIns(200, 1_000_000, Readiness.DEFAULT_THRESHOLD, Seeds.generator(3));
    Position p = new Position();
    p.load(seen);
    int chosen = dealIns.choose(seen, p, turn.discardMask(), new Discards(Version.OP, Seeds.generator(SEED)));
    assertThat(dealIns.dealIns(tile("1m").index())).as("deal-ins of 1m").isPositive();
    assertThat(dealIns.dealIns(tile("9s").index())).as("deal-ins of 9s").isZero();
    assertThat(chosen).isEqualTo(tile("9s").index());
    assertThat(mc(200).decideTurn(seen, turn)).isEqualTo(Discard.of(tile("9s")));
  }

  @Test
  void decideTurn_sameSeedSameObservation_sameDecision() {
    Game game = position(true);
    TurnDecision turn = turn(game, Seat.S0);
    Observation seen = game.observation(Seat.S0);
    List<String> first = new ArrayList<>();
    List<String> second = new ArrayList<>();
    for (long seed = 0; seed < 20; seed++) {
      first.add(AgentRegistry.byId("fanfou-mc").factory(Map.of("ready_hands", 2)).create(seed).decideTurn(seen, turn)
          .toString());
      second.add(AgentRegistry.byId("fanfou-mc").factory(Map.of("ready_hands", 2)).create(seed).decideTurn(seen, turn)
          .toString());
    }
    assertThat(first).isEqualTo(second);
    assertThat(first).as("two ready hands per opponent leave the choice to chance").hasSizeGreaterThan(0)
        .matches(l -> l.stream().distinct().count() > 1);
  }

  @Test
  void dealIns_samplesStopAtTheCap() {
    Game game = position(true);
    TurnDecision turn = turn(game, Seat.S0);
    Observation seen = game.observation(Seat.S0);
    DealIns dealIns = new DealIns(1_000, 50, Readiness.DEFAULT_THRESHOLD, Seeds.generator(3));
    Position p = new Position();
    p.load(seen);
    dealIns.choose(seen, p, turn.discardMask(), new Discards(Version.OP, Seeds.generator(SEED)));
    assertThat(dealIns.samples()).isEqualTo(50);
  }

  // ---------------------------------------------------------------- the MCR readiness model

  @Test
  void score_isTheThesisFormula() {
    List<RiverTile> river = new ArrayList<>();
    assertThat(Readiness.score(river)).isEqualTo(5.45);
    // Turns 1-15: changes at turns 1, 2 (x1 = 2), 5 (x2 = 1), 7, 8, 9 (x3 = 3), 12 (x4 = 1), 13, 15 (x5 = 2).
    boolean[] changed = {true, true, false, false, true, false, true, true, true, false, false, true, true, false, true};
    for (boolean c : changed) {
      river.add(new RiverTile(Tile.of(0), !c, false));
    }
    assertThat(Readiness.score(river)).isCloseTo(0.07 * 2 + 0.73 + 1.73 * 3 + 1.68 + 1.74 * 2 + 5.45,
        offset(1e-9));
  }

  @Test
  void isReady_mcrByScore_108ByTing() {
    Game mcr = ChosenWall.mcr(Wind.EAST, List.of(
        "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p",
        "1s 2s 3s 4s 5s 6s 7s 8s 9s 1z 2z 3z 4z",
        "5p 6p 7p 8p 9p 5z 6z 7z 1z 2z 3z 4z 9s",
        "1m 2m 3m 4m 5m 6m 7m 8m 9m 1s 2s 3s 4s"),
        List.of("9p", "5z", "1z", "6z"));
    discard(mcr, "9p");
    discard(mcr, "1z");
    Observation seen = mcr.observation(Seat.S2);
    DealIns strict = new DealIns(10, 100, 7.0, Seeds.generator(1));
    DealIns lax = new DealIns(10, 100, 5.0, Seeds.generator(1));
    // South changed one tile in its first turn: T = 5.45 + 0.07.
    assertThat(Readiness.score(seen.river(Seat.S1))).isCloseTo(5.52, offset(1e-9));
    assertThat(strict.isReady(seen, Seat.S1)).isFalse();
    assertThat(lax.isReady(seen, Seat.S1)).isTrue();
    assertThat(lax.isReady(seen, Seat.S3)).as("no discard yet: T = 5.45").isTrue();

    Observation tingSeen = position(true).observation(Seat.S0);
    assertThat(lax.isReady(tingSeen, Seat.S1)).isTrue();
    assertThat(lax.isReady(tingSeen, Seat.S2)).as("108: only a declared ting counts").isFalse();
  }
}
