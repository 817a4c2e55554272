package org.mjarena.engine.event;

import org.mjarena.engine.Seat;

/**
 * A seat declares ting 报听 (108-tile variant): with the discard just before this event, or before play
 * on its dealt tiles (天听). Public and final: from now on the seat discards what it draws.
 *
 * @param seat the seat
 */
public record TingDeclared(Seat seat) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
