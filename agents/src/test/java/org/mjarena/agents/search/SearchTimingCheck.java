package org.mjarena.agents.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentHarness;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * A manual measurement, not a test: plays games of four search agents and prints where their time
 * goes. {@code mvn -pl agents -am test -Dtest=SearchTimingCheck -Dmjarena.timing=true
 * -Dsurefire.failIfNoSpecifiedTests=false} ({@code -Dmjarena.games=N}, {@code -Dmjarena.variant=mcr}).
 */
@EnabledIfSystemProperty(named = "mjarena.timing", matches = "true")
final class SearchTimingCheck {
  @Test
  void measure() {
    int games = Integer.getInteger("mjarena.games", 20);
    Variant variant = Variant.byId(System.getProperty("mjarena.variant", "mcr"));
    AgentHarness harness = new AgentHarness(Rulebook.rules(variant, java.util.Map.of()));
    SearchAgent.Config config = SearchAgent.Config.defaults();
    for (int round = 0; round < 2; round++) {
      Evaluation.PROFILE.clear();
      long start = System.nanoTime();
      for (int deal = 0; deal < games; deal++) {
        Agent[] agents = new Agent[4];
        for (int s = 0; s < 4; s++) {
          agents[s] = new SearchAgent(config, Seeds.derive(7, Seeds.AGENT, deal, s));
        }
        harness.play(7, deal + round * 1000L, agents);
      }
      double sec = (System.nanoTime() - start) / 1e9;
      System.out.printf("%s: %d games in %.1f s, %.2f games/s; %s%n", variant.id(), games, sec, games / sec,
          Evaluation.PROFILE);
    }
  }
}
