package org.mjarena.engine.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.ConductRules;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;

/**
 * The one loop that plays a game: it asks the right seat for its decision, checks the answer, applies
 * it (the game then tells what happened as events) and reports to the observers. Tables, tournaments,
 * benchmarks, tests and replays all play through it.
 *
 * <p>Claims are asked blind: each seat asked about a discard answers without seeing the others'
 * answers, then the game resolves them all at once. A decision with exactly one legal action (a ting
 * player's forced discard or automatic win) is played without asking the player, and still shown to
 * the observers.
 *
 * <p>When a player throws, answers with an illegal action or answers after the rules' time limit, the
 * driver applies the rules' error policy ({@link ConductRules}): the error sanction ends the game, or
 * the decision's default action is played for it (a {@link org.mjarena.engine.event.Faulted} event). The
 * time limit is checked when the player returns: a player that never returns is not interrupted. A
 * player that knows why it cannot answer throws {@link PlayerFault}, whose reason is recorded as given.
 * The answers to a claim decision are all collected first: when some are faulty, the sanction falls on
 * the one the rules reach first as they check the answers ({@link Game#offender}), and none at all when
 * they settle the decision before reaching a faulty one, which then counts as a pass.
 *
 * <p>Timing every decision with {@link System#nanoTime()} would cost more than the rules themselves in
 * fast games, so one decision in {@value #SAMPLE_EVERY} is timed exactly and reported to the observers.
 * The time limit is checked the same way on every decision, whichever are sampled (which ones are
 * depends on how a run's deals fall to its threads, and must not change a verdict): on a
 * {@link CoarseClock} when the limit is {@value #EXACT_LIMIT_MILLIS} ms or more, exactly otherwise.
 * The coarse clock errs by a couple of milliseconds, and by more only when its ticking thread gets no
 * processor for a while; a limit of a second or more leaves room for that, so that a decision counted
 * late is one that took about its limit, not one that met a stalled clock.
 *
 * <p>So whether an answer is late depends on the clock; nothing else in a game does. A run in which no
 * answer comes near its limit plays exactly as it would with no limit, whatever the threads and the
 * machine's load ({@link Fault#isLateAtTable} tells those late answers apart, and a run counts them).
 *
 * <p>A driver plays one game at a time and belongs to one thread.
 */
public final class Driver {
  /**
   * One decision in this many is timed exactly. A timed decision reads {@link System#nanoTime()} twice,
   * about 30 ns each, more than a fast agent's decision: timing one decision in 8 took about a tenth of
   * the time of a game of four tsumogiri players. One in 32 still gives thousands of samples per entry
   * in any real run.
   */
  public static final int SAMPLE_EVERY = 32;
  /** Limits below this are checked exactly on every decision, as the coarse clock would be too rough. */
  static final long EXACT_LIMIT_MILLIS = 1000;
  /** What an observer is told of a decision that was not timed exactly. */
  public static final long NOT_TIMED = -1;

  /** The observers that override each method of {@link GameObserver}, in the order given. */
  private final GameObserver[] started;
  private final GameObserver[] before;
  private final GameObserver[] after;
  private final GameObserver[] timed;
  private final GameObserver[] ended;
  private int decisions;

  /**
   * A driver reporting to {@code observers}, in order. Each observer is told only what it listens to
   * (the methods it overrides): an observer of the answers alone costs no observation before each
   * decision, and one of the decision times alone, such as a table's, no list of the events after it.
   */
  public Driver(List<? extends GameObserver> observers) {
    this.started = overriding(observers, "gameStarted", List.class);
    this.before = overriding(observers, "beforeDecision", Seat.class, Observation.class, Decision.class);
    this.after = overriding(observers, "afterDecision", Seat.class, Action.class, long.class, List.class);
    this.timed = overriding(observers, "decisionTimed", Seat.class, long.class);
    this.ended = overriding(observers, "gameEnded", GameOutcome.class, List.class);
  }

  /** A driver with no observer. */
  public Driver() {
    this(List.of());
  }

  /**
   * Plays {@code game} to its end.
   *
   * @param game   a game not yet over (freshly dealt, or taken up anywhere)
   * @param bySeat the player of each seat
   * @return how the game ended
   */
  public GameOutcome play(Game game, Player[] bySeat) {
    Round round = new Round(game, bySeat, game.rules().conduct());
    if (started.length > 0) {
      List<Event> deal = game.events();
      for (GameObserver o : started) {
        o.gameStarted(deal);
      }
    }
    while (!game.isOver()) {
      Decision d = game.pending();
      if (d instanceof TurnDecision t) {
        round.turn(t);
      } else if (d instanceof ClaimDecision c) {
        round.claims(c);
      } else if (d instanceof OpeningDecision o) {
        round.opening(o);
      }
    }
    GameOutcome outcome = game.outcome();
    if (ended.length > 0) {
      List<Event> all = game.events();
      for (GameObserver o : ended) {
        o.gameEnded(outcome, all);
      }
    }
    return outcome;
  }

  /** The observers among {@code all} whose class overrides the named method of {@link GameObserver}. */
  private static GameObserver[] overriding(List<? extends GameObserver> all, String method, Class<?>... parameters) {
    List<GameObserver> listening = new ArrayList<>(all.size());
    for (GameObserver o : all) {
      try {
        if (o.getClass().getMethod(method, parameters).getDeclaringClass() != GameObserver.class) {
          listening.add(o);
        }
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("GameObserver has no method " + method, e);
      }
    }
    return listening.toArray(new GameObserver[0]);
  }

  /** The state of one game being played. */
  private final class Round {
    final Game game;
    final Player[] players;
    final long limitNanos;
    final boolean exactLimit;
    final boolean penalty;
    final Claim[] claims = new Claim[Seat.COUNT];
    /** Why each seat's answer to the claim decision being asked is faulty, or null when it is not. */
    final Fault[] claimFaults = new Fault[Seat.COUNT];
    final long[] nanos = new long[Seat.COUNT];
    /** The time of the last answer, and why it was faulty (null when it was not). */
    long lastNanos;
    Fault lastFault;

    Round(Game game, Player[] players, ConductRules conduct) {
      this.game = game;
      this.players = players;
      this.limitNanos = conduct.decisionTimeLimitNanos();
      this.exactLimit = limitNanos < EXACT_LIMIT_MILLIS * 1_000_000;
      this.penalty = conduct.errorPolicy() == Rules.ErrorPolicy.PENALTY;
    }

    void turn(TurnDecision t) {
      Seat seat = t.seat();
      int before = eventCount();
      TurnAction chosen;
      if (t.isForced()) {
        notifyBefore(seat, t);
        chosen = t.legal().get(0);
        lastNanos = NOT_TIMED;
      } else {
        chosen = (TurnAction) ask(seat, t, t);
        if (chosen == null) {
          return;
        }
      }
      game.apply(chosen);
      if (after.length > 0) {
        notifyAfter(seat, chosen, lastNanos, eventsFrom(before));
      }
      notifyTimed(seat, lastNanos);
    }

    void claims(ClaimDecision c) {
      int before = eventCount();
      List<ClaimOptions> asked = c.asked();
      boolean faulty = false;
      for (int i = 0; i < asked.size(); i++) {
        ClaimOptions o = asked.get(i);
        int s = o.seat().index();
        boolean onlyTheWin = o.mustWin() && !o.canPung() && !o.canKong() && o.chowMask() == 0;
        if (onlyTheWin) {
          notifyBefore(o.seat(), c);
          claims[s] = o.defaultAction();
          lastNanos = NOT_TIMED;
          lastFault = null;
        } else {
          claims[s] = (Claim) answer(o.seat(), c, o);
        }
        claimFaults[s] = lastFault;
        nanos[s] = lastNanos;
        faulty |= lastFault != null;
      }
      if (faulty && !settleFaults(asked)) {
        return;
      }
      game.resolve(claims);
      if (after.length > 0) {
        List<Event> followed = eventsFrom(before);
        for (int i = 0; i < asked.size(); i++) {
          int s = asked.get(i).seat().index();
          notifyAfter(asked.get(i).seat(), claims[s], nanos[s], followed);
        }
      }
      for (int i = 0; i < asked.size(); i++) {
        Seat seat = asked.get(i).seat();
        notifyTimed(seat, nanos[seat.index()]);
      }
    }

    void opening(OpeningDecision d) {
      int before = eventCount();
      OpeningAction[] opening = new OpeningAction[Seat.COUNT];
      for (Seat seat : d.asked()) {
        OpeningAction answer = (OpeningAction) ask(seat, d, d);
        if (answer == null) {
          return;
        }
        opening[seat.index()] = answer;
        nanos[seat.index()] = lastNanos;
      }
      game.resolveOpening(opening);
      if (after.length > 0) {
        List<Event> followed = eventsFrom(before);
        for (Seat seat : d.asked()) {
          notifyAfter(seat, opening[seat.index()], nanos[seat.index()], followed);
        }
      }
      for (Seat seat : d.asked()) {
        notifyTimed(seat, nanos[seat.index()]);
      }
    }

    /**
     * Applies the error policy to the faulty answers of a claim decision. Under the penalty, the seat
     * the rules reach first is sanctioned (false is returned: the game is over); the faulty answers
     * they do not reach count as passes. Otherwise every faulty answer is recorded, in turn order, and
     * replaced by the default action.
     */
    private boolean settleFaults(List<ClaimOptions> asked) {
      if (penalty) {
        Optional<Seat> offender = game.offender(claims);
        if (offender.isPresent()) {
          game.sanction(claimFaults[offender.get().index()]);
          return false;
        }
      }
      for (int i = 0; i < asked.size(); i++) {
        ClaimOptions o = asked.get(i);
        int s = o.seat().index();
        if (claimFaults[s] != null) {
          if (!penalty) {
            game.fault(claimFaults[s]);
          }
          claims[s] = o.defaultAction();
        }
      }
      return true;
    }

    /**
     * Puts one question to the player in {@code seat}: a {@link TurnDecision} or an {@link
     * OpeningDecision}. Returns its answer, or the default action when it failed under the
     * default-action policy, or null when it failed and the game ended with the sanction. Sets
     * {@link #lastNanos}.
     */
    private Action ask(Seat seat, Decision shown, Object question) {
      Action answer = answer(seat, shown, question);
      if (lastFault == null) {
        return answer;
      }
      if (penalty) {
        game.sanction(lastFault);
        return null;
      }
      game.fault(lastFault);
      return defaultAction(question);
    }

    /**
     * Puts one question to the player in {@code seat}: a {@link TurnDecision}, its {@link ClaimOptions}
     * or an {@link OpeningDecision}. Returns its answer as given, or null when it threw or answered too
     * late. Sets {@link #lastNanos}, and {@link #lastFault} to why the answer is faulty (it threw,
     * answered too late, or answered what is not legal) or to null.
     */
    private Action answer(Seat seat, Decision shown, Object question) {
      // One observation for the observers and the player. Made per question, never kept here: when the
      // player does not read it either, the compiler may not even allocate it.
      Observation seen = game.observation(seat);
      for (GameObserver o : before) {
        o.beforeDecision(seat, seen, shown);
      }
      Player player = players[seat.index()];
      boolean sampled = (++decisions & (SAMPLE_EVERY - 1)) == 0;
      long coarseStart = exactLimit ? 0 : CoarseClock.now();
      long start = exactLimit || sampled ? System.nanoTime() : 0;
      Action answer;
      try {
        answer = question instanceof TurnDecision t ? player.decideTurn(seen, t)
            : question instanceof ClaimOptions o ? player.decideClaim(seen, o)
            : player.decideOpening(seen, (OpeningDecision) question);
      } catch (PlayerFault e) {
        stop(sampled, start, coarseStart);
        return faulty(e.fault(seat));
      } catch (RuntimeException | StackOverflowError e) {
        stop(sampled, start, coarseStart);
        return faulty(Fault.threw(seat, e));
      }
      long elapsed = stop(sampled, start, coarseStart);
      if (elapsed > limitNanos) {
        return late(seat, elapsed); // a late answer is no answer
      }
      lastFault = isLegal(question, answer) ? null : illegal(seat, question, answer);
      return answer;
    }

    // The failures have methods of their own, which keeps answer small enough for the compiler to inline.

    /** Records why the answer is faulty, and returns the answer kept of it: none. */
    private Action faulty(Fault fault) {
      lastFault = fault;
      return null;
    }

    private Action late(Seat seat, long elapsed) {
      return faulty(Fault.late(seat, elapsed, limitNanos));
    }

    private Fault illegal(Seat seat, Object question, Action answer) {
      return Fault.illegal(seat, answer, legal(question));
    }

    /**
     * The time since the question, as the time limit sees it, the same whether or not the decision is
     * {@code sampled}: exact when the limit is under {@value #EXACT_LIMIT_MILLIS} ms, else on the coarse
     * clock less its tolerance. Sets {@link #lastNanos} to the exact time of a sampled decision, else
     * to {@link #NOT_TIMED}.
     */
    private long stop(boolean sampled, long start, long coarseStart) {
      long exactNanos = exactLimit || sampled ? System.nanoTime() - start : NOT_TIMED;
      lastNanos = sampled ? exactNanos : NOT_TIMED;
      return exactLimit ? exactNanos : CoarseClock.now() - coarseStart - CoarseClock.tolerance();
    }

    /** The number of events so far, read only when some observer will be told the events that follow. */
    private int eventCount() {
      if (after.length == 0) {
        return 0;
      }
      return game instanceof AbstractGame g ? g.eventCount() : game.events().size();
    }

    private void notifyBefore(Seat seat, Decision d) {
      if (before.length > 0) {
        Observation seen = game.observation(seat);
        for (GameObserver o : before) {
          o.beforeDecision(seat, seen, d);
        }
      }
    }

    private void notifyAfter(Seat seat, Action chosen, long time, List<Event> followed) {
      for (GameObserver o : after) {
        o.afterDecision(seat, chosen, time, followed);
      }
    }

    /** Tells the observers of decision times one that was timed exactly. */
    private void notifyTimed(Seat seat, long time) {
      if (time != NOT_TIMED) {
        for (GameObserver o : timed) {
          o.decisionTimed(seat, time);
        }
      }
    }

    /** The events from index {@code from} on: what followed a decision. */
    private List<Event> eventsFrom(int from) {
      if (game instanceof AbstractGame g) {
        return g.eventsFrom(from);
      }
      List<Event> all = game.events();
      return all.subList(from, all.size());
    }
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
}
