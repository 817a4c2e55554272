/**
 * The wall: the shuffled undrawn tiles, shared or in per-seat blocks (Botzone's duplicate wall), with
 * draws from the front and replacements from the back; and {@link org.mjarena.engine.wall.WallOrders},
 * which builds wall orders that deal chosen hands and draws, for tests that set up a position.
 */
package org.mjarena.engine.wall;
