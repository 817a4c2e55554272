package org.mjarena.agents;

import org.mjarena.agents.registry.AgentRegistry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.GameOutcome;

/**
 * Seeded 108-tile hands between mixed agents, straight against the engine: every answer must be
 * legal (the harness checks each one) and every hand must end with points that sum to zero.
 */
final class AgentGamesTest {
  /** One seat of a lineup: a registry id and parameter values. */
  private record Entry(String id, Map<String, Object> params) {
    static Entry of(String id) {
      return new Entry(id, Map.of());
    }

    static Entry distance(int depth) {
      return new Entry("distance-to-win", Map.of("depth", depth));
    }
  }

  /** Plays {@code deals} hands of a lineup and returns how many ended in a draw (流局). */
  private static int play(long root, int deals, List<Entry> lineup) {
    return play(root, deals, lineup, new TreeSet<>());
  }

  /**
   * Plays {@code deals} games of a lineup, adds the kinds of action taken to {@code kinds} (the
   * {@link org.mjarena.engine.action.ActionKind} names), and returns how many games ended in a draw (流局).
   */
  private static int play(long root, int deals, List<Entry> lineup, Set<String> kinds) {
    AgentHarness harness = new AgentHarness().recording();
    List<AgentFactory> factories = lineup.stream().map(e -> AgentRegistry.byId(e.id()).factory(e.params())).toList();
    int[] draws = {0};
    harness.playDeals(root, deals, factories, (outcome, deal) -> {
      for (String action : harness.actions()) {
        kinds.add(action.split(" ")[1]);
      }
      draws[0] += outcome.kind() == GameOutcome.Kind.DRAW ? 1 : 0;
    });
    return draws[0];
  }

  @Test
  void play_mixedLineupsAnswerLegallyAndEveryHandEnds() {
    play(21, 300, List.of(Entry.distance(0), Entry.of("random"), Entry.distance(1), Entry.of("default-order")));
    play(22, 200, List.of(Entry.of("tsumogiri"), Entry.distance(1), Entry.of("default-order"), Entry.distance(1)));
    play(23, 100, List.of(Entry.distance(2), Entry.of("random"), Entry.distance(0), Entry.of("tsumogiri")));
  }

  @Test
  void play_distanceToWinDrawsFewerHandsThanDefaultOrder() {
    // Paper 003 section 4 compares the draw rate of four identical players: lower is the smarter play.
    Set<String> kinds = new TreeSet<>();
    int distance = play(31, 200, List.of(Entry.distance(1), Entry.distance(1), Entry.distance(1), Entry.distance(1)),
        kinds);
    int defaultOrder = play(31, 200, List.of(Entry.of("default-order"), Entry.of("default-order"),
        Entry.of("default-order"), Entry.of("default-order")));
    assertThat(distance).isLessThan(defaultOrder);
    // Every kind of action the distance-to-win player can take shows up in those hands.
    assertThat(kinds).contains("DISCARD", "CHOW", "PUNG", "ADDED_KONG", "PASS", "TING_DISCARD")
        .containsAnyOf("CONCEALED_KONG", "EXPOSED_KONG").containsAnyOf("SELF_DRAWN_WIN", "CLAIM_WIN");
  }
}
