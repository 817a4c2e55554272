package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;

/**
 * The exclusion rules (不计) of the fan table: a fan that is part of a larger one is not counted again.
 * Each row lists, for one fan, the fans it excludes, as the 1998 table and the conventions of the MCR
 * test vectors (listed on {@link FanCalculator}) state them.
 */
final class Exclusions {
  /** For each fan (by ordinal), the fans it excludes, as a two-word bit set over ordinals. */
  private static final long[][] EXCLUDES = table();

  private Exclusions() {}

  /** Removes from a reading's fans those excluded by the fans present. */
  static void apply(FanTable fans) {
    fans.removeExcluded(EXCLUDES);
  }

  private static long[][] table() {
    long[][] t = new long[FanTable.FANS][2];
    ex(t, BIG_FOUR_WINDS, LITTLE_FOUR_WINDS, BIG_THREE_WINDS, ALL_PUNGS, PREVALENT_WIND, SEAT_WIND,
        PUNG_OF_TERMINALS_OR_HONOURS);
    ex(t, BIG_THREE_DRAGONS, LITTLE_THREE_DRAGONS, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, ALL_GREEN, HALF_FLUSH, ONE_VOIDED_SUIT);
    ex(t, NINE_GATES, FULL_FLUSH, CONCEALED_HAND, FULLY_CONCEALED_HAND, NO_HONOURS, ONE_VOIDED_SUIT);
    ex(t, FOUR_KONGS, THREE_KONGS, TWO_MELDED_KONGS, TWO_CONCEALED_KONGS, CONCEALED_KONG, MELDED_KONG,
        CONCEALED_KONG_AND_MELDED_KONG, ALL_PUNGS, SINGLE_WAIT);
    ex(t, SEVEN_SHIFTED_PAIRS, SEVEN_PAIRS, FULL_FLUSH, NO_HONOURS, ONE_VOIDED_SUIT);
    ex(t, THIRTEEN_ORPHANS, ALL_TYPES, ALL_TERMINALS_AND_HONOURS);
    ex(t, ALL_TERMINALS, ALL_TERMINALS_AND_HONOURS, ALL_PUNGS, PUNG_OF_TERMINALS_OR_HONOURS, OUTSIDE_HAND,
        NO_HONOURS, DOUBLE_PUNG);
    ex(t, LITTLE_FOUR_WINDS, BIG_THREE_WINDS);
    ex(t, LITTLE_THREE_DRAGONS, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, ALL_HONOURS, ALL_PUNGS, ALL_TERMINALS_AND_HONOURS, OUTSIDE_HAND, PUNG_OF_TERMINALS_OR_HONOURS);
    ex(t, FOUR_CONCEALED_PUNGS, ALL_PUNGS, THREE_CONCEALED_PUNGS, TWO_CONCEALED_PUNGS);
    ex(t, PURE_TERMINAL_CHOWS, ALL_CHOWS, SEVEN_PAIRS, FULL_FLUSH, NO_HONOURS, ONE_VOIDED_SUIT);
    ex(t, QUADRUPLE_CHOW, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS, TILE_HOG);
    ex(t, FOUR_PURE_SHIFTED_PUNGS, PURE_SHIFTED_PUNGS, PURE_TRIPLE_CHOW, ALL_PUNGS);
    ex(t, THREE_KONGS, TWO_MELDED_KONGS, TWO_CONCEALED_KONGS, CONCEALED_KONG, MELDED_KONG,
        CONCEALED_KONG_AND_MELDED_KONG);
    ex(t, ALL_TERMINALS_AND_HONOURS, ALL_PUNGS, PUNG_OF_TERMINALS_OR_HONOURS, OUTSIDE_HAND);
    ex(t, SEVEN_PAIRS, SINGLE_WAIT);
    ex(t, GREATER_HONOURS_AND_KNITTED_TILES, LESSER_HONOURS_AND_KNITTED_TILES, ALL_TYPES, SINGLE_WAIT);
    ex(t, ALL_EVEN_PUNGS, ALL_PUNGS, ALL_SIMPLES, NO_HONOURS);
    ex(t, FULL_FLUSH, NO_HONOURS, ONE_VOIDED_SUIT);
    ex(t, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS);
    ex(t, PURE_SHIFTED_PUNGS, PURE_TRIPLE_CHOW);
    ex(t, UPPER_TILES, UPPER_FOUR, NO_HONOURS);
    ex(t, MIDDLE_TILES, ALL_SIMPLES, NO_HONOURS);
    ex(t, LOWER_TILES, LOWER_FOUR, NO_HONOURS);
    ex(t, THREE_SUITED_TERMINAL_CHOWS, ALL_CHOWS, NO_HONOURS);
    ex(t, ALL_FIVE, ALL_SIMPLES, NO_HONOURS);
    ex(t, TRIPLE_PUNG, DOUBLE_PUNG);
    ex(t, THREE_CONCEALED_PUNGS, TWO_CONCEALED_PUNGS);
    ex(t, LESSER_HONOURS_AND_KNITTED_TILES, ALL_TYPES, SINGLE_WAIT);
    ex(t, UPPER_FOUR, NO_HONOURS);
    ex(t, LOWER_FOUR, NO_HONOURS);
    ex(t, REVERSIBLE_TILES, ONE_VOIDED_SUIT);
    ex(t, LAST_TILE_DRAW, SELF_DRAWN);
    ex(t, OUT_WITH_REPLACEMENT_TILE, SELF_DRAWN);
    ex(t, ROBBING_THE_KONG, LAST_TILE);
    ex(t, MELDED_HAND, SINGLE_WAIT);
    ex(t, TWO_CONCEALED_KONGS, CONCEALED_KONG, TWO_CONCEALED_PUNGS);
    ex(t, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, FULLY_CONCEALED_HAND, CONCEALED_HAND, SELF_DRAWN);
    ex(t, TWO_MELDED_KONGS, MELDED_KONG);
    ex(t, ALL_CHOWS, NO_HONOURS);
    ex(t, ALL_SIMPLES, NO_HONOURS);
    return t;
  }

  /** Records that {@code fan} excludes each of {@code excluded}. */
  private static void ex(long[][] table, Fan fan, Fan... excluded) {
    for (Fan e : excluded) {
      int o = e.ordinal();
      table[fan.ordinal()][o >> 6] |= 1L << (o & 63);
    }
  }
}
