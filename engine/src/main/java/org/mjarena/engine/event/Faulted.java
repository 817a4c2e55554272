package org.mjarena.engine.event;

import org.mjarena.engine.Seat;

/**
 * A seat failed to answer properly: it threw, answered illegally or too late. Under the default-action
 * policy the table then plays the default action for it; under the penalty policy {@link Sanctioned}
 * follows. Public.
 *
 * @param seat   the seat
 * @param reason what went wrong
 */
public record Faulted(Seat seat, String reason) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
