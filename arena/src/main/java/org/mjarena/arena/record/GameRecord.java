package org.mjarena.arena.record;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.GameStarted;

/**
 * One game as a replay record: which game it is, how it was dealt, and every event in order (of every
 * visibility).
 *
 * @param deal     the deal index in its run (the match number of an imported log)
 * @param order    the seat order index within the deal
 * @param seats    the entry index of each seat (into the file's entry list), seat 0 first
 * @param label    a name for the game, such as a Botzone match id; empty for a tournament's games
 * @param wallSeed the seed the wall was shuffled with, when the game was dealt from a seed
 * @param setup    the wall, winds and dealer, when the game was dealt from an explicit setup
 * @param events   every event of the game
 */
public record GameRecord(long deal, int order, List<Integer> seats, String label, Optional<Long> wallSeed,
    Optional<DealSetup> setup, List<Event> events) {
  /** Copies the lists; exactly one of the wall seed and the setup is given. */
  public GameRecord {
    seats = List.copyOf(seats);
    events = List.copyOf(events);
    if (wallSeed.isPresent() == setup.isPresent()) {
      throw new IllegalArgumentException("a game record needs either a wall seed or a setup");
    }
  }

  /** The dealer, as the game's start says; seat 0 for a record without one. */
  public Seat dealer() {
    return events.stream().filter(e -> e instanceof GameStarted).map(e -> ((GameStarted) e).dealer()).findFirst()
        .orElse(Seat.of(0));
  }
}
