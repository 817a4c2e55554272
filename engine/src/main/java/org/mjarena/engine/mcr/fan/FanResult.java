package org.mjarena.engine.mcr.fan;

import java.util.List;

/**
 * The score of a hand: whether it is a winning hand and, if so, its fans.
 *
 * @param winning true when the tiles form a winning hand (four sets and a pair, seven pairs, thirteen
 *                orphans, honours and knitted tiles, or a knitted straight with a set and a pair);
 *                a winning hand below the 8-fan minimum is still {@code winning}
 * @param fans    the fan breakdown sorted by fan id; empty when not winning
 * @param total   the sum of the points of {@code fans}, flowers included; 0 when not winning
 */
public record FanResult(boolean winning, List<FanCount> fans, int total) {
  private static final FanResult NOT_WINNING = new FanResult(false, List.of(), 0);

  /** Copies the list so the result is immutable. */
  public FanResult {
    fans = List.copyOf(fans);
  }

  /** The result for tiles that form no winning hand. */
  public static FanResult notWinning() {
    return NOT_WINNING;
  }

  /** How many times the given fan is scored, 0 when it is not. */
  public int count(Fan fan) {
    for (FanCount fc : fans) {
      if (fc.fan() == fan) {
        return fc.count();
      }
    }
    return 0;
  }

  /**
   * The total without the flower points: the figure that must reach 8 for a legal win (MCR: flowers
   * do not count toward the 8-fan minimum).
   */
  public int totalWithoutFlowers() {
    return total - count(Fan.FLOWER_TILES) * Fan.FLOWER_TILES.points();
  }
}
