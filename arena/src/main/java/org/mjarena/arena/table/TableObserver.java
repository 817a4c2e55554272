package org.mjarena.arena.table;

import org.mjarena.engine.play.GameObserver;

/**
 * Watches the games of a {@link Table} without taking part: statistics collectors, the commentator,
 * replay writers. Besides what every {@link GameObserver} sees, it learns which game of the run each
 * one is, before it starts.
 */
public interface TableObserver extends GameObserver {
  /** The next game to be played. */
  default void startGame(GameInfo info) {}
}
