package org.mjarena.arena;

import java.util.List;
import org.mjarena.engine.HandOutcome;

/**
 * What a table reports about one hand.
 *
 * @param outcome   how the hand ended
 * @param fallbacks per seat, how many times the table had to step in for the agent (it threw,
 *                  answered illegally or too late)
 * @param faults    a description of each of those events, in order
 */
public record HandRecord(HandOutcome outcome, int[] fallbacks, List<Fault> faults) {
  /**
   * One time the table stepped in.
   *
   * @param seat   the agent's seat
   * @param reason what went wrong
   */
  public record Fault(int seat, String reason) {}
}
