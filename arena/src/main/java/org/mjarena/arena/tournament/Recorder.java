package org.mjarena.arena.tournament;

import java.util.List;
import org.mjarena.arena.table.TableObserver;
import org.mjarena.engine.event.Event;

/**
 * What one destination of a run keeps of the games a worker plays, deal by deal: it may watch every
 * decision through the table ({@link #observers}), is told each game once it is over, and after the last
 * seat order of a deal hands over what it kept of that deal ({@link #take}). A worker thread has its own
 * recorder of each destination, so a recorder needs no locks; what it takes is handed on, in deal order,
 * to the one place that gathers the run ({@code run.Sink}).
 *
 * @param <T> what it keeps of one deal
 */
public interface Recorder<T> {
  /** The observers that watch the worker's table for this recorder, if any. */
  default List<TableObserver> observers() {
    return List.of();
  }

  /** A game of the deal being played is over: {@code events} is every event of it, in order. */
  default void gameOver(GameResult game, List<Event> events) {}

  /**
   * What was kept of the deal whose games were just played, every seat order of it; the recorder starts
   * the next deal afresh. Also called for a deal cut short by a cancelled run, whose result is dropped.
   */
  T take();
}
