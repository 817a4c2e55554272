package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;
import static org.mjarena.engine.mcr.fan.Reading.CHOW;
import static org.mjarena.engine.mcr.fan.Reading.LAST_CHOW;
import static org.mjarena.engine.mcr.fan.Reading.SETS;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

/**
 * The fans of how the hand was won rather than of its tiles: concealment and self-draw, the situation
 * of the win (last tile, kong, last of a kind), the wait, and the fans that close every breakdown,
 * 无番和 and the flowers.
 */
final class SituationFans {
  /**
   * The fans that imply a concealed hand: self-drawn they score 自摸 and not 不求人, won on a discard they do
   * not add 门前清 (convention of the MCR vectors).
   */
  private static final Fan[] CONCEALED_ONLY = {NINE_GATES, SEVEN_SHIFTED_PAIRS, THIRTEEN_ORPHANS,
      FOUR_CONCEALED_PUNGS, SEVEN_PAIRS, GREATER_HONOURS_AND_KNITTED_TILES, LESSER_HONOURS_AND_KNITTED_TILES};

  private SituationFans() {}

  /** 不求人 / 门前清 / 全求人 / 自摸, from the exposed melds and the fans already scored. */
  static void concealment(WinningHand hand, int exposedMelds, FanTable fans) {
    boolean concealedOnly = false;
    for (Fan f : CONCEALED_ONLY) {
      concealedOnly |= fans.has(f);
    }
    if (exposedMelds == 0 && !concealedOnly) {
      fans.add(hand.selfDrawn() ? FULLY_CONCEALED_HAND : CONCEALED_HAND);
    }
    if (exposedMelds == SETS && !hand.selfDrawn()) {
      fans.add(MELDED_HAND);
    }
    if (hand.selfDrawn()) {
      fans.add(SELF_DRAWN);
    }
  }

  /** 妙手回春 / 海底捞月 / 杠上开花 / 抢杠和 / 和绝张 from the situation flags. */
  static void situation(WinningHand hand, FanTable fans) {
    if (hand.wallLast()) {
      fans.add(hand.selfDrawn() ? LAST_TILE_DRAW : LAST_TILE_CLAIM);
    }
    if (hand.aboutKong()) {
      fans.add(hand.selfDrawn() ? OUT_WITH_REPLACEMENT_TILE : ROBBING_THE_KONG);
    }
    if (hand.fourthTile()) {
      fans.add(LAST_TILE);
    }
  }

  /**
   * 边张 / 嵌张 / 单钓将 as the role of the winning tile in a reading makes it, with priority edge, closed,
   * single; or null. It scores only when the hand waited on that one kind ({@link Waits}), which the
   * caller checks.
   */
  static Fan waitFan(Reading r, int win) {
    boolean edge = false;
    boolean closed = false;
    boolean single = r.pair == win;
    for (int i = r.melds; i < r.count; i++) {
      int t = r.tile[i];
      if (r.kind[i] == CHOW && win >= t && win <= t + 2) {
        int n = t % SUIT_SIZE;
        edge |= n == 0 && win == t + 2 || n == LAST_CHOW && win == t;
        closed |= win == t + 1;
      }
    }
    return edge ? EDGE_WAIT : closed ? CLOSED_WAIT : single ? SINGLE_WAIT : null;
  }

  /** 无番和 when no other fan applies, then the flowers, which do not count against it. */
  static void chickenAndFlowers(WinningHand hand, FanTable fans) {
    if (fans.isEmpty()) {
      fans.add(CHICKEN_HAND);
    }
    fans.put(FLOWER_TILES, hand.flowers());
  }
}
