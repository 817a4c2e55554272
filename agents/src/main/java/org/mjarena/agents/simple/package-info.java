/**
 * The simplest players: the platform's tsumogiri default player and the fixed-order baseline of paper
 * 003. (The random Robot of paper 004 plays with Fanfou_op's claims and lives with it in
 * {@code org.mjarena.agents.fanfou}.)
 */
package org.mjarena.agents.simple;
