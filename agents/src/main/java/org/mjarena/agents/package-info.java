/**
 * The agent contract ({@link org.mjarena.agents.Agent}, one method per decision point), factories, and
 * the registry that maps lineup ids to agents. The agents themselves live in subpackages.
 */
package org.mjarena.agents;
