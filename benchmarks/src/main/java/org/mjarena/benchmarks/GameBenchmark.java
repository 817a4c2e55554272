package org.mjarena.benchmarks;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.GameOutcome;
import org.mjarena.arena.table.Table;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One full game of the 108-tile variant through the table, with four copies of one agent: deal
 * (shuffle included), every decision, fallback checks and decision timing.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar GameBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GameBenchmark {
  @Param({"tsumogiri", "random", "default-order", "distance-to-win:1"})
  public String agent;

  private Rules rules;
  private Table table;
  private AgentFactory factory;
  private final Histogram[] times = new Histogram[Seat.COUNT];
  private final Agent[] agents = new Agent[Seat.COUNT];
  private final GameInfo info = new GameInfo(0, 0, List.of("a", "b", "c", "d"));
  private long deal;

  @Setup
  public void setup() {
    rules = new Suits108Rules();
    table = new Table(List.of());
    String[] idAndDepth = agent.split(":");
    Map<String, Object> params = idAndDepth.length > 1 ? Map.of("depth", Integer.parseInt(idAndDepth[1])) : Map.of();
    factory = AgentRegistry.byId(idAndDepth[0]).factory(params);
    for (int s = 0; s < Seat.COUNT; s++) {
      times[s] = Table.newDecisionHistogram();
    }
  }

  @Benchmark
  public GameOutcome game() {
    long d = deal++;
    for (int s = 0; s < Seat.COUNT; s++) {
      agents[s] = factory.create(Seeds.derive(1, Seeds.AGENT, d, 0, s));
    }
    return table.play(rules.deal(Seeds.wall(1, d)), agents, times, info);
  }
}
