package org.mjarena.agents;

import org.mjarena.agents.registry.AgentRegistry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.mcr.McrRules;

/**
 * Seeded Chinese Official Mahjong hands between the baseline agents, straight against the engine:
 * every answer must be legal (the harness checks each one), every hand must end with points that sum
 * to zero, and the same seeds must give the same hands, action by action.
 */
final class McrAgentGamesTest {
  private static final Map<String, Object> NONE = Map.of();

  /** One seat of a lineup: a registry id and parameter values. */
  private record Entry(String id, Map<String, Object> params) {
    static Entry of(String id) {
      return new Entry(id, NONE);
    }

    static Entry distance(int depth) {
      return new Entry("distance-to-win", Map.of("depth", depth));
    }
  }

  /** The outcome of a run of hands: every action of every hand, and how many hands were won. */
  private record Run(List<String> actions, int wins) {}

  /** Plays {@code deals} MCR hands of a lineup, with agent seeds derived from {@code root}. */
  private static Run play(long root, int deals, List<Entry> lineup) {
    AgentHarness harness = new AgentHarness(new McrRules()).recording();
    List<AgentFactory> factories = lineup.stream().map(e -> AgentRegistry.byId(e.id()).factory(e.params())).toList();
    List<String> actions = new ArrayList<>();
    int[] wins = {0};
    harness.playDeals(root, deals, factories, (outcome, deal) -> {
      actions.add("deal " + deal + " " + outcome.kind());
      actions.addAll(harness.actions());
      wins[0] += outcome.kind() == GameOutcome.Kind.DRAW ? 0 : 1;
    });
    return new Run(actions, wins[0]);
  }

  @ParameterizedTest
  @ValueSource(strings = {"random", "tsumogiri", "default-order"})
  void play_fourSimpleAgentsAnswerLegallyAndEveryHandEnds(String id) {
    play(41, 200, List.of(Entry.of(id), Entry.of(id), Entry.of(id), Entry.of(id)));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void play_fourDistancePlayersAnswerLegallyAndWin(int depth) {
    Run run = play(42, depth == 2 ? 100 : 200,
        List.of(Entry.distance(depth), Entry.distance(depth), Entry.distance(depth), Entry.distance(depth)));
    assertThat(run.wins()).as("hands won").isPositive();
  }

  @Test
  void play_mixedLineupsAnswerLegallyAndEveryHandEnds() {
    play(43, 200, List.of(Entry.distance(0), Entry.of("random"), Entry.distance(1), Entry.of("default-order")));
    play(44, 150, List.of(Entry.of("tsumogiri"), Entry.distance(1), Entry.of("default-order"), Entry.distance(2)));
    play(45, 150, List.of(Entry.of("random"), Entry.of("tsumogiri"), Entry.distance(1), Entry.of("random")));
  }

  @Test
  void play_honoursAreDiscardedAndClaimed() {
    List<String> actions = play(46, 100, List.of(Entry.of("default-order"), Entry.distance(1),
        Entry.of("default-order"), Entry.distance(1))).actions();
    // Winds (F) and dragons (J) are discarded, and some discard is punged.
    assertThat(actions).anyMatch(a -> a.contains("DISCARD F")).anyMatch(a -> a.contains("DISCARD J"))
        .anyMatch(a -> a.endsWith(" PUNG"));
  }

  @Test
  void play_sameSeedsSameHands() {
    List<Entry> lineup = List.of(Entry.of("random"), Entry.distance(2), Entry.of("default-order"), Entry.distance(1));
    assertThat(play(47, 20, lineup)).isEqualTo(play(47, 20, lineup));
    assertThat(play(48, 20, List.of(Entry.of("random"), Entry.of("random"), Entry.of("tsumogiri"),
        Entry.distance(0)))).isEqualTo(play(48, 20, List.of(Entry.of("random"), Entry.of("random"),
        Entry.of("tsumogiri"), Entry.distance(0))));
  }
}
