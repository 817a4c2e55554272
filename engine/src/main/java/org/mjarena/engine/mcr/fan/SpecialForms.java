package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;
import static org.mjarena.engine.mcr.fan.Reading.NUMBERED;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

import org.mjarena.engine.hand.SpecialShapes;

/**
 * The fans of the special forms, which are not four sets and a pair: 七对 / 连七对, 十三幺, 全不靠 / 七星不靠;
 * and 九莲宝灯, a pattern of one suit over a basic reading. The shapes are those of {@link SpecialShapes};
 * the forms without melds are the caller's to check. Each form method empties the fan table and fills it
 * only when the tiles have the form.
 */
final class SpecialForms {
  /**
   * The tile-trait fans a seven-pairs hand may add (convention of the MCR vectors); notably not 全双刻,
   * which needs pungs.
   */
  private static final Fan[] SEVEN_PAIRS_TRAITS = {ALL_GREEN, ALL_HONOURS, ALL_TERMINALS, ALL_TERMINALS_AND_HONOURS,
      UPPER_TILES, MIDDLE_TILES, LOWER_TILES, UPPER_FOUR, LOWER_FOUR, REVERSIBLE_TILES, ALL_SIMPLES, FULL_FLUSH,
      HALF_FLUSH, ALL_TYPES, ONE_VOIDED_SUIT, NO_HONOURS, TILE_HOG};
  /** The pairs of 连七对: seven consecutive numbers of one suit. */
  private static final int SHIFTED_PAIRS = 7;

  private SpecialForms() {}

  /**
   * 七对 Seven Pairs (four identical tiles count as two pairs), or 连七对 Seven Shifted Pairs, with the
   * tile traits it may add.
   *
   * @return whether {@code standing}, the fourteen concealed tiles, are seven pairs
   */
  static boolean sevenPairs(int[] standing, FanTable traits, FanTable fans) {
    if (!SpecialShapes.isSevenPairs(standing)) {
      return false;
    }
    fans.clear();
    for (Fan f : SEVEN_PAIRS_TRAITS) {
      fans.put(f, traits.count(f));
    }
    fans.add(SEVEN_PAIRS);
    for (int t = 0; t < NUMBERED; t++) {
      if (t % SUIT_SIZE <= SUIT_SIZE - SHIFTED_PAIRS && isShiftedPairs(standing, t)) {
        fans.add(SEVEN_SHIFTED_PAIRS);
      }
    }
    return true;
  }

  private static boolean isShiftedPairs(int[] standing, int from) {
    for (int t = from; t < from + SHIFTED_PAIRS; t++) {
      if (standing[t] != 2) {
        return false;
      }
    }
    return true;
  }

  /** 十三幺 Thirteen Orphans: one of each terminal and honour, one of them paired. */
  static boolean thirteenOrphans(int[] standing, FanTable fans) {
    if (!SpecialShapes.isThirteenOrphans(standing)) {
      return false;
    }
    fans.clear();
    fans.add(THIRTEEN_ORPHANS);
    return true;
  }

  /**
   * 全不靠 Lesser Honours and Knitted Tiles: 14 different tiles from one knitted sequence and the honours;
   * 七星不靠 Greater Honours and Knitted Tiles when all seven honours are there. All nine tiles of the
   * knitted sequence also score 组合龙 Knitted Straight.
   */
  static boolean honoursAndKnitted(int[] standing, FanTable fans) {
    long sequence = SpecialShapes.honoursAndKnitted(standing);
    if (sequence == 0) {
      return false;
    }
    fans.clear();
    boolean allHonours = SpecialShapes.holds(standing, SpecialShapes.HONOURS);
    fans.add(allHonours ? GREATER_HONOURS_AND_KNITTED_TILES : LESSER_HONOURS_AND_KNITTED_TILES);
    if (SpecialShapes.holds(standing, sequence)) {
      fans.add(KNITTED_STRAIGHT);
    }
    return true;
  }

  /**
   * 九莲宝灯 Nine Gates over a basic reading: the 13 tiles before winning are exactly 1112345678999 of one
   * suit, fully concealed (convention of the MCR vectors). The reading's own fans stay; one 幺九刻 is part
   * of the form.
   *
   * @param all every tile of the hand, the winning tile included
   */
  static void nineGates(int[] all, int win, int melds, FanTable fans) {
    if (melds != 0 || win >= NUMBERED) {
      return;
    }
    int base = win / SUIT_SIZE * SUIT_SIZE;
    for (int i = 0; i < SUIT_SIZE; i++) {
      int expected = (i == 0 || i == SUIT_SIZE - 1 ? 3 : 1) + (base + i == win ? 1 : 0);
      if (all[base + i] != expected) {
        return;
      }
    }
    fans.add(NINE_GATES);
    fans.put(PUNG_OF_TERMINALS_OR_HONOURS, Math.max(0, fans.count(PUNG_OF_TERMINALS_OR_HONOURS) - 1));
  }
}
