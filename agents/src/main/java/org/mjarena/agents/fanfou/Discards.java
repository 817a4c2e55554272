package org.mjarena.agents.fanfou;

import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Position;
import org.mjarena.engine.tile.Tile;

/**
 * The discard of Fanfou_ba and Fanfou_op when no discard makes Fanfou_op ready (Wang et al. 2022, seed
 * 004): the priority of Table 1 ({@link DiscardTiers}), and what comes before and after it.
 *
 * <p><b>Seven pairs</b> (Fanfou_op, before the priority). With no meld and five or more kinds held
 * exactly twice, the hand aims at seven pairs 七对 (which needs no meld, and in MCR scores 24 fan): it
 * discards a tile held once or three times, one already played first (as in Algorithm 1), else the
 * lowest.
 *
 * <p><b>When no tier holds a tile</b> the paper is silent (Algorithm 1 just ends); the hand then holds
 * only sets, pairs and runs the table does not list. This class does what the authors' code does:
 * <ol>
 *   <li>Fanfou_op, all pungs 碰碰胡 (one of its additions): with no chow among its melds and at least
 *       four pungs or kongs counting melds and tiles held three times, a tile held once, one already
 *       played first. The authors' code tests for chows in a way that is always true, so it never
 *       reaches this step; the paper says Fanfou_op has it, and here it does.</li>
 *   <li>Fanfou_op, breaking a pair (the code's 拆对子): with more than one pair, or more than two pairs
 *       and pungs together, a tile of a pair: one already played first, else one of a pair that has
 *       another pair within two numbers of it, else the lowest.</li>
 *   <li>Both: the lower tile of an open two-tile run (a run of two singles from 2-3 to 7-8 with nothing
 *       on either side), one whose outer tiles have been played first (it has fewer tiles left to
 *       become a chow), else the lowest.</li>
 *   <li>Both: a tile of the hand at random (each tile, not each kind, equally likely), from the agent's
 *       own random stream.</li>
 * </ol>
 *
 * <p>MCR changes nothing here: seven pairs scores 24 fan, and all pungs (6) comes with two concealed
 * pungs (双暗刻, 2) unless pungs were claimed, which in MCR the agents do only into a hand ready for 8
 * fan; the honours enter through the priority's first tier.
 *
 * <p>Mutable scratch space (the priority's masks): one instance per agent.
 */
final class Discards {
  /** Seven pairs is aimed at from this many pairs on (the authors' code: more than four). */
  private static final int SEVEN_PAIRS_FROM = 5;
  /** All pungs is aimed at from this many pungs and kongs, melds included: four sets. */
  private static final int ALL_PUNGS_FROM = 4;
  /** Pairs are broken with more than this many pairs and pungs together (the authors' code). */
  private static final int BREAK_PAIRS_ABOVE = 2;
  /** A pair "near" another is within this many numbers of it. */
  private static final int NEAR = 2;
  private static final int PAIR = 2;
  private static final int PUNG = 3;
  private static final int SUIT_SIZE = 9;
  /** The numbered tiles, the only ones with neighbours. */
  private static final long NUMBERED = (1L << Tile.NUMBERED_KINDS) - 1;

  private final DiscardTiers tiers = new DiscardTiers();
  private final Version version;
  private final UniformRandomProvider random;

  Discards(Version version, UniformRandomProvider random) {
    this.version = version;
    this.random = random;
  }

  /** The tile of {@code allowed} to discard from {@code p}'s hand. */
  int choose(Position p, long allowed) {
    int t = listed(p, allowed);
    if (t >= 0) {
      return t;
    }
    if (version == Version.OP) {
      if (!p.hasChow() && p.melds().size() + p.kindsHeld(PUNG) >= ALL_PUNGS_FROM) {
        t = playedFirst(p, held(p, 1) & allowed);
        if (t >= 0) {
          return t;
        }
      }
      int pairs = p.kindsHeld(PAIR);
      if (pairs > 1 || pairs + p.kindsHeld(PUNG) > BREAK_PAIRS_ABOVE) {
        t = brokenPair(p, held(p, PAIR) & allowed);
        if (t >= 0) {
          return t;
        }
      }
    }
    t = splitRun(p, allowed);
    return t >= 0 ? t : randomTile(p.counts(), allowed, random);
  }

  /**
   * The first tile of {@code allowed} on the discard list (弃牌列表): the seven-pairs step's tile, else
   * the priority's (Table 1 with Algorithm 1); -1 when neither holds one, and the steps for a hand
   * the tiers do not cover decide. Asked again without the tiles already taken, it gives the list in
   * order, which Fanfou_mc's Algorithm 3 walks.
   */
  int listed(Position p, long allowed) {
    if (version == Version.OP && p.melds().isEmpty() && p.kindsHeld(PAIR) >= SEVEN_PAIRS_FROM) {
      int t = playedFirst(p, odd(p) & allowed);
      if (t >= 0) {
        return t;
      }
    }
    return tiers.choose(p, allowed, p.kinds() == Tile.KINDS ? DiscardTiers.valuedHonours(p) : 0);
  }

  /** The first tile of {@code mask} already played (Algorithm 1's HISTORY &gt; 0), else the first; -1 for none. */
  private static int playedFirst(Position p, long mask) {
    int t = played(p, mask);
    return t >= 0 || mask == 0 ? t : Long.numberOfTrailingZeros(mask);
  }

  /** The first tile of {@code mask} already played, or -1. */
  private static int played(Position p, long mask) {
    for (long m = mask; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      if (p.shown(t) > 0) {
        return t;
      }
    }
    return -1;
  }

  /** The kinds held an odd number of times. */
  private static long odd(Position p) {
    return held(p, 1) | held(p, PUNG);
  }

  /** The kinds held exactly {@code n} times. */
  private static long held(Position p, int n) {
    long mask = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (p.counts()[t] == n) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  /** A tile of one of {@code pairs}: played first, then one near another pair, then the lowest. */
  private static int brokenPair(Position p, long pairs) {
    int t = played(p, pairs);
    if (t >= 0) {
      return t;
    }
    for (long m = pairs & NUMBERED; m != 0; m &= m - 1) {
      t = Long.numberOfTrailingZeros(m);
      for (int d = -NEAR; d <= NEAR; d++) {
        int u = t + d;
        if (d != 0 && u >= 0 && u / SUIT_SIZE == t / SUIT_SIZE && p.counts()[u] == PAIR) {
          return t;
        }
      }
    }
    return playedFirst(p, pairs);
  }

  /** The lower tile of an open two-tile run, outer tiles played first; -1 when there is none. */
  private static int splitRun(Position p, long allowed) {
    int first = -1;
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      int number = t % SUIT_SIZE + 1;
      if (number < 2 || number > SUIT_SIZE - 2 || (allowed >>> t & 1) == 0) {
        continue;
      }
      if (p.counts()[t] == 1 && p.counts()[t + 1] == 1 && p.counts()[t - 1] == 0 && p.counts()[t + 2] == 0) {
        if (p.shown(t - 1) > 0 || p.shown(t + 2) > 0) {
          return t;
        }
        first = first < 0 ? t : first;
      }
    }
    return first;
  }

  /**
   * A tile of {@code allowed} from a hand given as counts, each tile (not each kind) equally likely;
   * the Robot's discard.
   */
  static int randomTile(int[] counts, long allowed, UniformRandomProvider random) {
    int total = 0;
    for (long m = allowed; m != 0; m &= m - 1) {
      total += counts[Long.numberOfTrailingZeros(m)];
    }
    int pick = random.nextInt(total);
    for (long m = allowed; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      pick -= counts[t];
      if (pick < 0) {
        return t;
      }
    }
    throw new IllegalStateException("no tile of " + Long.toBinaryString(allowed) + " is held");
  }
}
