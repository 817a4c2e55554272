package org.mjarena.benchmarks;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.env.StepEnv;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.Table;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the stepping environment costs against the engine alone, the yardstick of {@code python/bench.py}:
 * seat 0 plays uniformly among its legal answers, the others are tsumogiri, random and default-order.
 * {@code step} is one decision of seat 0 through {@link StepEnv} from a Java caller (the hand-over
 * between the caller's and the driver's threads included; its {@code games} counter gives the decisions
 * a game); {@code table} is one whole game with the built-in {@code random} agent in seat 0, played by
 * the table on the caller's thread. Python's cost per step is then {@code 1/python − 1/step}.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar StepEnvBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StepEnvBenchmark {
  private static final String[] OPPONENTS = {"", "tsumogiri", "random", "default-order"};

  @Param({"competition-108", "mcr"})
  public String variant;

  private StepEnv env;
  private UniformRandomProvider policy;
  private long deal;
  private Rules rules;
  private final Table table = new Table(List.of());
  private final AgentFactory[] factories = new AgentFactory[Seat.COUNT];
  private final Agent[] agents = new Agent[Seat.COUNT];
  private final Histogram[] times = new Histogram[Seat.COUNT];
  private final GameInfo info = new GameInfo(0, 0, List.of("a", "b", "c", "d"));

  /** Games begun, beside the decisions JMH counts. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Games {
    public long games;
  }

  @Setup
  public void setup() {
    env = StepEnv.of(variant, OPPONENTS);
    policy = Seeds.generator(1);
    Variant v = Variant.byId(variant);
    rules = Rulebook.rules(v, Map.of());
    for (int s = 0; s < Seat.COUNT; s++) {
      AgentSpec spec = AgentRegistry.byId(s == 0 ? "random" : OPPONENTS[s]);
      factories[s] = spec.build().apply(spec.settings(v, Map.of()));
      times[s] = Table.newDecisionHistogram();
    }
  }

  @TearDown(Level.Trial)
  public void close() {
    env.close();
  }

  @Benchmark
  public int step(Games counter) {
    while (env.isOver()) {
      env.reset(1, deal++);
      counter.games++;
    }
    int[] legal = env.legal();
    env.step(legal[policy.nextInt(legal.length)]);
    return env.seat();
  }

  @Benchmark
  public GameOutcome table() {
    long d = deal++;
    for (int s = 0; s < Seat.COUNT; s++) {
      agents[s] = factories[s].create(Seeds.derive(1, Seeds.AGENT, d, 0, s));
    }
    return table.play(rules.deal(Seeds.wall(1, d)), agents, times, info);
  }
}
