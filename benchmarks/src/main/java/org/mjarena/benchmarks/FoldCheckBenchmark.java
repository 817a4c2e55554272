package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.agents.perceptron.fold.FoldingAgent.FoldCheck;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Discard;
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
 * One fold check with the shipped model (the budget: 100 us at the median): the 34 features of
 * a position and the SVM's decision. The positions are the turns of seeded games of four Fanfou_op
 * players at which the fold model is asked (a discard to choose, no ting, no self-drawn win), with
 * Fanfou_op's own discard as the intended one. Sample time: JMH reports the median (p0.50) and the tail.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar FoldCheckBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FoldCheckBenchmark {
  private static final int MASK = (1 << 9) - 1;

  @Param({"SUITS_108", "MCR"})
  public Variant variant;

  private Observation[] positions;
  private int[] intended;
  private FoldCheck check;
  private int index;

  @Setup
  public void setup() {
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory op = AgentRegistry.byId("fanfou-op").factory(Map.of());
    List<Observation> seen = new ArrayList<>();
    List<Integer> tiles = new ArrayList<>();
    for (long deal = 0; seen.size() <= MASK; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = op.create(Seeds.derive(42, Seeds.AGENT, deal, s));
      }
      long d = deal;
      GameObserver watch = new GameObserver() {
        @Override
        public void beforeDecision(Seat seat, Observation o, Decision decision) {
          if (seen.size() <= MASK && decision instanceof TurnDecision t && !t.isForced() && !t.canSelfDrawnWin()
              && !o.isTing(seat) && op.create(Seeds.derive(42, d)).decideTurn(o, t) instanceof Discard discard) {
            seen.add(o);
            tiles.add(discard.tile().index());
          }
        }
      };
      Game game = rules.deal(deal, Seeds.wall(42, deal));
      new Driver(List.of(watch)).play(game, agents);
    }
    positions = seen.toArray(new Observation[0]);
    intended = tiles.stream().mapToInt(Integer::intValue).toArray();
    check = FoldCheck.of(FoldModel.shipped(variant));
  }

  @Benchmark
  public boolean fold() {
    int i = index++ & MASK;
    return check.fold(positions[i], intended[i]);
  }
}
