package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
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
 * One decision of the {@code search} agent (issue 27) with its default parameters (or {@code worlds}),
 * a turn with a real choice and a claim offer, in sample-time mode for the p50 and p99 of its speed
 * targets (20 ms and 200 ms). The positions come from {@value #GAMES} games of four {@code shanten-8fan}
 * (the search's own prior, and fast to play), each answered by a fresh search agent kept for it, as
 * {@link AgentDecisionBenchmark} does.
 *
 * <pre>
 *   java -jar benchmarks/target/benchmarks.jar SearchDecisionBenchmark
 *   java -jar benchmarks/target/benchmarks.jar SearchDecisionBenchmark -p variant=mcr -p worlds=32
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SearchDecisionBenchmark {
  /** Games played to collect positions. */
  static final int GAMES = 20;

  /** The variant's id. */
  @Param({"competition-108", "mcr"})
  public String variant;

  /** The search's {@code worlds}; 0 keeps its default. */
  @Param({"0"})
  public int worlds;

  private AgentDecisionBenchmark.Turn[] turns;
  private AgentDecisionBenchmark.Offer[] offers;
  private int nextTurn;
  private int nextOffer;

  @Setup
  public void setup() {
    Rules rules = Rulebook.rules(Variant.byId(variant), Map.of());
    List<AgentDecisionBenchmark.Turn> keptTurns = new ArrayList<>();
    List<AgentDecisionBenchmark.Offer> keptOffers = new ArrayList<>();
    AgentDecisionBenchmark.collect(rules, AgentRegistry.byId("shanten-8fan").factory(Map.of()),
        AgentRegistry.byId("search").factory(worlds == 0 ? Map.of() : Map.of("worlds", worlds)), GAMES, keptTurns,
        keptOffers);
    turns = keptTurns.toArray(AgentDecisionBenchmark.Turn[]::new);
    offers = keptOffers.toArray(AgentDecisionBenchmark.Offer[]::new);
  }

  /** One turn with a real choice of discard. */
  @Benchmark
  public Action turn() {
    AgentDecisionBenchmark.Turn t = turns[nextTurn];
    nextTurn = nextTurn + 1 == turns.length ? 0 : nextTurn + 1;
    return t.agent().decideTurn(t.seen(), t.decision());
  }

  /** One answer to a claim offer. */
  @Benchmark
  public Action claim() {
    AgentDecisionBenchmark.Offer o = offers[nextOffer];
    nextOffer = nextOffer + 1 == offers.length ? 0 : nextOffer + 1;
    return o.agent().decideClaim(o.seen(), o.options());
  }
}
