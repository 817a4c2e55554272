/**
 * The agent contract ({@link org.mjarena.agents.Agent}, one method per decision point), specs and
 * factories, with what several agents share: the start of a turn that wins first
 * ({@link org.mjarena.agents.WinFirstAgent}) and a position read from an observation
 * ({@link org.mjarena.agents.Position}). The agents themselves live in subpackages, and
 * {@code org.mjarena.agents.registry} names them all.
 */
package org.mjarena.agents;
