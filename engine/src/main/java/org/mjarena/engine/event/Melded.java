package org.mjarena.engine.event;

import org.mjarena.engine.Seat;
import org.mjarena.engine.hand.Meld;

/**
 * A seat declares an open meld: a chow, pung or exposed kong of a claimed discard, or the completion of
 * an added kong (its pung becomes a kong). Public. A concealed kong is {@link ConcealedKonged}.
 *
 * @param seat the seat
 * @param meld the meld as it now stands
 */
public record Melded(Seat seat, Meld meld) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
