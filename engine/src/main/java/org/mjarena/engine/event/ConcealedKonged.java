package org.mjarena.engine.event;

import java.util.Optional;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat declares a concealed kong 暗杠 of four tiles from its hand. Private to the seat: the kong lies
 * face down, so the others learn only that it was made (both rule files), as this event with no tile.
 *
 * @param seat the seat
 * @param tile the kong's tile; empty in the form others see
 */
public record ConcealedKonged(Seat seat, Optional<Tile> tile) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.only(seat);
  }

  @Override
  public Optional<Event> seenBy(Seat viewer) {
    return Optional.of(viewer == seat ? this : new ConcealedKonged(seat, Optional.empty()));
  }
}
