package org.mjarena.agents.distance;

import org.mjarena.engine.hand.SuitShapes;

/**
 * The distance-to-win weight 距胡数 of paper 003 (section 3.3): how many effective changes a hand
 * still needs, counted by a greedy pass over its tiles. It is not the true win distance (shanten):
 * it is the paper's heuristic, kept as the paper computes it.
 *
 * <p>The paper: start at 9 (four sets of two steps each, one step for the pair); go through the hand
 * tiles in order; an isolated tile (no adjacent or equal tile) changes nothing, a tile with one
 * adjacent or equal tile lowers the weight by 1, a tile that forms a pung or chow with adjacent tiles
 * lowers it by 2. Its worked example, {@code 14699m 2377p 15678s} = 4, fixes the reading below: a
 * completed set totals −2 (−1 for its partial pair or run, −1 more for the completing tile), a tile
 * already in a completed set is not used again ({@code 8s} after {@code 567s} is isolated), and
 * "adjacent" means consecutive ({@code 4m} and {@code 6m} are not).
 *
 * <p>The project's reading of the paper, scanning each suit's tiles in ascending order: a new tile
 * {@code t} first tries to complete a set (an open run {@code {t-2, t-1}} into a chow, else an open
 * pair {@code {t, t}} into a pung: −1, the group is closed); else to extend an open single
 * ({@code {t}} into a pair, else {@code {t-1}} into a run: −1); else it starts a new single (0).
 * Declared melds count as completed sets (−2 each). The distance is 9 less all reductions. Being
 * greedy, the pass can miss a better grouping ({@code 445566m} reads as three pairs, −3, not two
 * chows, −4), so a complete hand may read more than 0; but a hand of fourteen tiles (melds counted)
 * that reads 0 is always complete.
 *
 * <p>Because the reductions add up suit by suit, they are precomputed once for every suit key of
 * {@link SuitShapes} (the base-5 counts of one suit, 5^9 keys) and shared read-only by all threads;
 * the distance of a hand is then three table lookups.
 */
final class DistanceWeight {
  /** Paper 003 section 3.3: four sets at two steps each, and one step for the pair. */
  static final int START = 9;
  /** Paper 003 section 3.3: a completed set (pung or chow) lowers the weight by 2; so does a declared meld. */
  static final int MELD_REDUCTION = 2;
  /** Positions in one numbered suit. */
  static final int SUIT_SIZE = SuitShapes.NUMBERED_SIZE;
  /** The numbered suits of the 108-tile set, in tile index order: characters, bamboo, dots. */
  static final int SUITS = 3;
  /** The number of suit keys: 5^9. */
  static final int KEYS = SuitShapes.pow5(SUIT_SIZE);
  /** Copies of each tile kind: the largest count at any position of a key. */
  static final int COPIES = 4;

  private static final int[] POW5 = new int[SUIT_SIZE];
  private static final byte[] REDUCTIONS = new byte[KEYS];

  static {
    for (int i = 0; i < SUIT_SIZE; i++) {
      POW5[i] = SuitShapes.pow5(i);
    }
    fill(0, 0, 0, 0, 0);
  }

  private DistanceWeight() {}

  /**
   * Runs the greedy pass over every key at once, position by position. Before position {@code pos}
   * only two facts about the lower positions still matter: whether a single is open at {@code pos-1}
   * (a tile at {@code pos} extends it into a run) and whether a run {@code {pos-2, pos-1}} is open (a
   * tile at {@code pos} completes it). Open pairs and singles further down can take no later tile.
   */
  private static void fill(int pos, int key, int reductions, int singleBelow, int runBelow) {
    if (pos == SUIT_SIZE) {
      REDUCTIONS[key] = (byte) reductions;
      return;
    }
    for (int count = 0; count <= COPIES; count++) {
      int red = reductions;
      int lowSingle = singleBelow;
      int lowRun = runBelow;
      int single = 0;
      int pair = 0;
      int run = 0;
      for (int k = 0; k < count; k++) {
        if (lowRun > 0) {
          lowRun--;
          red++;
        } else if (pair > 0) {
          pair--;
          red++;
        } else if (single > 0) {
          single--;
          pair++;
          red++;
        } else if (lowSingle > 0) {
          lowSingle--;
          run++;
          red++;
        } else {
          single++;
        }
      }
      fill(pos + 1, key + count * POW5[pos], red, single, run);
    }
  }

  /** The reductions one suit's tiles earn, for its suit key (see {@link SuitShapes}). */
  static int reductions(int suitKey) {
    return REDUCTIONS[suitKey];
  }

  /** The weight of position {@code pos} in a suit key: 5^pos. */
  static int pow5(int pos) {
    return POW5[pos];
  }

  /** How many tiles a suit key holds at {@code pos}. */
  static int count(int suitKey, int pos) {
    return suitKey / POW5[pos] % 5;
  }

  /** The suit (0 characters, 1 bamboo, 2 dots) of a tile index. */
  static int suit(int tile) {
    return tile / SUIT_SIZE;
  }

  /** The position 0..8 of a tile index within its suit. */
  static int position(int tile) {
    return tile % SUIT_SIZE;
  }

  /** Writes the three suit keys of {@code counts} (indexed by tile) into {@code keys}. */
  static void keys(int[] counts, int[] keys) {
    for (int s = 0; s < SUITS; s++) {
      int key = 0;
      for (int p = SUIT_SIZE - 1; p >= 0; p--) {
        key = key * 5 + counts[s * SUIT_SIZE + p];
      }
      keys[s] = key;
    }
  }

  /** The distance of concealed tiles with the given suit keys and {@code melds} declared melds. */
  static int of(int[] keys, int melds) {
    return START - MELD_REDUCTION * melds - REDUCTIONS[keys[0]] - REDUCTIONS[keys[1]] - REDUCTIONS[keys[2]];
  }

  /**
   * The lowest distance left after discarding one of the tiles in {@code allowed} (a tile mask) that
   * the keys hold, or {@link Integer#MAX_VALUE} when none is held.
   */
  static int bestAfterDiscard(int[] keys, int melds, long allowed) {
    int base = of(keys, melds);
    int best = Integer.MAX_VALUE;
    for (int s = 0; s < SUITS; s++) {
      int key = keys[s];
      int here = REDUCTIONS[key];
      for (int p = 0; p < SUIT_SIZE; p++) {
        if ((allowed >>> (s * SUIT_SIZE + p) & 1) != 0 && count(key, p) > 0) {
          best = Math.min(best, base + here - REDUCTIONS[key - POW5[p]]);
        }
      }
    }
    return best;
  }
}
