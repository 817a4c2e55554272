package org.mjarena.arena.table;

import java.util.List;

/**
 * Which game of a run is being played.
 *
 * @param deal      the deal index: the wall depends only on it and the root seed
 * @param seatOrder the index of the seat order within the deal
 * @param bySeat    the lineup entry id in each seat, seat 0 (the dealer) first
 */
public record GameInfo(long deal, int seatOrder, List<String> bySeat) {
  /** Copies the list. */
  public GameInfo {
    bySeat = List.copyOf(bySeat);
  }
}
