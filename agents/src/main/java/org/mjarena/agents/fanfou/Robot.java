package org.mjarena.agents.fanfou;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.Position;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The Robot of Wang et al. 2022 (seed 004), players C and D of its Table 4: "弃牌处理时随机打出手牌", a
 * tile of its hand at random (each tile, not each kind, equally likely), with every other decision taken
 * from Fanfou_op, as the paper says of its chows, pungs and kongs: it wins whenever it can, makes
 * Fanfou_op's claims and kongs ({@link Claims}, MCR's 8-fan condition included), and declares ting when
 * its random discard leaves a ready hand that Fanfou_op would declare, one with an effective wait count
 * of at least 2, as it does the opening ting. The paper does not say whether the Robot declares ting;
 * with Fanfou_op's decisions it declares as Fanfou_op would, but it never chooses its discard to get
 * ready (Fanfou_op's Algorithm 2 is a discard choice, and the Robot's discards are random).
 *
 * <p>Its random stream comes from its seed, so the same seed and observations give the same game.
 */
public final class Robot extends RuleBasedPlayer {
  /** Registry entry {@code random}. */
  public static final AgentSpec SPEC = new AgentSpec("random", "seed 004 (Wang et al. 2022), its Robot",
      "discards a random tile of its hand; wins, claims, kongs and declares ting as fanfou-op", List.of(),
      settings -> seed -> new Robot(Seeds.generator(seed)));

  private final UniformRandomProvider random;

  Robot(UniformRandomProvider random) {
    super(new Claims(Version.OP, new Position()));
    this.random = random;
  }

  @Override
  TurnAction discard(Observation seen, TurnDecision decision, long allowed) {
    int[] counts = seen.concealed();
    Tile tile = Tile.of(Discards.randomTile(counts, allowed, random));
    return claims.declaresTing(seen, decision, tile.index()) ? TingDiscard.of(tile) : Discard.of(tile);
  }
}
