package org.mjarena.arena.commentary;

import java.util.Arrays;
import org.mjarena.engine.tile.Tile;

/**
 * The expert method of the Quesheng thesis (seed 000, section 3.2.1): the hand filter (Algorithm 1)
 * takes out what already forms sets and pairs, the partial-chow filter takes out two tiles one short of
 * a chow, and the expert filter (Algorithm 2) keeps of the rest the tiles a player tends to let go:
 * honours (unless the hand is all honours), tiles already discarded by someone, and tiles of a suit the
 * hand holds few of (making the hand one suit short, 缺一门). What is left, ranked, is the candidate set.
 *
 * <p>Adaptations, each because the thesis leaves the point open or contradicts itself:
 * <ul>
 *   <li>Algorithm 2's pseudo-code removes the tiles that satisfy those three tendencies, while its text
 *       says they are kept as likely discards; we follow the text.
 *   <li>When a filter leaves nothing (a hand whose every tile is in a set, a pair or a partial chow), the
 *       thesis says nothing; we fall back to the previous stage: the isolated tiles, then the tiles of
 *       the partial chows, then the pairs and sets, so every decision gets a candidate set.
 *   <li>The thesis offers "3 to 5" candidates at the start of a hand (section 4.2.1); we keep at most
 *       {@value #MAX_CANDIDATES}, ranked honours first, then tiles already discarded, then tiles of a
 *       short suit, then terminals, then tiles with more copies in sight (fewer left to complete them).
 *   <li>Only legal discards are candidates.
 * </ul>
 *
 * <p>One instance per thread: it keeps scratch arrays and allocates nothing per call.
 */
public final class ExpertFilter {
  /** Most candidates kept: the thesis offers 3 to 5 at the start of a hand (section 4.2.1). */
  public static final int MAX_CANDIDATES = 5;
  /**
   * A suit the hand holds at most this many tiles of counts as short: the thesis keeps tiles of a suit
   * with "only a few" tiles (少数) as discards towards one suit short; its pseudo-code says one, its text
   * a few, and two tiles are the most that are still not a pair plus a wait.
   */
  static final int SHORT_SUIT = 2;

  private static final int RANK_HONOUR = 8;
  private static final int RANK_DISCARDED = 4;
  private static final int RANK_SHORT_SUIT = 2;
  private static final int RANK_TERMINAL = 1;

  private final int[] rest = new int[Tile.KINDS];
  private final int[] partial = new int[Tile.KINDS];
  private final int[] stage = new int[Tile.KINDS];
  private final int[] keys = new int[Tile.KINDS];
  private final int[] suitCounts = new int[3];

  /**
   * Writes the candidate discards, best first, into {@code out} (tile indices) and returns how many.
   *
   * @param hand      the mover's concealed tiles by tile index, the drawn tile included
   * @param legal     the legal discards, as a mask by tile index
   * @param discarded the tiles anybody has discarded so far, as a mask
   * @param seen      copies of each tile in sight of the commentator (its view's hands, rivers, melds)
   * @param out       at least {@value #MAX_CANDIDATES} long
   */
  public int candidates(int[] hand, long legal, long discarded, int[] seen, int[] out) {
    System.arraycopy(hand, 0, rest, 0, Tile.KINDS);
    Arrays.fill(partial, 0);
    handFilter(rest);
    partialChowFilter(rest, partial);
    boolean allHonours = countSuits(hand);
    // Algorithm 2: of the isolated tiles, keep the ones a player tends to let go.
    int n = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (rest[t] > 0 && (legal >>> t & 1) != 0) {
        int key = rank(t, discarded, suitCounts, allHonours);
        if (key >= RANK_SHORT_SUIT) {
          stage[n++] = t;
        }
      }
    }
    if (n == 0) {
      n = collect(rest, legal, stage);
    }
    if (n == 0) {
      n = collect(partial, legal, stage);
    }
    if (n == 0) {
      n = collect(hand, legal, stage);
    }
    for (int i = 0; i < n; i++) {
      int t = stage[i];
      keys[i] = rank(t, discarded, suitCounts, allHonours) * 8 + Math.min(seen[t], 4);
    }
    sort(stage, n);
    int kept = Math.min(n, MAX_CANDIDATES);
    System.arraycopy(stage, 0, out, 0, kept);
    return kept;
  }

  /**
   * Sorts {@code tiles[0..n)} into the expert's order of preference for discarding, stably: first the
   * tiles Algorithm 1 leaves isolated, then those of partial chows, then those in sets and pairs; within
   * each, by the tendencies of Algorithm 2 (honours, tiles discarded before, a short suit, terminals),
   * then by more copies in sight.
   *
   * @param hand      the mover's concealed tiles by tile index, the drawn tile included
   * @param discarded the tiles anybody has discarded so far, as a mask
   * @param seen      copies of each tile in sight of the commentator
   */
  public void order(int[] hand, long discarded, int[] seen, int[] tiles, int n) {
    System.arraycopy(hand, 0, rest, 0, Tile.KINDS);
    Arrays.fill(partial, 0);
    handFilter(rest);
    partialChowFilter(rest, partial);
    boolean allHonours = countSuits(hand);
    for (int i = 0; i < n; i++) {
      int t = tiles[i];
      int stage = rest[t] > 0 ? 2 : partial[t] > 0 ? 1 : 0;
      keys[i] = (stage * 16 + rank(t, discarded, suitCounts, allHonours)) * 8 + Math.min(seen[t], 4);
    }
    sort(tiles, n);
  }

  /** The sort key of the tile at {@code i} after {@link #order}: equal keys are equally preferred. */
  int keyAt(int i) {
    return keys[i];
  }

  /** Of a {@link #keyAt key}: 2 for a tile the hand filter leaves over, 1 for one the partial-chow filter leaves, else 0. */
  static int stage(int key) {
    return key >>> 7;
  }

  /**
   * Of a {@link #keyAt key}: the tendencies it counts, as bits: 8 an honour, 4 discarded before, 2 of a short
   * suit, 1 a terminal.
   */
  static int tendencies(int key) {
    return key >>> 3 & 15;
  }

  /** Fills {@link #suitCounts} from the hand; true when it holds honours only. */
  private boolean countSuits(int[] hand) {
    Arrays.fill(suitCounts, 0);
    boolean allHonours = true;
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      if (hand[t] > 0) {
        allHonours = false;
        suitCounts[t / 9] += hand[t];
      }
    }
    return allHonours;
  }

  /** Sorts {@code tiles[0..n)} by {@link #keys}, highest first, stably (insertion sort: at most fourteen tiles). */
  private void sort(int[] tiles, int n) {
    for (int i = 1; i < n; i++) {
      int t = tiles[i];
      int k = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] < k) {
        tiles[j + 1] = tiles[j];
        keys[j + 1] = keys[j];
        j--;
      }
      tiles[j + 1] = t;
      keys[j + 1] = k;
    }
  }

  /** How readily a player lets {@code t} go, by the thesis's three tendencies and terminals. */
  private static int rank(int t, long discarded, int[] suitCounts, boolean allHonours) {
    int key = 0;
    if (t >= Tile.NUMBERED_KINDS) {
      key += allHonours ? 0 : RANK_HONOUR;
    } else {
      if (suitCounts[t / 9] <= SHORT_SUIT) {
        key += RANK_SHORT_SUIT;
      }
      int number = t % 9 + 1;
      if (number == 1 || number == 9) {
        key += RANK_TERMINAL;
      }
    }
    if ((discarded >>> t & 1) != 0) {
      key += RANK_DISCARDED;
    }
    return key;
  }

  private static int collect(int[] counts, long legal, int[] out) {
    int n = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0 && (legal >>> t & 1) != 0) {
        out[n++] = t;
      }
    }
    return n;
  }

  /**
   * Algorithm 1 (手牌筛选): going up the sorted hand, takes out a chow starting at the tile when there is
   * one, else every copy of the tile when it has two or more (a pair, pung or kong). What stays are the
   * tiles that form no set or pair in this reading.
   */
  static void handFilter(int[] counts) {
    for (int t = 0; t < Tile.KINDS; t++) {
      while (counts[t] > 0) {
        if (startsChow(t) && counts[t + 1] > 0 && counts[t + 2] > 0) {
          counts[t]--;
          counts[t + 1]--;
          counts[t + 2]--;
        } else if (counts[t] >= 2) {
          counts[t] = 0;
        } else {
          break;
        }
      }
    }
  }

  /**
   * Algorithm 2's first step: two tiles of one suit whose numbers differ by one or two wait for a chow
   * (搭子); both are taken out of {@code counts} and put in {@code partial}.
   */
  static void partialChowFilter(int[] counts, int[] partial) {
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      while (counts[t] > 0) {
        int number = t % 9 + 1;
        int other = number <= 8 && counts[t + 1] > 0 ? t + 1 : number <= 7 && counts[t + 2] > 0 ? t + 2 : -1;
        if (other < 0) {
          break;
        }
        counts[t]--;
        counts[other]--;
        partial[t]++;
        partial[other]++;
      }
    }
  }

  /** True when a chow can start at tile index {@code t}: a numbered tile from 1 to 7. */
  private static boolean startsChow(int t) {
    return t < Tile.NUMBERED_KINDS && t % 9 <= 6;
  }
}
