package org.mjarena.engine.event;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat is dealt its thirteen tiles (any flowers among them already laid aside and replaced). Private
 * to the seat: the others learn only that thirteen tiles were dealt, as this event with no tiles.
 *
 * @param seat  the seat dealt
 * @param tiles the thirteen tiles, in the order taken from the wall; empty in the form others see
 */
public record Dealt(Seat seat, List<Tile> tiles) implements Event {
  /** The number of tiles every seat is dealt. */
  public static final int TILES = 13;

  /** Copies the list. */
  public Dealt {
    tiles = List.copyOf(tiles);
  }

  @Override
  public Visibility visibility() {
    return Visibility.only(seat);
  }

  @Override
  public Optional<Event> seenBy(Seat viewer) {
    return Optional.of(viewer == seat ? this : new Dealt(seat, List.of()));
  }
}
