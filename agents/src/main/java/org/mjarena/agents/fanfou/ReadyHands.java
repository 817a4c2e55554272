package org.mjarena.agents.fanfou;

import java.util.List;
import org.mjarena.agents.Position;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.SpecialShapeFilter;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The effective wait count 听牌有效数 of Wang et al. 2022 (seed 004), its formula 2, and the choice of
 * its Algorithm 2.
 *
 * <p><b>Formula 2.</b> A ready hand waiting on {@code h} kinds has {@code t_num = 4h - d - m} winning
 * tiles left, {@code d} being the copies of its waits already played and {@code m} those in the hand
 * itself: the copies of the waits the player cannot see. "Already played" (已经打出去的牌) is read as
 * every copy in sight outside the hand, in the rivers and in the melds, as the authors' code counts it;
 * so {@code t_num} is the sum over the waits of {@code Observation.unseen()}, which counts exactly
 * those. A wait whose every copy is in sight counts nothing (死听, a dead wait: the flaw of Fanfou_ba
 * that formula 2 fixes).
 *
 * <p><b>Algorithm 2.</b> Before discarding, Fanfou_op tries each tile of its hand: if the hand without
 * it is ready, it computes {@code t_num}; it then discards the tile of the largest {@code t_num}, and
 * declares ting with it, when that is at least {@link #TING_MINIMUM} ("max(TING_LIST) &gt; 1"); else it
 * gives up ting and discards by priority. Ties go to the lowest tile.
 *
 * <p>The statics weigh one hand; an instance holds the result of trying every discard of one hand, so
 * a decision allocates nothing for it. Mutable: one instance per agent.
 *
 * <p><b>MCR.</b> The 108-tile waits are the tiles that complete four sets and a pair, or seven pairs
 * without melds (the engine's {@code Hand.winningTiles()}). In MCR a ready hand also waits in the
 * special forms, and a wait only counts when winning on it reaches the 8-fan minimum, flowers not
 * counted ({@link McrRules#MINIMUM_FAN}): a ready hand whose waits all score less can never win as it
 * stands, and Algorithm 2 must not aim for it. The waits are those of the standard form and seven pairs
 * ({@code Hand.winningTiles()}) unless the engine's {@link SpecialShapeFilter} lets a special form
 * through, and then the effective tiles of the engine's win distance in every form at distance 0
 * (ready). Each wait with a copy left is scored by the engine's fan calculator with the observation's
 * seat and prevalent winds, as a win on a discard and as a self-drawn win, and counts when either
 * reaches 8. Fans of the moment (和绝张, 海底捞月, 妙手回春, 杠上开花, 抢杠和) are left out: they cannot be
 * counted on.
 */
final class ReadyHands {
  /** Algorithm 2: ting is declared only when the best {@code t_num} exceeds 1. */
  static final int TING_MINIMUM = 2;

  /** The result of the last {@link #tryDiscards}. */
  private int bestTile;
  private int bestCount;

  /**
   * The waits of {@code hand} (3n + 1 concealed tiles beside {@code meldCount} melds) as a tile mask,
   * whatever they score and however many copies are left; 0 when the hand is not ready. In MCR the
   * special forms count too.
   */
  static long waits(Hand hand, int meldCount, boolean mcr) {
    long waits = hand.winningTiles();
    if (mcr && SpecialShapeFilter.mayComplete(hand, meldCount)) {
      WinDistance distance = WinDistanceCalculator.all(hand.counts(), meldCount);
      waits = distance.min() == 0 ? distance.effectiveMin() : 0;
    }
    return waits;
  }

  /**
   * The {@code t_num} of {@code p}'s concealed tiles as they are (3n + 1 of them, with {@code melds}):
   * the unseen copies of its waits, in MCR of its waits that win with at least 8 fan; 0 when it is not
   * ready.
   */
  static int effective(Position p, List<Meld> melds) {
    int total = 0;
    List<Tile> concealed = null;
    for (long w = waits(p.hand(), melds.size(), p.variant() == Variant.MCR); w != 0; w &= w - 1) {
      int t = Long.numberOfTrailingZeros(w);
      if (p.unseen(t) == 0) {
        continue;
      }
      if (p.variant() == Variant.MCR) {
        if (concealed == null) {
          concealed = p.concealedTiles();
        }
        if (!reachesMinimum(p, concealed, melds, Tile.of(t))) {
          continue;
        }
      }
      total += p.unseen(t);
    }
    return total;
  }

  /** True when winning on {@code wait}, on a discard or self-drawn, scores at least 8 fan without flowers. */
  private static boolean reachesMinimum(Position p, List<Tile> concealed, List<Meld> melds, Tile wait) {
    return reachesMinimum(p.fans(), concealed, melds, wait, false, p.seatWind(), p.prevalentWind())
        || reachesMinimum(p.fans(), concealed, melds, wait, true, p.seatWind(), p.prevalentWind());
  }

  /**
   * True when the hand of {@code concealed} and {@code melds}, winning on {@code wait} (self-drawn or on a
   * discard) in the seat of {@code seatWind}, scores at least 8 fan without flowers.
   */
  static boolean reachesMinimum(FanCalculator fans, List<Tile> concealed, List<Meld> melds, Tile wait,
      boolean selfDrawn, Wind seatWind, Wind prevalentWind) {
    WinningHand win = new WinningHand(concealed, melds, wait, selfDrawn, false, false, false, seatWind, prevalentWind, 0);
    return fans.calculate(win).totalWithoutFlowers() >= McrRules.MINIMUM_FAN;
  }

  /**
   * Algorithm 2 over the tiles of {@code allowed} that {@code p} holds (3n + 2 concealed tiles, with
   * {@code melds}): finds the discard that leaves the largest {@code t_num} ({@link #bestTile},
   * {@link #bestCount}; ties go to the lowest tile).
   */
  void tryDiscards(Position p, long allowed, List<Meld> melds) {
    bestTile = -1;
    bestCount = 0;
    for (long m = allowed & p.heldMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      p.take(t);
      int count = effective(p, melds);
      p.put(t);
      if (count > bestCount) {
        bestCount = count;
        bestTile = t;
      }
    }
  }

  /** The discard of the largest {@code t_num} found by {@link #tryDiscards}, or -1 when none is above 0. */
  int bestTile() {
    return bestTile;
  }

  /** The largest {@code t_num} found by {@link #tryDiscards}. */
  int bestCount() {
    return bestCount;
  }
}
