package org.mjarena.agents.simple;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The Robot of Wang et al. 2022 (seed 004): it discards a tile of its hand chosen uniformly at random
 * (each tile, not each kind, equally likely). Its paper copies the chow, pung and kong logic of
 * Fanfou_op; until that agent exists (TODO(#4)), it wins whenever it can and makes each possible chow,
 * pung or kong with a fixed probability. It never declares ting.
 */
public final class RandomAgent implements Agent {
  /** Registry entry {@code random}. */
  public static final AgentSpec SPEC = new AgentSpec("random",
      "Robot of Wang et al. 2022: uniformly random discard; always wins; chows, pungs and kongs with a fixed probability",
      List.of(Parameter.decimal("claim_probability", 0.5, 0, 1,
          "probability of making each possible chow, pung or kong (own kongs included)")),
      settings -> {
        double p = settings.decimal("claim_probability");
        return seed -> new RandomAgent(Seeds.generator(seed), p);
      });

  private final UniformRandomProvider random;
  private final double claimProbability;

  RandomAgent(UniformRandomProvider random, double claimProbability) {
    this.random = random;
    this.claimProbability = claimProbability;
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    for (long m = decision.concealedKongMask(); m != 0; m &= m - 1) {
      if (chance()) {
        return new ConcealedKong(Tile.of(Long.numberOfTrailingZeros(m)));
      }
    }
    for (long m = decision.addedKongMask(); m != 0; m &= m - 1) {
      if (chance()) {
        return new AddedKong(Tile.of(Long.numberOfTrailingZeros(m)));
      }
    }
    long discards = decision.discardMask();
    if (discards == 0) {
      return decision.defaultAction();
    }
    int[] hand = seen.concealed();
    int total = 0;
    for (long m = discards; m != 0; m &= m - 1) {
      total += hand[Long.numberOfTrailingZeros(m)];
    }
    int pick = random.nextInt(total);
    for (long m = discards; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      pick -= hand[t];
      if (pick < 0) {
        return Discard.of(Tile.of(t));
      }
    }
    throw new IllegalStateException("no discard chosen from " + decision);
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    if (options.canKong() && chance()) {
      return ExposedKong.INSTANCE;
    }
    if (options.canPung() && chance()) {
      return Pung.INSTANCE;
    }
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) != 0 && chance()) {
        return new Chow(Tile.of(options.tile().index() - 2 + i));
      }
    }
    return options.defaultAction();
  }

  private boolean chance() {
    return random.nextDouble() < claimProbability;
  }
}
