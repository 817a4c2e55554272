package org.mjarena.agents.distance;

import static org.mjarena.agents.distance.DistanceWeight.MELD_REDUCTION;
import static org.mjarena.agents.distance.DistanceWeight.START;
import static org.mjarena.agents.distance.DistanceWeight.SUITS;
import static org.mjarena.agents.distance.DistanceWeight.SUIT_SIZE;
import static org.mjarena.agents.distance.DistanceWeight.count;
import static org.mjarena.agents.distance.DistanceWeight.pow5;
import static org.mjarena.agents.distance.DistanceWeight.reductions;

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
 * <p>Scores are exact integers: the weights are counts of copies, so {@code score(h, d)} is kept
 * multiplied by the product of the library sizes along the path, the same for every {@code h}. Equal
 * scores therefore really are equal, and ties go to the first tile in the paper's default order
 * (bamboo, dots, characters, high numbers first; see {@code DefaultOrder}).
 *
 * <p>Speed comes from the distance being 9 − 2 × melds less one term per suit. The expected term of a
 * suit after one draw depends only on that suit's key and library:
 * <pre>
 *   Σ_l c_l · distance(H + l) = U · (9 − 2m) − Σ_s F_s(key_s)
 *   F_s(k) = (U − U_s) · R(k) + Σ_{x in s} c_x · R(k + x)
 * </pre>
 * ({@code c} the library counts, {@code U} their total, {@code U_s} that of suit s, {@code R} the
 * reductions table), so depth 1 costs one {@code F} per candidate discard. Below a draw of {@code l}
 * the recounted library changes {@code F_s} only by {@code −R(k)} (other suits) or {@code −R(k + l)}
 * (the suit of {@code l}), and the best second discard splits per suit too: the best removal within
 * each suit, then the best suit. So depth 2 needs, per suit, a small summary of the suit's key (its
 * {@code F'} and best removal, below a draw in another suit and below each draw in this suit): one
 * summary per suit for the hand as it is, and one for the suit of each candidate after the discard;
 * a candidate's score then combines three summaries for each of the 27 draws. The {@code F} values
 * behind the summaries are memoised for the decision in an array indexed by how the key differs from
 * the hand's (at most two tiles removed and one added), reset by a generation count rather than
 * cleared, so a decision allocates nothing.
 *
 * <p>Mutable scratch space: one instance per agent, confined to its thread.
 */
final class DistanceSearch {
  /** The deepest look-ahead: paper 003 looks "two rounds ahead" and warns against three or more. */
  static final int MAX_DEPTH = 2;

  /** A B value for a suit that holds no tile to remove. */
  private static final int NO_TILE = Integer.MIN_VALUE / 4;
  /** "No position": no tile removed, or none added. */
  private static final int NONE = SUIT_SIZE;
  /** Positions and {@link #NONE}. */
  private static final int SLOTS = SUIT_SIZE + 1;
  /** Memo entries per suit: two removed positions and one added, each possibly {@link #NONE}. */
  private static final int MEMO_PER_SUIT = SLOTS * SLOTS * SLOTS;
  /** Summaries 0..2 are the suits of the hand as it is; this one is the suit of a candidate discard after it. */
  private static final int CANDIDATE = SUITS;

  /** The suits in the paper's default discard order: bamboo, dots, characters. */
  private static final int[] SUIT_ORDER = {1, 2, 0};

  private final int depth;
  private final int[] keys = new int[SUITS];
  private final int[] library = new int[Tile.NUMBERED_KINDS];
  private final int[] suitLibrary = new int[SUITS];
  private int libraryTotal;
  private int melds;

  /** Per-suit summaries for depth 2 (see {@link #summarise}). */
  private final int[] otherA = new int[SUITS + 1];
  private final int[] otherB = new int[SUITS + 1];
  private final int[] sameA = new int[(SUITS + 1) * SUIT_SIZE];
  private final int[] sameB = new int[(SUITS + 1) * SUIT_SIZE];
  private final int[] digits = new int[SUIT_SIZE];
  /** F values of this decision: the generation in the high half, the value in the low half. */
  private final long[] memo = new long[SUITS * MEMO_PER_SUIT];
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
   * @param handKeys the suit keys of the concealed tiles (see {@link DistanceWeight#keys})
   * @param meldCount the declared melds
   * @param unseen   the library, indexed by tile (the 27 numbered kinds are read); ignored at depth 0
   */
  void load(int[] handKeys, int meldCount, int[] unseen) {
    System.arraycopy(handKeys, 0, keys, 0, SUITS);
    melds = meldCount;
    libraryTotal = 0;
    for (int s = 0; s < SUITS; s++) {
      int sum = 0;
      for (int p = 0; p < SUIT_SIZE; p++) {
        int c = depth == 0 ? 0 : unseen[s * SUIT_SIZE + p];
        library[s * SUIT_SIZE + p] = c;
        sum += c;
      }
      suitLibrary[s] = sum;
      libraryTotal += sum;
    }
    if (depth == MAX_DEPTH) {
      generation++;
      if (generation == 0) {
        Arrays.fill(memo, 0);
        generation = 1;
      }
      for (int s = 0; s < SUITS; s++) {
        summarise(s, s, NONE);
      }
    }
  }

  /**
   * The tile of {@code mask} (a mask of tiles the loaded hand holds) with the lowest score; ties go to
   * the first in the default order.
   */
  int choose(long mask) {
    int best = -1;
    long bestScore = Long.MAX_VALUE;
    for (int s : SUIT_ORDER) {
      for (int p = SUIT_SIZE - 1; p >= 0; p--) {
        int tile = s * SUIT_SIZE + p;
        if ((mask >>> tile & 1) != 0 && count(keys[s], p) > 0) {
          long score = score(tile);
          if (score < bestScore) {
            bestScore = score;
            best = tile;
          }
        }
      }
    }
    if (best < 0) {
      throw new IllegalArgumentException("the hand holds no tile of mask " + Long.toBinaryString(mask));
    }
    return best;
  }

  /**
   * The score of discarding {@code tile}, which the loaded hand must hold: the expected distance after
   * {@code depth} draws, times the product of the library sizes along a path (lower is better).
   */
  long score(int tile) {
    int s = DistanceWeight.suit(tile);
    int pos = DistanceWeight.position(tile);
    int after = keys[s] - pow5(pos);
    return switch (depth) {
      case 0 -> START - MELD_REDUCTION * melds - sumWith(s, after, true);
      case 1 -> (long) libraryTotal * (START - MELD_REDUCTION * melds) - sumWith(s, after, false);
      default -> scoreTwoDraws(s, pos);
    };
  }

  /** Σ_s R(key_s) (when {@code present}) or Σ_s F_s(key_s), with suit {@code changed} at key {@code key}. */
  private int sumWith(int changed, int key, boolean present) {
    int sum = 0;
    for (int s = 0; s < SUITS; s++) {
      int k = s == changed ? key : keys[s];
      sum += present ? reductions(k) : expected(s, k);
    }
    return sum;
  }

  /**
   * Depth 2: Σ_l c_l · value(H' = hand − h + l, 1), where value(H', 1), with the library less
   * {@code l}, is (U − 1)(9 − 2m) − max over h' of Σ_s F'_s(key'_s − h'). The suit of the discard
   * reads its summary after the discard; the other suits read their summaries of the hand.
   */
  private long scoreTwoDraws(int discardSuit, int discardPos) {
    summarise(CANDIDATE, discardSuit, discardPos);
    long below = (long) (libraryTotal - 1) * (START - MELD_REDUCTION * melds);
    long total = 0;
    for (int l = 0; l < Tile.NUMBERED_KINDS; l++) {
      int c = library[l];
      if (c == 0) {
        continue;
      }
      int drawSuit = DistanceWeight.suit(l);
      int drawPos = DistanceWeight.position(l);
      int sumA = 0;
      int best = Integer.MIN_VALUE;
      for (int s = 0; s < SUITS; s++) {
        int view = s == discardSuit ? CANDIDATE : s;
        int a;
        int b;
        if (s == drawSuit) {
          a = sameA[view * SUIT_SIZE + drawPos];
          b = sameB[view * SUIT_SIZE + drawPos];
        } else {
          a = otherA[view];
          b = otherB[view];
        }
        sumA += a;
        if (b != NO_TILE && b - a > best) {
          best = b - a;
        }
      }
      total += c * (below - sumA - best);
    }
    return total;
  }

  /**
   * Fills summary {@code view} of suit {@code s} after removing the tile at {@code removed} (or
   * {@link #NONE}): with k its key, below a draw in another suit (the library less one tile of that
   * suit, F'_s = F_s − R) A = F'_s(k) and B = max over held x of F'_s(k − x); below a draw of x' in
   * this suit (F'_s(k) = F_s(k) − R(k + x')) the same with k + x' in place of k. B is
   * {@link #NO_TILE} when the suit holds nothing to remove.
   */
  private void summarise(int view, int s, int removed) {
    int k = keys[s] - (removed == NONE ? 0 : pow5(removed));
    int rest = k;
    for (int p = 0; p < SUIT_SIZE; p++) {
      digits[p] = rest % 5;
      rest /= 5;
    }
    otherA[view] = f(s, removed, NONE, NONE, k) - reductions(k);
    int b = NO_TILE;
    for (int p = 0; p < SUIT_SIZE; p++) {
      if (digits[p] > 0) {
        int after = k - pow5(p);
        b = Math.max(b, f(s, removed, p, NONE, after) - reductions(after));
      }
    }
    otherB[view] = b;
    for (int x = 0; x < SUIT_SIZE; x++) {
      if (library[s * SUIT_SIZE + x] == 0) {
        continue;
      }
      int drawn = k + pow5(x);
      digits[x]++;
      sameA[view * SUIT_SIZE + x] = f(s, removed, NONE, x, drawn) - reductionsWith(drawn, x, digits[x]);
      int best = NO_TILE;
      for (int p = 0; p < SUIT_SIZE; p++) {
        if (digits[p] > 0) {
          int after = drawn - pow5(p);
          int heldAtX = digits[x] - (p == x ? 1 : 0);
          best = Math.max(best, f(s, removed, p, x, after) - reductionsWith(after, x, heldAtX));
        }
      }
      sameB[view * SUIT_SIZE + x] = best;
      digits[x]--;
    }
  }

  /**
   * F_s of {@code key}, which is suit s's key of the hand less the tiles at {@code r1} and {@code r2}
   * plus one at {@code added} (each possibly {@link #NONE}), memoised for the decision. The memo is
   * indexed by those positions, in a canonical order, rather than hashed by key.
   */
  private int f(int s, int r1, int r2, int added, int key) {
    if (added != NONE && (added == r1 || added == r2)) {
      // Removing and adding the same tile cancel out: use the entry of the remaining removal.
      return f(s, added == r1 ? r2 : r1, NONE, NONE, key);
    }
    int index = s * MEMO_PER_SUIT + (Math.min(r1, r2) * SLOTS + Math.max(r1, r2)) * SLOTS + added;
    long entry = memo[index];
    if ((int) (entry >>> 32) == generation) {
      return (int) entry;
    }
    int v = expected(s, key);
    memo[index] = (long) generation << 32 | (v & 0xFFFFFFFFL);
    return v;
  }

  /** F_s(k): U · R(k) plus the expected gain of one draw into suit s, times U. */
  private int expected(int s, int k) {
    int f = (libraryTotal - suitLibrary[s]) * reductions(k);
    int base = s * SUIT_SIZE;
    int rest = k;
    for (int p = 0; p < SUIT_SIZE; p++) {
      int held = rest % 5;
      rest /= 5;
      int c = library[base + p];
      if (c != 0) {
        f += c * reductionsWith(k, p, held);
      }
    }
    return f;
  }

  /**
   * R(k + x) for a key holding {@code held} tiles at x, or 0 when it holds four: no such hand
   * exists, and every caller weights it by the zero copies left in the library.
   */
  private static int reductionsWith(int k, int x, int held) {
    return held < DistanceWeight.COPIES ? reductions(k + pow5(x)) : 0;
  }
}
