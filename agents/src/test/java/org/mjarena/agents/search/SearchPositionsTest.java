package org.mjarena.agents.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.asked;
import static org.mjarena.agents.ChosenWall.claim;
import static org.mjarena.agents.ChosenWall.tile;
import static org.mjarena.agents.ChosenWall.turn;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.ChosenWall;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;

/**
 * Hand-built positions, reached by playing a game dealt from a chosen wall ({@link ChosenWall}: MCR on
 * Botzone's duplicate wall, each seat drawing its own tiles), where the search must answer what a
 * mahjong player would. Each is asked of several agent seeds: the answer must not hang on one draw of
 * worlds.
 */
final class SearchPositionsTest {
  private static final int SEEDS = 5;

  private static SearchAgent search(long seed) {
    return (SearchAgent) AgentRegistry.byId("search").factory(Map.of()).create(seed);
  }

  /** Every one of the {@link #SEEDS} agent seeds passes on {@code options}. */
  private static void passesForEverySeed(Observation seen, ClaimOptions options) {
    for (long seed = 0; seed < SEEDS; seed++) {
      assertThat(search(seed).decideClaim(seen, options)).as("seed %d", seed).isEqualTo(Pass.INSTANCE);
    }
  }

  /**
   * Seat 1 holds 11m 55m 99p 22s 77s 34p 8s 1z: five pairs, one tile from seven pairs (七对, 24 fan), its
   * only way to 8 fan. Seat 0 discards 2p. The chow 234p completes a set and lowers the basic-form
   * distance from 3 to 2, but an open hand cannot be seven pairs, and the pairs left (no pung, no
   * suit) score nothing near 8 fan: a player passes.
   */
  @Test
  void decideClaim_declinesAChowThatBreaksItsOnlyEightFanRoute() {
    Game game = ChosenWall.mcr(Wind.EAST, List.of(
        "2p 4m 2z 3z 4z 6z 7z 1s 9s 1p 9p 5m 6m",
        "1m 1m 5m 5m 9p 9p 2s 2s 7s 7s 3p 4p 8s",
        "3m 3m 6p 6p 7p 7p 2s 3s 3s 4s 4s 5s 6s",
        "4m 4m 6m 6m 7m 8m 9m 1p 2p 3p 4s 6s 8m"), List.of("7m", "", "", ""));
    game.apply(Discard.of(tile("2p")));
    ClaimOptions options = asked(game, Seat.S1);
    Chow chow = new Chow(tile("2p"));
    assertThat(options.isLegal(chow)).isTrue();
    Observation seen = game.observation(Seat.S1);
    int[] after = seen.concealed();
    after[tile("3p").index()]--;
    after[tile("4p").index()]--;
    after[tile("8s").index()]--;
    assertThat(WinDistanceCalculator.basic(seen.concealed(), 0)).isEqualTo(3);
    assertThat(WinDistanceCalculator.basic(after, 1)).isEqualTo(2);
    passesForEverySeed(seen, options);
  }

  /**
   * Seat 1 holds 11m 55m 99p 22s 77s 33p 8s: six pairs, ready for seven pairs (七对, 24 fan) on 8s. Seat
   * 0 discards 5m. The pung would open the hand, which then cannot be seven pairs, and leave four pairs
   * and a single, nowhere near 8 fan: a player keeps its ready 24-fan hand and passes.
   */
  @Test
  void decideClaim_declinesAPungThatBreaksAReadySevenPairs() {
    Game game = ChosenWall.mcr(Wind.EAST, List.of(
        "5m 4m 2z 3z 4z 6z 7z 1s 9s 1p 9p 6m 7m",
        "1m 1m 5m 5m 9p 9p 2s 2s 7s 7s 3p 3p 8s",
        "3m 3m 6p 6p 7p 7p 2s 3s 3s 4s 4s 5s 6s",
        "4m 4m 6m 6m 7m 8m 9m 1p 2p 4p 4s 6s 8m"), List.of("7m", "", "", ""));
    game.apply(Discard.of(tile("5m")));
    ClaimOptions options = asked(game, Seat.S1);
    assertThat(options.isLegal(Pung.INSTANCE)).isTrue();
    Observation seen = game.observation(Seat.S1);
    assertThat(WinDistanceCalculator.all(seen.concealed(), 0).of(WinDistanceForm.SEVEN_PAIRS)).isZero();
    passesForEverySeed(seen, options);
  }

  /**
   * 108 tiles. Seat 2 has punged 1s, 2s, 4s and 6s and declared ting on its one concealed tile: a flush
   * of pungs, waiting on a bamboo. Seat 3 holds 147m 147p 25m 25p 6m 3s 8s and draws 7m, two tiles from
   * ready at best: a player does not throw a bamboo into that ting; the search keeps off the suit.
   */
  @Test
  void decideTurn_farFromReady_keepsOffATingFlushsSuit() {
    Game game = ChosenWall.suits108(List.of(
        "1s 2s 4s 6s 1m 3m 5m 7m 1p 3p 5p 7p 8m",
        "2m 4m 6m 8m 2p 4p 6p 8p 9s 9s 5m 5p 1p",
        "1s 1s 2s 2s 4s 4s 6s 6s 3s 9m 9m 9p 9p",
        "1m 4m 7m 1p 4p 7p 3s 8s 2m 5m 2p 5p 6m"), "2m 4m 6m 8m 2p 4p 6p 7m");
    String[] fed = {"1s", "2s", "4s", "6s"};
    String[] thrown = {"9m", "9m", "9p"};
    String[] drawn = {"4m", "8m", "4p"};
    for (int round = 0; round < fed.length; round++) {
      game.apply(Discard.of(tile(fed[round])));
      claim(game, Seat.S2, Pung.INSTANCE);
      if (round < thrown.length) {
        ChosenWall.discards(game, thrown[round], drawn[round]);
      }
    }
    game.apply(TingDiscard.of(tile("9p")));
    if (game.pending() instanceof org.mjarena.engine.ClaimDecision) {
      claim(game, Seat.S0, Pass.INSTANCE);
    }
    TurnDecision decision = turn(game, Seat.S3);
    Observation seen = game.observation(Seat.S3);
    assertThat(seen.isTing(Seat.S2)).isTrue();
    assertThat(seen.melds(Seat.S2)).hasSize(4);
    assertThat(WinDistanceCalculator.basic(seen.concealed(), 0)).isEqualTo(2);
    for (long seed = 0; seed < SEEDS; seed++) {
      TurnAction answer = search(seed).decideTurn(seen, decision);
      assertThat(((Discard) answer).tile().suit()).as("seed %d: %s", seed, answer).isNotEqualTo(tile("3s").suit());
    }
  }
}
