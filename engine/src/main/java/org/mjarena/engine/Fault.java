package org.mjarena.engine;

import java.util.Locale;

/**
 * One time the table stepped in for a player that threw, answered illegally or answered too late.
 *
 * @param seat   the player's seat
 * @param reason what went wrong
 */
public record Fault(Seat seat, String reason) {
  private static final String LATE = "answered after ";

  /** The reason given for an answer that took {@code elapsedNanos}, over the limit of {@code limitNanos}. */
  public static String late(long elapsedNanos, long limitNanos) {
    return String.format(Locale.ROOT, LATE + "%.0f ms, over the limit of %d ms", elapsedNanos / 1e6, limitNanos / 1_000_000);
  }

  /**
   * True when {@code reason} (of a fault or of the error sanction) is a late answer: the one fault that
   * depends on the clock rather than on the game, and so the one that can make two runs of the same
   * lineup and seed differ.
   */
  public static boolean isLate(String reason) {
    return reason.startsWith(LATE);
  }
}
