package org.mjarena.agents;

import org.mjarena.engine.play.Player;

/**
 * A player the arena can seat by registry id. It sees only {@link org.mjarena.engine.Observation}s and
 * answers one decision at a time (the methods of {@link Player}).
 *
 * <p>An agent instance plays one game in one seat and is never shared between threads. It must be
 * deterministic given the seed it was created with and what it observed: the same seed and the same
 * observations give the same answers.
 */
public interface Agent extends Player {}
