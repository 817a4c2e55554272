package org.mjarena.engine;

import java.util.List;
import java.util.Optional;

/**
 * How a game ended.
 *
 * @param kind     a win, an exhaustive draw, or the error sanction
 * @param wins     the winners (several when more than one player wins on one discard)
 * @param dealIn   the player whose discard or added kong was won on
 * @param points   the points of each seat for the whole game, immediate payoffs included; they sum to zero
 * @param offender the player sanctioned, for {@link Kind#SANCTION}
 * @param reason   why the sanction was applied; empty otherwise
 * @param faults   every time the table stepped in for a player, in order (the sanction's fault included)
 */
public record GameOutcome(Kind kind, List<Win> wins, Optional<Seat> dealIn, List<Integer> points,
    Optional<Seat> offender, String reason, List<Fault> faults) {

  /** Copies the lists. */
  public GameOutcome {
    wins = List.copyOf(wins);
    points = List.copyOf(points);
    faults = List.copyOf(faults);
  }

  /** The ways a game ends. */
  public enum Kind {
    /** At least one player won. */
    WIN,
    /** The wall ran out without a win (流局). */
    DRAW,
    /** A player failed to answer properly and the game ended with the error sanction. */
    SANCTION
  }

  /** The points of one seat. */
  public int points(Seat seat) {
    return points.get(seat.index());
  }

  /** How many times the table stepped in for {@code seat}. */
  public int fallbacks(Seat seat) {
    int n = 0;
    for (Fault f : faults) {
      n += f.seat() == seat ? 1 : 0;
    }
    return n;
  }
}
