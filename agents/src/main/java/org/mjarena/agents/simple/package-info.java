/**
 * The simplest players: the platform's tsumogiri default player, the random Robot, and the
 * fixed-order baseline of paper 003.
 */
package org.mjarena.agents.simple;
