package org.mjarena.benchmarks;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Game;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.TurnAction;
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
 * One Fanfou_mc discard that samples (Algorithm 3 of seed 004), 108 tiles: positions of seeded games
 * of Table 5's lineup (fanfou-mc, fanfou-op and two Robots) where a seat not ready must discard while
 * another has declared ting, so that every decision measured samples each ting opponent's hand until
 * it has {@code ready_hands} ready ones (or {@code max_samples} draws). Sample time: JMH reports the
 * median (p0.50) and the tail of one decision.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar FanfouMcBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FanfouMcBenchmark {
  private static final int MASK = (1 << 8) - 1;

  @Param({"10"})
  public int readyHands;

  private Game[] positions;
  private AgentFactory factory;
  private int index;

  @Setup
  public void setup() {
    positions = Positions.sampledDiscards(new Suits108Rules(), List.of("fanfou-mc", "fanfou-op", "random", "random"),
        MASK + 1, 42L).toArray(new Game[0]);
    factory = AgentRegistry.byId("fanfou-mc").factory(Map.of("ready_hands", readyHands));
  }

  @Benchmark
  public TurnAction decision() {
    int i = index++ & MASK;
    Game game = positions[i];
    TurnDecision turn = (TurnDecision) game.pending();
    return factory.create(i).decideTurn(game.observation(turn.seat()), turn);
  }
}
