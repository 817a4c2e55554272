package org.mjarena.agents.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * The search agent in whole games: never an illegal answer, never a throw (the harness fails the test on
 * either), the same answers from the same seed, and every sampled world true to the observation it was
 * sampled from.
 */
final class SearchGamesTest {
  /** Games per variant with a cheap search (two worlds): thousands of decisions, a few seconds. */
  private static final int CHEAP_GAMES = 400;
  /** Games per variant with the default search, four search agents each. */
  private static final int DEFAULT_GAMES = 6;

  private static final Map<String, Object> CHEAP = Map.of("worlds", 2, "min_worlds", 1, "candidates", 2);

  private static AgentHarness harness(Variant variant) {
    return new AgentHarness(Rulebook.rules(variant, Map.of()));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void cheapSearch_thousandGames_neverIllegal(Variant variant) {
    AgentFactory search = AgentRegistry.byId("search").factory(CHEAP);
    AgentFactory other = AgentRegistry.byId("fanfou-op").factory(Map.of());
    AgentHarness harness = harness(variant);
    int[] games = {0};
    // The search agent takes each seat in turn; its three opponents are fanfou-op.
    for (int seat = 0; seat < Seat.COUNT; seat++) {
      List<AgentFactory> lineup = new ArrayList<>(List.of(other, other, other, other));
      lineup.set(seat, search);
      harness.playDeals(100 + seat, CHEAP_GAMES / Seat.COUNT, lineup, (outcome, deal) -> games[0]++);
    }
    assertThat(games[0]).isEqualTo(CHEAP_GAMES);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void defaultSearch_sameSeedSameGames_andEveryWorldTrueToItsObservation(Variant variant) {
    AgentHarness harness = harness(variant).recording();
    List<List<String>> first = new ArrayList<>();
    int[] worlds = {0};
    for (int deal = 0; deal < DEFAULT_GAMES; deal++) {
      harness.play(7, deal, agents(deal, (seen, world) -> {
        assertThat(world.observation(seen.me())).isEqualTo(seen);
        worlds[0]++;
      }));
      first.add(List.copyOf(harness.actions()));
    }
    assertThat(worlds[0]).isGreaterThan(100 * DEFAULT_GAMES);
    for (int deal = 0; deal < DEFAULT_GAMES; deal++) {
      harness.play(7, deal, agents(deal, (seen, world) -> { }));
      assertThat(harness.actions()).as("deal %d replayed", deal).isEqualTo(first.get(deal));
    }
  }

  private static Agent[] agents(int deal, java.util.function.BiConsumer<org.mjarena.engine.Observation,
      org.mjarena.engine.Game> watcher) {
    Agent[] agents = new Agent[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      SearchAgent agent = (SearchAgent) AgentRegistry.byId("search").factory(Map.of()).create(Seeds.derive(7, Seeds.AGENT, deal, s));
      agent.evaluation().watch(watcher);
      agents[s] = agent;
    }
    return agents;
  }
}
