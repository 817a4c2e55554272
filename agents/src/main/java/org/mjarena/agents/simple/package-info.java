/** The simplest players: the platform's tsumogiri default player and the random Robot. */
package org.mjarena.agents.simple;
