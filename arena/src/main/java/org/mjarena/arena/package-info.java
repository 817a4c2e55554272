/**
 * The table: plays a hand between seated agents, holding the only real game state, asking each agent
 * for its decisions, applying fallbacks, and telling observers what happened.
 */
package org.mjarena.arena;
