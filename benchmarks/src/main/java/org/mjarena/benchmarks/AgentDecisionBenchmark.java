package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
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
 * One decision of one agent, over positions from its own games: the agent's time to answer a turn with
 * a real choice (more than one discard allowed) and to answer a claim offer, as the arena's table asks
 * them, without the engine's cost around them. Sample-time mode, so JMH prints the p50 and p99 the
 * agents' speed targets are stated in.
 *
 * <p>Setup plays {@value #GAMES} games with four copies of the agent (its answers, seeded from the
 * benchmark's root seed) and keeps, at every such decision, a copy of the game (engine {@code Game.copy})
 * with the pending decision and the mover's observation, and a fresh agent for that position alone, as
 * the table gives each seat of each game its own. It steps the games itself rather than through the
 * driver because it needs the copy of the game at each decision, which observers are not given. Each
 * operation answers the next kept position; answering changes no game.
 *
 * <pre>
 *   java -jar benchmarks/target/benchmarks.jar AgentDecisionBenchmark
 *   java -jar benchmarks/target/benchmarks.jar AgentDecisionBenchmark -p agent=fanfou-op -p variant=mcr
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AgentDecisionBenchmark {
  /** Games played to collect positions. */
  static final int GAMES = 40;
  private static final long ROOT = 9;

  /** The agent's registry id (with its default parameters). */
  @Param({"tsumogiri", "random", "default-order", "distance-to-win", "fanfou-ba", "fanfou-op", "fanfou-mc", "shanten-8fan"})
  public String agent;

  /** The variant's id. */
  @Param({"competition-108", "mcr"})
  public String variant;

  /** A turn kept for benchmarking: its own agent, the mover's observation, the pending decision of a game copy. */
  record Turn(Agent agent, Observation seen, TurnDecision decision) {}

  /** A claim offer kept for benchmarking. */
  record Offer(Agent agent, Observation seen, ClaimOptions options) {}

  private Turn[] turns;
  private Offer[] offers;
  private int nextTurn;
  private int nextOffer;

  @Setup
  public void setup() {
    Rules rules = Rulebook.rules(Variant.byId(variant), Map.of());
    AgentFactory factory = AgentRegistry.byId(agent).factory(Map.of());
    List<Turn> keptTurns = new ArrayList<>();
    List<Offer> keptOffers = new ArrayList<>();
    collect(rules, factory, factory, GAMES, keptTurns, keptOffers);
    turns = keptTurns.toArray(Turn[]::new);
    offers = keptOffers.toArray(Offer[]::new);
  }

  /**
   * Plays {@code games} games with four agents of {@code players} and keeps every turn with a real choice
   * and every claim offer, each with a fresh agent of {@code kept} for that position alone.
   */
  static void collect(Rules rules, AgentFactory players, AgentFactory kept, int games, List<Turn> keptTurns,
      List<Offer> keptOffers) {
    long seeds = 0;
    for (int g = 0; g < games; g++) {
      Game game = rules.deal(Seeds.wall(ROOT, g));
      Agent[] seated = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        seated[s] = players.create(Seeds.derive(ROOT, Seeds.AGENT, g, 0, s));
      }
      while (!game.isOver()) {
        Decision d = game.pending();
        if (d instanceof TurnDecision t) {
          if (Long.bitCount(t.discardMask()) > 1) {
            Game copy = game.copy();
            keptTurns.add(new Turn(kept.create(Seeds.derive(ROOT, seeds++)), copy.observation(t.seat()), (TurnDecision) copy.pending()));
          }
          game.apply(seated[t.seat().index()].decideTurn(game.observation(t.seat()), t));
        } else if (d instanceof ClaimDecision c) {
          Game copy = game.copy();
          for (ClaimOptions o : ((ClaimDecision) copy.pending()).asked()) {
            keptOffers.add(new Offer(kept.create(Seeds.derive(ROOT, seeds++)), copy.observation(o.seat()), o));
          }
          Claim[] answers = new Claim[Seat.COUNT];
          for (ClaimOptions o : c.asked()) {
            answers[o.seat().index()] = seated[o.seat().index()].decideClaim(game.observation(o.seat()), o);
          }
          game.resolve(answers);
        } else if (d instanceof OpeningDecision o) {
          OpeningAction[] answers = new OpeningAction[Seat.COUNT];
          for (Seat s : o.asked()) {
            answers[s.index()] = seated[s.index()].decideOpening(game.observation(s), o);
          }
          game.resolveOpening(answers);
        }
      }
    }
  }

  /** One turn with a real choice of discard. */
  @Benchmark
  public Action turn() {
    Turn t = turns[nextTurn];
    nextTurn = nextTurn + 1 == turns.length ? 0 : nextTurn + 1;
    return t.agent().decideTurn(t.seen(), t.decision());
  }

  /** One answer to a claim offer. */
  @Benchmark
  public Action claim() {
    Offer o = offers[nextOffer];
    nextOffer = nextOffer + 1 == offers.length ? 0 : nextOffer + 1;
    return o.agent().decideClaim(o.seen(), o.options());
  }
}
