package org.mjarena.engine.event;

import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat lays aside a flower it drew, in the deal or in play (MCR with flowers); a replacement is drawn
 * from the back of the wall. Public.
 *
 * @param seat   the seat
 * @param flower the flower tile, {@code H1..H8}
 */
public record FlowerLaid(Seat seat, Tile flower) implements Event {
  /** Every MCR game lays all eight flowers aside, so the engine shares one such event per seat and flower. */
  private static final int TILES = Tile.values().length;
  private static final FlowerLaid[] SHARED = new FlowerLaid[Seat.COUNT * TILES];

  static {
    for (Seat s : Seat.all()) {
      for (Tile t : Tile.values()) {
        if (t.isFlower()) {
          SHARED[s.index() * TILES + t.index()] = new FlowerLaid(s, t);
        }
      }
    }
  }

  /** The shared event of {@code seat} laying {@code flower} aside. */
  public static FlowerLaid of(Seat seat, Tile flower) {
    if (!flower.isFlower()) {
      throw new IllegalArgumentException(flower + " is not a flower");
    }
    return SHARED[seat.index() * TILES + flower.index()];
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
