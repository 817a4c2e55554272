package org.mjarena.agents;

import org.mjarena.agents.registry.AgentRegistry;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * A manual measurement, not a test: games per second, single-threaded, for four copies of each agent
 * (four tsumogiri players are the engine's own cost), after a warm-up, on the 108-tile set and on MCR;
 * and the mean time of one turn decision and one claim decision. Games per second are given per second
 * of wall-clock time and per second of this thread's processor time, which other processes on a busy
 * machine disturb less. Nothing is asserted, because timings depend on the machine. Run it with
 * {@code mvn -pl agents -am test -Dtest=ThroughputCheck -Dmjarena.throughput=true
 * -Dsurefire.failIfNoSpecifiedTests=false}; {@code -Dmjarena.agents=fanfou-op,random} limits it to
 * some agents.
 */
@EnabledIfSystemProperty(named = "mjarena.throughput", matches = "true")
final class ThroughputCheck {
  private static final long ROOT = 20_250_101L;

  @Test
  void measure() {
    List<String> only = List.of(System.getProperty("mjarena.agents", "").split(","));
    for (Rules rules : new Rules[] {new Suits108Rules(), new McrRules()}) {
      for (Object[] run : new Object[][] {
          {"tsumogiri", Map.of(), 20_000}, {"random", Map.of(), 10_000}, {"fanfou-ba", Map.of(), 10_000},
          {"fanfou-op", Map.of(), 10_000}, {"distance-to-win", Map.of("depth", 0), 10_000},
          {"distance-to-win", Map.of("depth", 1), 10_000}, {"distance-to-win", Map.of("depth", 2), 2_000}}) {
        if (only.contains("") || only.contains((String) run[0])) {
          @SuppressWarnings("unchecked")
          Map<String, Object> params = (Map<String, Object>) run[1];
          report(rules, (String) run[0], params, (Integer) run[2]);
        }
      }
    }
  }

  private static void report(Rules rules, String id, Map<String, Object> params, int games) {
    AgentFactory factory = AgentRegistry.byId(id).factory(params);
    AgentHarness harness = new AgentHarness(rules);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    play(harness, factory, 1_000_000, games, null);
    for (int round = 0; round < 3; round++) {
      long start = System.nanoTime();
      long cpuStart = threads.getCurrentThreadCpuTime();
      play(harness, factory, round * games, games, null);
      double seconds = (System.nanoTime() - start) / 1e9;
      double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
      System.out.printf("%s %s %s: %,.0f games/s, %,.0f games per processor second (%d games in %.2f s)%n",
          rules.variant().id(), id, params, games / seconds, games / cpuSeconds, games, seconds);
    }
    Clock clock = new Clock();
    play(harness, factory, 0, games, clock);
    System.out.printf("%s %s %s: %.2f µs per turn decision (%d), %.2f µs per claim decision (%d)%n",
        rules.variant().id(), id, params, clock.turnNanos / 1e3 / clock.turns, clock.turns,
        clock.claimNanos / 1e3 / clock.claims, clock.claims);
  }

  private static void play(AgentHarness harness, AgentFactory factory, int from, int games, Clock clock) {
    for (int deal = from; deal < from + games; deal++) {
      Agent[] agents = new Agent[4];
      for (int s = 0; s < 4; s++) {
        Agent agent = factory.create(Seeds.derive(ROOT, Seeds.AGENT, deal, s));
        agents[s] = clock == null ? agent : new Timed(agent, clock);
      }
      harness.play(ROOT, deal, agents);
    }
  }

  /** Total time spent in the agents' decisions, by kind. */
  private static final class Clock {
    long turnNanos;
    long turns;
    long claimNanos;
    long claims;
  }

  /** An agent whose decisions are timed on a {@link Clock}. */
  private record Timed(Agent agent, Clock clock) implements Agent {
    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      long start = System.nanoTime();
      TurnAction a = agent.decideTurn(seen, decision);
      clock.turnNanos += System.nanoTime() - start;
      clock.turns++;
      return a;
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      long start = System.nanoTime();
      Claim c = agent.decideClaim(seen, options);
      clock.claimNanos += System.nanoTime() - start;
      clock.claims++;
      return c;
    }
  }
}
