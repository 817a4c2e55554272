package org.mjarena.agents.lookahead;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.FixedObservation;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.tile.Tile;

final class DistanceToWinTest {
  private static final DistanceToWin AGENT = new DistanceToWin(2, true, 0L);

  private static long mask(Tile... tiles) {
    long m = 0;
    for (Tile t : tiles) {
      m |= 1L << t.index();
    }
    return m;
  }

  /** My turn with every held tile discardable and no kong. */
  private static TurnDecision turn(Observation seen, long tingMask) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (seen.concealedCount(Tile.of(t)) > 0) {
        held |= 1L << t;
      }
    }
    return new TurnDecision(Seat.S0, Optional.empty(), false, held, 0, 0, Optional.of(() -> tingMask));
  }

  /** A discard by my left player (seat 3) that I may pung, kong or chow as given. */
  private static ClaimOptions offer(String tile, boolean canWin, boolean pung, boolean kong, int chowMask) {
    return new ClaimOptions(Seat.S0, Tile.parse(tile), Seat.S3, false, canWin, false, pung, kong, chowMask);
  }

  @Test
  void decideClaim_winsWhenItCan() {
    Observation seen = FixedObservation.of("123s 456s 789s 55m 1p");
    assertThat(AGENT.decideClaim(seen, offer("B1", true, false, false, 0))).isEqualTo(ClaimWin.INSTANCE);
  }

  @Test
  void decideClaim_pungsWhenItLowersTheDistance() {
    // 55m is a pair (distance 2); after the pung and throwing 1p or 9p the distance is 1.
    Observation seen = FixedObservation.of("123s 456s 789s 55m 19p");
    assertThat(AGENT.decideClaim(seen, offer("W5", false, true, false, 0))).isEqualTo(Pung.INSTANCE);
  }

  @Test
  void decideClaim_passesAPungThatDoesNotLowerTheDistance() {
    // 4556m already counts −2 (the run 45 closed by 6); punging the 5s leaves 4m, 6m: also −2.
    Observation seen = FixedObservation.of("4556m 123s 456s 789s");
    assertThat(AGENT.decideClaim(seen, offer("W5", false, true, false, 0))).isEqualTo(Pass.INSTANCE);
  }

  @Test
  void decideClaim_chowsWhenItLowersTheDistance() {
    // 1m and 3m are not adjacent; the chow 123m is a completed set.
    Observation seen = FixedObservation.of("13m 123s 456s 789s 19p");
    assertThat(AGENT.decideClaim(seen, offer("W2", false, false, false, 0b010))).isEqualTo(new Chow(Tile.W1));
  }

  @Test
  void decideClaim_kongsWhenTheDistanceDoesNotRise() {
    // The pung 555m counts −2 in hand and −2 as a kong, and the kong pays at once.
    Observation seen = FixedObservation.of("555m 123s 456s 789s 1p");
    assertThat(AGENT.decideClaim(seen, offer("W5", false, true, true, 0))).isEqualTo(ExposedKong.INSTANCE);
  }

  @Test
  void decideClaim_passesAKongThatRaisesTheDistance() {
    // 23334m reads 2, run 23 (−1), single 3, pair 33 (−1), 4 closes the run 23 (−1): −3. Konging the 3s
    // leaves 2m and 4m apart: −2 with the kong; punging them leaves the chow 234m but a tile must go.
    Observation seen = FixedObservation.of("23334m 123s 456s 78p");
    assertThat(AGENT.decideClaim(seen, offer("W3", false, true, true, 0))).isEqualTo(Pass.INSTANCE);
  }

  @Test
  void decideClaim_mcrPungsAnHonourPair() {
    // 77z is a pair (distance 2); after the pung of the white dragon and throwing 1p the distance is 1.
    Observation seen = FixedObservation.mcr("123s 456s 789s 77z 19p");
    assertThat(AGENT.decideClaim(seen, offer("J3", false, true, false, 0))).isEqualTo(Pung.INSTANCE);
  }

  /**
   * MCR: the pung of the red dragon lowers the weight (55z 234m 567p 678s 1m 9p reads 2, and 1 after the pung
   * and a discard), so the weight alone pungs; but it gives up a concealed hand one tile from 8 fan for a
   * ready one of 4, and {@code shanten-8fan}'s claim test refuses it (EightFanPositionsTest has the position):
   * the player passes.
   */
  @Test
  void decideClaim_mcrPassesAMeldTheEightFanTestRefuses() {
    Observation seen = FixedObservation.mcr("55z 234m 567p 678s 1m 9p");
    ClaimOptions pung = offer("J1", false, true, false, 0);
    assertThat(AGENT.claimByWeight(seen, pung)).isEqualTo(Pung.INSTANCE);
    assertThat(AGENT.decideClaim(seen, pung)).isEqualTo(Pass.INSTANCE);
  }

  @Test
  void decideClaim_mcrKongsAnHonourPung() {
    Observation seen = FixedObservation.mcr("555z 123s 456s 789s 1p");
    assertThat(AGENT.decideClaim(seen, offer("J1", false, true, true, 0))).isEqualTo(ExposedKong.INSTANCE);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void decideTurn_mcrThrowsTheLoneDragon(int depth) {
    Observation seen = FixedObservation.mcr("123s 456s 789s 11p 1m 5m 7z");
    assertThat(new DistanceToWin(depth, true, 0L).decideTurn(seen, turn(seen, 0))).isEqualTo(Discard.of(Tile.J3));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void decideTurn_mcrKeepsTheHonourPair(int depth) {
    Observation seen = FixedObservation.mcr("123s 456s 789s 11z 19p 5m");
    assertThat(new DistanceToWin(depth, true, 0L).decideTurn(seen, turn(seen, 0)))
        .isIn(Discard.of(Tile.B1), Discard.of(Tile.B9), Discard.of(Tile.W5));
  }

  @Test
  void decideTurn_winsWhenItCan() {
    Observation seen = FixedObservation.of("123s 456s 789s 555m 11p");
    TurnDecision d = new TurnDecision(Seat.S0, Optional.of(Tile.B1), true, mask(Tile.B1), 0, 0, Optional.empty());
    assertThat(AGENT.decideTurn(seen, d)).isEqualTo(SelfDrawnWin.INSTANCE);
  }

  @Test
  void decideTurn_concealedKongWhenTheDistanceDoesNotRise() {
    Observation seen = FixedObservation.of("5555m 123s 456s 789s 1p");
    TurnDecision d = new TurnDecision(Seat.S0, Optional.of(Tile.W5), false,
        mask(Tile.W5, Tile.T1, Tile.T2, Tile.T3, Tile.T4, Tile.T5, Tile.T6, Tile.T7, Tile.T8, Tile.T9, Tile.B1),
        mask(Tile.W5), 0, Optional.empty());
    assertThat(AGENT.decideTurn(seen, d)).isEqualTo(new ConcealedKong(Tile.W5));
  }

  @Test
  void decideTurn_addedKongOnlyWhenTheTileIsNotNeeded() {
    // Eleven concealed tiles and a pung of 5m: the drawn 5m is as useless as 1p, so it joins the pung.
    Observation loose = FixedObservation.withPung("5m 123s 456s 789s 1p", "W5");
    assertThat(AGENT.decideTurn(loose, ownTurn(loose, Tile.W5))).isEqualTo(new AddedKong(Tile.W5));
    // Here 5m makes the run 45m; throwing 9p is better than adding 5m to the pung.
    Observation needed = FixedObservation.withPung("45m 123s 456s 78s 9p", "W5");
    assertThat(AGENT.decideTurn(needed, ownTurn(needed, Tile.W5))).isEqualTo(Discard.of(Tile.B9));
  }

  /** My turn after drawing {@code drawn}, which I may add to my pung. */
  private static TurnDecision ownTurn(Observation seen, Tile drawn) {
    long held = turn(seen, 0).discardMask();
    return new TurnDecision(Seat.S0, Optional.of(drawn), false, held, 0, mask(drawn), Optional.empty());
  }

  @Test
  void decideTurn_declaresTingWhenTheChosenDiscardLeavesAReadyHand() {
    Observation seen = FixedObservation.of("123s 456s 789s 111p 5p 5m");
    assertThat(new DistanceToWin(1, true, 0L).decideTurn(seen, turn(seen, mask(Tile.W5, Tile.B5))))
        .isEqualTo(TingDiscard.of(Tile.B5));
    assertThat(new DistanceToWin(1, false, 0L).decideTurn(seen, turn(seen, mask(Tile.W5, Tile.B5))))
        .isEqualTo(Discard.of(Tile.B5));
    // A ready hand after another discard than the chosen one is not declared.
    assertThat(new DistanceToWin(1, true, 0L).decideTurn(seen, turn(seen, mask(Tile.T1))))
        .isEqualTo(Discard.of(Tile.B5));
  }

  @Test
  void decideOpening_declaresTingOnlyWithTheTingFlag() {
    OpeningDecision d = new OpeningDecision(List.of(Seat.S1));
    Observation seen = FixedObservation.of("123s 456s 789s 111p 5p");
    assertThat(new DistanceToWin(2, true, 0L).decideOpening(seen, d)).isEqualTo(DeclareTing.INSTANCE);
    assertThat(new DistanceToWin(2, false, 0L).decideOpening(seen, d)).isEqualTo(Pass.INSTANCE);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void decideTurn_sameGameSameDecisions(int depth) {
    AgentHarness harness = new AgentHarness().recording();
    List<String> first = null;
    for (int run = 0; run < 2; run++) {
      Agent[] agents = new Agent[4];
      for (int s = 0; s < 4; s++) {
        agents[s] = DistanceToWin.SPEC.factory(Map.of("depth", depth)).create(s + run * 10L);
      }
      harness.play(3, 5, agents);
      if (first == null) {
        first = harness.actions();
      } else {
        assertThat(harness.actions()).isEqualTo(first);
      }
    }
  }
}
