package org.mjarena.agents.fanfou;

import java.util.List;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.SpecialShapeFilter;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.mcr.shanten.Shanten;
import org.mjarena.engine.mcr.shanten.ShantenCalculator;
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

  private ReadyHands() {}

  /**
   * The {@code t_num} of {@code p}'s concealed tiles as they are (3n + 1 of them, with {@code melds}):
   * the unseen copies of its waits, in MCR of its waits that win with at least 8 fan; 0 when it is not
   * ready.
   */
  static int effective(Position p, List<Meld> melds) {
    int total = 0;
    long waits = p.hand.winningTiles();
    if (p.variant() == Variant.SUITS_108) {
      for (long w = waits; w != 0; w &= w - 1) {
        total += p.unseen(Long.numberOfTrailingZeros(w));
      }
      return total;
    }
    if (SpecialShapeFilter.mayComplete(p.hand, melds.size())) {
      Shanten distance = ShantenCalculator.all(p.counts, melds.size());
      waits = distance.min() == 0 ? distance.effectiveMin() : 0;
    }
    List<Tile> concealed = null;
    for (long w = waits; w != 0; w &= w - 1) {
      int t = Long.numberOfTrailingZeros(w);
      if (p.unseen(t) > 0) {
        if (concealed == null) {
          concealed = p.concealedTiles();
        }
        if (reachesMinimum(p, concealed, melds, Tile.of(t))) {
          total += p.unseen(t);
        }
      }
    }
    return total;
  }

  /** True when winning on {@code wait}, on a discard or self-drawn, scores at least 8 fan without flowers. */
  private static boolean reachesMinimum(Position p, List<Tile> concealed, List<Meld> melds, Tile wait) {
    FanCalculator fans = p.fans();
    WinningHand onDiscard = new WinningHand(concealed, melds, wait, false, false, false, false, p.seatWind(),
        p.prevalentWind(), 0);
    return fans.calculate(onDiscard).totalWithoutFlowers() >= McrRules.MINIMUM_FAN
        || fans.calculate(onDiscard.withSelfDrawn(true)).totalWithoutFlowers() >= McrRules.MINIMUM_FAN;
  }

  /**
   * Algorithm 2 over the tiles of {@code allowed} that {@code p} holds (3n + 2 concealed tiles, with
   * {@code melds}): the discard that leaves the largest {@code t_num}, packed by {@link #pack}; ties go
   * to the lowest tile. A {@code t_num} of 0 (tile -1) means no discard leaves a ready hand with a
   * winning tile left.
   */
  static long bestDiscard(Position p, long allowed, List<Meld> melds) {
    int best = -1;
    int bestCount = 0;
    for (long m = allowed & p.heldMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      p.take(t);
      int count = effective(p, melds);
      p.put(t);
      if (count > bestCount) {
        bestCount = count;
        best = t;
      }
    }
    return pack(best, bestCount);
  }

  /** A tile and its {@code t_num} in one value: the tile in the high half. */
  static long pack(int tile, int count) {
    return (long) tile << Integer.SIZE | count;
  }

  /** The tile of a packed value, -1 when there was none. */
  static int tile(long packed) {
    return (int) (packed >> Integer.SIZE);
  }

  /** The {@code t_num} of a packed value. */
  static int count(long packed) {
    return (int) packed;
  }
}
