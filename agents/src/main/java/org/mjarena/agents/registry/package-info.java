/**
 * The agents a lineup can name, by registry id: the one place that knows every agent package. It sits
 * apart from the agents' shared contract ({@code org.mjarena.agents}) so that the contract depends on no
 * agent, and an agent that seats another (the search's prior) is handed the registry rather than naming it.
 */
package org.mjarena.agents.registry;
