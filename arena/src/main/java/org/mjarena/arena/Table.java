package org.mjarena.arena;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.Agent;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays hands between seated agents. The table is the only holder of the real {@link Game}: agents
 * get their own {@link org.mjarena.engine.Observation} and the decision they face, nothing more.
 *
 * <p>Claims are asked blind: each player asked about a discard answers without seeing the others'
 * answers, then the game resolves them all at once. A decision with exactly one legal action (a ting
 * player's forced discard or automatic win) is played without asking the agent.
 *
 * <p>When an agent throws, answers with an illegal action or answers after the rules' time limit,
 * the table applies the rules' error policy: the error sanction ends the hand, or the decision's
 * default action is played for it. Either way the event is logged at WARN and counted. The time limit
 * is checked when the agent returns: an agent that never returns is not interrupted.
 *
 * <p>Timing every decision with {@link System#nanoTime()} would cost more than the rules themselves
 * in fast games, so one decision in {@value #SAMPLE_EVERY} is timed exactly for the decision-time
 * histograms, and the time limit of the others is checked on a {@link CoarseClock} (within a couple of
 * milliseconds). A limit under {@value #EXACT_LIMIT_MILLIS} ms is checked exactly on every decision.
 *
 * <p>A table plays one hand at a time and belongs to one thread (a tournament gives each worker its own).
 */
public final class Table {
  private static final Logger log = LoggerFactory.getLogger(Table.class);
  /** Longest decision time the histograms track, in nanoseconds (one hour); longer ones are clamped. */
  public static final long MAX_TRACKED_NANOS = 3_600_000_000_000L;
  /** One decision in this many is timed exactly and recorded in the decision-time histograms. */
  static final int SAMPLE_EVERY = 8;
  /** Limits below this are checked exactly on every decision, as the coarse clock would be too rough. */
  static final long EXACT_LIMIT_MILLIS = 50;

  private final Rules rules;
  private final List<TableObserver> observers;
  private final long limitNanos;
  private final boolean exactLimit;
  private int decisions;

  /** A table for the given rules; {@code observers} see every hand it plays. */
  public Table(Rules rules, List<TableObserver> observers) {
    this.rules = rules;
    this.observers = List.copyOf(observers);
    this.limitNanos = rules.conduct().decisionTimeLimitNanos();
    this.exactLimit = limitNanos < EXACT_LIMIT_MILLIS * 1_000_000;
  }

  /** A new histogram for decision times, as {@link #play} records them (nanoseconds). */
  public static Histogram newDecisionHistogram() {
    return new Histogram(MAX_TRACKED_NANOS, 2);
  }

  /**
   * Plays {@code game} to its end.
   *
   * @param game          a freshly dealt game
   * @param bySeat        the agent in each seat
   * @param decisionTimes each seat's histogram of decision times in nanoseconds, sampled one decision in
   *                      {@value #SAMPLE_EVERY} (forced moves are never timed)
   * @param info          which hand this is, for observers and log messages
   */
  public HandRecord play(Game game, Agent[] bySeat, Histogram[] decisionTimes, HandInfo info) {
    Hand hand = new Hand(game, bySeat, decisionTimes, info);
    for (TableObserver o : observers) {
      o.startHand(info);
    }
    while (!game.isOver()) {
      Decision d = game.pending();
      if (d instanceof TurnDecision t) {
        hand.turn(t);
      } else if (d instanceof ClaimDecision c) {
        hand.claims(c);
      } else if (d instanceof OpeningDecision o) {
        hand.opening(o);
      }
    }
    for (TableObserver o : observers) {
      o.endHand(game.outcome());
    }
    return new HandRecord(game.outcome(), hand.fallbacks, hand.faults == null ? List.of() : hand.faults);
  }

  /** The state of one hand being played. */
  private final class Hand {
    final Game game;
    final Agent[] agents;
    final Histogram[] times;
    final HandInfo info;
    final int[] fallbacks = new int[Seat.COUNT];
    final Claim[] claimAnswers = new Claim[Seat.COUNT];
    List<HandRecord.Fault> faults;

    Hand(Game game, Agent[] agents, Histogram[] times, HandInfo info) {
      this.game = game;
      this.agents = agents;
      this.times = times;
      this.info = info;
    }

    void turn(TurnDecision t) {
      Seat seat = t.seat();
      TurnAction chosen = t.isForced() ? t.legal().get(0) : (TurnAction) ask(seat, t, t);
      if (chosen != null) {
        notifyAfter(seat, chosen);
        game.apply(chosen);
      }
    }

    void claims(ClaimDecision c) {
      Claim[] answers = claimAnswers;
      List<ClaimOptions> asked = c.asked();
      for (int i = 0; i < asked.size(); i++) {
        ClaimOptions o = asked.get(i);
        boolean onlyTheWin = o.mustWin() && !o.canPung() && !o.canKong() && o.chowMask() == 0;
        Claim answer = onlyTheWin ? o.defaultAction() : (Claim) ask(o.seat(), c, o);
        if (answer == null) {
          return;
        }
        answers[o.seat().index()] = answer;
      }
      for (int i = 0; i < asked.size(); i++) {
        notifyAfter(asked.get(i).seat(), answers[asked.get(i).seat().index()]);
      }
      game.resolve(answers);
    }

    void opening(OpeningDecision d) {
      OpeningAction[] answers = new OpeningAction[Seat.COUNT];
      for (Seat seat : d.asked()) {
        OpeningAction answer = (OpeningAction) ask(seat, d, d);
        if (answer == null) {
          return;
        }
        answers[seat.index()] = answer;
      }
      for (Seat seat : d.asked()) {
        notifyAfter(seat, answers[seat.index()]);
      }
      game.resolveOpening(answers);
    }

    /**
     * Puts one question to the agent in {@code seat}: a {@link TurnDecision}, its {@link ClaimOptions}
     * or an {@link OpeningDecision}. Returns its answer, or the default action when it failed under
     * the default-action policy, or null when it failed and the hand ended with the sanction.
     */
    private Action ask(Seat seat, Decision shown, Object question) {
      notifyBefore(seat, shown);
      Agent agent = agents[seat.index()];
      Action answer = null;
      String fault = null;
      boolean exact = exactTiming();
      long start = exact ? System.nanoTime() : CoarseClock.now();
      try {
        if (question instanceof TurnDecision t) {
          answer = agent.decideTurn(game.observation(seat), t);
        } else if (question instanceof ClaimOptions o) {
          answer = agent.decideClaim(game.observation(seat), o);
        } else {
          answer = agent.decideOpening(game.observation(seat), (OpeningDecision) question);
        }
      } catch (RuntimeException | StackOverflowError e) {
        fault = "threw " + e;
      }
      fault = check(seat, exact, start, fault);
      if (fault == null && !isLegal(question, answer)) {
        fault = "answered " + answer + ", which is not legal; legal: " + legal(question);
      }
      if (fault == null) {
        return answer;
      }
      return fallBack(seat, fault) ? defaultAction(question) : null;
    }

    /**
     * Records the decision time; returns what went wrong (the agent threw, or answered too late), or
     * null when the answer may stand if it is legal.
     */
    private String check(Seat seat, boolean exact, long start, String fault) {
      long elapsed;
      if (exact) {
        elapsed = System.nanoTime() - start;
        times[seat.index()].recordValue(Math.min(elapsed, MAX_TRACKED_NANOS));
      } else {
        elapsed = CoarseClock.now() - start - CoarseClock.tolerance();
      }
      if (fault == null && elapsed > limitNanos) {
        return String.format("answered after %.0f ms, over the limit of %d ms", elapsed / 1e6, limitNanos / 1_000_000);
      }
      return fault;
    }

    /** Whether this decision is timed exactly: every decision under a tight limit, else one in eight. */
    private boolean exactTiming() {
      return exactLimit || (++decisions & (SAMPLE_EVERY - 1)) == 0;
    }

    private static boolean isLegal(Object question, Action answer) {
      if (question instanceof TurnDecision t) {
        return answer instanceof TurnAction a && t.isLegal(a);
      }
      if (question instanceof ClaimOptions o) {
        return answer instanceof Claim c && o.isLegal(c);
      }
      return answer != null && ((OpeningDecision) question).legal().contains(answer);
    }

    private static List<? extends Action> legal(Object question) {
      return question instanceof TurnDecision t ? t.legal()
          : question instanceof ClaimOptions o ? o.legal() : ((OpeningDecision) question).legal();
    }

    private static Action defaultAction(Object question) {
      return question instanceof TurnDecision t ? t.defaultAction()
          : question instanceof ClaimOptions o ? o.defaultAction() : Pass.INSTANCE;
    }

    /**
     * Applies the error policy for a fault of {@code seat}; returns true when play goes on with the
     * default action, false when the hand ended with the sanction.
     */
    private boolean fallBack(Seat seat, String reason) {
      fallbacks[seat.index()]++;
      if (faults == null) {
        faults = new ArrayList<>(2);
      }
      faults.add(new HandRecord.Fault(seat.index(), reason));
      String entry = info.bySeat().get(seat.index());
      if (rules.conduct().errorPolicy() == Rules.ErrorPolicy.PENALTY) {
        log.warn("deal {} order {}: agent '{}' in seat {} {}; the hand ends with the error sanction", info.deal(),
            info.seatOrder(), entry, seat, reason);
        game.sanction(seat, entry + " " + reason);
        return false;
      }
      log.warn("deal {} order {}: agent '{}' in seat {} {}; playing the default action", info.deal(), info.seatOrder(),
          entry, seat, reason);
      return true;
    }

    // Indexed loops: these run at every decision, and an iterator per call is most of what a fast game allocates.
    private void notifyBefore(Seat seat, Decision d) {
      for (int i = 0; i < observers.size(); i++) {
        observers.get(i).beforeDecision(seat, game.observation(seat), d);
      }
    }

    private void notifyAfter(Seat seat, Action chosen) {
      for (int i = 0; i < observers.size(); i++) {
        observers.get(i).afterAction(seat, chosen);
      }
    }
  }
}
