package org.mjarena.engine.mcr.fan;

import java.util.List;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The input of the fan calculator: a player's tiles at the moment of winning and the situation of the win.
 *
 * @param concealed     the concealed tiles, winning tile excluded: 13, 10, 7, 4 or 1 tiles for 0-4 melds
 *                      (a concealed kong is a meld, not concealed tiles)
 * @param melds         the declared sets, concealed kongs included
 * @param winningTile   the tile won on (self-drawn or claimed)
 * @param selfDrawn     won by self-draw (自摸) rather than on another player's discard (点和)
 * @param fourthTile    the winning tile is the last copy of its kind, the other three being visible (和绝张)
 * @param aboutKong     self-drawn: won on the replacement tile of a kong (杠上开花); not self-drawn: won by
 *                      robbing a kong (抢杠和)
 * @param wallLast      the winning tile is the last of the wall: 妙手回春 when self-drawn, 海底捞月 when not
 * @param seatWind      the player's seat wind (门风), East for the dealer
 * @param prevalentWind the prevalent (round) wind (圈风)
 * @param flowers       the number of flowers the player has laid out, 0-8; each scores 花牌 once
 */
public record WinningHand(List<Tile> concealed, List<Meld> melds, Tile winningTile, boolean selfDrawn,
    boolean fourthTile, boolean aboutKong, boolean wallLast, Wind seatWind, Wind prevalentWind, int flowers) {

  /** The most flowers a player can hold: the eight flower and season tiles. */
  public static final int MAX_FLOWERS = 8;

  /**
   * Checks the tile counts and copies the lists.
   *
   * @throws IllegalArgumentException when the number of concealed tiles does not match the melds, a
   *                                  tile is a flower, or the flower count is out of range
   */
  public WinningHand {
    concealed = List.copyOf(concealed);
    melds = List.copyOf(melds);
    if (melds.size() > Meld.MAX_PER_HAND || concealed.size() != Hand.concealedSize(melds.size())) {
      throw new IllegalArgumentException(concealed.size() + " concealed tiles do not go with " + melds.size()
          + " melds (expected " + Hand.concealedSize(melds.size()) + ")");
    }
    if (winningTile.isFlower() || concealed.stream().anyMatch(Tile::isFlower)) {
      throw new IllegalArgumentException("flowers are not part of a hand: " + concealed + " + " + winningTile);
    }
    if (flowers < 0 || flowers > MAX_FLOWERS) {
      throw new IllegalArgumentException("flower count " + flowers + " is not in 0-" + MAX_FLOWERS);
    }
  }

  /**
   * A hand without melds won on a discard by East in the East round, no flowers: the plainest situation,
   * for tests and examples. Both arguments are in either notation of {@link Tiles}.
   */
  public static WinningHand of(String concealed, String winningTile) {
    return of(concealed, List.of(), winningTile);
  }

  /** As {@link #of(String, String)} with melds. */
  public static WinningHand of(String concealed, List<Meld> melds, String winningTile) {
    List<Tile> win = Tiles.parse(winningTile);
    if (win.size() != 1) {
      throw new IllegalArgumentException("one winning tile expected, got '" + winningTile + "'");
    }
    return new WinningHand(Tiles.parse(concealed), melds, win.get(0), false, false, false, false,
        Wind.EAST, Wind.EAST, 0);
  }

  /** This hand won by self-draw ({@code true}) or on a discard. */
  public WinningHand withSelfDrawn(boolean value) {
    return new WinningHand(concealed, melds, winningTile, value, fourthTile, aboutKong, wallLast, seatWind,
        prevalentWind, flowers);
  }

  /** This hand with the last-of-its-kind flag (和绝张) set or cleared. */
  public WinningHand withFourthTile(boolean value) {
    return new WinningHand(concealed, melds, winningTile, selfDrawn, value, aboutKong, wallLast, seatWind,
        prevalentWind, flowers);
  }

  /** This hand with the kong flag (杠上开花 / 抢杠和) set or cleared. */
  public WinningHand withAboutKong(boolean value) {
    return new WinningHand(concealed, melds, winningTile, selfDrawn, fourthTile, value, wallLast, seatWind,
        prevalentWind, flowers);
  }

  /** This hand with the last-tile flag (妙手回春 / 海底捞月) set or cleared. */
  public WinningHand withWallLast(boolean value) {
    return new WinningHand(concealed, melds, winningTile, selfDrawn, fourthTile, aboutKong, value, seatWind,
        prevalentWind, flowers);
  }

  /** This hand with other winds: the seat wind and the prevalent wind. */
  public WinningHand withWinds(Wind seat, Wind prevalent) {
    return new WinningHand(concealed, melds, winningTile, selfDrawn, fourthTile, aboutKong, wallLast, seat,
        prevalent, flowers);
  }

  /** This hand with a number of flowers. */
  public WinningHand withFlowers(int count) {
    return new WinningHand(concealed, melds, winningTile, selfDrawn, fourthTile, aboutKong, wallLast, seatWind,
        prevalentWind, count);
  }
}
