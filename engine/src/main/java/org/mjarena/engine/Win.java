package org.mjarena.engine;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.tile.Tile;

/**
 * One player's win.
 *
 * @param seat        the winner
 * @param tile        the winning tile
 * @param selfDrawn   won on its own draw (自摸), replacement draws included
 * @param from        the player who discarded the tile or added it to a kong; empty for a self-drawn win
 * @param robbedKong  won by robbing an added kong (抢杠胡)
 * @param pattern     the scoring pattern, e.g. {@code "full-flush"}; in MCR the highest fan
 * @param value       the hand value: what the 108-tile payers pay, the total fan in MCR (flowers included)
 * @param fans        the itemized score where the variant has one (the fans of MCR); empty otherwise
 */
public record Win(Seat seat, Tile tile, boolean selfDrawn, Optional<Seat> from, boolean robbedKong, String pattern,
    int value, List<ScoreLine> fans) {
  /** Copies the list. */
  public Win {
    fans = List.copyOf(fans);
  }
}
