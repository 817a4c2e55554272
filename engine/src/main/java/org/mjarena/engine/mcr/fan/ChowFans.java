package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;
import static org.mjarena.engine.mcr.fan.Reading.KNITTED_SETS;
import static org.mjarena.engine.mcr.fan.Reading.LAST_CHOW;
import static org.mjarena.engine.mcr.fan.Reading.NUMBERED;
import static org.mjarena.engine.mcr.fan.Reading.SETS;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

import java.util.Arrays;

/**
 * The fans of chows: 平和 All Chows, and the fans of two, three and four chows. Four-chow fans exclude
 * all others; a three-chow fan takes its three chows, and the fourth chow adds at most one two-chow fan
 * with one of them; otherwise two-chow fans are counted under the account-once principle (套算一次): no
 * chow pair closing a cycle, so at most three with four chows and two with three.
 */
final class ChowFans {
  /** The chows other than the omitted one, for the three-chow fans of a four-chow hand. */
  private static final int[][] OTHER_CHOWS = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
  /** The two-chow fans, in the order the account-once principle takes them. */
  private static final Fan[] CHOW_PAIR_FANS = {PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS};

  private ChowFans() {}

  /** The fans of the chows of a tallied reading; a knitted straight counts as three chows for 平和. */
  static void score(Reading r, FanTable fans) {
    if (r.chowCount + (r.knitted ? KNITTED_SETS : 0) == SETS && r.pair < NUMBERED) {
      fans.add(ALL_CHOWS);
    }
    int n = r.chowCount;
    if (n < 2) {
      return;
    }
    int[] chows = r.chows;
    Arrays.sort(chows, 0, n);
    if (n == 4) {
      if (terminalChows(chows, r.pair, fans)) {
        return;
      }
      Fan four = fourChowFan(chows[0], chows[1], chows[2], chows[3]);
      if (four != null) {
        fans.add(four);
        return;
      }
      Fan bestThree = null;
      int omitted = -1;
      for (int skip = 3; skip >= 0; skip--) {
        int[] idx = OTHER_CHOWS[skip];
        Fan three = threeChowFan(chows[idx[0]], chows[idx[1]], chows[idx[2]]);
        if (three != null && (bestThree == null || three.points() > bestThree.points())) {
          bestThree = three;
          omitted = skip;
        }
      }
      if (bestThree != null) {
        fans.add(bestThree);
        Fan extra = null;
        for (int i = 0; i < 4; i++) {
          if (i != omitted) {
            Fan two = twoChowFan(Math.min(chows[i], chows[omitted]), Math.max(chows[i], chows[omitted]));
            if (two != null && (extra == null || two.ordinal() < extra.ordinal())) {
              extra = two;
            }
          }
        }
        if (extra != null) {
          fans.add(extra);
        }
        return;
      }
    } else if (n == 3) {
      Fan three = threeChowFan(chows[0], chows[1], chows[2]);
      if (three != null) {
        fans.add(three);
        return;
      }
    }
    chowPairs(chows, n, r.chowGroup, fans);
  }

  /** 一色双龙会 and 三色双龙会, which need four chows (sorted) and a pair of fives. */
  private static boolean terminalChows(int[] chows, int pair, FanTable fans) {
    if (pair >= NUMBERED || pair % SUIT_SIZE != 4) {
      return false;
    }
    int ps = pair / SUIT_SIZE;
    int a = chows[0];
    int b = chows[1];
    int c = chows[2];
    int d = chows[3];
    if (a == b && c == d && a % SUIT_SIZE == 0 && c == a + LAST_CHOW && a / SUIT_SIZE == ps) {
      fans.add(PURE_TERMINAL_CHOWS);
      return true;
    }
    if (a % SUIT_SIZE == 0 && b == a + LAST_CHOW && c % SUIT_SIZE == 0 && d == c + LAST_CHOW
        && a / SUIT_SIZE != c / SUIT_SIZE
        && a / SUIT_SIZE != ps && c / SUIT_SIZE != ps) {
      fans.add(THREE_SUITED_TERMINAL_CHOWS);
      return true;
    }
    return false;
  }

  /** Two-chow fans by Kruskal's rule: a pair of chows counts only when it joins two unjoined groups. */
  private static void chowPairs(int[] chows, int n, int[] group, FanTable fans) {
    for (int i = 0; i < n; i++) {
      group[i] = i;
    }
    for (Fan wanted : CHOW_PAIR_FANS) {
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (group[i] != group[j] && twoChowFan(chows[i], chows[j]) == wanted) {
            fans.add(wanted);
            int from = group[j];
            for (int k = 0; k < n; k++) {
              if (group[k] == from) {
                group[k] = group[i];
              }
            }
          }
        }
      }
    }
  }

  /** The two-chow fan of chows {@code a <= b}, or null. */
  private static Fan twoChowFan(int a, int b) {
    if (a / SUIT_SIZE == b / SUIT_SIZE) {
      int d = b - a;
      return d == 0 ? PURE_DOUBLE_CHOW : d == 3 ? SHORT_STRAIGHT : d == 6 ? TWO_TERMINAL_CHOWS : null;
    }
    return a % SUIT_SIZE == b % SUIT_SIZE ? MIXED_DOUBLE_CHOW : null;
  }

  /** The three-chow fan of chows sorted by tile, or null. */
  private static Fan threeChowFan(int a, int b, int c) {
    int sa = a / SUIT_SIZE;
    int sb = b / SUIT_SIZE;
    int sc = c / SUIT_SIZE;
    if (sa == sb && sb == sc) {
      if (a == b && b == c) {
        return PURE_TRIPLE_CHOW;
      }
      if (b - a == c - b && (b - a == 1 || b - a == 2)) {
        return PURE_SHIFTED_CHOWS;
      }
      if (a % SUIT_SIZE == 0 && b == a + 3 && c == a + 6) {
        return PURE_STRAIGHT;
      }
      return null;
    }
    if (sa != sb && sb != sc && sa != sc) {
      int x = a % SUIT_SIZE;
      int y = b % SUIT_SIZE;
      int z = c % SUIT_SIZE;
      int lo = Math.min(x, Math.min(y, z));
      int hi = Math.max(x, Math.max(y, z));
      int mid = x + y + z - lo - hi;
      if (lo == hi) {
        return MIXED_TRIPLE_CHOW;
      }
      if (lo == 0 && mid == 3 && hi == 6) {
        return MIXED_STRAIGHT;
      }
      if (mid == lo + 1 && hi == mid + 1) {
        return MIXED_SHIFTED_CHOWS;
      }
    }
    return null;
  }

  /** The four-chow fan of chows sorted by tile, or null. */
  private static Fan fourChowFan(int a, int b, int c, int d) {
    if (a / SUIT_SIZE != d / SUIT_SIZE) {
      return null;
    }
    if (a == d) {
      return QUADRUPLE_CHOW;
    }
    int step = b - a;
    if ((step == 1 || step == 2) && c - b == step && d - c == step) {
      return FOUR_PURE_SHIFTED_CHOWS;
    }
    return null;
  }
}
