package org.mjarena.agents.eightfan;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Position;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;

/**
 * The win distance (shanten) the agent plays by, and report 002's discard choice on it.
 *
 * <p>Two distances, one per setting:
 * <ul>
 *   <li><b>8-fan</b> (MCR with the fan check on): the basic-form distance counting only completions of 8
 *       fan, with their useful tiles ({@link FanTargets}).</li>
 *   <li><b>Plain</b>: the engine's win distance and effective tiles ({@link WinDistanceCalculator}) of the
 *       winning forms the agent aims at: in MCR the basic form only, as report 002's bot, which calls
 *       {@code basic_form_shanten} and nothing else; in the 108-tile variant, which has no minimum, the
 *       basic form and seven pairs, its two winning shapes (rules section 7), taking the lower distance
 *       and the effective tiles of the forms at it. This is the bot the report started from (MCR), and
 *       what the 8-fan check comes to where there is no minimum (108 tiles).</li>
 * </ul>
 *
 * <p><b>The discard</b> (report 002, 决策函数): every discard allowed is tried; the lowest distance wins,
 * and among the discards at it, the one most likely to draw a useful tile next, that probability being
 * the unseen copies of the useful tiles over all unseen tiles. The denominator is the same for every
 * discard compared, so the unseen copies of the useful tiles decide. Ties are broken at random, from the
 * agent's own stream, as in the report's contest version ("而不是随机选择一个": only its two-draw test
 * version, which timed out, looked further).
 *
 * <p>Mutable scratch space: one instance per agent.
 */
final class Distances {
  /** A level no hand reaches: what a search that found nothing within its limit answers. */
  static final int NONE = Integer.MAX_VALUE;
  /** Seven pairs is ready with six pairs. */
  private static final int SEVEN_PAIRS_READY = 6;

  private final boolean fanCheck;
  /** The 8-fan search, made when first needed: the plain distance never needs it. */
  private FanTargets targets;
  private Position position;
  private boolean eightFan;
  private final int[] plain = new int[64];
  private int chosen;
  private int chosenWeight;
  private long plainUseful;

  /** Distances with the 8-fan check on or off (it only applies to MCR). */
  Distances(boolean fanCheck) {
    this.fanCheck = fanCheck;
  }

  /** Starts a decision in {@code p}: the scores kept from the last one are dropped. */
  void begin(Position p) {
    position = p;
    eightFan = fanCheck && p.variant() == Variant.MCR;
    if (eightFan) {
      if (targets == null) {
        targets = new FanTargets();
      }
      targets.begin(p.unseen(), p.publicCopies(), p.seatWind(), p.prevalentWind(), p.fans());
    }
  }

  /** The search behind the 8-fan distance, for tests. */
  FanTargets targets() {
    return targets;
  }

  /**
   * Chooses the discard from a hand that has drawn (14 - 3 x melds tiles) among {@code candidates} (a tile
   * mask of kinds it holds), as the class comment says; returns the distance after it, or {@link #NONE}
   * when no discard leaves a distance of at most {@code maxLevel}.
   *
   * @param rng the stream ties are broken from, or {@code null} to keep the first (when only the
   *            distance and the weight are wanted)
   */
  int choose(int[] counts, List<Meld> melds, long candidates, int maxLevel, UniformRandomProvider rng) {
    return eightFan ? chooseEightFan(counts, melds, candidates, maxLevel, rng)
        : choosePlain(counts, melds, candidates, 0, maxLevel, rng);
  }

  /**
   * The distance {@code choose(counts, melds, candidates, maxLevel, null)} answers, without choosing: with
   * the 8-fan check, each level stops at the first discard that has a target of 8 fan there, and the
   * useful tiles, which only the choice among discards reads, are not gathered. For weighing a claim by
   * its distance alone ({@link EightFanDistance}). {@link #chosen} is left as it was.
   */
  int level(int[] counts, List<Meld> melds, long candidates, int maxLevel) {
    if (!eightFan) {
      return choosePlain(counts, melds, candidates, 0, maxLevel, null);
    }
    int minPlain = plainDistances(counts, melds.size(), candidates);
    int last = minPlain + FanTargets.EXTRA_LEVELS;
    for (int level = minPlain; level <= last && level <= maxLevel; level++) {
      for (long c = candidates; c != 0; c &= c - 1) {
        int x = Long.numberOfTrailingZeros(c);
        if (plain[x] > level) {
          continue;
        }
        counts[x]--;
        boolean found = targets.reachesAt(counts, melds, level, x);
        counts[x]++;
        if (found) {
          return level;
        }
      }
    }
    return last + 1 <= maxLevel ? choosePlain(counts, melds, candidates, last + 1 - minPlain, maxLevel, null) : NONE;
  }

  /**
   * Writes into {@link #plain} the basic-form distance each candidate discard leaves (a lower bound of its
   * 8-fan distance) and returns the least of them.
   */
  private int plainDistances(int[] counts, int melds, long candidates) {
    int minPlain = Integer.MAX_VALUE;
    for (long c = candidates; c != 0; c &= c - 1) {
      int x = Long.numberOfTrailingZeros(c);
      counts[x]--;
      plain[x] = WinDistanceCalculator.basic(counts, melds);
      counts[x]++;
      minPlain = Math.min(minPlain, plain[x]);
    }
    return minPlain;
  }

  /** The tile the last {@link #choose} picked. */
  int chosen() {
    return chosen;
  }

  /** The unseen copies of the useful tiles of the last {@link #choose}'s discard. */
  int chosenWeight() {
    return chosenWeight;
  }

  /**
   * The 8-fan choice: level by level from the lowest plain distance of a discard, every discard whose
   * plain distance is no higher (the plain distance is a lower bound) is searched for 8-fan targets at
   * that level, until one has some. When none has within {@link FanTargets#EXTRA_LEVELS} levels, no
   * discard leads to an 8-fan hand the search can see, and the plain distance decides, one level beyond
   * the search.
   */
  private int chooseEightFan(int[] counts, List<Meld> melds, long candidates, int maxLevel, UniformRandomProvider rng) {
    int minPlain = plainDistances(counts, melds.size(), candidates);
    int last = minPlain + FanTargets.EXTRA_LEVELS;
    for (int level = minPlain; level <= last && level <= maxLevel; level++) {
      chosen = -1;
      chosenWeight = -1;
      int ties = 0;
      for (long c = candidates; c != 0; c &= c - 1) {
        int x = Long.numberOfTrailingZeros(c);
        if (plain[x] > level) {
          continue;
        }
        counts[x]--;
        boolean found = targets.usefulAt(counts, melds, level, x);
        counts[x]++;
        if (found) {
          ties = consider(x, position.unseenOf(targets.useful()), ties, rng);
        }
      }
      if (chosen >= 0) {
        return level;
      }
    }
    return last + 1 <= maxLevel ? choosePlain(counts, melds, candidates, last + 1 - minPlain, maxLevel, rng) : NONE;
  }

  /**
   * The plain choice, each distance raised by {@code offset} (the 8-fan choice falls back on it beyond
   * its search). The basic-form distance of every discard comes first (a few table lookups); the
   * effective tiles, which take the engine's full calculation, only for the discards that can be best.
   */
  private int choosePlain(int[] counts, List<Meld> melds, long candidates, int offset, int maxLevel,
      UniformRandomProvider rng) {
    int m = melds.size();
    boolean sevenPairs = position.variant() == Variant.SUITS_108 && WinDistanceForm.SEVEN_PAIRS.allows(m);
    int lowest = Integer.MAX_VALUE;
    for (long c = candidates; c != 0; c &= c - 1) {
      int x = Long.numberOfTrailingZeros(c);
      counts[x]--;
      plain[x] = WinDistanceCalculator.basic(counts, m);
      if (sevenPairs) {
        plain[x] = Math.min(plain[x], sevenPairsDistance(counts));
      }
      counts[x]++;
      lowest = Math.min(lowest, plain[x]);
    }
    int best = NONE;
    chosen = -1;
    chosenWeight = -1;
    int ties = 0;
    for (long c = candidates; c != 0; c &= c - 1) {
      int x = Long.numberOfTrailingZeros(c);
      if (plain[x] > lowest) {
        continue;
      }
      counts[x]--;
      int level = plain(counts, melds) + offset;
      counts[x]++;
      if (level > best || level > maxLevel) {
        continue;
      }
      if (level < best) {
        best = level;
        chosen = -1;
        chosenWeight = -1;
        ties = 0;
      }
      ties = consider(x, position.unseenOf(plainUseful), ties, rng);
    }
    return best;
  }

  /**
   * Keeps discard {@code x} of weight {@code weight} when it beats the one kept, or, at an equal weight,
   * with probability 1 / (ties so far + 1) when there is a stream; returns the ties at the weight kept.
   */
  private int consider(int x, int weight, int ties, UniformRandomProvider rng) {
    if (weight > chosenWeight) {
      chosen = x;
      chosenWeight = weight;
      return 1;
    }
    if (weight == chosenWeight) {
      if (rng != null && rng.nextInt(ties + 1) == 0) {
        chosen = x;
      }
      return ties + 1;
    }
    return ties;
  }

  /**
   * The distance of a hand waiting for its draw (13 - 3 x melds tiles): how far it is now, before a claim
   * is weighed.
   */
  int waiting(int[] counts, List<Meld> melds) {
    return eightFan ? targets.distance(counts, melds, -1, NONE - 1) : plain(counts, melds);
  }

  /**
   * The distance of a hand that has drawn (14 - 3 x melds tiles) after its best discard, as far as it
   * matters: a value above {@code maxLevel} means only that it is higher. Used for kong replacements
   * ({@code replacement}, whose copy is no longer unseen), so the hand always has a meld.
   */
  int drawn(int[] counts, List<Meld> melds, int replacement, int maxLevel) {
    if (eightFan) {
      return targets.distance(counts, melds, replacement, maxLevel);
    }
    return WinDistanceCalculator.basic(counts, melds.size());
  }

  /**
   * The seven-pairs distance of a waiting hand, six pairs less those held (four of a kind counting as
   * two, rules section 7), as the engine's calculator counts it: a bound that spares its full call.
   */
  private static int sevenPairsDistance(int[] counts) {
    int pairs = 0;
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      pairs += counts[t] / 2;
    }
    return SEVEN_PAIRS_READY - pairs;
  }

  /** The weight (unseen useful tiles) of a waiting hand in the plain distance: its unseen effective tiles. */
  int plainWeight(int[] counts, List<Meld> melds) {
    plain(counts, melds);
    return position.unseenOf(plainUseful);
  }

  /**
   * The plain distance of a waiting hand (13 - 3 x melds tiles), leaving its effective tiles in
   * {@link #plainUseful}.
   */
  private int plain(int[] counts, List<Meld> melds) {
    WinDistance s = WinDistanceCalculator.all(counts, melds.size());
    int level = s.basic();
    plainUseful = s.effective(WinDistanceForm.BASIC);
    if (position.variant() == Variant.SUITS_108 && s.applies(WinDistanceForm.SEVEN_PAIRS)) {
      int pairs = s.of(WinDistanceForm.SEVEN_PAIRS);
      if (pairs < level) {
        level = pairs;
        plainUseful = s.effective(WinDistanceForm.SEVEN_PAIRS);
      } else if (pairs == level) {
        plainUseful |= s.effective(WinDistanceForm.SEVEN_PAIRS);
      }
    }
    return level;
  }
}
