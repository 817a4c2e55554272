package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;
import static org.mjarena.engine.mcr.fan.Reading.FIRST_DRAGON;
import static org.mjarena.engine.mcr.fan.Reading.FIRST_WIND;
import static org.mjarena.engine.mcr.fan.Reading.SETS;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

/**
 * The fans of pungs and kongs: winds and dragons, all pungs, pungs of the same or shifted numbers,
 * concealed pungs, the pungs of terminals and honours, and the kongs.
 */
final class PungFans {
  /** The winds: east, south, west, north. */
  private static final int WINDS = 4;
  /** Three wind pungs or more score a wind fan (三风刻, 小四喜, 大四喜) instead of 幺九刻. */
  private static final int WIND_FAN_PUNGS = 3;

  private PungFans() {}

  /**
   * The fans of the pungs of a tallied reading.
   *
   * @param seatWind      the tile index of the seat wind
   * @param prevalentWind the tile index of the prevalent wind
   */
  static void score(Reading r, int seatWind, int prevalentWind, FanTable fans) {
    int winds = Integer.bitCount(r.windPungs);
    boolean windPair = r.pair >= FIRST_WIND && r.pair < FIRST_DRAGON;
    boolean dragonPair = r.pair >= FIRST_DRAGON;
    if (winds == 4) {
      fans.add(BIG_FOUR_WINDS);
    } else if (winds == 3) {
      fans.add(windPair ? LITTLE_FOUR_WINDS : BIG_THREE_WINDS);
    }
    if (r.dragonPungs == 3) {
      fans.add(BIG_THREE_DRAGONS);
    } else if (r.dragonPungs == 2) {
      fans.add(dragonPair ? LITTLE_THREE_DRAGONS : TWO_DRAGONS_PUNGS);
    }
    fans.put(DRAGON_PUNG, r.dragonPungs);
    if ((r.windPungs & 1 << prevalentWind - FIRST_WIND) != 0) {
      fans.add(PREVALENT_WIND);
    }
    if ((r.windPungs & 1 << seatWind - FIRST_WIND) != 0) {
      fans.add(SEAT_WIND);
    }
    if (r.pungCount == SETS) {
      fans.add(ALL_PUNGS);
      if (r.evenPungs) {
        fans.add(ALL_EVEN_PUNGS);
      }
    }
    numberedPungs(r.numberedPungs, fans);
    terminalPungs(r, seatWind, prevalentWind, fans);
    if (r.concealedPungs == 4) {
      fans.add(FOUR_CONCEALED_PUNGS);
    } else if (r.concealedPungs == 3) {
      fans.add(THREE_CONCEALED_PUNGS);
    } else if (r.concealedPungs == 2) {
      fans.add(TWO_CONCEALED_PUNGS);
    }
  }

  /** 三同刻 / 双同刻 by number across suits, 一色四节高 / 一色三节高 within a suit, 三色三节高 across suits. */
  private static void numberedPungs(int[] numbered, FanTable fans) {
    for (int n = 0; n < SUIT_SIZE; n++) {
      int suits = (numbered[0] >> n & 1) + (numbered[1] >> n & 1) + (numbered[2] >> n & 1);
      if (suits == 3) {
        fans.add(TRIPLE_PUNG);
      } else if (suits == 2) {
        fans.add(DOUBLE_PUNG);
      }
    }
    for (int s = 0; s < 3; s++) {
      int m = numbered[s];
      if ((m & m >> 1 & m >> 2 & m >> 3) != 0) {
        fans.add(FOUR_PURE_SHIFTED_PUNGS);
      } else if ((m & m >> 1 & m >> 2) != 0) {
        fans.add(PURE_SHIFTED_PUNGS);
      }
    }
    int a = numbered[0];
    int b = numbered[1];
    int c = numbered[2];
    if ((a & b >> 1 & c >> 2 | a & c >> 1 & b >> 2 | b & a >> 1 & c >> 2 | b & c >> 1 & a >> 2
        | c & a >> 1 & b >> 2 | c & b >> 1 & a >> 2) != 0) {
      fans.add(MIXED_SHIFTED_PUNGS);
    }
  }

  /**
   * 幺九刻: a pung of a terminal, or of a wind unless it scores 圈风刻 or 门风刻 or is one of three or four
   * wind pungs (三风刻, 小四喜, 大四喜); a dragon pung never, its own fan being 箭刻 or a larger dragon fan.
   */
  private static void terminalPungs(Reading r, int seatWind, int prevalentWind, FanTable fans) {
    int pungs = r.terminalPungs;
    if (Integer.bitCount(r.windPungs) < WIND_FAN_PUNGS) {
      for (int w = 0; w < WINDS; w++) {
        if ((r.windPungs >> w & 1) != 0 && FIRST_WIND + w != seatWind && FIRST_WIND + w != prevalentWind) {
          pungs++;
        }
      }
    }
    fans.put(PUNG_OF_TERMINALS_OR_HONOURS, pungs);
  }

  /**
   * 四杠 / 三杠 / 双暗杠 / 双明杠 / 暗杠 / 明杠, and 明暗杠 as an option.
   *
   * @param concealedAndMeldedKong one concealed and one exposed kong score 明暗杠 (Botzone) rather than
   *                               暗杠 + 明杠
   */
  static void kongs(int concealedKongs, int exposedKongs, boolean concealedAndMeldedKong, FanTable fans) {
    int kongs = concealedKongs + exposedKongs;
    if (kongs == 4) {
      fans.add(FOUR_KONGS);
    } else if (kongs == 3) {
      fans.add(THREE_KONGS);
    } else if (kongs == 2) {
      if (concealedKongs == 2) {
        fans.add(TWO_CONCEALED_KONGS);
      } else if (exposedKongs == 2) {
        fans.add(TWO_MELDED_KONGS);
      } else if (concealedAndMeldedKong) {
        fans.add(CONCEALED_KONG_AND_MELDED_KONG);
      } else {
        fans.add(CONCEALED_KONG);
        fans.add(MELDED_KONG);
      }
    } else if (kongs == 1) {
      fans.add(concealedKongs == 1 ? CONCEALED_KONG : MELDED_KONG);
    }
  }
}
