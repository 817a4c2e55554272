package org.mjarena.agents.fanfou;

import java.util.List;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Fanfou_ba and Fanfou_op of Wang et al. 2022 (seed 004), the rule-based players of its Table 4.
 *
 * <p>On its turn the player wins when it can, then makes its kongs ({@link Claims}), then discards:
 * <ul>
 *   <li>Fanfou_op first runs Algorithm 2 ({@link ReadyHands}): when some discard leaves a ready hand
 *       with an effective wait count {@code t_num = 4h - d - m} of at least 2, it discards the one of the
 *       largest count and declares ting with it (108-tile variant; in MCR, where nothing is declared,
 *       it just discards it, and only waits that win with 8 fan count).</li>
 *   <li>Otherwise both discard by {@link Discards}: Fanfou_op's seven-pairs step, the priority of
 *       Table 1 with Algorithm 1, and what follows when no tier holds a tile.</li>
 *   <li>Fanfou_ba declares ting whenever that discard leaves a ready hand (108-tile variant).</li>
 * </ul>
 * Claims, kongs and the opening ting are decided by {@link Claims}. A ting player's turns are forced
 * (it discards what it draws) except for the kongs that keep its waits.
 *
 * <p>It is deterministic given its seed and what it observed: the only random choice, the last resort
 * of {@link Discards}, draws from the agent's own stream.
 */
public final class Fanfou implements Agent {
  private static final String SOURCE = "seed 004 (Wang et al. 2022)";

  /** Registry entry {@code fanfou-ba}. */
  public static final AgentSpec BA = new AgentSpec("fanfou-ba", SOURCE + ", Fanfou_ba: Table 1, Algorithm 1, chow limits",
      "discards by the priority tiers of Table 1, played tiles first; chows within limits, pungs and kongs always; "
          + "declares every ting it can (MCR: claims only into a ready 8-fan hand)",
      List.of(), settings -> seed -> new Fanfou(Version.BA, seed));

  /** Registry entry {@code fanfou-op}. */
  public static final AgentSpec OP = new AgentSpec("fanfou-op",
      SOURCE + ", Fanfou_op: formula 2, Algorithm 2, Table 2, added kong, seven pairs and all pungs",
      "Fanfou_ba plus ting only with t_num >= 2 unseen winning tiles, chow priority, added kongs, seven-pairs and "
          + "all-pungs discards (MCR: only 8-fan waits count; claims only into a ready 8-fan hand)",
      List.of(), settings -> seed -> new Fanfou(Version.OP, seed));

  private final Version version;
  private final Position position = new Position();
  private final ReadyHands readyHands = new ReadyHands();
  private final Claims claims;
  private final Discards discards;

  /** A player of {@code version} whose random stream comes from {@code seed}. */
  Fanfou(Version version, long seed) {
    this.version = version;
    this.claims = new Claims(version, position);
    this.discards = new Discards(version, Seeds.generator(seed));
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    TurnAction kong = claims.ownKong(decision);
    if (kong != null) {
      return kong;
    }
    long allowed = decision.discardMask();
    if (allowed == 0) {
      return decision.defaultAction();
    }
    if (Long.bitCount(allowed) == 1 && decision.tingDiscardMask() == 0) {
      return Discard.of(Tile.of(Long.numberOfTrailingZeros(allowed)));
    }
    position.load(seen);
    if (version == Version.OP) {
      readyHands.tryDiscards(position, allowed, position.melds());
      if (readyHands.bestCount() >= ReadyHands.TING_MINIMUM) {
        int tile = readyHands.bestTile();
        return (decision.tingDiscardMask() >>> tile & 1) != 0 ? TingDiscard.of(Tile.of(tile)) : Discard.of(Tile.of(tile));
      }
    }
    int tile = discards.choose(position, allowed);
    // Fanfou_op has given up ting: Algorithm 2 found no discard worth it.
    boolean ting = version == Version.BA && claims.declaresTing(seen, decision, tile);
    return ting ? TingDiscard.of(Tile.of(tile)) : Discard.of(Tile.of(tile));
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    return claims.decide(seen, options);
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return claims.opening(seen);
  }
}
