package org.mjarena.agents;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ObjIntConsumer;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * Plays games between agents straight against the engine's {@link Driver}, without the arena: for
 * agent tests and throughput checks, under the 108-tile rules unless given others. An agent that
 * throws, answers illegally or too late fails the test at once with the game's events.
 */
public final class AgentHarness {
  private final Rules rules;
  private final List<String> actions = new ArrayList<>();
  private boolean recording;

  /** A harness for the 108-tile rules with their defaults. */
  public AgentHarness() {
    this(new Suits108Rules());
  }

  /** A harness for the given rules. */
  public AgentHarness(Rules rules) {
    this.rules = rules;
  }

  /**
   * Also records every action taken, as {@code "seat KIND"} lines with the tile where the action names
   * one ({@code "S1 DISCARD F1"}, {@code "S2 PUNG"}), for {@link #actions()}.
   */
  public AgentHarness recording() {
    recording = true;
    return this;
  }

  /** The actions recorded since the last {@link #play}, when recording. */
  public List<String> actions() {
    return List.copyOf(actions);
  }

  /**
   * Plays the game dealt from wall {@code deal} of root seed {@code root} (deal number {@code deal},
   * which in MCR also sets the prevalent wind), with {@code agents[i]} in seat {@code i}.
   *
   * @throws AssertionError when an agent throws or answers illegally or too late
   */
  public GameOutcome play(long root, long deal, Agent[] agents) {
    actions.clear();
    Game game = rules.deal(deal, Seeds.wall(root, deal));
    GameObserver checks = new GameObserver() {
      @Override
      public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
        if (recording) {
          actions.add(seat + " " + answer.kind() + tile(answer));
        }
      }
    };
    GameOutcome outcome = new Driver(List.of(checks)).play(game, agents);
    if (!outcome.faults().isEmpty()) {
      throw new AssertionError("deal " + deal + ": " + outcome.faults() + "\n" + game.events());
    }
    return outcome;
  }

  /**
   * Plays deals 0 to {@code deals - 1} of root seed {@code root}, with a new agent of {@code lineup.get(s)}
   * in seat {@code s} for each game (seeded by deal and seat), checks that each game's points sum to zero
   * and that no agent was sanctioned, and hands each outcome with its deal number to {@code each} (when
   * recording, {@link #actions()} then holds that game's actions).
   *
   * @throws AssertionError when an agent throws or answers illegally or too late, a game's points do not
   *                        sum to zero, or an agent was sanctioned
   */
  public void playDeals(long root, int deals, List<AgentFactory> lineup, ObjIntConsumer<GameOutcome> each) {
    for (int deal = 0; deal < deals; deal++) {
      Agent[] agents = new Agent[lineup.size()];
      for (int s = 0; s < agents.length; s++) {
        agents[s] = lineup.get(s).create(Seeds.derive(root, Seeds.AGENT, deal, s));
      }
      GameOutcome outcome = play(root, deal, agents);
      if (outcome.points().stream().mapToInt(Integer::intValue).sum() != 0) {
        throw new AssertionError("deal " + deal + ": points do not sum to zero: " + outcome.points());
      }
      if (outcome.kind() == GameOutcome.Kind.SANCTION) {
        throw new AssertionError("deal " + deal + ": an agent was sanctioned: " + outcome);
      }
      each.accept(outcome, deal);
    }
  }

  private static String tile(Action a) {
    if (a instanceof Discard d) {
      return " " + d.tile().code();
    }
    if (a instanceof TingDiscard d) {
      return " " + d.tile().code();
    }
    if (a instanceof ConcealedKong k) {
      return " " + k.tile().code();
    }
    if (a instanceof AddedKong k) {
      return " " + k.tile().code();
    }
    return a instanceof Chow c ? " " + c.lowest().code() : "";
  }
}
