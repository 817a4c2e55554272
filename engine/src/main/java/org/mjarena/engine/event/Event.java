package org.mjarena.engine.event;

import java.util.Optional;
import org.mjarena.engine.Seat;

/**
 * One change of a game, in the order it happened. Events are immutable values and carry their
 * {@link Visibility}: a public event is seen whole by every seat; a private one (a dealt hand, a drawn
 * tile, a claim offer, the tile of a concealed kong) is seen whole only by its seat, and
 * {@link #seenBy(Seat)} says what the others learn of it.
 */
public sealed interface Event permits GameStarted, Dealt, FlowerLaid, Drew, Discarded, TingDeclared, ClaimOffered,
    ClaimResolved, Melded, ConcealedKonged, AddedKongDeclared, Won, Paid, Faulted, Sanctioned, ExhaustiveDraw,
    Settled {

  /** Who sees this event in full. */
  Visibility visibility();

  /**
   * This event as {@code viewer} learns it: the event itself when the viewer may see it whole, a form
   * without the hidden part when the others learn that it happened (a draw without its tile), or empty
   * when the others learn nothing (a claim offer).
   */
  default Optional<Event> seenBy(Seat viewer) {
    return visibility().includes(viewer) ? Optional.of(this) : Optional.empty();
  }
}
