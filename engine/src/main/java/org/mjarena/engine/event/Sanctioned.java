package org.mjarena.engine.event;

import org.mjarena.engine.Seat;

/**
 * The game ends with the error sanction: the offender pays the penalty to each other seat (the
 * {@link Paid} events follow). Public.
 *
 * @param offender the seat sanctioned
 * @param reason   why
 */
public record Sanctioned(Seat offender, String reason) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
