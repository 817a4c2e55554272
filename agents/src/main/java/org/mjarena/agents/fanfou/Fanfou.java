package org.mjarena.agents.fanfou;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.Position;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Fanfou_ba, Fanfou_op and Fanfou_mc of Wang et al. 2022 (seed 004), the players of its Tables 4 to 6.
 *
 * <p>On its turn the player wins when it can, then makes its kongs ({@link Claims}), then discards:
 * <ul>
 *   <li>Fanfou_op and Fanfou_mc first run Algorithm 2 ({@link ReadyHands}): when some discard leaves a ready hand
 *       with an effective wait count {@code t_num = 4h - d - m} of at least 2, it discards the one of the
 *       largest count and declares ting with it (108-tile variant; in MCR, where nothing is declared,
 *       it just discards it, and only waits that win with 8 fan count).</li>
 *   <li>Otherwise Fanfou_mc, when some opponent is ready, discards by Algorithm 3 ({@link DealIns}): the
 *       tile of its discard list with fewest deal-ins into sampled ready hands, the first such in
 *       Fanfou_op's order.</li>
 *   <li>Otherwise all discard by {@link Discards}: Fanfou_op's seven-pairs step, the priority of
 *       Table 1 with Algorithm 1, and what follows when no tier holds a tile.</li>
 *   <li>Fanfou_ba declares ting whenever that discard leaves a ready hand (108-tile variant).</li>
 * </ul>
 * Claims, kongs and the opening ting are decided by {@link Claims}. A ting player's turns are forced
 * (it discards what it draws) except for the kongs that keep its waits.
 *
 * <p>It is deterministic given its seed and what it observed: the random choices, the last resort of
 * {@link Discards} and Fanfou_mc's sampling, draw from two streams of the agent's own seed (the first
 * the same as Fanfou_op's, so that Fanfou_mc with no ready opponent plays as Fanfou_op).
 */
public final class Fanfou extends RuleBasedPlayer {
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

  /** The default of {@code ready_hands}: the paper's ten sampled ready hands per ready opponent. */
  static final int READY_HANDS = 10;
  /**
   * The default of {@code max_samples}, per ready opponent. The paper reports about 6,000 draws on
   * average for its ten ready hands per opponent; measured in 300 deals of 108-tile games of two
   * Fanfou_mc against two Fanfou_op, a sampling decision made 3,153 draws on average (median 2,041,
   * 90th percentile 7,278, over all ting opponents), so this cap seldom binds there. It stops an
   * opponent whose hand almost never draws ready (see {@link DealIns} on MCR).
   */
  static final int MAX_SAMPLES = 20_000;
  /** Tags the sampling stream, so that Fanfou_mc's discard stream stays Fanfou_op's. */
  private static final long SAMPLING_STREAM = 0x4D43L;

  /** Registry entry {@code fanfou-mc}. */
  public static final AgentSpec MC = new AgentSpec("fanfou-mc",
      SOURCE + ", Fanfou_mc: Algorithm 3, formula 3",
      "Fanfou_op plus, when not ready and an opponent is (108: declared ting; MCR: the thesis 000 tenpai score), "
          + "samples each ready opponent's hand until it has ready_hands ready ones and discards the tile of its "
          + "discard list with fewest deal-ins, first in Fanfou_op's order (MCR: only 8-fan wins count)",
      EnumSet.allOf(Variant.class),
      List.of(
          Parameter.integer("ready_hands", READY_HANDS, 1, 1_000,
              "sampled ready hands per ready opponent (Algorithm 3: 10)"),
          Parameter.integer("max_samples", MAX_SAMPLES, 1, 10_000_000,
              "draws per ready opponent at most, ready or not, so that every decision ends"),
          Parameter.decimal("ready_score", Readiness.DEFAULT_THRESHOLD, 0, 100,
              "MCR: an opponent is taken as ready when the thesis's tenpai score T reaches this")),
      Map.of("ready_score", Set.of(Variant.MCR)),
      settings -> {
        int readyHands = settings.integer("ready_hands");
        int maxSamples = settings.integer("max_samples");
        double readyScore = settings.decimal("ready_score");
        return seed -> new Fanfou(seed, new DealIns(readyHands, maxSamples, readyScore,
            Seeds.generator(Seeds.derive(seed, SAMPLING_STREAM))));
      });

  private final Version version;
  private final Position position;
  private final ReadyHands readyHands = new ReadyHands();
  private final Discards discards;
  /** Fanfou_mc's Algorithm 3; null for Fanfou_ba and Fanfou_op. */
  private final DealIns dealIns;

  /** A player of {@code version} whose random stream comes from {@code seed}. */
  Fanfou(Version version, long seed) {
    this(version, seed, null);
  }

  /** Fanfou_mc: Fanfou_op, whose discard stream comes from {@code seed}, with Algorithm 3. */
  Fanfou(long seed, DealIns dealIns) {
    this(Version.OP, seed, dealIns);
  }

  private Fanfou(Version version, long seed, DealIns dealIns) {
    this(version, new Position(), seed, dealIns);
  }

  /** A player whose {@link Claims} share its {@code position}. */
  private Fanfou(Version version, Position position, long seed, DealIns dealIns) {
    super(new Claims(version, position));
    this.version = version;
    this.position = position;
    this.discards = new Discards(version, Seeds.generator(seed));
    this.dealIns = dealIns;
  }

  @Override
  TurnAction discard(Observation seen, TurnDecision decision, long allowed) {
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
    if (dealIns != null) {
      int safest = dealIns.choose(seen, position, allowed, discards);
      if (safest >= 0) {
        return Discard.of(Tile.of(safest));
      }
    }
    int tile = discards.choose(position, allowed);
    // Fanfou_op has given up ting: Algorithm 2 found no discard worth it.
    boolean ting = version == Version.BA && claims.declaresTing(seen, decision, tile);
    return ting ? TingDiscard.of(Tile.of(tile)) : Discard.of(Tile.of(tile));
  }
}
