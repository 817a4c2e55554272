package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The claims the commentator predicts on a discard: which seat will win on, kong, pung or chow it, with
 * the priority of the thesis's Algorithm 7 (seed 000, section 3.2.4): a win first, then a pung or kong,
 * then a chow. Two rules decide whether a seat claims ({@link CommentarySettings.Reactions}):
 *
 * <ul>
 *   <li>{@link #thesis}, Algorithm 7 as it is written:
 *     <ul>
 *       <li>Win: the seat is ready and the tile is one of its winning tiles with enough fans. Whether it
 *           is comes from the claim options, which the engine computes with its fan calculator (MCR: 8
 *           fans at least); the commentator reuses it rather than a second calculator.
 *       <li>Kong: the seat holds three of the tile.
 *       <li>Pung: the seat holds two of the tile, and the pair does not run into a chow with two other
 *           tiles of its hand (then the thesis advises against breaking the chow).
 *       <li>Chow: the next seat can chow the tile, does not hold it already, and is not ready.
 *     </ul>
 *   <li>{@link #distance}, ours (the default): a win and a kong as the thesis has them; a pung or a chow
 *       only when it brings the hand closer to winning, that is when the win distance after the meld and
 *       the best discard that follows it is lower than the distance of the hand as it is (in the forms
 *       the variant knows, {@link StatisticalView#distance}), and in MCR only when the hand after it can
 *       still make 8 fans ({@link EightFans}). Algorithm 7 checks only legality-like
 *       conditions and so predicts a claim for most pairs and most partial chows, while good players
 *       decline the claims that do not advance their hand; on the 16 public Botzone matches and on
 *       MCR self-play of every agent this rule has the higher chow and pung F1, while in the 108-tile
 *       variant agents that claim whenever they may are predicted better by Algorithm 7
 *       (docs/commentary.md).
 * </ul>
 * Adaptation, both rules: a prediction is made only when the claim is legal (the thesis's conditions
 * imply it except for the 108-tile variant's ting players, who may not meld).
 */
public final class ReactionRules {
  private ReactionRules() {}

  /**
   * Algorithm 7 as written: the reaction of one seat, before the priority between seats is applied.
   *
   * @param hand    the seat's concealed tiles by tile index
   * @param options what it may answer
   * @param ready   whether the seat is ready (one tile from winning)
   */
  public static Reaction thesis(int[] hand, ClaimOptions options, boolean ready) {
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
   * Our rule: a win and a kong as in Algorithm 7, a pung or chow when it brings the hand closer to
   * winning; the reaction of one seat, before the priority between seats is applied.
   *
   * @param hand    the seat's concealed tiles by tile index (changed and restored)
   * @param melds   its declared melds, concealed kongs included
   * @param now     the hand's win distance as it stands, in the forms the variant knows ({@link StatisticalView#distance})
   * @param options what it may answer
   */
  public static Reaction distance(int[] hand, int melds, int now, ClaimOptions options, EightFans eightFans) {
    int t = options.tile().index();
    if (options.canWin()) {
      return Reaction.WIN;
    }
    if (options.canKong() && hand[t] == 3) {
      return Reaction.KONG;
    }
    if (!options.canPung() && options.chowMask() == 0) {
      return Reaction.NONE;
    }
    if (options.canPung()) {
      meldTiles(hand, Reaction.PUNG, t, t, -1);
      boolean closer = closer(hand, melds, now, MeldKind.PUNG, t, options, eightFans);
      meldTiles(hand, Reaction.PUNG, t, t, 1);
      if (closer) {
        return Reaction.PUNG;
      }
    }
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) != 0) {
        int lowest = t - 2 + i;
        meldTiles(hand, Reaction.CHOW, lowest, t, -1);
        boolean closer = closer(hand, melds, now, MeldKind.CHOW, lowest, options, eightFans);
        meldTiles(hand, Reaction.CHOW, lowest, t, 1);
        if (closer) {
          return Reaction.CHOW;
        }
      }
    }
    return Reaction.NONE;
  }

  /**
   * True when the hand left by a meld ({@code hand}, its tiles taken out) is closer to winning than
   * {@code now} after its best discard and, where {@code eightFans} asks, can still make 8 fans.
   */
  private static boolean closer(int[] hand, int melds, int now, MeldKind kind, int lowest, ClaimOptions options,
      EightFans eightFans) {
    int after = afterBestDiscard(hand, melds + 1);
    return after < now && (eightFans == null
        || eightFans.reachable(hand, melds + 1, after, new Meld(kind, Tile.of(lowest), options.tile(), options.from())));
  }

  /**
   * The least basic-form win distance the meld {@code claim} of {@code options}' tile leaves: after a chow
   * or pung, after its best discard; after an exposed kong, as the hand stands waiting for its replacement
   * tile. The distance rule's test of a chow or pung is this below the distance now (without its 8-fan
   * check).
   *
   * @param hand the seat's concealed tiles by tile index (changed and restored)
   */
  static int afterClaim(int[] hand, int melds, ClaimOptions options, Claim claim) {
    int t = options.tile().index();
    Reaction kind = Reaction.of(claim);
    int lowest = claim instanceof Chow c ? c.lowest().index() : t;
    meldTiles(hand, kind, lowest, t, -1);
    int after = kind == Reaction.KONG ? WinDistanceCalculator.basic(hand, melds + 1) : afterBestDiscard(hand, melds + 1);
    meldTiles(hand, kind, lowest, t, 1);
    return after;
  }

  /**
   * Takes out of {@code hand} ({@code sign} -1) or puts back into it (+1) the tiles a meld of the offered
   * tile {@code t} takes from the hand: for a chow from {@code lowest}, its two tiles other than
   * {@code t}; for a pung two copies of {@code t}, for an exposed kong three.
   */
  private static void meldTiles(int[] hand, Reaction kind, int lowest, int t, int sign) {
    if (kind == Reaction.CHOW) {
      for (int u = lowest; u < lowest + 3; u++) {
        hand[u] += u == t ? 0 : sign;
      }
    } else {
      hand[t] += sign * (kind == Reaction.KONG ? 3 : 2);
    }
  }

  /** MCR: whether a hand after a meld can still win with 8 fans. */
  public interface EightFans {
    /**
     * @param hand     the concealed tiles after the meld, before its discard (changed and restored)
     * @param melds    the declared melds, the new one included
     * @param distance the least win distance its best discard leaves
     * @param meld     the new meld
     */
    boolean reachable(int[] hand, int melds, int distance, Meld meld);
  }

  /**
   * The least basic-form win distance of the hand after its best discard: with a meld declared, the
   * basic form is the one left in both variants (seven pairs and the MCR special forms need a concealed
   * hand, but for a knitted straight with one melded set, which this leaves out). It is the distance of
   * the hand before the discard, whose blocks leave out the tile the best discard lets go; a complete
   * hand (-1) is ready after any discard of it.
   */
  static int afterBestDiscard(int[] hand, int melds) {
    return Math.max(0, WinDistanceCalculator.basic(hand, melds));
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
