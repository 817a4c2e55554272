package org.mjarena.engine.event;

import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;

/**
 * A seat failed to answer properly: it threw, answered illegally or too late, or its platform reported
 * its turn failed. Under the default-action policy the table then plays the default action for it; under
 * the penalty policy {@link Sanctioned} follows instead. Public.
 *
 * @param fault what went wrong, and for whom
 */
public record Faulted(Fault fault) implements Event {
  /** The seat that failed. */
  public Seat seat() {
    return fault.seat();
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
