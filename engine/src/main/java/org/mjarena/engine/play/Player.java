package org.mjarena.engine.play;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;

/**
 * Whatever answers a seat's decisions for the {@link Driver}: an agent, a replay's recorded answers,
 * a remote bot. It sees only its seat's {@link Observation} and the decision it faces. Each decision
 * point has its own method and return type, so the compiler rejects a chow on one's own turn.
 */
public interface Player {
  /** My turn, after a draw, a replacement draw, a chow or a pung: discard, kong, win or declare ting. */
  TurnAction decideTurn(Observation seen, TurnDecision decision);

  /** Another player's discard, or a tile added to a kong: pass, chow, pung, kong or win. */
  Claim decideClaim(Observation seen, ClaimOptions options);

  /** Before play, with ready dealt tiles: declare ting (天听) or not. The default is not to. */
  default OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return Pass.INSTANCE;
  }
}
