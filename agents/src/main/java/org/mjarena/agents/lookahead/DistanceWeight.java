package org.mjarena.agents.lookahead;

import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;

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
 * <p>The paper plays the 108-tile set. For Chinese Official Mahjong the honours (four winds, three
 * dragons) form a fourth group, read by the same greedy pass without the run rules, because honours
 * form pairs and pungs but never chows, and no honour is adjacent to another: a lone honour is
 * isolated (0), a second copy makes a pair (−1), a third completes the pung (−1), and a fourth starts
 * a new single (0). The 108-tile hands hold no honours, so their distance is unchanged.
 *
 * <p>Because the reductions add up group by group, they are precomputed once for every key of a
 * group (the base-5 counts of {@link SuitShapes}: 5^9 keys for a suit, 5^7 for the honours) and
 * shared read-only by all threads; the distance of a hand is then four table lookups.
 */
final class DistanceWeight {
  /** Paper 003 section 3.3: four sets at two steps each, and one step for the pair. */
  static final int START = 9;
  /** Paper 003 section 3.3: a completed set (pung or chow) lowers the weight by 2; so does a declared meld. */
  static final int MELD_REDUCTION = 2;
  /** Positions in one numbered suit. */
  static final int SUIT_SIZE = SuitShapes.NUMBERED_SIZE;
  /** Positions in the honour group: four winds, three dragons. */
  static final int HONOUR_SIZE = SuitShapes.HONOUR_SIZE;
  /** The numbered suits, in tile index order: characters, bamboo, dots (the whole 108-tile set). */
  static final int SUITS = 3;
  /** The group of the honours, after the three suits (tile indices 27..33). */
  static final int HONOURS = SUITS;
  /** The groups of the MCR set: three suits and the honours. */
  static final int GROUPS = SUITS + 1;
  /** Copies of each tile kind: the largest count at any position of a key. */
  static final int COPIES = 4;

  private static final int[] POW5 = new int[SUIT_SIZE + 1];
  /** Reductions of a numbered suit, by suit key (5^9 keys). */
  private static final byte[] SUIT_REDUCTIONS;
  /** Reductions of the honour group, by honour key (5^7 keys). */
  private static final byte[] HONOUR_REDUCTIONS;

  static {
    for (int i = 0; i <= SUIT_SIZE; i++) {
      POW5[i] = SuitShapes.pow5(i);
    }
    SUIT_REDUCTIONS = new byte[POW5[SUIT_SIZE]];
    fill(SUIT_REDUCTIONS, SUIT_SIZE, true, 0, 0, 0, 0, 0);
    HONOUR_REDUCTIONS = new byte[POW5[HONOUR_SIZE]];
    fill(HONOUR_REDUCTIONS, HONOUR_SIZE, false, 0, 0, 0, 0, 0);
  }

  private DistanceWeight() {}

  /**
   * Runs the greedy pass over every key of a group at once, position by position. Before position
   * {@code pos} only two facts about the lower positions still matter: whether a single is open at
   * {@code pos-1} (a tile at {@code pos} extends it into a run) and whether a run {@code {pos-2,
   * pos-1}} is open (a tile at {@code pos} completes it). Open pairs and singles further down can take
   * no later tile. Without {@code runs} (the honours) no run is ever opened, so only pairs and pungs
   * count.
   */
  private static void fill(byte[] table, int size, boolean runs, int pos, int key, int reductions, int singleBelow,
      int runBelow) {
    if (pos == size) {
      table[key] = (byte) reductions;
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
      fill(table, size, runs, pos + 1, key + count * POW5[pos], red, runs ? single : 0, run);
    }
  }

  /** The groups a search of {@code variant} draws from: the three suits, and the honours in MCR. */
  static int groups(Variant variant) {
    return variant == Variant.MCR ? GROUPS : SUITS;
  }

  /** The tile kinds of {@code groups} groups: 27 numbered kinds, or all 34. */
  static int kinds(int groups) {
    return groups == GROUPS ? Tile.KINDS : Tile.NUMBERED_KINDS;
  }

  /** The positions in group {@code group}: 9 in a suit, 7 in the honours. */
  static int size(int group) {
    return group == HONOURS ? HONOUR_SIZE : SUIT_SIZE;
  }

  /** The reductions one group's tiles earn, for its key (see {@link SuitShapes}). */
  static int reductions(int group, int key) {
    return table(group)[key];
  }

  /**
   * The reductions table of a group, indexed by key: shared and read-only, never to be written. Hot
   * loops over one group pick it once rather than once per lookup.
   */
  static byte[] table(int group) {
    return group == HONOURS ? HONOUR_REDUCTIONS : SUIT_REDUCTIONS;
  }

  /** The weight of position {@code pos} in a key: 5^pos. */
  static int pow5(int pos) {
    return POW5[pos];
  }

  /** How many tiles a key holds at {@code pos}. */
  static int count(int key, int pos) {
    return key / POW5[pos] % 5;
  }

  /** The group (0 characters, 1 bamboo, 2 dots, 3 honours) of a tile index. */
  static int group(int tile) {
    return tile / SUIT_SIZE;
  }

  /** The position of a tile index within its group: 0..8 in a suit, 0..6 (E, S, W, N, red, green, white) in the honours. */
  static int position(int tile) {
    return tile % SUIT_SIZE;
  }

  /** Writes the four group keys of {@code counts} (indexed by tile, at least 34 long) into {@code keys}. */
  static void keys(int[] counts, int[] keys) {
    for (int g = 0; g < GROUPS; g++) {
      int key = 0;
      for (int p = size(g) - 1; p >= 0; p--) {
        key = key * 5 + counts[g * SUIT_SIZE + p];
      }
      keys[g] = key;
    }
  }

  /** The distance of concealed tiles with the given four group keys and {@code melds} declared melds. */
  static int of(int[] keys, int melds) {
    return START - MELD_REDUCTION * melds - SUIT_REDUCTIONS[keys[0]] - SUIT_REDUCTIONS[keys[1]]
        - SUIT_REDUCTIONS[keys[2]] - HONOUR_REDUCTIONS[keys[HONOURS]];
  }

  /**
   * The lowest distance left after discarding one of the tiles in {@code allowed} (a tile mask) that
   * the keys hold, or {@link Integer#MAX_VALUE} when none is held.
   */
  static int bestAfterDiscard(int[] keys, int melds, long allowed) {
    int base = of(keys, melds);
    int best = Integer.MAX_VALUE;
    for (int g = 0; g < GROUPS; g++) {
      int key = keys[g];
      int here = reductions(g, key);
      for (int p = 0; p < size(g); p++) {
        if ((allowed >>> (g * SUIT_SIZE + p) & 1) != 0 && count(key, p) > 0) {
          best = Math.min(best, base + here - reductions(g, key - POW5[p]));
        }
      }
    }
    return best;
  }
}
