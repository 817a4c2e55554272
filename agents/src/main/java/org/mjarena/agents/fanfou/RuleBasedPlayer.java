package org.mjarena.agents.fanfou;

import org.mjarena.agents.Agent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;

/**
 * What the players of seed 004 share: on its turn a player wins when it can, then makes the kongs of its
 * {@link Claims}, plays the decision's default when no tile may be discarded, and otherwise chooses its
 * discard its own way ({@link #discard}); claims and the opening ting are its {@link Claims}' too.
 */
abstract sealed class RuleBasedPlayer implements Agent permits Fanfou, Robot {
  /** The claims, kongs and ting declarations of the player's version. */
  final Claims claims;

  RuleBasedPlayer(Claims claims) {
    this.claims = claims;
  }

  @Override
  public final TurnAction decideTurn(Observation seen, TurnDecision decision) {
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
    return discard(seen, decision, allowed);
  }

  /** The discard, declaring ting or not, of one of the tiles of {@code allowed} (a tile mask, not empty). */
  abstract TurnAction discard(Observation seen, TurnDecision decision, long allowed);

  @Override
  public final Claim decideClaim(Observation seen, ClaimOptions options) {
    return claims.decide(seen, options);
  }

  @Override
  public final OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return claims.opening(seen);
  }
}
