package org.mjarena.agents.fanfou;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Position;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;

/**
 * Algorithm 3 of Wang et al. 2022 (seed 004), Fanfou_mc's discard when a ready opponent may be dealt
 * in to (基于对手手牌模拟的弃牌决策): sample each ready opponent's concealed tiles, count how often each
 * candidate discard would complete a sampled ready hand, and discard the tile of Fanfou_op's discard
 * list with fewest deal-ins, the first such in its order.
 *
 * <p><b>When.</b> Only when the player is not ready and some opponent is (the paper: "己方没有听牌和对手有
 * 听牌"). Not ready means that Fanfou_op's Algorithm 2 found no discard to a ready hand with {@code t_num}
 * at least 2, the hand it would declare ting with: so the search for the quickest ready hand is never
 * changed, as the paper wants. A ready opponent is, in the 108-tile variant, one that has declared ting;
 * in MCR, where nothing is declared, one the {@link Readiness} model takes as ready.
 *
 * <p><b>Sampling.</b> The paper draws {@code sim_num = 13 - 3C - 3P - 3K} tiles (formula 3: C, P and K the
 * opponent's chows, pungs and kongs) from CARD, the tiles the player has not seen (all tiles less its
 * hand and the tiles played), and keeps the draw when it is ready, until it has ten ready hands per
 * ready opponent. Here each draw is the engine's {@link HiddenHand}, the opponent's hand as
 * {@link Rules#sampleConsistent} draws it from the player's unseen tiles: its size is the opponent's hand
 * size, which at the player's turn is exactly {@code sim_num}. A draw is kept when it is ready
 * (能够听牌): in the 108-tile variant when the engine accepts it (a ting player's hand is ready, the
 * engine's own check), in MCR when some tile completes it in the standard form, seven pairs or a special
 * form. Each ready opponent is sampled until {@code readyHands} draws were kept (the paper's 10) or
 * {@code maxSamples} were made, kept or not; the cap, which the paper does not have, makes every
 * decision end in bounded time: an opponent whose hand no draw in {@code maxSamples} makes ready (its
 * melds and the tiles left allow almost no ready hand) adds what it found, possibly nothing.
 *
 * <p><b>MCR.</b> With 34 kinds a uniform draw of 13 tiles is seldom ready: measured in Fanfou_mc's
 * own MCR games, fewer than 10 of 20,000 draws of a 13-tile hand are, so in MCR the cap nearly always
 * ends the sampling, with a few ready hands, and a sampling decision takes several milliseconds.
 * Requiring the kept hands to be ready for an 8-fan win, the condition for winning, would keep fewer
 * still; so a hand is kept when its shape is ready, and the 8-fan minimum enters the counting.
 *
 * <p><b>Counting.</b> A candidate discard (a kind the player may discard) deals in to a kept hand when it is
 * one of its winning tiles; in MCR only when winning on it as a discard reaches 8 fan without flowers
 * (the fan calculator, with the opponent's seat wind, the prevalent wind and its melds; a wait on a
 * fifth copy is no wait). The counts are summed over the ready opponents' kept hands.
 *
 * <p><b>Choosing.</b> The paper picks from the discard list (弃牌列表), in its order, the first tile of
 * no deal-in, else of fewest (its step 19, "IF min(FIRE_LIST) &gt; 1 THEN the first min", and its text
 * say the same). The discard list is read as the tiles Fanfou_op's priority lists, in its order
 * ({@link Discards#listed}: the seven-pairs step, then Table 1's tiers with Algorithm 1), headed by
 * Fanfou_op's own choice; tiles no tier lists (those of complete sets, of pairs the tiers do not name)
 * are not on it, so Algorithm 3 never breaks what the priority keeps. Reading the list as every tile
 * of the hand, Fanfou_op's whole order, was measured to cost wins: on Table 5's lineup (108 tiles,
 * duplicate deals, paired against Fanfou_op) it won 1.7 percentage points fewer games [1.2, 2.2]
 * with 10 ready hands per opponent (10,000 deals) and 5.1 fewer [4.2, 6.1] with 100 (3,000 deals);
 * this reading 0.7 [0.2, 1.2] and 0.8 [-0.2, 1.7] fewer.
 *
 * <p>The paper ignores the other players' discards when sampling ("为了保证完全随机性 ... 没有考虑到其他玩家的历史
 * 弃牌情况"), and so does this class: a sampled hand may wait on a tile its owner has discarded. With
 * several ting players the engine's consistent sample would require all their hands to be ready at
 * once; like the paper, each opponent is sampled alone ({@link HiddenHand} says so).
 *
 * <p>Mutable: one instance per agent. Its random stream is its own, from the agent's seed.
 */
final class DealIns {
  /** The rules whose {@link Rules#hiddenHand} is used: it depends on the variant only, not on any parameter. */
  private static final Rules RULES_108 = Rulebook.rules(Variant.SUITS_108, Map.of());
  private static final Rules RULES_MCR = Rulebook.rules(Variant.MCR, Map.of());
  private static final int COPIES = 4;

  private final int readyHands;
  private final int maxSamples;
  private final double readyScore;
  private final UniformRandomProvider random;
  private final int[] dealIns = new int[Tile.KINDS];
  /** Scratch: the discard list, in Fanfou_op's order. */
  private final int[] list = new int[Tile.KINDS];
  /** Scratch: copies of each kind in a sampled opponent's melds. */
  private final int[] copies = new int[Tile.KINDS];
  private int samples;

  /**
   * Algorithm 3 with {@code readyHands} kept hands per ready opponent, at most {@code maxSamples} draws
   * per ready opponent, and (MCR) the readiness threshold {@code readyScore}.
   */
  DealIns(int readyHands, int maxSamples, double readyScore, UniformRandomProvider random) {
    this.readyHands = readyHands;
    this.maxSamples = maxSamples;
    this.readyScore = readyScore;
    this.random = random;
  }

  /**
   * The discard of fewest deal-ins among {@code allowed} (first in Fanfou_op's order), or -1 when no
   * opponent is ready.
   */
  int choose(Observation seen, Position p, long allowed, Discards discards) {
    long candidates = allowed & p.heldMask();
    Arrays.fill(dealIns, 0);
    samples = 0;
    boolean any = false;
    for (int k = 1; k < Seat.COUNT; k++) {
      Seat s = Seat.of((seen.me().index() + k) % Seat.COUNT);
      if (isReady(seen, s)) {
        any = true;
        sample(seen, s, p, candidates);
      }
    }
    if (!any) {
      return -1;
    }
    int first = discards.choose(p, candidates);
    int count = 0;
    list[count++] = first;
    for (long left = candidates & ~(1L << first); ; ) {
      int t = discards.listed(p, left);
      if (t < 0) {
        break;
      }
      list[count++] = t;
      left &= ~(1L << t);
    }
    int best = first;
    for (int i = 1; i < count; i++) {
      if (dealIns[list[i]] < dealIns[best]) {
        best = list[i];
      }
    }
    return best;
  }

  /** Whether {@code seat} is taken as ready: its ting in the 108-tile variant, the readiness model in MCR. */
  boolean isReady(Observation seen, Seat seat) {
    return seen.variant() == Variant.MCR ? Readiness.score(seen.river(seat)) >= readyScore : seen.isTing(seat);
  }

  /** The deal-ins counted by the last {@link #choose} for tile {@code t}. */
  int dealIns(int t) {
    return dealIns[t];
  }

  /** The draws made by the last {@link #choose}, over all ready opponents. */
  int samples() {
    return samples;
  }

  /** Samples {@code seat}'s hand and adds its deal-ins on {@code candidates}. */
  private void sample(Observation seen, Seat seat, Position p, long candidates) {
    boolean mcr = seen.variant() == Variant.MCR;
    HiddenHand hidden = (mcr ? RULES_MCR : RULES_108).hiddenHand(seen, seat);
    Wind seatWind = seen.seatWind(seat);
    int kept = 0;
    for (int n = 0; n < maxSamples && kept < readyHands; n++) {
      samples++;
      if (!hidden.draw(random)) {
        continue;
      }
      Hand hand = hidden.hand();
      long waits = ReadyHands.waits(hand, hidden.melds().size(), mcr);
      if (mcr && waits == 0) {
        continue;
      }
      kept++;
      long dealtIn = waits & candidates;
      if (mcr && dealtIn != 0) {
        dealtIn = eightFan(p, hand, hidden.melds(), dealtIn & ~exhausted(hand, hidden.melds()), seatWind,
            seen.prevalentWind());
      }
      addDealIns(dealtIn);
    }
  }

  /** MCR: the tiles of {@code waits} on which a win on a discard scores at least 8 fan. */
  private static long eightFan(Position p, Hand hand, List<Meld> melds, long waits, Wind seatWind, Wind prevalentWind) {
    List<Tile> concealed = tiles(hand);
    long wins = 0;
    for (long w = waits; w != 0; w &= w - 1) {
      int t = Long.numberOfTrailingZeros(w);
      if (ReadyHands.reachesMinimum(p.fans(), concealed, melds, Tile.of(t), false, seatWind, prevalentWind)) {
        wins |= 1L << t;
      }
    }
    return wins;
  }

  /**
   * The kinds whose four copies {@code hand} and {@code melds} hold between them: a wait on one would
   * need a fifth copy, and the fan calculator refuses such a hand.
   */
  private long exhausted(Hand hand, List<Meld> melds) {
    long mask = hand.quadMask();
    if (melds.isEmpty()) {
      return mask;
    }
    Arrays.fill(copies, 0);
    for (Meld m : melds) {
      for (Tile t : m.tiles()) {
        copies[t.index()]++;
      }
    }
    for (int t = 0; t < Tile.KINDS; t++) {
      if (copies[t] > 0 && copies[t] + hand.count(t) >= COPIES) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  private void addDealIns(long tiles) {
    for (long m = tiles; m != 0; m &= m - 1) {
      dealIns[Long.numberOfTrailingZeros(m)]++;
    }
  }

  private static List<Tile> tiles(Hand hand) {
    List<Tile> tiles = new ArrayList<>(hand.size());
    for (long m = hand.heldMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      for (int k = 0; k < hand.count(t); k++) {
        tiles.add(Tile.of(t));
      }
    }
    return tiles;
  }
}
