package org.mjarena.agents.search;

import java.util.List;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * What the search believes about an opponent's concealed tiles, as a {@link HandPrior} for the engine's
 * sampler: how far from ready a player usually is after so many discards, and that a ready player
 * does not throw away the tile it waits on.
 *
 * <ul>
 *   <li><b>Progress.</b> A hand drawn uniformly from the unseen tiles is far from ready (in MCR, after
 *       nine to eleven discards, ready 0.3% of the time), while a real player there is ready a third of
 *       the time. The tables below are the win distance ({@link HandDistance}) of strong players' hands
 *       ({@code shanten-8fan} in MCR, {@code fanfou-op} in the 108-tile variant, four copies, 300 games)
 *       and of uniform draws of the same opponents' hands, by the opponent's number of discards
 *       ({@code OpponentModelCheck} prints them). A hand of distance d is kept with probability
 *       (r(d) / max r)^s, r(d) = real(d) / uniform(d), s the {@code opponent_model} strength: 1 follows
 *       the fitted law, 0 is the uniform law, between them fewer draws.</li>
 *   <li><b>Claims.</b> An opponent whose melds (two or more) are all of one numbered suit is playing
 *       for a flush: each of its concealed tiles of another numbered suit multiplies the probability of
 *       keeping the hand by {@value #OFF_SUIT} (the honours may complete a half flush, and keep it). A guess, not a fit: it says what every player reads from such melds.</li>
 *   <li><b>Discards.</b> Each concealed tile of a kind among the opponent's latest {@value #THROWN} discards multiplies the
 *       probability by {@value #DISCARDED_KIND}: a player throws what it does not mean to keep. A hand that one of the opponent's own {@value #RECENT_DISCARDS} latest discards
 *       would complete is kept with probability {@code discard_weight} on top: a ready player seldom
 *       discards its winning tile (in MCR it may, when the win would not reach 8 fan).</li>
 * </ul>
 *
 * <p>Mutable: {@link #load} sets the position; one per agent, confined to its thread.
 */
final class OpponentModel implements HandPrior {
  /** Buckets of an opponent's discards: 0-2, 3-5, 6-8, 9-11, 12-14, 15 on. */
  static final int BUCKETS = 6;
  private static final int DISCARDS_PER_BUCKET = 3;
  private static final int DISTANCES = 7;
  /** The opponent's latest discards checked against its sampled hand. */
  static final int RECENT_DISCARDS = 2;
  /** The factor of each concealed tile outside the suit of an opponent's one-suit melds. */
  private static final double OFF_SUIT = 0.1;
  private static final int SUITS = 3;
  private static final int FLUSH_MELDS = 2;
  /** The factor of each concealed tile of a kind the opponent has discarded before: players throw what they do not keep. */
  private static final double DISCARDED_KIND = 0.5;
  /** The discards {@link #DISCARDED_KIND} reads: the latest, as hands change. */
  private static final int THROWN = 6;
  /** Added to every measured share, so that a distance never seen is unlikely rather than impossible. */
  private static final double SMOOTHING = 0.001;

  /**
   * MCR, four {@code shanten-8fan}, 300 games (seed 77): per bucket, the share of real hands at distance
   * 0..6, then of uniform draws.
   */
  private static final double[][][] MCR = {
      {{0.003, 0.046, 0.262, 0.423, 0.228, 0.036, 0.002}, {0.000, 0.008, 0.111, 0.383, 0.376, 0.114, 0.009}},
      {{0.033, 0.229, 0.450, 0.247, 0.040, 0.001, 0.000}, {0.000, 0.018, 0.159, 0.413, 0.323, 0.082, 0.005}},
      {{0.150, 0.447, 0.342, 0.059, 0.002, 0.000, 0.000}, {0.001, 0.030, 0.213, 0.416, 0.279, 0.058, 0.003}},
      {{0.334, 0.492, 0.167, 0.007, 0.000, 0.000, 0.000}, {0.003, 0.054, 0.261, 0.410, 0.227, 0.043, 0.002}},
      {{0.489, 0.444, 0.066, 0.001, 0.000, 0.000, 0.000}, {0.006, 0.074, 0.299, 0.396, 0.195, 0.030, 0.001}},
      {{0.684, 0.295, 0.021, 0.000, 0.000, 0.000, 0.000}, {0.009, 0.118, 0.359, 0.363, 0.133, 0.018, 0.001}}};
  /**
   * The 108-tile variant, four {@code fanfou-op}, 300 games (seed 77); its hands seldom reach 15
   * discards, so the last bucket repeats the one before.
   */
  private static final double[][][] SUITS_108 = {
      {{0.026, 0.240, 0.516, 0.208, 0.010, 0.000, 0.000}, {0.002, 0.069, 0.424, 0.442, 0.062, 0.001, 0.000}},
      {{0.199, 0.507, 0.269, 0.025, 0.000, 0.000, 0.000}, {0.010, 0.149, 0.509, 0.301, 0.031, 0.000, 0.000}},
      {{0.490, 0.435, 0.074, 0.002, 0.000, 0.000, 0.000}, {0.054, 0.236, 0.495, 0.199, 0.016, 0.000, 0.000}},
      {{0.685, 0.301, 0.014, 0.000, 0.000, 0.000, 0.000}, {0.180, 0.305, 0.396, 0.110, 0.009, 0.000, 0.000}},
      {{0.842, 0.158, 0.000, 0.000, 0.000, 0.000, 0.000}, {0.158, 0.316, 0.421, 0.105, 0.000, 0.000, 0.000}},
      {{0.842, 0.158, 0.000, 0.000, 0.000, 0.000, 0.000}, {0.158, 0.316, 0.421, 0.105, 0.000, 0.000, 0.000}}};

  private final double discardWeight;
  /** Per variant (ordinal), bucket and distance: the probability of keeping a hand. */
  private final double[][][] accept = new double[Variant.values().length][BUCKETS][DISTANCES];
  private final int[] buckets = new int[4];
  private final int[] melds = new int[4];
  /** Per seat, the mask of its latest discards. */
  private final long[] recent = new long[4];
  /** Per seat, the mask of the kinds of its latest {@value #THROWN} discards. */
  private final long[] thrown = new long[4];
  /** Per seat, the numbered suit all its melds are in (two or more), or -1. */
  private final int[] flush = new int[4];
  private double[][] table;
  private boolean honours;

  /** A model of the given strength (0 uniform, 1 the fitted law) and weight of a contradicting discard. */
  OpponentModel(double strength, double discardWeight) {
    this.discardWeight = discardWeight;
    fill(accept[Variant.MCR.ordinal()], MCR, strength);
    fill(accept[Variant.SUITS_108.ordinal()], SUITS_108, strength);
  }

  private static void fill(double[][] into, double[][][] shares, double strength) {
    for (int b = 0; b < BUCKETS; b++) {
      double max = 0;
      double[] ratio = new double[DISTANCES];
      for (int d = 0; d < DISTANCES; d++) {
        ratio[d] = (shares[b][0][d] + SMOOTHING) / (shares[b][1][d] + SMOOTHING);
        max = Math.max(max, ratio[d]);
      }
      for (int d = 0; d < DISTANCES; d++) {
        into[b][d] = Math.pow(ratio[d] / max, strength);
      }
    }
  }

  /** The bucket of an opponent that has discarded {@code discards} tiles. */
  static int bucket(int discards) {
    return Math.min(BUCKETS - 1, discards / DISCARDS_PER_BUCKET);
  }

  /** Takes the opponents' discards and melds from {@code seen}. */
  void load(Observation seen) {
    table = accept[seen.variant().ordinal()];
    honours = seen.variant() == Variant.MCR;
    for (Seat s : Seat.all()) {
      List<RiverTile> river = seen.river(s);
      buckets[s.index()] = bucket(river.size());
      melds[s.index()] = seen.meldCount(s);
      long mask = 0;
      for (int i = river.size() - 1; i >= 0 && i >= river.size() - RECENT_DISCARDS; i--) {
        mask |= 1L << river.get(i).tile().index();
      }
      recent[s.index()] = mask;
      long thrownMask = 0;
      for (int i = Math.max(0, river.size() - THROWN); i < river.size(); i++) {
        thrownMask |= 1L << river.get(i).tile().index();
      }
      thrown[s.index()] = thrownMask;
      flush[s.index()] = flushSuit(seen.melds(s));
    }
  }

  /** The numbered suit of every meld when there are two or more and all are of one such suit, else -1. */
  static int flushSuit(List<Meld> melds) {
    if (melds.size() < FLUSH_MELDS) {
      return -1;
    }
    int suit = -1;
    for (Meld m : melds) {
      int t = m.tile().index();
      if (t >= Tile.NUMBERED_KINDS || suit >= 0 && SuitShapes.group(t) != suit) {
        return -1;
      }
      suit = SuitShapes.group(t);
    }
    return suit;
  }

  @Override
  public double accept(Seat seat, Hand hand) {
    int s = seat.index();
    long numbered = hand.numberedKey();
    int mask = (1 << 21) - 1;
    int basic = WinDistanceCalculator.basic((int) (numbered & mask), (int) (numbered >>> 21 & mask),
        (int) (numbered >>> 42 & mask), honours ? hand.honourKey() : 0, melds[s]);
    int d = basic;
    if (melds[s] == 0) {
      int pairs = Long.bitCount(hand.pairMask());
      int held = Long.bitCount(hand.heldMask());
      d = Math.min(d, 6 - pairs + Math.max(0, 7 - held));
    }
    double p = table[buckets[s]][Math.max(0, Math.min(DISTANCES - 1, d))];
    if (d == 0 && (hand.winningTiles() & recent[s]) != 0) {
      p *= discardWeight;
    }
    for (long m = hand.heldMask() & thrown[s]; m != 0; m &= m - 1) {
      p *= Math.pow(DISCARDED_KIND, hand.count(Long.numberOfTrailingZeros(m)));
    }
    if (flush[s] >= 0) {
      for (int g = 0; g < SUITS; g++) {
        if (g != flush[s]) {
          p *= Math.pow(OFF_SUIT, hand.groupSize(g));
        }
      }
    }
    return p;
  }
}
