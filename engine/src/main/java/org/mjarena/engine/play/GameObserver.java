package org.mjarena.engine.play;

import java.util.List;
import org.mjarena.engine.Decision;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.event.Event;

/**
 * Watches the games a {@link Driver} plays without taking part: statistics, the commentator, replay
 * recorders. An observer sees what the mover sees before each decision, the answer after it, and the
 * game's events; it never sees the wall and never moves the game. Every method does nothing by default.
 */
public interface GameObserver {
  /** A game begins; {@code deal} holds its events so far (the start and the deal), of every visibility. */
  default void gameStarted(List<Event> deal) {}

  /**
   * {@code seat} is about to decide, forced moves included (a decision with one legal action, played
   * without asking). {@code seen} is its own observation; {@code decision} is a
   * {@link org.mjarena.engine.TurnDecision}, a {@link org.mjarena.engine.ClaimDecision} (the seat's options
   * are {@code options(seat)}) or an {@link org.mjarena.engine.OpeningDecision}.
   */
  default void beforeDecision(Seat seat, Observation seen, Decision decision) {}

  /**
   * {@code seat} answered {@code answer} (after any fallback of the table) in {@code nanos}
   * nanoseconds, or {@code -1} when this decision was not timed exactly; {@code events} followed it. The
   * seats asked about one discard answer blind and are resolved together, so each of them is reported
   * in turn order with the same events. A decision that ends in the error sanction is not reported here.
   */
  default void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {}

  /**
   * {@code seat} answered in {@code nanos} nanoseconds: told, right after {@link #afterDecision} would be,
   * of the decisions the driver timed exactly (one in {@value Driver#SAMPLE_EVERY}; forced moves never).
   * An observer that wants only the decision times listens here: the driver then makes no list of the
   * events that followed each decision for it.
   */
  default void decisionTimed(Seat seat, long nanos) {}

  /** The game is over; {@code events} is every event of the game, of every visibility, in order. */
  default void gameEnded(GameOutcome outcome, List<Event> events) {}
}
