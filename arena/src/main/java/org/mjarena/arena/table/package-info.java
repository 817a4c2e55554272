/**
 * One game at a table: {@link org.mjarena.arena.table.Table} seats four agents, plays a dealt game to
 * its end through the engine's driver (which steps in for an agent that throws, answers illegally or too
 * late), times the decisions, and shows every decision to its {@link org.mjarena.arena.table.TableObserver}s,
 * which learn which game of the run it is ({@link org.mjarena.arena.table.GameInfo}) before it starts.
 */
package org.mjarena.arena.table;
