package org.mjarena.agents;

/**
 * Makes the agent of one seat for one game. Factories are shared between threads, so they hold only
 * immutable configuration.
 */
@FunctionalInterface
public interface AgentFactory {
  /**
   * A new agent.
   *
   * @param seed the seed of the only random stream the agent may use (see
   *             {@link org.mjarena.engine.random.Seeds#generator(long)})
   */
  Agent create(long seed);
}
