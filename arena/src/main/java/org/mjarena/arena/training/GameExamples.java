package org.mjarena.arena.training;

import org.mjarena.arena.table.TableObserver;

/**
 * The examples of one game, watched from its start ({@link TableObserver#startGame}): once it is over,
 * {@link #examples} and {@link #take} hand them over as the bytes of an {@link ExamplesFile} block. One
 * per worker thread; it starts afresh with each game.
 */
public interface GameExamples extends TableObserver {
  /** How many examples the game gave so far. */
  int examples();

  /** The examples' bytes, and a fresh start. */
  byte[] take();
}
