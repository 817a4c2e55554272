package org.mjarena.engine.event;

import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;

/**
 * A game begins: the variant, the winds, the dealer, and the wall before dealing. Public.
 *
 * @param variant         the rule variant
 * @param prevalentWind   the prevalent wind 圈风
 * @param dealer          the seat that deals (its seat wind is East) and plays first
 * @param wallSize        the tiles in the wall before the deal: 108, 136 or 144
 * @param perSeatBlocks   true when the wall is four private blocks, one per seat (Botzone's duplicate
 *                        wall), each seat drawing only from its own; false for one shared wall
 */
public record GameStarted(Variant variant, Wind prevalentWind, Seat dealer, int wallSize, boolean perSeatBlocks)
    implements Event {
  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
