package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;
import static org.mjarena.engine.mcr.fan.Reading.NUMBERED;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

import org.mjarena.engine.hand.SpecialShapes;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The fans that depend only on which tiles the hand holds, whatever the reading: colours and suits
 * (绿一色, 清一色, 混一色, 字一色, 缺一门, 五门齐), number ranges (全大, 全中, 全小, 大于五, 小于五, 断幺, 无字),
 * terminals (清幺九, 混幺九), 推不倒 and 四归一.
 */
final class TileTraitFans {
  /** 绿一色 All Green: 23468 of bamboo and the green dragon. */
  private static final long GREEN = kinds("23468s 6z");
  /** 推不倒 Reversible Tiles: 1234589 of dots, 245689 of bamboo, the white dragon (shapes symmetric upside down). */
  private static final long REVERSIBLE = kinds("1234589p 245689s 7z");
  private static final long WINDS = kinds("1234z");
  private static final long DRAGONS = kinds("567z");

  private TileTraitFans() {}

  /**
   * Scores the tile traits.
   *
   * @param all       every tile of the hand, melds included (a kong counts four)
   * @param kongTiles the tiles of the declared kongs, whose four copies are no 四归一 Tile Hog
   */
  static void score(int[] all, long kongTiles, FanTable fans) {
    int suits = 0;
    long kinds = 0;
    int low = SUIT_SIZE;
    int high = 0;
    boolean terminalsOnly = true;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (all[t] == 0) {
        continue;
      }
      kinds |= 1L << t;
      if (t < NUMBERED) {
        int n = t % SUIT_SIZE + 1;
        suits |= 1 << t / SUIT_SIZE;
        low = Math.min(low, n);
        high = Math.max(high, n);
        terminalsOnly &= n == 1 || n == SUIT_SIZE;
      }
    }
    boolean honours = (kinds & SpecialShapes.HONOURS) != 0;
    boolean winds = (kinds & WINDS) != 0;
    boolean dragons = (kinds & DRAGONS) != 0;
    int suitCount = Integer.bitCount(suits);
    if ((kinds & ~GREEN) == 0) {
      fans.put(ALL_GREEN, 1);
    }
    if ((kinds & ~REVERSIBLE) == 0) {
      fans.put(REVERSIBLE_TILES, 1);
    }
    if (suitCount == 0) {
      fans.put(ALL_HONOURS, 1);
    } else if (suitCount == 1) {
      fans.put(honours ? HALF_FLUSH : FULL_FLUSH, 1);
    } else if (suitCount == 2) {
      fans.put(ONE_VOIDED_SUIT, 1);
    } else if (winds && dragons) {
      fans.put(ALL_TYPES, 1);
    }
    if (!honours) {
      // The number ranges are the fans' definitions: 全大 7-9, 全中 4-6, 全小 1-3, 大于五 6-9, 小于五 1-4,
      // 断幺 2-8.
      fans.put(NO_HONOURS, 1);
      if (low >= 7) {
        fans.put(UPPER_TILES, 1);
      }
      if (low >= 4 && high <= 6) {
        fans.put(MIDDLE_TILES, 1);
      }
      if (high <= 3) {
        fans.put(LOWER_TILES, 1);
      }
      if (low >= 6) {
        fans.put(UPPER_FOUR, 1);
      }
      if (high <= 4) {
        fans.put(LOWER_FOUR, 1);
      }
      if (low >= 2 && high <= SUIT_SIZE - 1) {
        fans.put(ALL_SIMPLES, 1);
      }
    }
    if (terminalsOnly && suitCount > 0) {
      fans.put(honours ? ALL_TERMINALS_AND_HONOURS : ALL_TERMINALS, 1);
    }
    int hogs = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (all[t] == 4 && (kongTiles >>> t & 1) == 0) {
        hogs++;
      }
    }
    fans.put(TILE_HOG, hogs);
  }

  /** The tile kinds written in the notation of {@link Tiles}, as a bit set over indices. */
  private static long kinds(String tiles) {
    long m = 0;
    for (Tile t : Tiles.parse(tiles)) {
      m |= 1L << t.index();
    }
    return m;
  }
}
