package org.mjarena.agents;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;

/**
 * A player. It sees only {@link Observation}s and answers one decision at a time; each decision point
 * has its own method and return type, so the compiler rejects a chow on one's own turn.
 *
 * <p>An agent instance plays one hand in one seat and is never shared between threads. It must be
 * deterministic given the seed it was created with and what it observed: the same seed and the same
 * observations give the same answers.
 */
public interface Agent {
  /** My turn, after a draw, a replacement draw, a chow or a pung: discard, kong, win or declare ting. */
  TurnAction decideTurn(Observation seen, TurnDecision decision);

  /** Another player's discard, or a tile added to a kong: pass, chow, pung, kong or win. */
  Claim decideClaim(Observation seen, ClaimOptions options);

  /** Before play, with ready dealt tiles: declare ting (天听) or not. The default is not to. */
  default OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return Pass.INSTANCE;
  }
}
