package org.mjarena.arena;

import org.mjarena.engine.Decision;
import org.mjarena.engine.HandOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Action;

/**
 * Watches hands at a table without taking part: statistics collectors, the commentator, replay
 * writers. Observers see what the mover sees before each decision and what was chosen after it; they
 * are never agents and never see the hidden state.
 */
public interface TableObserver {
  /** A new hand starts. */
  default void startHand(HandInfo info) {}

  /** {@code seat} is about to decide; {@code seen} is its own view, {@code decision} what it may do. */
  default void beforeDecision(Seat seat, Observation seen, Decision decision) {}

  /** {@code seat} chose {@code chosen} (after any fallback was applied). */
  default void afterAction(Seat seat, Action chosen) {}

  /** The hand is over. */
  default void endHand(HandOutcome outcome) {}
}
