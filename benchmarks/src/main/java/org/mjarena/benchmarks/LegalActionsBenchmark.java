package org.mjarena.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal-action generation on positions from random play. {@code copyOnly} is the baseline: copying a
 * paused game recomputes its pending turn decision (the masks of discards, kongs and the win);
 * {@code turnLegalList} adds the full list of legal actions, ting discards included;
 * {@code discardAndNext} plays the default discard and generates what follows (the others' claim
 * options, then the next player's draw and turn decision).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar LegalActionsBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LegalActionsBenchmark {
  private static final int MASK = (1 << 11) - 1;
  private Game[] positions;
  private int index;

  @Setup
  public void setup() {
    positions = Positions.turns(new Suits108Rules(), MASK + 1, 7L);
  }

  @Benchmark
  public Object copyOnly() {
    return positions[index++ & MASK].copy().pending();
  }

  @Benchmark
  public List<TurnAction> turnLegalList() {
    return ((TurnDecision) positions[index++ & MASK].copy().pending()).legal();
  }

  @Benchmark
  public Object discardAndNext() {
    Game g = positions[index++ & MASK].copy();
    g.apply(((TurnDecision) g.pending()).defaultAction());
    return g.pending();
  }
}
