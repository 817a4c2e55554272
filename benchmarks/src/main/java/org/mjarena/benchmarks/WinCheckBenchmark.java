package org.mjarena.benchmarks;

import java.util.concurrent.TimeUnit;
import org.mjarena.engine.hand.Hand;
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
 * The win check on random hands: a 14-tile standard-shape test, and the winning tiles of a 13-tile
 * hand (all tiles that would complete it, seven pairs included).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar WinCheckBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WinCheckBenchmark {
  private static final int MASK = (1 << 12) - 1;
  private Hand[] complete;
  private Hand[] waiting;
  private int index;

  @Setup
  public void setup() {
    complete = Positions.hands(MASK + 1, 14, 42L);
    waiting = Positions.hands(MASK + 1, 13, 43L);
  }

  @Benchmark
  public boolean standardComplete() {
    return complete[index++ & MASK].isStandardComplete();
  }

  @Benchmark
  public long waits() {
    Hand h = waiting[index++ & MASK];
    return h.standardWaits() | h.sevenPairsWaits();
  }
}
