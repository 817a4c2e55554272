package org.mjarena.engine;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.tile.Tile;

/**
 * A discard, or a tile being added to a kong, that some players may claim. Only the players with
 * something other than Pass to choose are asked; each answers without seeing the others' answers,
 * and the game resolves all answers at once by priority (win, then kong or pung, then chow).
 *
 * @param tile    the tile offered
 * @param from    the discarder, or the player adding to its kong
 * @param robbing true when the tile is being added to a kong
 * @param asked   the options of each player asked, in turn order after {@code from}
 */
public record ClaimDecision(Tile tile, Seat from, boolean robbing, List<ClaimOptions> asked) implements Decision {
  /** The options of one seat, if it is asked. */
  public Optional<ClaimOptions> options(Seat seat) {
    for (ClaimOptions o : asked) {
      if (o.seat() == seat) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }
}
