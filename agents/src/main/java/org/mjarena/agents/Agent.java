package org.mjarena.agents;

import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.play.Player;

/**
 * A player the arena can seat by registry id. It sees only {@link org.mjarena.engine.Observation}s and
 * answers one decision at a time (the methods of {@link Player}).
 *
 * <p>An agent instance plays one game in one seat and is never shared between threads. It must be
 * deterministic given the seed it was created with and what it observed: the same seed and the same
 * observations give the same answers.
 *
 * <p>The table tells every agent how its game ended ({@link #gameEnded}) and then closes it
 * ({@link #close}), whatever the agent is: one played by a program outside the arena logs its faults there
 * and ends its program, and every other agent does nothing, the default.
 */
public interface Agent extends Player {
  /**
   * The game this agent played in {@code seat} is over, with {@code outcome}; called once, after the last
   * decision. The default does nothing.
   */
  default void gameEnded(Seat seat, GameOutcome outcome) {}

  /**
   * The agent plays no more: it ends whatever it started (a process, a service it leased). Called once,
   * whether the game ended normally or not. The default does nothing.
   */
  default void close() {}
}
