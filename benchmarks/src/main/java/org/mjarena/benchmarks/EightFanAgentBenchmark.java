package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
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
 * One turn decision of {@code shanten-8fan} in MCR (report 002's bot), with its 8-fan check on or off:
 * the turns are those of seeded games of four such agents, collected once, and each operation is the
 * decision of a fresh agent on the next of them, so no agent's kept targets or fan scores carry from
 * one to the next (each decision starts cold, as the first of a game does).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar EightFanAgentBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EightFanAgentBenchmark {
  /** Turns collected (a power of two). */
  private static final int TURNS = 1 << 11;

  @Param({"true", "false"})
  boolean fanCheck;

  private final List<Observation> seen = new ArrayList<>();
  private final List<TurnDecision> turns = new ArrayList<>();
  private AgentFactory factory;
  private int index;

  @Setup
  public void setup() {
    factory = AgentRegistry.byId("shanten-8fan").factory(Map.of("fan_check", fanCheck));
    McrRules rules = new McrRules();
    GameObserver collect = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation observation, Decision decision) {
        // The game reuses its decision object: the turn is copied while it is pending.
        if (decision instanceof TurnDecision t && Long.bitCount(t.discardMask()) > 1 && seen.size() < TURNS) {
          seen.add(observation);
          turns.add(new TurnDecision(t.seat(), t.drawn(), t.canSelfDrawnWin(), t.discardMask(), t.concealedKongMask(),
              t.addedKongMask(), Optional.empty()));
        }
      }
    };
    for (long deal = 0; seen.size() < TURNS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < agents.length; s++) {
        agents[s] = factory.create(Seeds.derive(3, Seeds.AGENT, deal, s));
      }
      Game game = rules.deal(deal, Seeds.wall(3, deal));
      new Driver(List.of(collect)).play(game, agents);
    }
  }

  @Benchmark
  public TurnAction decideTurn() {
    int i = index++ & (TURNS - 1);
    return factory.create(i).decideTurn(seen.get(i), turns.get(i));
  }
}
