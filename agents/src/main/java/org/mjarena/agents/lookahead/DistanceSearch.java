package org.mjarena.agents.lookahead;

import static org.mjarena.agents.lookahead.DistanceWeight.GROUPS;
import static org.mjarena.agents.lookahead.DistanceWeight.MELD_REDUCTION;
import static org.mjarena.agents.lookahead.DistanceWeight.START;
import static org.mjarena.agents.lookahead.DistanceWeight.SUIT_SIZE;
import static org.mjarena.agents.lookahead.DistanceWeight.count;
import static org.mjarena.agents.lookahead.DistanceWeight.pow5;
import static org.mjarena.agents.lookahead.DistanceWeight.reductions;
import static org.mjarena.agents.lookahead.DistanceWeight.size;

import java.util.Arrays;
import org.mjarena.engine.tile.Tile;

/**
 * The discard search of paper 003 (section 3.5) over the {@linkplain DistanceWeight distance-to-win
 * weight}: the present-only method at depth 0 and the look-ahead {@code expect()} at depths 1 and 2.
 *
 * <p>{@code expect()} replaces each hand tile by each tile of the library (the tiles the player cannot
 * see: {@code Observation.unseen()}), recomputes the distance and recurses; a branch weighs the copies
 * of its tile in the library over the tiles left in it. The paper keeps the tile with the "largest
 * average", which only makes sense for a score of 9 − distance; here the search keeps the lowest
 * expected distance, which is the same choice. As an expectimax over the hand after the discard:
 * <pre>
 *   score(h, 0) = distance(hand − h)                        the present-only method
 *   score(h, d) = Σ_l p(l) · value(hand − h + l, d − 1)     look-ahead, d = 1 or 2
 *   value(H, 0) = distance(H)
 *   value(H, d) = min over h' of Σ_l p(l) · value(H − h' + l, d − 1)
 * </pre>
 * and the discard is the {@code h} of lowest score. Along a path the library loses each tile drawn
 * ({@code p(l)} is recounted below a draw), so no branch ever draws a fifth copy; the discarded tiles
 * are visible and never were in it. The search does not model claims, kongs or the opponents, as the
 * paper does not (it "only focuses on reducing the distance").
 *
 * <p>The paper's library is the 27 numbered kinds of the 108-tile set ({@code lib < 27}). In Chinese
 * Official Mahjong the search draws over all 34 kinds, honours included, and the honours are a fourth
 * group of the weight; a search {@linkplain #load loaded} with three groups is exactly the 108-tile
 * search.
 *
 * <p>Scores are exact integers: the weights are counts of copies, so {@code score(h, d)} is kept
 * multiplied by the product of the library sizes along the path, the same for every {@code h}. Equal
 * scores therefore really are equal, and ties go to the first tile in the default order (honours
 * from the highest index down, then bamboo, dots, characters, high numbers first; see
 * {@code DefaultOrder}).
 *
 * <p>Speed comes from the distance being 9 − 2 × melds less one term per group. The expected term of a
 * group after one draw depends only on that group's key and library:
 * <pre>
 *   Σ_l c_l · distance(H + l) = U · (9 − 2m) − Σ_s F_s(key_s)
 *   F_s(k) = (U − U_s) · R_s(k) + Σ_{x in s} c_x · R_s(k + x)
 * </pre>
 * ({@code c} the library counts, {@code U} their total, {@code U_s} that of group s, {@code R_s} the
 * group's reductions table). The terms of the hand as it is are summed once per decision, so depth 1
 * costs one {@code F} per candidate discard, for the candidate's group after it. Below a draw of
 * {@code l} the recounted library changes {@code F_s} only by {@code −R_s(k)} (other groups) or
 * {@code −R_s(k + l)} (the group of {@code l}), and the best second discard splits per group too: the
 * best removal within each group, then the best group. So depth 2 needs, per group, a small summary
 * of the group's key (its {@code F'} and best removal, below a draw in another group and below each
 * draw in this group): one summary per group for the hand as it is, and one for the group of each
 * candidate after the discard; a candidate's score then reads, for each draw, the summary of the
 * draw's group against totals over the other groups taken once per candidate.
 * The {@code F} values behind the summaries are memoised for the decision in an array indexed by how
 * the key differs from the hand's (at most two tiles removed and one added), reset by a generation
 * count rather than cleared, so a decision allocates nothing.
 *
 * <p>Mutable scratch space: one instance per agent, confined to its thread.
 */
final class DistanceSearch {
  /** The deepest look-ahead: paper 003 looks "two rounds ahead" and warns against three or more. */
  static final int MAX_DEPTH = 2;

  /** A B value for a group that holds no tile to remove. */
  private static final int NO_TILE = Integer.MIN_VALUE / 4;
  /** "No position": no tile removed, or none added. */
  private static final int NONE = SUIT_SIZE;
  /** Positions and {@link #NONE}. */
  private static final int SLOTS = SUIT_SIZE + 1;
  /** Memo entries per group: two removed positions and one added, each possibly {@link #NONE}. */
  private static final int MEMO_PER_GROUP = SLOTS * SLOTS * SLOTS;
  /** Summaries 0..3 are the groups of the hand as it is; this one is the group of a candidate discard after it. */
  private static final int CANDIDATE = GROUPS;

  /**
   * The groups in the default discard order: honours, then the paper's bamboo, dots, characters.
   * A search of the 108-tile set skips the honours.
   */
  private static final int[] GROUP_ORDER = {DistanceWeight.HONOURS, 1, 2, 0};

  private final int depth;
  private final int[] keys = new int[GROUPS];
  private final int[] library = new int[Tile.KINDS];
  private final int[] groupLibrary = new int[GROUPS];
  private int groups;
  private int kinds;
  private int libraryTotal;
  private int melds;
  /** Per group, its term of the hand as it is: R_s(key_s) at depth 0, F_s(key_s) at depth 1. */
  private final int[] terms = new int[GROUPS];
  /** The sum of {@link #terms} over the groups played (depths 0 and 1). */
  private int termSum;

  /** Per-group summaries for depth 2 (see {@link #summarise}). */
  private final int[] otherA = new int[GROUPS + 1];
  private final int[] otherB = new int[GROUPS + 1];
  private final int[] sameA = new int[(GROUPS + 1) * SUIT_SIZE];
  private final int[] sameB = new int[(GROUPS + 1) * SUIT_SIZE];
  private final int[] digits = new int[SUIT_SIZE];
  /** F values of this decision: the generation in the high half, the value in the low half. */
  private final long[] memo = new long[GROUPS * MEMO_PER_GROUP];
  private int generation;

  /** A search that looks {@code depth} draws ahead (0 to {@link #MAX_DEPTH}). */
  DistanceSearch(int depth) {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new IllegalArgumentException("depth " + depth + " is not in 0.." + MAX_DEPTH);
    }
    this.depth = depth;
  }

  /**
   * Loads a position.
   *
   * @param handKeys   the four group keys of the concealed tiles (see {@link DistanceWeight#keys})
   * @param meldCount  the declared melds
   * @param unseen     the library, indexed by tile (the kinds of the groups played are read); ignored
   *                   at depth 0
   * @param groupCount the groups played: {@link DistanceWeight#SUITS} for the 108-tile set (the hand
   *                   must then hold no honour), {@link DistanceWeight#GROUPS} for MCR
   */
  void load(int[] handKeys, int meldCount, int[] unseen, int groupCount) {
    System.arraycopy(handKeys, 0, keys, 0, GROUPS);
    groups = groupCount;
    kinds = DistanceWeight.kinds(groupCount);
    melds = meldCount;
    libraryTotal = 0;
    for (int s = 0; s < groups; s++) {
      int sum = 0;
      for (int p = 0; p < size(s); p++) {
        int c = depth == 0 ? 0 : unseen[s * SUIT_SIZE + p];
        library[s * SUIT_SIZE + p] = c;
        sum += c;
      }
      groupLibrary[s] = sum;
      libraryTotal += sum;
    }
    if (depth < MAX_DEPTH) {
      termSum = 0;
      for (int s = 0; s < groups; s++) {
        terms[s] = term(s, keys[s]);
        termSum += terms[s];
      }
    } else {
      generation++;
      if (generation == 0) {
        Arrays.fill(memo, 0);
        generation = 1;
      }
      for (int s = 0; s < groups; s++) {
        summarise(s, s, NONE);
      }
    }
  }

  /**
   * The tiles of {@code mask} that the loaded hand holds whose discard scores lowest, ties all kept; none
   * when it holds no tile of {@code mask}.
   */
  long lowest(long mask) {
    long best = 0;
    long bestScore = Long.MAX_VALUE;
    for (long m = mask; m != 0; m &= m - 1) {
      int tile = Long.numberOfTrailingZeros(m);
      int s = DistanceWeight.group(tile);
      if (s >= groups || count(keys[s], DistanceWeight.position(tile)) == 0) {
        continue;
      }
      long score = score(tile);
      if (score < bestScore) {
        bestScore = score;
        best = 1L << tile;
      } else if (score == bestScore) {
        best |= 1L << tile;
      }
    }
    return best;
  }

  /**
   * The tile of {@code mask} (a mask of tiles the loaded hand holds) with the lowest score; ties go to
   * the first in the default order.
   */
  int choose(long mask) {
    long ties = lowest(mask);
    for (int s : GROUP_ORDER) {
      if (s >= groups) {
        continue;
      }
      for (int p = size(s) - 1; p >= 0; p--) {
        int tile = s * SUIT_SIZE + p;
        if ((ties >>> tile & 1) != 0) {
          return tile;
        }
      }
    }
    throw new IllegalArgumentException("the hand holds no tile of mask " + Long.toBinaryString(mask));
  }

  /**
   * The score of discarding {@code tile}, which the loaded hand must hold: the expected distance after
   * {@code depth} draws, times the product of the library sizes along a path (lower is better).
   */
  long score(int tile) {
    int s = DistanceWeight.group(tile);
    int pos = DistanceWeight.position(tile);
    if (depth == MAX_DEPTH) {
      return scoreTwoDraws(s, pos);
    }
    // Σ_s R_s or Σ_s F_s with the discard's group changed: the hand's sum, that group's term swapped.
    int sum = termSum - terms[s] + term(s, keys[s] - pow5(pos));
    return (long) (depth == 0 ? 1 : libraryTotal) * (START - MELD_REDUCTION * melds) - sum;
  }

  /** Group s's term of the distance sum at key {@code k}: R_s(k) at depth 0, F_s(k) at depth 1. */
  private int term(int s, int k) {
    return depth == 0 ? reductions(s, k) : expected(s, k);
  }

  /**
   * Depth 2: Σ_l c_l · value(H' = hand − h + l, 1), where value(H', 1), with the library less
   * {@code l}, is (U − 1)(9 − 2m) − max over h' of Σ_s F'_s(key'_s − h'). The group of the discard
   * reads its summary after the discard; the other groups read their summaries of the hand.
   *
   * <p>A draw changes only its own group's summary, so the sum of the A values and the best gain
   * B − A over the other groups are set up once per candidate: the sum over every group, and the two
   * largest gains with the group of the largest. Each draw then swaps in its group's values.
   */
  private long scoreTwoDraws(int discardGroup, int discardPos) {
    summarise(CANDIDATE, discardGroup, discardPos);
    int sumOther = 0;
    int top = Integer.MIN_VALUE;
    int topGroup = -1;
    int second = Integer.MIN_VALUE;
    for (int s = 0; s < groups; s++) {
      int view = s == discardGroup ? CANDIDATE : s;
      sumOther += otherA[view];
      if (otherB[view] != NO_TILE) {
        int gain = otherB[view] - otherA[view];
        if (gain > top) {
          second = top;
          top = gain;
          topGroup = s;
        } else if (gain > second) {
          second = gain;
        }
      }
    }
    long below = (long) (libraryTotal - 1) * (START - MELD_REDUCTION * melds);
    long total = 0;
    for (int l = 0; l < kinds; l++) {
      int c = library[l];
      if (c == 0) {
        continue;
      }
      int drawGroup = DistanceWeight.group(l);
      int view = drawGroup == discardGroup ? CANDIDATE : drawGroup;
      int slot = view * SUIT_SIZE + DistanceWeight.position(l);
      int a = sameA[slot];
      int sumA = sumOther - otherA[view] + a;
      // The group of the draw holds at least the drawn tile, so its B is never NO_TILE.
      int best = Math.max(topGroup == drawGroup ? second : top, sameB[slot] - a);
      total += c * (below - sumA - best);
    }
    return total;
  }

  /**
   * Fills summary {@code view} of group {@code s} after removing the tile at {@code removed} (or
   * {@link #NONE}): with k its key, below a draw in another group (the library less one tile of that
   * group, F'_s = F_s − R_s) A = F'_s(k) and B = max over held x of F'_s(k − x); below a draw of x' in
   * this group (F'_s(k) = F_s(k) − R_s(k + x')) the same with k + x' in place of k. B is
   * {@link #NO_TILE} when the group holds nothing to remove.
   */
  private void summarise(int view, int s, int removed) {
    byte[] table = DistanceWeight.table(s);
    int size = size(s);
    int k = keys[s] - (removed == NONE ? 0 : pow5(removed));
    int rest = k;
    for (int p = 0; p < size; p++) {
      digits[p] = rest % 5;
      rest /= 5;
    }
    otherA[view] = f(s, removed, NONE, NONE, k) - table[k];
    int b = NO_TILE;
    for (int p = 0; p < size; p++) {
      if (digits[p] > 0) {
        int after = k - pow5(p);
        b = Math.max(b, f(s, removed, p, NONE, after) - table[after]);
      }
    }
    otherB[view] = b;
    for (int x = 0; x < size; x++) {
      if (library[s * SUIT_SIZE + x] == 0) {
        continue;
      }
      int drawn = k + pow5(x);
      digits[x]++;
      sameA[view * SUIT_SIZE + x] = f(s, removed, NONE, x, drawn) - reductionsWith(table, drawn, x, digits[x]);
      int best = NO_TILE;
      for (int p = 0; p < size; p++) {
        if (digits[p] > 0) {
          int after = drawn - pow5(p);
          int heldAtX = digits[x] - (p == x ? 1 : 0);
          best = Math.max(best, f(s, removed, p, x, after) - reductionsWith(table, after, x, heldAtX));
        }
      }
      sameB[view * SUIT_SIZE + x] = best;
      digits[x]--;
    }
  }

  /**
   * F_s of {@code key}, which is group s's key of the hand less the tiles at {@code r1} and {@code r2}
   * plus one at {@code added} (each possibly {@link #NONE}), memoised for the decision. The memo is
   * indexed by those positions, in a canonical order, rather than hashed by key.
   */
  private int f(int s, int r1, int r2, int added, int key) {
    if (added != NONE && (added == r1 || added == r2)) {
      // Removing and adding the same tile cancel out: use the entry of the remaining removal.
      return f(s, added == r1 ? r2 : r1, NONE, NONE, key);
    }
    int index = s * MEMO_PER_GROUP + (Math.min(r1, r2) * SLOTS + Math.max(r1, r2)) * SLOTS + added;
    long entry = memo[index];
    if ((int) (entry >>> 32) == generation) {
      return (int) entry;
    }
    int v = expected(s, key);
    memo[index] = (long) generation << 32 | (v & 0xFFFFFFFFL);
    return v;
  }

  /** F_s(k): U · R_s(k) plus the expected gain of one draw into group s, times U. */
  private int expected(int s, int k) {
    byte[] table = DistanceWeight.table(s);
    int f = (libraryTotal - groupLibrary[s]) * table[k];
    int base = s * SUIT_SIZE;
    int size = size(s);
    int rest = k;
    for (int p = 0; p < size; p++) {
      int held = rest % 5;
      rest /= 5;
      int c = library[base + p];
      if (c != 0) {
        f += c * reductionsWith(table, k, p, held);
      }
    }
    return f;
  }

  /**
   * R_s(k + x), {@code table} being R_s, for a key holding {@code held} tiles at x, or 0 when it
   * holds four: no such hand exists, and every caller weights it by the zero copies left in the
   * library.
   */
  private static int reductionsWith(byte[] table, int k, int x, int held) {
    return held < DistanceWeight.COPIES ? table[k + pow5(x)] : 0;
  }
}
