package org.mjarena.agents.perceptron.fold;

import org.mjarena.agents.fanfou.Readiness;
import org.mjarena.agents.perceptron.fold.TileSafety.Evidence;
import org.mjarena.agents.perceptron.fold.TileSafety.Tier;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The 34 features of the paper's Table 6 (seed 001, section 6.2: 7 of the player, 8 of each of the three
 * opponents, 3 of the table), read from an {@link Observation} at the player's turn together with the
 * discard it means to make, and adapted to our rules. The paper decides to fold after its discard model
 * has chosen a tile, from that tile's safety against each opponent; so do we.
 *
 * <p>Where the paper counts dora, riichi and the dealer, which our rules do not have or do not reward
 * (no dora in either variant, no dealer bonus in the 108-tile variant or in MCR), the slot holds the
 * nearest thing our rules do have; the paper's own closing note (section 8.3) says its model failed on
 * hands of low distance but few effective tiles, so one slot counts them. Feature by feature:
 *
 * <p><b>Player (0-6).</b>
 * <ol start="0">
 *   <li>win distance (shanten) in the basic form, of the concealed tiles with the draw, melds counted
 *       ({@link WinDistanceCalculator#basic}; 108 tiles and MCR alike);</li>
 *   <li>seven-pairs distance, {@code 6 - pairs}, plus the pairs missing for lack of kinds; 7 with a meld
 *       (seven pairs is concealed only);</li>
 *   <li>own ting declared (108; the paper's riichi); 0 in MCR;</li>
 *   <li>effective tiles after the intended discard: unseen copies of the kinds that lower the basic
 *       distance (the paper's dealer slot; section 8.3's missing hand quality);</li>
 *   <li>number of melds;</li>
 *   <li>tiles of the most common suit, melds included, a flush's progress (the paper's dora in melds:
 *       a hand's value; full flush is 12 of the 108 variant's values);</li>
 *   <li>own points this hand so far, 108: payoffs of kongs, chows, pungs and ting (the paper's dora in
 *       hand; the score situation).</li>
 * </ol>
 *
 * <p><b>Each opponent, in turn order after the player (7-14, 15-22, 23-30).</b>
 * <ol start="0">
 *   <li>ready in public: its ting in the 108-tile variant; in MCR, where nothing is declared, the
 *       tenpai score T of the Quesheng thesis divided by Fanfou_mc's threshold ({@link Readiness});</li>
 *   <li>number of melds;</li>
 *   <li>number of discards (its turns; the paper's dora visible in its melds has no counterpart);</li>
 *   <li>its points this hand (the paper's dealer: who the table's money flows to);</li>
 *   <li>four indicators, one per {@link Tier}, of the intended discard's safety against it.</li>
 * </ol>
 *
 * <p><b>Table (31-33).</b> Tiles left in the wall; kongs declared by anyone; opponents ready in public
 * (108: ting; MCR: T at or above the threshold), the paper's dora in the rivers.
 *
 * <p>Stateless apart from scratch arrays: one instance per agent, confined to its thread.
 */
public final class FoldFeatures {
  /**
   * The version of these features, written into fold examples files so that a file of other features is
   * refused: raise it when a feature changes.
   */
  public static final int VERSION = 1;
  /** The length of the feature vector, as in Table 6. */
  public static final int COUNT = 34;
  static final int OWN = 7;
  static final int OPPONENTS = 3;
  static final int PER_OPPONENT = 8;
  static final int TIERS = 4;
  /** The distance for a seven-pairs hand with a meld: one more than the worst concealed distance, 6. */
  private static final int NO_SEVEN_PAIRS = 7;
  private static final int PAIRS = 7;
  private static final int SUIT_SIZE = 9;
  private static final int SUITS = 3;

  private final int[] counts = new int[Tile.KINDS];
  private final int[] keys = new int[SuitShapes.GROUPS];

  /**
   * Writes into {@code into} (length at least {@link #COUNT}) the features of {@code seen}, at its
   * seat's turn, for the discard of kind {@code intended}.
   */
  public void extract(Observation seen, int intended, double[] into) {
    Seat me = seen.me();
    int kinds = seen.variant().tileKinds();
    for (int t = 0; t < Tile.KINDS; t++) {
      counts[t] = seen.concealedCount(Tile.of(t));
    }
    int melds = seen.meldCount(me);
    int[] unseen = seen.unseen();
    into[0] = WinDistanceCalculator.basic(counts, melds);
    into[1] = sevenPairsDistance(melds);
    into[2] = seen.isTing(me) ? 1 : 0;
    into[3] = effectiveTiles(intended, melds, kinds, unseen);
    into[4] = melds;
    into[5] = flushTiles(seen, me);
    into[6] = seen.points(me);
    Evidence evidence = TileSafety.evidence(seen);
    boolean mcr = seen.variant() == Variant.MCR;
    int ready = 0;
    int kongs = 0;
    for (int k = 0; k < Seat.COUNT; k++) {
      Seat s = Seat.of((me.index() + k) % Seat.COUNT);
      for (Meld m : seen.melds(s)) {
        kongs += m.kind().isKong() ? 1 : 0;
      }
      if (k == 0) {
        continue;
      }
      int base = OWN + (k - 1) * PER_OPPONENT;
      double publicReady = mcr ? Readiness.score(seen.river(s)) / Readiness.DEFAULT_THRESHOLD : seen.isTing(s) ? 1 : 0;
      ready += publicReady >= 1 ? 1 : 0;
      into[base] = publicReady;
      into[base + 1] = seen.meldCount(s);
      into[base + 2] = seen.river(s).size();
      into[base + 3] = seen.points(s);
      Tier tier = evidence.tier(s, intended);
      for (int i = 0; i < TIERS; i++) {
        into[base + 4 + i] = tier.ordinal() == i ? 1 : 0;
      }
    }
    into[COUNT - 3] = seen.wallRemaining();
    into[COUNT - 2] = kongs;
    into[COUNT - 1] = ready;
  }

  /** {@code 6 - pairs} plus the pairs that cannot be made for lack of distinct kinds; 7 with a meld. */
  private int sevenPairsDistance(int melds) {
    if (melds > 0) {
      return NO_SEVEN_PAIRS;
    }
    int pairs = 0;
    int distinct = 0;
    for (int c : counts) {
      pairs += c / 2;
      distinct += c > 0 ? 1 : 0;
    }
    pairs = Math.min(pairs, PAIRS);
    return PAIRS - 1 - pairs + Math.max(0, PAIRS - distinct);
  }

  /**
   * Unseen copies of the kinds that lower the basic distance once {@code intended} is discarded. Each
   * kind is tried by its suit group's key, the other groups' keys as they are; a kind not held, with no
   * tile of its suit within two of it, joins no block and is passed over (its distance is the same).
   */
  private int effectiveTiles(int intended, int melds, int kinds, int[] unseen) {
    if (counts[intended] == 0) {
      return 0;
    }
    counts[intended]--;
    for (int g = 0; g < SuitShapes.GROUPS; g++) {
      keys[g] = SuitShapes.key(counts, g);
    }
    int distance = WinDistanceCalculator.basic(keys[0], keys[1], keys[2], keys[3], melds);
    int effective = 0;
    for (int t = 0; t < kinds; t++) {
      if (unseen[t] > 0 && near(t)) {
        int g = SuitShapes.group(t);
        int saved = keys[g];
        keys[g] += SuitShapes.pow5(SuitShapes.position(t));
        if (WinDistanceCalculator.basic(keys[0], keys[1], keys[2], keys[3], melds) < distance) {
          effective += unseen[t];
        }
        keys[g] = saved;
      }
    }
    counts[intended]++;
    return effective;
  }

  /** Whether kind {@code t} is held, or is a numbered kind with a tile of its suit held within two of it. */
  private boolean near(int t) {
    if (counts[t] > 0) {
      return true;
    }
    if (t >= Tile.NUMBERED_KINDS) {
      return false;
    }
    int n = t % SUIT_SIZE;
    for (int d = -2; d <= 2; d++) {
      if (n + d >= 0 && n + d < SUIT_SIZE && counts[t + d] > 0) {
        return true;
      }
    }
    return false;
  }

  /** The tiles of {@code seat}'s most common suit, its concealed tiles and melds (kongs as three) together. */
  private int flushTiles(Observation seen, Seat seat) {
    int best = 0;
    for (int suit = 0; suit < SUITS; suit++) {
      int n = 0;
      for (int i = 0; i < SUIT_SIZE; i++) {
        n += counts[suit * SUIT_SIZE + i];
      }
      for (Meld m : seen.melds(seat)) {
        n += m.tile().index() / SUIT_SIZE == suit && m.tile().index() < Tile.NUMBERED_KINDS ? MeldKind.PUNG.size() : 0;
      }
      best = Math.max(best, n);
    }
    return best;
  }
}
