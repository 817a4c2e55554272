package org.mjarena.agents.fanfou;

/**
 * Which chow a Fanfou player makes of its left player's discard (Wang et al. 2022, seed 004).
 *
 * <p>A chow of discard {@code t} takes two tiles from the hand: {@code t-2, t-1}, {@code t-1, t+1} or
 * {@code t+1, t+2}. The paper judges a chow by how many of each of those two tiles the hand holds.
 *
 * <p><b>Fanfou_ba</b> (its section on chow, 吃牌限制): because a chow pays less than a pung or a kong,
 * it never chows with a tile it holds three or more of (that would break a pung, and with it the
 * chance of a pung or kong) and never with two pairs. Any other legal chow is made; the paper gives
 * Fanfou_ba no preference between several, so it takes the lowest. That is the paper's own example of
 * what Fanfou_ba gets wrong: holding 33m 4m 6m it chows a discarded 5m with 3m 4m, breaking the pair.
 *
 * <p><b>Fanfou_op</b> (Table 2, 吃牌优先级): the chows fall in three levels, and it makes the chow of
 * the best level (the lowest chow among several of one level): first two single tiles (3m 4m or
 * 4m 6m for a 5m); then a pair and a single (33m 4m, 4m 66m); last two pairs, only in three cases:
 * two adjacent pairs (33m 44m, 66m 77m); two pairs around the discard when the hand also holds one
 * copy of the discard (44m 66m with one 5m); and two pairs around the discard when the hand does not
 * hold it, only for a discard of 4 to 6 and only when the numbers two and three below it and two above
 * it, or two below and two and three above it, are single tiles (for 5m: 2m, 3m and 7m, or 3m, 7m and
 * 8m, each held once). A tile held three times or more still forbids the chow. (The authors' published
 * code tries the two-pair chows first; the order here is the paper's.) The last case never decides a
 * real choice: a hand holding those single tiles can always chow the discard with one of them and a
 * pair, which ranks higher.
 */
final class Chows {
  /** Fanfou_ba's limit: a tile held this many times is a pung, which a chow must not break. */
  private static final int PUNG = 3;
  private static final int PAIR = 2;
  /** Table 2's levels: two singles, a pair and a single, two pairs; a refused chow has none. */
  private static final int SINGLES = 1;
  private static final int PAIR_AND_SINGLE = 2;
  private static final int TWO_PAIRS = 3;
  private static final int REFUSED = Integer.MAX_VALUE;
  /** Table 2: two pairs around a discard not held may be chowed only for a 4, 5 or 6 ("只能吃4/5/6"). */
  private static final int AROUND_FROM = 4;
  private static final int AROUND_TO = 6;
  private static final int SUIT_SIZE = 9;
  /** The chows of a discard: bit i is the chow whose lowest tile is {@code t - 2 + i}. */
  private static final int CHOWS = 3;
  private static final int NO_CHOW = -1;

  private Chows() {}

  /**
   * The chow to make, as the offset {@code i} of its lowest tile {@code t - 2 + i}, or -1.
   *
   * @param counts   my concealed tiles by index
   * @param t        the discard
   * @param chowMask the legal chows (bit i as above)
   * @param optimised Fanfou_op's priority (Table 2) rather than Fanfou_ba's limits
   */
  static int choose(int[] counts, int t, int chowMask, boolean optimised) {
    int best = NO_CHOW;
    int bestLevel = REFUSED;
    for (int i = 0; i < CHOWS; i++) {
      if ((chowMask >>> i & 1) == 0) {
        continue;
      }
      int a = handTile(t, i, 0);
      int b = handTile(t, i, 1);
      int level = optimised ? level(counts, t, i, counts[a], counts[b]) : limits(counts[a], counts[b]);
      if (level < bestLevel) {
        bestLevel = level;
        best = i;
      }
    }
    return best;
  }

  /**
   * The {@code k}-th (0 or 1) of the two hand tiles chow {@code i} of discard {@code t} takes: the tiles
   * of {@code t - 2 + i .. t + i} other than {@code t}, lowest first.
   */
  static int handTile(int t, int i, int k) {
    int tile = t - 2 + i + k;
    return tile >= t ? tile + 1 : tile;
  }

  /** Fanfou_ba: one level for every chow that breaks no pung and uses no two pairs; the others refused. */
  private static int limits(int ca, int cb) {
    return ca >= PUNG || cb >= PUNG || ca == PAIR && cb == PAIR ? REFUSED : SINGLES;
  }

  /** Fanfou_op, Table 2: the level of a chow, two pairs only where allowed. */
  private static int level(int[] counts, int t, int i, int ca, int cb) {
    if (ca >= PUNG || cb >= PUNG) {
      return REFUSED;
    }
    if (ca == 1 && cb == 1) {
      return SINGLES;
    }
    if (ca + cb == PAIR + 1) {
      return PAIR_AND_SINGLE;
    }
    boolean allowed = i != 1 || counts[t] == 1 || aroundWithoutIt(counts, t);
    return allowed ? TWO_PAIRS : REFUSED;
  }

  /**
   * Table 2's last case: pairs at {@code t-1} and {@code t+1}, no {@code t} held; allowed for a discard
   * of 4, 5 or 6 when {@code t-3, t-2, t+2} or {@code t-2, t+2, t+3} are held once each.
   */
  private static boolean aroundWithoutIt(int[] counts, int t) {
    int number = t % SUIT_SIZE + 1;
    if (number < AROUND_FROM || number > AROUND_TO) {
      return false;
    }
    boolean below = counts[t - 3] == 1 && counts[t - 2] == 1 && counts[t + 2] == 1;
    boolean above = counts[t - 2] == 1 && counts[t + 2] == 1 && counts[t + 3] == 1;
    return below || above;
  }
}
