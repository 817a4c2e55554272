package org.mjarena.engine;

import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;

/**
 * One hand in play: the whole truth, hidden wall included. Only the table holds a game; agents see
 * it through {@link Observation}s.
 *
 * <p>A game is mutable and confined to one thread. It moves only by the three answers to its
 * {@linkplain #pending() pending decision}: draws, replacement draws, payments and the end of the
 * hand happen inside those calls. {@link #copy()} makes an independent game for search and tests.
 *
 * <p>Why mutable rather than an immutable state with transitions: a tournament plays hundreds of
 * thousands of hands, and copying hands and lists at every step would cost more than the rules
 * themselves. The API still exposes no setters: only the rules move a game.
 */
public interface Game {
  /** The rules this hand is played under. */
  Rules rules();

  /** What the game is waiting for; {@link NoDecision} once the hand is over. */
  Decision pending();

  /**
   * Plays the pending turn's action.
   *
   * @throws IllegalStateException    when no turn is pending
   * @throws IllegalArgumentException when the action is not legal
   */
  void apply(TurnAction action);

  /**
   * Resolves the pending claim decision with every asked player's answer ({@code bySeat[seat]}; the
   * entries of players not asked are ignored).
   *
   * @throws IllegalStateException    when no claim decision is pending
   * @throws IllegalArgumentException when an answer is missing or not legal
   */
  void resolve(Claim[] bySeat);

  /**
   * Resolves the pending opening decision with every asked player's answer.
   *
   * @throws IllegalStateException    when no opening decision is pending
   * @throws IllegalArgumentException when an answer is missing or not legal
   */
  void resolveOpening(OpeningAction[] bySeat);

  /**
   * Ends the hand with the error sanction for {@code offender}: it pays the rules' error penalty to
   * each other player, on top of the payments already made.
   */
  void sanction(Seat offender, String reason);

  /** What {@code seat} may know now. The view is live: it follows the game as it moves. */
  Observation observation(Seat seat);

  /** True once the hand is over. */
  boolean isOver();

  /**
   * How the hand ended.
   *
   * @throws IllegalStateException while the hand is still being played
   */
  HandOutcome outcome();

  /** The points each seat has won or lost so far in this hand; they always sum to zero. */
  int points(Seat seat);

  /**
   * The number of tiles accounted for: in the wall, in hands, in melds, in the discards, and set aside
   * as flowers. It equals the variant's tile count at every step.
   */
  int tileTotal();

  /** An independent copy: moving one never changes the other. */
  Game copy();
}
