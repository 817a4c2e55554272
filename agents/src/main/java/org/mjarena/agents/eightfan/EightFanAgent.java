package org.mjarena.agents.eightfan;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.WinFirstAgent;
import org.mjarena.agents.Position;
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
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The Botzone MCR bot of report 002 (张迅, 倪临赞): greedy on a win distance (shanten) that counts only
 * completions reaching 8 fan, discarding to the likeliest useful draw.
 *
 * <ul>
 *   <li><b>Win</b> whenever the engine offers it: on a draw, a discard or a robbed kong. The engine offers
 *       only wins of at least 8 fan, scored with the flags of the moment: 和绝张 (Last Tile) when the
 *       other three copies are public, 抢杠和 (Robbing the Kong) on a tile added to a kong, besides
 *       杠上开花, 妙手回春 and 海底捞月. On Botzone the bot itself had to pass those flags to the fan
 *       calculator before declaring (the report's {@code WIN_FLAG_4TH_TILE} and
 *       {@code WIN_FLAG_ABOUT_KONG}); here the engine does, and the agent's own search sets the Last
 *       Tile flag when it scores the hands it aims at ({@link FanTargets}).</li>
 *   <li><b>Discard</b> by {@link Distances}: the lowest distance, then the highest probability of
 *       drawing a useful tile (unseen useful copies over unseen tiles), ties at random.</li>
 *   <li><b>Chow or pung</b> (report: 吃碰杠函数) when the hand after it, with the meld declared and its
 *       best discard, is nearer than the hand is now; of several such claims the nearest, then the one
 *       with the most unseen useful tiles, the pung before the chows on a tie. The report adds the tile
 *       to the hand and calls its distance function with the melds as they would be; declaring the meld
 *       here is that, and it lets the 8-fan check see that the meld gives up 门前清 and 不求人.</li>
 *   <li><b>Kong</b> (exposed on a discard, concealed or added on its turn): every replacement tile it may
 *       draw is tried, weighted by its unseen copies; it kongs when the distance after the replacement
 *       (and the best discard) stays or drops with a higher probability than it rises ("如果摸牌后使上听数
 *       减少或相等的概率大于使上听数增加的概率，就进行该杠操作"). The distance it is measured against is
 *       the hand's without the kong: after its best discard on its own turn, as it stands on a discard.
 *       The first kong that passes is made, before any chow or pung.</li>
 *   <li><b>Ting</b> (108-tile variant only; the report's game has none): declared with a discard that
 *       leaves the hand ready with at least one winning tile unseen, and the opening ting (天听) on the
 *       same condition. The report's bot never changes a ready hand except to raise its chance of a
 *       useful draw, so declaring costs it little, and pays 1 from each other player at once.</li>
 * </ul>
 *
 * <p><b>Variants.</b> In MCR the distance is the 8-fan one with {@code fan_check} on (the default), the
 * plain basic-form one with it off: the report's starting point, a greedy bot on ChineseOfficialMahjongHelper's
 * {@code basic_form_shanten}. The 108-tile variant has no minimum, so the fan check has nothing to do:
 * the agent plays the plain distance over that variant's winning forms, the basic form and seven pairs
 * ({@link Distances}), and {@code fan_check} does not apply.
 *
 * <p>Deterministic given its seed and what it observed: the only random choice, between equal discards,
 * draws from the agent's own stream.
 */
public final class EightFanAgent extends WinFirstAgent {
  /** Registry entry {@code shanten-8fan}. */
  public static final AgentSpec SPEC = new AgentSpec("shanten-8fan",
      "seed 002 (Botzone MCR bot report), its improved basic_form_shanten, useful-tile probability, claim and kong "
          + "rules, 和绝张 and 抢杠和",
      "discards to the lowest win distance counting only 8-fan completions, then the likeliest useful draw; "
          + "chows and pungs that lower it, kongs that keep it (108 tiles: plain distance with seven pairs)",
      EnumSet.allOf(Variant.class),
      List.of(Parameter.flag("fan_check", true,
          "count only completions of at least 8 fan (false: the plain basic-form win-distance bot the report started from)")),
      Map.of("fan_check", Set.of(Variant.MCR)),
      settings -> {
        boolean fanCheck = settings.flag("fan_check");
        return seed -> new EightFanAgent(fanCheck, seed);
      });

  private final Position position = new Position();
  private final Distances distances;
  private final UniformRandomProvider rng;

  /**
   * An agent.
   *
   * @param fanCheck count only completions of 8 fan (MCR)
   * @param seed     the seed of its random stream
   */
  public EightFanAgent(boolean fanCheck, long seed) {
    this.distances = new Distances(fanCheck);
    this.rng = Seeds.generator(seed);
  }

  @Override
  protected TurnAction chooseTurn(Observation seen, TurnDecision decision, long discards) {
    long kongs = decision.concealedKongMask() | decision.addedKongMask();
    if (Long.bitCount(discards) == 1 && kongs == 0) {
      // A ting player discards what it draws.
      return Discard.of(Tile.of(Long.numberOfTrailingZeros(discards)));
    }
    position.load(seen);
    distances.begin(position);
    int[] counts = position.counts();
    List<Meld> melds = position.melds();
    int level = distances.choose(counts, melds, discards & position.heldMask(), Distances.NONE - 1, rng);
    int tile = distances.chosen();
    int weight = distances.chosenWeight();
    if (kongs != 0) {
      TurnAction kong = ownKong(decision, level);
      if (kong != null) {
        return kong;
      }
    }
    if (level == 0 && weight > 0 && position.variant() == Variant.SUITS_108
        && (decision.tingDiscardMask() >>> tile & 1) != 0) {
      return TingDiscard.of(Tile.of(tile));
    }
    return Discard.of(Tile.of(tile));
  }

  /** The first concealed or added kong whose replacement keeps the distance {@code now} or lowers it more often than not. */
  private TurnAction ownKong(TurnDecision decision, int now) {
    int[] counts = position.counts();
    for (long m = decision.concealedKongMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      counts[t] -= 4;
      boolean pays = kongPays(position.meldsWith(new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t),
          position.me())), now);
      counts[t] += 4;
      if (pays) {
        return new ConcealedKong(Tile.of(t));
      }
    }
    int[] shown = position.publicCopies();
    for (long m = decision.addedKongMask(); m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      counts[t]--;
      shown[t]++;
      boolean pays = kongPays(position.meldsWithAddedKong(t), now);
      counts[t]++;
      shown[t]--;
      if (pays) {
        return new AddedKong(Tile.of(t));
      }
    }
    return null;
  }

  /**
   * The report's kong rule: with the kong made ({@code position.counts()} and {@code melds} as after it),
   * each replacement tile weighted by its unseen copies, true when the distance after it (and the best
   * discard) is at most {@code now} more often than it is above.
   */
  private boolean kongPays(List<Meld> melds, int now) {
    int[] counts = position.counts();
    int[] unseen = position.unseen();
    int keeps = 0;
    int rises = 0;
    for (int r = 0; r < position.kinds(); r++) {
      if (unseen[r] == 0) {
        continue;
      }
      counts[r]++;
      int after = distances.drawn(counts, melds, r, now);
      counts[r]--;
      if (after <= now) {
        keeps += unseen[r];
      } else {
        rises += unseen[r];
      }
    }
    return keeps > rises;
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    if (options.robbing() || !options.canKong() && !options.canPung() && options.chowMask() == 0) {
      return options.defaultAction();
    }
    position.load(seen);
    distances.begin(position);
    int[] counts = position.counts();
    int t = options.tile().index();
    int now = distances.waiting(counts, position.melds());
    Tile tile = options.tile();
    // The tiles a meld takes from the hand become public.
    int[] shown = position.publicCopies();
    if (options.canKong()) {
      counts[t] -= 3;
      shown[t] += 3;
      boolean pays = kongPays(position.meldsWith(new Meld(MeldKind.EXPOSED_KONG, tile, tile, options.from())), now);
      counts[t] += 3;
      shown[t] -= 3;
      if (pays) {
        return ExposedKong.INSTANCE;
      }
    }
    Claim best = Pass.INSTANCE;
    int bestLevel = now;
    int bestWeight = -1;
    if (options.canPung()) {
      counts[t] -= 2;
      shown[t] += 2;
      int level = afterMeld(new Meld(MeldKind.PUNG, tile, tile, options.from()), now);
      counts[t] += 2;
      shown[t] -= 2;
      if (level < bestLevel) {
        best = Pung.INSTANCE;
        bestLevel = level;
        bestWeight = distances.chosenWeight();
      }
    }
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) == 0) {
        continue;
      }
      int low = t - 2 + i;
      for (int x = low; x <= low + 2; x++) {
        int fromHand = x == t ? 0 : 1;
        counts[x] -= fromHand;
        shown[x] += fromHand;
      }
      int level = afterMeld(new Meld(MeldKind.CHOW, Tile.of(low), tile, options.from()), now);
      for (int x = low; x <= low + 2; x++) {
        int fromHand = x == t ? 0 : 1;
        counts[x] += fromHand;
        shown[x] -= fromHand;
      }
      if (level < bestLevel || level == bestLevel && level < now && distances.chosenWeight() > bestWeight) {
        best = new Chow(Tile.of(low));
        bestLevel = level;
        bestWeight = distances.chosenWeight();
      }
    }
    return best;
  }

  /**
   * The distance after declaring {@code meld} ({@code position.counts()} already without its tiles) and the
   * best discard, or a value of at least {@code now} when it is not below {@code now}. The plain distance
   * bounds the 8-fan one from below, so a meld that does not lower even the plain one is not searched.
   */
  private int afterMeld(Meld meld, int now) {
    List<Meld> melds = position.meldsWith(meld);
    int[] counts = position.counts();
    if (WinDistanceCalculator.basic(counts, melds.size()) >= now) {
      return now;
    }
    return distances.choose(counts, melds, position.heldMask(), now - 1, null);
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    position.load(seen);
    distances.begin(position);
    return distances.waiting(position.counts(), position.melds()) == 0
        && distances.plainWeight(position.counts(), position.melds()) > 0 ? DeclareTing.INSTANCE : Pass.INSTANCE;
  }
}
