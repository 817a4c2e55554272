package org.mjarena.arena.table;

import org.mjarena.agents.Agent;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/**
 * An agent whose decisions come from outside the arena (a bot program): the table tells it how its
 * game ended, so it can log its faults, and then closes it, ending every process it started, whether
 * the game ended normally or not.
 */
public interface ExternalAgent extends Agent, AutoCloseable {
  /** The game this agent played in {@code seat} is over. */
  void gameEnded(Seat seat, GameOutcome outcome);

  /** Ends the agent's processes; it plays no more. */
  @Override
  void close();
}
