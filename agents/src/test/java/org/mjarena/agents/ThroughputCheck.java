package org.mjarena.agents;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.engine.random.Seeds;

/**
 * A manual measurement, not a test: games per second, single-threaded, for four distance-to-win
 * players at depth 1 and at depth 2 (and four tsumogiri players, the engine's own cost), after a
 * warm-up. Nothing is asserted, because timings depend on the machine. Run it with
 * {@code mvn -pl agents test -Dtest=ThroughputCheck -Dmjarena.throughput=true}.
 */
@EnabledIfSystemProperty(named = "mjarena.throughput", matches = "true")
final class ThroughputCheck {
  private static final long ROOT = 20_250_101L;

  @Test
  void measure() {
    report("tsumogiri", Map.of(), 20_000);
    report("distance-to-win", Map.of("depth", 0), 10_000);
    report("distance-to-win", Map.of("depth", 1), 10_000);
    report("distance-to-win", Map.of("depth", 2), 2_000);
  }

  private static void report(String id, Map<String, Object> params, int games) {
    AgentFactory factory = AgentRegistry.byId(id).factory(params);
    AgentHarness harness = new AgentHarness();
    play(harness, factory, 1_000_000, games);
    for (int round = 0; round < 3; round++) {
      long start = System.nanoTime();
      play(harness, factory, round * games, games);
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("%s %s: %,.0f games/s (%d games in %.2f s)%n", id, params, games / seconds, games, seconds);
    }
  }

  private static void play(AgentHarness harness, AgentFactory factory, int from, int games) {
    for (int deal = from; deal < from + games; deal++) {
      Agent[] agents = new Agent[4];
      for (int s = 0; s < 4; s++) {
        agents[s] = factory.create(Seeds.derive(ROOT, Seeds.AGENT, deal, s));
      }
      harness.play(ROOT, deal, agents);
    }
  }
}
