package org.mjarena.agents.search;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * A manual measurement, not a test: plays games of four search agents and prints games per second,
 * worlds and rollouts per searched decision, and how often the search answered other than its prior.
 * {@code mvn -pl agents -am test -Dtest=SearchTimingCheck -Dmjarena.timing=true
 * -Dsurefire.failIfNoSpecifiedTests=false} ({@code -Dmjarena.games=N}, {@code -Dmjarena.variant=mcr},
 * {@code -Dmjarena.worlds=W}).
 */
@EnabledIfSystemProperty(named = "mjarena.timing", matches = "true")
final class SearchTimingCheck {
  @Test
  void measure() {
    int games = Integer.getInteger("mjarena.games", 20);
    Variant variant = Variant.byId(System.getProperty("mjarena.variant", "mcr"));
    AgentHarness harness = new AgentHarness(Rulebook.rules(variant, Map.of()));
    Map<String, Object> params = System.getProperty("mjarena.worlds") == null ? Map.of()
        : Map.of("worlds", Integer.getInteger("mjarena.worlds"));
    AgentFactory factory = AgentRegistry.byId("search").factory(params);
    for (int round = 0; round < 2; round++) {
      long[] totals = new long[4];
      long start = System.nanoTime();
      for (int deal = 0; deal < games; deal++) {
        Agent[] agents = new Agent[4];
        SearchAgent[] search = new SearchAgent[4];
        for (int s = 0; s < 4; s++) {
          search[s] = (SearchAgent) factory.create(Seeds.derive(7, Seeds.AGENT, deal, s));
          agents[s] = search[s];
        }
        harness.play(7, deal + round * 1000L, agents);
        for (SearchAgent a : search) {
          long[] t = a.evaluation().totals();
          for (int i = 0; i < 4; i++) {
            totals[i] += t[i];
          }
        }
      }
      double sec = (System.nanoTime() - start) / 1e9;
      System.out.printf("%s round %d: %d games in %.1f s, %.2f games/s; %d searched decisions, %.1f worlds and %.1f "
          + "rollouts each, %.3f answered other than the prior%n", variant.id(), round, games, sec, games / sec,
          totals[0], totals[1] / (double) totals[0], totals[2] / (double) totals[0], totals[3] / (double) totals[0]);
    }
  }
}
