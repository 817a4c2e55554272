package org.mjarena.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal-action generation, one decision of a live game per operation: the game builds the pending
 * decision (the masks of discards, kongs and wins, or each asked player's claim options), the
 * benchmark reads its legal actions, then plays the default action (tsumogiri, or pass) so the game
 * goes on; a finished game is replaced by the next deal. {@code masks} only reads the decision's
 * masks; {@code lists} also builds every legal-action list, ting discards included, as an agent that
 * asks for them does. Nothing is copied, so the figures are the engine's own cost per decision. It
 * steps the game itself rather than through {@link org.mjarena.engine.play.Driver}, which plays whole
 * games: one decision per operation is what it measures ({@link GameBenchmark} plays whole games through
 * a table, which uses the driver).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar LegalActionsBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LegalActionsBenchmark {
  private final Rules rules = new Suits108Rules();
  private final Claim[] claims = new Claim[Seat.COUNT];
  private Game game;
  private long deal;

  @Setup
  public void setup() {
    game = rules.deal(Seeds.wall(7, deal++));
  }

  @Benchmark
  public int masks() {
    return step(false);
  }

  @Benchmark
  public int lists() {
    return step(true);
  }

  private int step(boolean lists) {
    if (game.isOver()) {
      game = rules.deal(Seeds.wall(7, deal++));
    }
    Decision d = game.pending();
    int seen = 0;
    if (d instanceof TurnDecision t) {
      seen = lists ? t.legal().size() : Long.bitCount(t.discardMask() | t.concealedKongMask() | t.addedKongMask());
      game.apply(t.defaultAction());
    } else if (d instanceof ClaimDecision c) {
      List<ClaimOptions> asked = c.asked();
      for (int i = 0; i < asked.size(); i++) {
        ClaimOptions o = asked.get(i);
        seen += lists ? o.legal().size() : o.chowMask();
        claims[o.seat().index()] = o.defaultAction();
      }
      game.resolve(claims);
    } else if (d instanceof OpeningDecision o) {
      OpeningAction[] answers = new OpeningAction[Seat.COUNT];
      o.asked().forEach(s -> answers[s.index()] = Pass.INSTANCE);
      game.resolveOpening(answers);
    }
    return seen;
  }
}
