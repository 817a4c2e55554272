package org.mjarena.engine;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;

/**
 * One game in play (a single hand, from the deal to the settlement): the whole truth, hidden wall
 * included. Only the driver that plays it holds a game; players see it through {@link Observation}s.
 *
 * <p>A game is mutable and confined to one thread. It moves only by the answers to its
 * {@linkplain #pending() pending decision}: draws, replacement draws, payments and the end of the game
 * happen inside those calls. Everything that happens is told as {@link Event}s, in order
 * ({@link #events()}). {@link #copy()} makes an independent game for search and tests.
 *
 * <p>Why mutable rather than an immutable state with transitions: a tournament plays hundreds of
 * thousands of games, and copying hands and lists at every step would cost more than the rules
 * themselves. The API still exposes no setters: only the rules move a game.
 */
public interface Game {
  /** The rules this game is played under. */
  Rules rules();

  /** What the game is waiting for; {@link NoDecision} once it is over. */
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
   * The seat the error sanction falls on when some answers to the pending claim decision are faulty:
   * the first faulty answer the rules reach as they check the answers in their order, or empty when
   * they settle the decision before reaching any. An answer is faulty when it is null (the player
   * threw, answered too late or not at all) or not legal. The rules check every answer in turn order
   * after the discarder unless the variant says otherwise (MCR: in the Botzone judge's order).
   *
   * @param bySeat every asked player's answer; the entries of players not asked are ignored
   * @throws IllegalStateException when no claim decision is pending
   */
  Optional<Seat> offender(Claim[] bySeat);

  /**
   * Resolves the pending opening decision with every asked player's answer.
   *
   * @throws IllegalStateException    when no opening decision is pending
   * @throws IllegalArgumentException when an answer is missing or not legal
   */
  void resolveOpening(OpeningAction[] bySeat);

  /**
   * Records that the table stepped in for the fault's seat (it threw, answered illegally or too late, or
   * its platform reported it failed) and plays on: the default-action policy. Told as a
   * {@link org.mjarena.engine.event.Faulted} event.
   */
  void fault(Fault fault);

  /**
   * Ends the game with the error sanction for the fault's seat: it pays the rules' error penalty to each
   * other player, on top of the payments already made. The fault is recorded too.
   */
  void sanction(Fault fault);

  /** What {@code seat} knows now: a value that stays as it is while the game moves on. */
  Observation observation(Seat seat);

  /** Every event so far, of every visibility, in order: an immutable list. */
  List<Event> events();

  /** True once the game is over. */
  boolean isOver();

  /**
   * How the game ended.
   *
   * @throws IllegalStateException while the game is still being played
   */
  GameOutcome outcome();

  /** The points each seat has won or lost so far in this game; they always sum to zero. */
  int points(Seat seat);

  /**
   * The number of tiles accounted for: in the wall, in hands, in melds, in the rivers, and set aside as
   * flowers. It equals the size of the variant's tile set at every step.
   */
  int tileTotal();

  /** An independent copy: moving one never changes the other. */
  Game copy();
}
