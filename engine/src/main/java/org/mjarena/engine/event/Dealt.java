package org.mjarena.engine.event;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
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

  /** Copies the list (unless it is already the immutable list {@link #of} makes). */
  public Dealt {
    tiles = tiles instanceof Taken ? tiles : List.copyOf(tiles);
  }

  /**
   * The deal of {@code tiles} (tile indices, in the order taken from the wall) to {@code seat}, keeping
   * the array, which the caller hands over and must not change: every game deals four times, and a list
   * made the usual way costs an array of tiles and a copy of it.
   */
  public static Dealt of(Seat seat, byte[] tiles) {
    return new Dealt(seat, new Taken(tiles));
  }

  /** An immutable list of tiles over an array of tile indices that nothing else holds. */
  private static final class Taken extends AbstractList<Tile> implements RandomAccess {
    private final byte[] tiles;

    Taken(byte[] tiles) {
      this.tiles = tiles;
    }

    @Override
    public Tile get(int index) {
      return Tile.of(tiles[Objects.checkIndex(index, tiles.length)]);
    }

    @Override
    public int size() {
      return tiles.length;
    }
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
