package org.mjarena.engine;

import java.util.List;
import java.util.Optional;

/**
 * How a hand ended.
 *
 * @param kind     a win, an exhaustive draw, or the error sanction
 * @param wins     the winners (several when more than one player wins on one discard)
 * @param dealIn   the player whose discard or added kong was won on
 * @param points   the points of each seat for the whole hand, immediate payoffs included; they sum to zero
 * @param offender the player sanctioned, for {@link Kind#SANCTION}
 * @param reason   why the sanction was applied; empty otherwise
 */
public record HandOutcome(Kind kind, List<Win> wins, Optional<Seat> dealIn, List<Integer> points, Optional<Seat> offender,
    String reason) {

  /** The ways a hand ends. */
  public enum Kind {
    /** At least one player won. */
    WIN,
    /** The wall ran out without a win (流局). */
    DRAW,
    /** A player failed to answer properly and the hand ended with the error sanction. */
    SANCTION
  }

  /** The points of one seat. */
  public int points(Seat seat) {
    return points.get(seat.index());
  }
}
