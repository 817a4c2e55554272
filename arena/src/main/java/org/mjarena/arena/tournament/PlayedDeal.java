package org.mjarena.arena.tournament;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One deal of a run, played in every seat order: what each of the run's recorders kept of it, in the
 * order the recorders were given.
 *
 * @param deal  the deal index
 * @param games the games played (its seat orders)
 * @param kept  each recorder's {@link Recorder#take} of the deal
 */
public record PlayedDeal(int deal, int games, List<Object> kept) {
  /** Copies the list (whose elements may be null: a recorder may keep nothing). */
  public PlayedDeal {
    kept = Collections.unmodifiableList(Arrays.asList(kept.toArray()));
  }
}
