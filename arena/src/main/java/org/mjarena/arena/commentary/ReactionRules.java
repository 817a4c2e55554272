package org.mjarena.arena.commentary;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.tile.Tile;

/**
 * The reaction rules of the Quesheng thesis (seed 000, section 3.2.4, Algorithm 7): which seat will win
 * on, kong, pung or chow a discard, with the priority of the rules (a win first, then a pung or kong,
 * then a chow).
 *
 * <ul>
 *   <li>Win: the seat is ready and the tile is one of its winning tiles with enough fans. Whether it is
 *       comes from the claim options, which the engine computes with its fan calculator (MCR: 8 fans at
 *       least); the commentator reuses it rather than a second calculator.
 *   <li>Kong: the seat holds three of the tile.
 *   <li>Pung: the seat holds two of the tile, and the pair does not run into a chow with two other
 *       tiles of its hand (then the thesis advises against breaking the chow).
 *   <li>Chow: only when no seat is predicted to win, kong or pung: the next seat can chow the tile,
 *       does not hold it already, and is not ready.
 * </ul>
 * Adaptation: Algorithm 7 checks only legality-like conditions, so a prediction is also made only when
 * the claim is legal (the thesis's conditions imply it except for the 108-tile variant's ting players,
 * who may not meld).
 */
public final class ReactionRules {
  private ReactionRules() {}

  /**
   * The reaction predicted for one seat before the priority between seats is applied.
   *
   * @param hand    the seat's concealed tiles by tile index
   * @param options what it may answer
   * @param ready   whether the seat is ready (one tile from winning)
   */
  public static Reaction predict(int[] hand, ClaimOptions options, boolean ready) {
    int t = options.tile().index();
    if (options.canWin()) {
      return Reaction.WIN;
    }
    if (options.canKong() && hand[t] == 3) {
      return Reaction.KONG;
    }
    if (options.canPung() && hand[t] == 2 && !runsIntoChow(hand, t)) {
      return Reaction.PUNG;
    }
    if (options.chowMask() != 0 && hand[t] == 0 && !ready) {
      return Reaction.CHOW;
    }
    return Reaction.NONE;
  }

  /**
   * Applies the priority of Algorithm 7 to the predictions of the seats asked about one discard: when any
   * seat is predicted to win, kong or pung, no chow is predicted.
   */
  public static void applyPriority(Reaction[] bySeat) {
    boolean higher = false;
    for (Reaction r : bySeat) {
      higher |= r == Reaction.WIN || r == Reaction.KONG || r == Reaction.PUNG;
    }
    if (higher) {
      for (int s = 0; s < bySeat.length; s++) {
        if (bySeat[s] == Reaction.CHOW) {
          bySeat[s] = Reaction.NONE;
        }
      }
    }
  }

  /** True when tile {@code t} forms a chow with two other tiles of the hand (the thesis's check_shun). */
  static boolean runsIntoChow(int[] hand, int t) {
    if (t >= Tile.NUMBERED_KINDS) {
      return false;
    }
    int n = t % 9;
    return n >= 2 && hand[t - 2] > 0 && hand[t - 1] > 0
        || n >= 1 && n <= 7 && hand[t - 1] > 0 && hand[t + 1] > 0
        || n <= 6 && hand[t + 1] > 0 && hand[t + 2] > 0;
  }
}
