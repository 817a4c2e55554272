/** The wall: the shuffled undrawn tiles, shared or in per-seat blocks. */
package org.mjarena.engine.wall;
