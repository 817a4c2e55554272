package org.mjarena.agents.eightfan;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentHarness;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.random.Seeds;

/**
 * A manual measurement, not a test: the processor time of each decision of four {@code shanten-8fan}
 * agents in MCR, single-threaded after a warm-up, as p50 / p99 / max for turns and claims, with the
 * slowest positions printed for profiling. Processor time of the thread, which a busy machine disturbs
 * less than the wall clock. Run it with {@code mvn -pl agents -am test -Dtest=EightFanTimingCheck
 * -Dmjarena.timing=true -Dsurefire.failIfNoSpecifiedTests=false} ({@code -Dmjarena.games=N}, default 300;
 * {@code -Dmjarena.fanCheck=false} for the plain bot).
 */
@EnabledIfSystemProperty(named = "mjarena.timing", matches = "true")
final class EightFanTimingCheck {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  @Test
  void measure() {
    int games = Integer.getInteger("mjarena.games", 300);
    boolean fanCheck = Boolean.parseBoolean(System.getProperty("mjarena.fanCheck", "true"));
    AgentHarness harness = new AgentHarness(new McrRules());
    Times warm = new Times();
    play(harness, fanCheck, 1_000_000, games / 2, warm);
    Times times = new Times();
    play(harness, fanCheck, 0, games, times);
    report("turn", times.turns);
    report("claim", times.claims);
    List<long[]> all = new ArrayList<>();
    all.addAll(times.turns);
    all.addAll(times.claims);
    report("all", all);
    for (String s : times.slowest) {
      System.out.println(s);
    }
  }

  private static void report(String what, List<long[]> list) {
    long[] ns = list.stream().mapToLong(a -> a[0]).sorted().toArray();
    System.out.printf("%s: %d decisions, p50 %.1f us, p99 %.1f us, max %.1f us, mean %.1f us%n", what, ns.length,
        ns[ns.length / 2] / 1e3, ns[(int) (ns.length * 0.99)] / 1e3, ns[ns.length - 1] / 1e3,
        Arrays.stream(ns).average().orElse(0) / 1e3);
  }

  private static void play(AgentHarness harness, boolean fanCheck, int from, int games, Times times) {
    for (int deal = from; deal < from + games; deal++) {
      Agent[] agents = new Agent[4];
      for (int s = 0; s < 4; s++) {
        agents[s] = new Timed(new EightFanAgent(fanCheck, Seeds.derive(7, Seeds.AGENT, deal, s)), times);
      }
      harness.play(7, deal, agents);
    }
  }

  /** Decision times, and the slowest positions. */
  private static final class Times {
    final List<long[]> turns = new ArrayList<>();
    final List<long[]> claims = new ArrayList<>();
    final List<String> slowest = new ArrayList<>();
    long threshold = 3_000_000;

    void add(List<long[]> to, long ns, Object what, Observation seen) {
      to.add(new long[] {ns});
      if (ns > threshold && slowest.size() < 12) {
        slowest.add(ns / 1000 + " us " + what + "\n" + seen);
      }
    }
  }

  private record Timed(Agent agent, Times times) implements Agent {
    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      seen.variant();
      long start = THREADS.getCurrentThreadCpuTime();
      TurnAction a = agent.decideTurn(seen, decision);
      times.add(times.turns, THREADS.getCurrentThreadCpuTime() - start, decision + " -> " + a, seen);
      return a;
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      seen.variant();
      long start = THREADS.getCurrentThreadCpuTime();
      Claim c = agent.decideClaim(seen, options);
      times.add(times.claims, THREADS.getCurrentThreadCpuTime() - start, options + " -> " + c, seen);
      return c;
    }
  }
}
