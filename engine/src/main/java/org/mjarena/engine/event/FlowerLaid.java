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
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
