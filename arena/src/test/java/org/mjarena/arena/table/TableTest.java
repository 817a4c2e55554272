package org.mjarena.arena.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.agents.simple.Tsumogiri;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;
import org.junit.jupiter.api.Test;

final class TableTest {
  /** Throws on its own turn. */
  static final class Throwing implements Agent {
    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      throw new IllegalStateException("boom");
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      return options.defaultAction();
    }
  }

  /** Declares a self-drawn win it does not have. */
  static final class FalseWin implements Agent {
    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      return decision.canSelfDrawnWin() ? decision.defaultAction() : SelfDrawnWin.INSTANCE;
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      return options.defaultAction();
    }
  }

  /** Answers correctly, but too late for a 1 ms limit. */
  static final class Slow implements Agent {
    /** The turns it was asked about. */
    int turns;

    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      turns++;
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return decision.defaultAction();
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      return options.defaultAction();
    }
  }

  /** Plays the default actions, and notes how its game ended and whether it was closed. */
  static final class Watched implements Agent {
    /** The seat and outcome it was told of, in order. */
    final List<Object> told = new java.util.ArrayList<>();
    int closed;

    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      return decision.defaultAction();
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      return options.defaultAction();
    }

    @Override
    public void gameEnded(Seat seat, GameOutcome outcome) {
      told.add(seat);
      told.add(outcome);
    }

    @Override
    public void close() {
      closed++;
    }
  }

  private static GameOutcome play(Map<String, Object> rules, Agent dealer, long deal) {
    return play(Variant.SUITS_108, rules, dealer, deal);
  }

  private static GameOutcome play(Variant variant, Map<String, Object> rules, Agent dealer, long deal) {
    Rules r = Rulebook.rules(variant, rules);
    Agent[] agents = {dealer, new Tsumogiri(), new Tsumogiri(), new Tsumogiri()};
    Histogram[] times = new Histogram[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      times[s] = Table.newDecisionHistogram();
    }
    Game game = r.deal(Seeds.wall(7, deal));
    return new Table(List.of()).play(game, agents, times, new GameInfo(deal, 0, List.of("bad", "a", "b", "c")));
  }

  @Test
  void play_everyAgentToldItsSeatAndTheOutcome_thenClosedOnce() {
    Rules r = Rulebook.rules(Variant.SUITS_108, Map.of());
    Watched[] agents = {new Watched(), new Watched(), new Watched(), new Watched()};
    Histogram[] times = new Histogram[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      times[s] = Table.newDecisionHistogram();
    }
    GameOutcome outcome = new Table(List.of()).play(r.deal(Seeds.wall(7, 0)), agents, times,
        new GameInfo(0, 0, List.of("a", "b", "c", "d")));
    for (Seat s : Seat.all()) {
      assertThat(agents[s.index()].told).containsExactly(s, outcome);
      assertThat(agents[s.index()].closed).isEqualTo(1);
    }
  }

  @Test
  void play_agentThrows_penaltyEndsTheHand() {
    GameOutcome o = play(Map.of("heavenly_ting", false), new Throwing(), 1);
    assertThat(o.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(o.offender()).contains(Seat.S0);
    assertThat(o.points()).containsExactly(-30, 10, 10, 10);
    assertThat(Seat.all()).extracting(o::fallbacks).containsExactly(1, 0, 0, 0);
    assertThat(o.faults().get(0).reason()).contains("threw").contains("boom");
  }

  @Test
  void play_illegalAnswer_penaltyNamesTheAnswer() {
    GameOutcome record = play(Map.of("heavenly_ting", false), new FalseWin(), 2);
    assertThat(record.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(record.faults().get(0).reason()).contains(SelfDrawnWin.INSTANCE.toString()).contains("not legal");
  }

  @Test
  void play_mcrFalseWin_getsTheFalseWinSanction() {
    GameOutcome record = play(Variant.MCR, Map.of(), new FalseWin(), 5);
    assertThat(record.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(record.points()).containsExactly(-30, 10, 10, 10);
    assertThat(record.faults().get(0).reason()).contains(SelfDrawnWin.INSTANCE.toString()).contains("not legal");
  }

  @Test
  void play_agentThrows_defaultActionPlaysOn() {
    GameOutcome record = play(Map.of("on_error", "default-action"), new Throwing(), 3);
    assertThat(record.kind()).isNotEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(record.fallbacks(Seat.S0)).isGreaterThan(5);
    assertThat(record.points().stream().mapToInt(Integer::intValue).sum()).isZero();
  }

  /**
   * Only one decision in {@link Driver#SAMPLE_EVERY} is timed for the statistics; the limit is checked on
   * every one alike, so the verdict cannot depend on which were sampled. Several games, so that some of
   * the slow player's turns are sampled and some are not (the others' answers, late or not under a
   * loaded machine, play the same: a tsumogiri player's answer is the default action).
   */
  @Test
  void play_tooSlowUnderDefaultAction_everyLateAnswerIsAFaultSampledOrNot() {
    Rules r = Rulebook.rules(Variant.SUITS_108, Map.of("time_per_decision_ms", 1, "on_error", "default-action", "heavenly_ting", false));
    Slow slow = new Slow();
    Agent[] agents = {slow, new Tsumogiri(), new Tsumogiri(), new Tsumogiri()};
    Histogram[] times = new Histogram[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      times[s] = Table.newDecisionHistogram();
    }
    Table table = new Table(List.of());
    int slowFaults = 0;
    for (long deal = 0; deal < 6; deal++) {
      GameOutcome record = table.play(r.deal(Seeds.wall(7, deal)), agents, times, new GameInfo(deal, 0, List.of("slow", "a", "b", "c")));
      slowFaults += record.fallbacks(Seat.S0);
      assertThat(record.faults()).filteredOn(f -> f.seat() == Seat.S0).allSatisfy(f ->
          assertThat(f.isLateAtTable()).as(f.reason()).isTrue());
    }
    assertThat(times[0].getTotalCount()).as("turns of the slow player timed for the statistics")
        .isPositive().isLessThan(slow.turns);
    assertThat(slowFaults).isEqualTo(slow.turns);
  }

  @Test
  void play_tooSlow_countsAsAFault() {
    GameOutcome record = play(Map.of("time_per_decision_ms", 1, "heavenly_ting", false), new Slow(), 4);
    assertThat(record.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(record.faults().get(0).reason()).contains("over the limit of 1 ms");
    assertThat(record.faults().get(0).isLateAtTable()).isTrue();
  }
}
