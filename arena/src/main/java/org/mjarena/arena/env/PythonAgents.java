package org.mjarena.arena.env;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.config.AgentProvider;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;

/**
 * The lineup entry {@code agent: python}: a seat played by a Python class ({@code module}, {@code class})
 * in the process that runs the lineup, which must be a Python one ({@code python3 -m mjarena run}): the
 * Python package {@linkplain #install installs} its {@link Host} before the lineup is read, and each seat
 * asks its {@link Decider} every decision with the same view, feature planes and legal mask as the
 * stepping environment ({@link ObservationCodes}, {@link ActionCodec}). The answer is decoded and played
 * as any agent's: an illegal one is the table's wrong answer, and an exception the Python code raises
 * reaches the table as the agent's and is counted as any agent's that threw. From the Java launcher, a
 * lineup with such an entry is a user error naming the Python command.
 */
public final class PythonAgents implements AgentProvider {
  /** The registry id. */
  public static final String ID = "python";

  /** Makes the Python agents; set by the Python package, never by Java code. */
  public interface Host {
    /** What is wrong with {@code className} of {@code module} as an agent; empty when it is one. */
    String problem(String module, String className);

    /** An instance of {@code className} of {@code module} for one game, seeded with {@code seed}. */
    Decider create(String module, String className, long seed);
  }

  /** One Python agent in one game. */
  public interface Decider {
    /**
     * The action (an index of the variant's {@link ActionCodec}) for the decision {@code view} describes
     * ({@link ObservationCodes#view}), with the seat's feature planes and the legal mask.
     */
    int act(int[] view, int[] planes, byte[] mask);

    /** The game is over: {@code seat} was this agent's, {@code rewards} each seat's points. */
    void gameEnded(int seat, int[] rewards);
  }

  private static final List<Parameter> PARAMETERS = List.of(
      Parameter.text("module", "", "the Python module that holds the class, found from the lineup file's folder or "
          + "the Python path, e.g. my_agents"),
      Parameter.text("class", "", "the class: made with seed=..., it answers act(observation, legal_actions) -> action, "
          + "and may have game_ended(seat, rewards)"));

  private static volatile Host host;

  /** Called by {@link java.util.ServiceLoader}. */
  public PythonAgents() {}

  /** The Python package's host of agents, for this process; it replaces any earlier one. */
  public static void install(Host pythonHost) {
    host = pythonHost;
  }

  @Override
  public List<AgentSpec> agents(Path folder) {
    return List.of(new AgentSpec(ID, "mjarena's Python package (docs/python.md)",
        "a Python class, in the Python process that runs the lineup", EnumSet.allOf(Variant.class), PARAMETERS, Map.of(),
        settings -> {
          String module = settings.text("module").strip();
          String className = settings.text("class").strip();
          if (module.isEmpty() || className.isEmpty()) {
            throw new IllegalArgumentException("parameters of agent '" + ID + "' 'module' and 'class' are required, e.g. "
                + "params: { module: my_agents, class: Greedy }");
          }
          Host h = host;
          if (h == null) {
            throw new IllegalArgumentException("agent '" + ID + "' plays only in a Python process: run this lineup with "
                + "python3 -m mjarena run LINEUP.yaml (docs/python.md)");
          }
          String problem = h.problem(module, className);
          if (!problem.isEmpty()) {
            throw new IllegalArgumentException("agent '" + ID + "' " + module + "." + className + ": " + problem);
          }
          return seed -> new PythonSeat(h.create(module, className, seed));
        }));
  }

  /** A seat played by a Python agent. */
  private static final class PythonSeat implements Agent {
    private final Decider decider;
    private ActionCodec codec;
    private byte[] mask;

    PythonSeat(Decider decider) {
      this.decider = decider;
    }

    @Override
    public TurnAction decideTurn(Observation seen, TurnDecision decision) {
      codec(seen).mask(decision, mask);
      return codec.decodeTurn(ask(seen, StepEnv.TURN, null));
    }

    @Override
    public Claim decideClaim(Observation seen, ClaimOptions options) {
      codec(seen).mask(options, mask);
      return codec.decodeClaim(ask(seen, StepEnv.CLAIM, options), options.tile());
    }

    @Override
    public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
      codec(seen).maskOpening(mask);
      return codec.decodeOpening(ask(seen, StepEnv.OPENING, null));
    }

    @Override
    public void gameEnded(Seat seat, GameOutcome outcome) {
      int[] rewards = new int[Seat.COUNT];
      for (Seat s : Seat.all()) {
        rewards[s.index()] = outcome.points(s);
      }
      decider.gameEnded(seat.index(), rewards);
    }

    private int ask(Observation seen, int decision, ClaimOptions o) {
      int[] view = ObservationCodes.view(seen, decision, o == null ? null : o.tile(), o == null ? null : o.from(),
          o != null && o.robbing());
      return decider.act(view, ObservationCodes.planes(seen, o == null ? null : o.tile(), codec.kinds()), mask);
    }

    /** The encoding of the variant {@code seen} is of, made at the first decision. */
    private ActionCodec codec(Observation seen) {
      if (codec == null) {
        codec = ActionCodec.of(seen.variant());
        mask = new byte[codec.size()];
      }
      return codec;
    }
  }
}
