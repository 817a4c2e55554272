package org.mjarena.agents.lookahead;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.WinFirstAgent;
import org.mjarena.agents.eightfan.EightFanAgent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.tile.Tile;

/**
 * The distance-to-win player of paper 003: it discards by the paper's distance-to-win weight 距胡数
 * ({@link DistanceWeight}, section 3.3) with its look-ahead search {@code expect()}
 * ({@link DistanceSearch}, section 3.5), {@code depth} draws ahead.
 *
 * <p>It plays both variants. On the 108-tile set it is the paper's player. In Chinese Official
 * Mahjong the weight reads the honours as a fourth group (pairs and pungs, no chows) and the search
 * draws over all 34 kinds; flowers never reach it (the engine sets them aside). It still aims only at
 * a low distance, that is at the basic shape of four sets and a pair: it knows nothing of the special
 * forms (seven pairs, thirteen orphans, knitted hands) nor of the 8-fan minimum, so a hand that
 * reads 0 may be no legal win, and it then keeps discarding; the engine offers only legal wins.
 *
 * <p>The paper only describes discarding; the rest is the project's choice, kept in the paper's
 * spirit of lowering the distance and nothing else:
 * <ul>
 *   <li>It wins whenever it can, on a discard, a robbed kong or its own draw.</li>
 *   <li>It chows or pungs a discard when that lowers its distance: the distance of its 13-tile hand
 *       against the best distance reachable after the meld and the best discard.</li>
 *   <li>It kongs (exposed, concealed or added) when that does not raise the distance, because a kong
 *       is worth something (on the 108-tile set it pays at once, section 8.1 of the rules; in MCR it
 *       scores a fan, melded kong 明杠 1 or concealed kong 暗杠 2) and costs nothing if the hand is
 *       no worse: an exposed kong is measured right after the kong, an own kong against the best
 *       discard it would otherwise make.</li>
 *   <li>Among several such claims it takes the lowest distance; ties go to the larger payoff (kong,
 *       pung, then chow, lowest chow first).</li>
 *   <li>In MCR a claim must also lower the hand's distance to an 8-fan win: the claim test of
 *       {@code shanten-8fan} (report 002's 8-fan win distance, {@link EightFanAgent}) must accept a claim of
 *       this discard, else it passes. The weight cannot see fans, and a meld that loses 门前清 or
 *       不求人 can leave a shape that never reaches 8; issue 9 asks every MCR agent to weigh its
 *       claims with the fan calculator.</li>
 *   <li>With {@code ting} on, it declares ting whenever its chosen discard leaves a ready hand, and
 *       declares the opening ting (天听) whenever asked (108-tile set only: MCR has no ting).</li>
 * </ul>
 * Claims and kongs are judged by the present distance only; the look-ahead is for discards, as in
 * the paper. Its only randomness is the MCR claim test's, from its own seeded stream: the same seed and
 * observations give the same decisions.
 */
public final class DistanceToWin extends WinFirstAgent {
  /** Registry entry {@code distance-to-win}. */
  public static final AgentSpec SPEC = new AgentSpec("distance-to-win",
      "seed 003 (大众麻将 game system), its 距胡数 weight and expect() search",
      "discards by the distance-to-win weight with its look-ahead; claims that lower the distance",
      EnumSet.allOf(Variant.class),
      List.of(
          Parameter.integer("depth", DistanceSearch.MAX_DEPTH, 0, DistanceSearch.MAX_DEPTH,
              "draws simulated by expect(): 0 = the paper's present-only method, 2 = the paper's 'two rounds ahead'"),
          Parameter.flag("ting", true,
              "declare ting when the chosen discard leaves a ready hand, and the opening ting when asked")),
      Map.of("ting", Set.of(Variant.SUITS_108)),
      settings -> {
        int depth = settings.integer("depth");
        boolean ting = settings.flag("ting");
        return seed -> new DistanceToWin(depth, ting, seed);
      });

  /** The library passed at depth 0, where the search never reads it. */
  private static final int[] NO_LIBRARY = new int[Tile.KINDS];
  /** Every tile may be discarded after a chow or pung. */
  private static final long ALL_TILES = -1L;

  private final int depth;
  private final boolean ting;
  private final DistanceSearch search;
  private final long seed;
  /** MCR: the 8-fan player whose claim test a claim must also pass, made at its first use. */
  private EightFanAgent eightFan;
  private final int[] counts = new int[Tile.KINDS];
  private final int[] keys = new int[DistanceWeight.GROUPS];
  private final int[] changed = new int[DistanceWeight.GROUPS];
  private int melds;
  private int groups;

  /**
   * A distance-to-win player.
   *
   * @param depth draws simulated by the search (0 to 2)
   * @param ting  whether it declares ting
   * @param seed  the seed of the random stream of its MCR claim test (the 8-fan player's ties)
   */
  public DistanceToWin(int depth, boolean ting, long seed) {
    this.depth = depth;
    this.ting = ting;
    this.search = new DistanceSearch(depth);
    this.seed = seed;
  }

  @Override
  protected TurnAction chooseTurn(Observation seen, TurnDecision decision, long discards) {
    loadHand(seen);
    if ((decision.concealedKongMask() | decision.addedKongMask()) != 0) {
      TurnAction kong = ownKong(decision, DistanceWeight.bestAfterDiscard(keys, melds, discards));
      if (kong != null) {
        return kong;
      }
    }
    int tile;
    if (Long.bitCount(discards) == 1) {
      tile = Long.numberOfTrailingZeros(discards);
    } else {
      search.load(keys, melds, depth == 0 ? NO_LIBRARY : seen.unseen(), groups);
      tile = search.choose(discards);
    }
    if (ting && (decision.tingDiscardMask() >>> tile & 1) != 0) {
      return TingDiscard.of(Tile.of(tile));
    }
    return Discard.of(Tile.of(tile));
  }

  /**
   * The concealed or added kong that leaves the lowest distance, if one does not raise the distance
   * above {@code now} (the best the turn's discards reach); else {@code null}. After a concealed kong
   * the hand has lost four tiles and gained a meld; after an added kong it has lost one tile.
   */
  private TurnAction ownKong(TurnDecision decision, int now) {
    TurnAction best = null;
    int bestDistance = now + 1;
    for (long m = decision.concealedKongMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      take(t, 4);
      int d = DistanceWeight.of(changed, melds + 1);
      if (d < bestDistance) {
        bestDistance = d;
        best = new ConcealedKong(Tile.of(t));
      }
    }
    for (long m = decision.addedKongMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      take(t, 1);
      int d = DistanceWeight.of(changed, melds);
      if (d < bestDistance) {
        bestDistance = d;
        best = new AddedKong(Tile.of(t));
      }
    }
    return best;
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    if (!options.canKong() && !options.canPung() && options.chowMask() == 0) {
      return options.defaultAction();
    }
    Claim best = claimByWeight(seen, options);
    if (best != Pass.INSTANCE && seen.variant() == Variant.MCR) {
      if (eightFan == null) {
        eightFan = new EightFanAgent(true, seed);
      }
      if (eightFan.decideClaim(seen, options) == Pass.INSTANCE) {
        return Pass.INSTANCE;
      }
    }
    return best;
  }

  /**
   * The kong, pung or chow of the discard the distance weight alone answers (the class comment: the lowest
   * distance after the meld and its best discard, below the hand's; a kong when it does not raise it), or a
   * pass; before MCR's 8-fan test and never a win. Other agents read it too (the commentator's answer flags).
   */
  public Claim claimByWeight(Observation seen, ClaimOptions options) {
    loadHand(seen);
    int now = DistanceWeight.of(keys, melds);
    int t = options.tile().index();
    Claim best = Pass.INSTANCE;
    int bestDistance = now;
    if (options.canKong()) {
      take(t, 3);
      int d = DistanceWeight.of(changed, melds + 1);
      if (d <= now) {
        bestDistance = d;
        best = ExposedKong.INSTANCE;
      }
    }
    if (options.canPung()) {
      take(t, 2);
      int d = DistanceWeight.bestAfterDiscard(changed, melds + 1, ALL_TILES);
      if (d < bestDistance) {
        bestDistance = d;
        best = Pung.INSTANCE;
      }
    }
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) != 0) {
        int low = t - 2 + i;
        // The chow low, low + 1, low + 2 takes from the hand the two of them that are not the discard.
        take(low == t ? low + 1 : low, 1);
        takeMore(low + 2 == t ? low + 1 : low + 2, 1);
        int d = DistanceWeight.bestAfterDiscard(changed, melds + 1, ALL_TILES);
        if (d < bestDistance) {
          bestDistance = d;
          best = new Chow(Tile.of(low));
        }
      }
    }
    return best;
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return ting ? DeclareTing.INSTANCE : Pass.INSTANCE;
  }

  /**
   * Reads my concealed tiles into {@code counts} and {@code keys}, my meld count, and the groups of
   * the variant (the 108-tile set has no honours, so those counts stay 0).
   */
  private void loadHand(Observation seen) {
    groups = DistanceWeight.groups(seen.variant());
    int kinds = DistanceWeight.kinds(groups);
    for (int t = 0; t < kinds; t++) {
      counts[t] = seen.concealedCount(Tile.of(t));
    }
    DistanceWeight.keys(counts, keys);
    melds = seen.melds(seen.me()).size();
  }

  /** Sets {@code changed} to my keys less {@code n} copies of {@code tile}. */
  private void take(int tile, int n) {
    System.arraycopy(keys, 0, changed, 0, keys.length);
    takeMore(tile, n);
  }

  /** Takes {@code n} more copies of {@code tile} out of {@code changed}. */
  private void takeMore(int tile, int n) {
    changed[DistanceWeight.group(tile)] -= n * DistanceWeight.pow5(DistanceWeight.position(tile));
  }
}
