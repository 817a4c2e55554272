package org.mjarena.engine;

import org.mjarena.engine.tile.Tile;

/**
 * A wind as the rules use it: the prevalent wind of a game (圈风) and each seat's own wind (门风). A
 * wind is not a seat: the seat that deals is East, and the seat winds follow in playing order from it.
 */
public enum Wind {
  EAST, SOUTH, WEST, NORTH;

  private static final Wind[] VALUES = values();

  /** The wind with the given index: 0 East, 1 South, 2 West, 3 North (Botzone's numbering). */
  public static Wind of(int index) {
    return VALUES[index];
  }

  /** The wind of {@code seat} when {@code dealer} deals: East for the dealer, then South, West, North in playing order. */
  public static Wind ofSeat(Seat seat, Seat dealer) {
    return VALUES[(seat.index() - dealer.index()) & 3];
  }

  /** The index 0..3. */
  public int index() {
    return ordinal();
  }

  /** The wind tile of this wind: {@link Tile#F1} for East to {@link Tile#F4} for North. */
  public Tile tile() {
    return Tile.of(Tile.F1.index() + ordinal());
  }
}
