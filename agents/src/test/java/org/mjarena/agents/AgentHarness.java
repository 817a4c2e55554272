package org.mjarena.agents;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.HandOutcome;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * Plays hands between agents straight against the engine, without the arena: the smallest game loop,
 * for agent tests and throughput checks, under the 108-tile rules unless given others. Every answer is
 * checked against the decision it answers; an illegal one fails at once with the game state.
 */
public final class AgentHarness {
  /** More steps than any hand can take: at most 144 draws, each with at most a few claims and kongs. */
  private static final int MAX_STEPS = 1000;

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

  /** Also records every action taken, as {@code "seat action"} lines, for {@link #actions()}. */
  public AgentHarness recording() {
    recording = true;
    return this;
  }

  /** The actions recorded since the last {@link #play}, when recording. */
  public List<String> actions() {
    return List.copyOf(actions);
  }

  /**
   * Plays the hand dealt from wall {@code deal} of root seed {@code root} (deal number {@code deal},
   * which in MCR also sets the prevalent wind), with {@code agents[i]} in seat {@code i}.
   *
   * @throws AssertionError when an agent answers illegally or the hand does not end
   */
  public HandOutcome play(long root, long deal, Agent[] agents) {
    actions.clear();
    Game game = rules.deal(deal, Seeds.wall(root, deal));
    for (int step = 0; step < MAX_STEPS; step++) {
      Decision d = game.pending();
      if (game.isOver()) {
        return game.outcome();
      }
      if (d instanceof TurnDecision t) {
        Seat seat = t.seat();
        TurnAction a = agents[seat.index()].decideTurn(game.observation(seat), t);
        if (a == null || !t.isLegal(a)) {
          throw new AssertionError(seat + " answered " + a + " to " + t + "\n" + game);
        }
        record(seat, a);
        game.apply(a);
      } else if (d instanceof ClaimDecision c) {
        Claim[] claims = new Claim[Seat.COUNT];
        for (ClaimOptions o : c.asked()) {
          Claim a = agents[o.seat().index()].decideClaim(game.observation(o.seat()), o);
          if (a == null || !o.isLegal(a)) {
            throw new AssertionError(o.seat() + " answered " + a + " to " + o + "\n" + game);
          }
          claims[o.seat().index()] = a;
          record(o.seat(), a);
        }
        game.resolve(claims);
      } else if (d instanceof OpeningDecision o) {
        OpeningAction[] answers = new OpeningAction[Seat.COUNT];
        for (Seat s : o.asked()) {
          OpeningAction a = agents[s.index()].decideOpening(game.observation(s), o);
          if (a == null || !o.legal().contains(a)) {
            throw new AssertionError(s + " answered " + a + " to the opening ting question\n" + game);
          }
          answers[s.index()] = a;
          record(s, a);
        }
        game.resolveOpening(answers);
      }
    }
    throw new AssertionError("deal " + deal + " did not end within " + MAX_STEPS + " steps:\n" + game);
  }

  private void record(Seat seat, Object action) {
    if (recording) {
      actions.add(seat + " " + action);
    }
  }
}
