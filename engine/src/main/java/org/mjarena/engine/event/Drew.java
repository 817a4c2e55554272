package org.mjarena.engine.event;

import java.util.Optional;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat draws a tile. Private to the seat: the others learn only that it drew, as this event with no
 * tile. Draws are frequent, so the engine shares one instance per seat, tile and kind of draw.
 *
 * @param seat        the seat
 * @param tile        the tile drawn (never a flower: a drawn flower is laid aside and replaced); empty in the
 *                    form others see
 * @param replacement true for a replacement draw after a kong or a flower (from the back of a shared wall)
 */
public record Drew(Seat seat, Optional<Tile> tile, boolean replacement) implements Event {
  private static final Drew[] SHARED = new Drew[Seat.COUNT * (Tile.KINDS + 1) * 2];

  static {
    for (Seat s : Seat.all()) {
      for (int t = 0; t <= Tile.KINDS; t++) {
        for (int r = 0; r < 2; r++) {
          Optional<Tile> tile = t == Tile.KINDS ? Optional.empty() : Optional.of(Tile.of(t));
          SHARED[slot(s, t, r == 1)] = new Drew(s, tile, r == 1);
        }
      }
    }
  }

  private static int slot(Seat seat, int tile, boolean replacement) {
    return (seat.index() * (Tile.KINDS + 1) + tile) * 2 + (replacement ? 1 : 0);
  }

  /** The shared event of {@code seat} drawing {@code tile}. */
  public static Drew of(Seat seat, Tile tile, boolean replacement) {
    return SHARED[slot(seat, tile.index(), replacement)];
  }

  /** The shared event of {@code seat} drawing a tile the viewer does not see. */
  public static Drew hidden(Seat seat, boolean replacement) {
    return SHARED[slot(seat, Tile.KINDS, replacement)];
  }

  @Override
  public Visibility visibility() {
    return Visibility.only(seat);
  }

  @Override
  public Optional<Event> seenBy(Seat viewer) {
    return Optional.of(viewer == seat ? this : hidden(seat, replacement));
  }
}
