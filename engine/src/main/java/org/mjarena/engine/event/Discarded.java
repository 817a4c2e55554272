package org.mjarena.engine.event;

import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat discards a tile. Public. Discards are frequent, so the engine shares one instance per seat,
 * tile and mark.
 *
 * @param seat      the seat
 * @param tile      the tile discarded
 * @param tsumogiri true when it is the tile just drawn (摸切), false when it came from the hand (手切)
 */
public record Discarded(Seat seat, Tile tile, boolean tsumogiri) implements Event {
  private static final Discarded[] SHARED = new Discarded[Seat.COUNT * Tile.KINDS * 2];

  static {
    for (Seat s : Seat.all()) {
      for (int t = 0; t < Tile.KINDS; t++) {
        SHARED[slot(s, t, false)] = new Discarded(s, Tile.of(t), false);
        SHARED[slot(s, t, true)] = new Discarded(s, Tile.of(t), true);
      }
    }
  }

  private static int slot(Seat seat, int tile, boolean tsumogiri) {
    return (seat.index() * Tile.KINDS + tile) * 2 + (tsumogiri ? 1 : 0);
  }

  /** The shared event of {@code seat} discarding {@code tile}. */
  public static Discarded of(Seat seat, Tile tile, boolean tsumogiri) {
    return SHARED[slot(seat, tile.index(), tsumogiri)];
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
