package org.mjarena.engine.event;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Seat;

/**
 * A seat is asked about a discard or a tile being added to a kong, with what it may answer. Private to
 * the seat: the others do not learn who could claim.
 *
 * @param options the seat's options (the seat is {@code options.seat()})
 */
public record ClaimOffered(ClaimOptions options) implements Event {
  /** The seat asked. */
  public Seat seat() {
    return options.seat();
  }

  @Override
  public Visibility visibility() {
    return Visibility.only(options.seat());
  }
}
