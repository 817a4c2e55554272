package org.mjarena.engine.event;

import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat announces an added kong 补杠: it takes the fourth tile from its hand to add to its exposed pung.
 * The others may rob it (a {@link ClaimResolved} follows); otherwise {@link Melded} completes it. Public.
 *
 * @param seat the seat
 * @param tile the tile added
 */
public record AddedKongDeclared(Seat seat, Tile tile) implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
