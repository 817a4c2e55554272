package org.mjarena.engine.event;

import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;

/**
 * The game ends with the error sanction: the offender pays the penalty to each other seat (the
 * {@link Paid} events follow). Public.
 *
 * @param fault the offender's fault that ended the game
 */
public record Sanctioned(Fault fault) implements Event {
  /** The seat sanctioned. */
  public Seat offender() {
    return fault.seat();
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
