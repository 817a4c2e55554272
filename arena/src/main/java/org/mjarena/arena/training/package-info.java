/**
 * Training data from the arena's own games: an observer on the driver that keeps the decisions of a
 * teacher seat or entry as training examples, handed to the run in deal order.
 */
package org.mjarena.arena.training;
