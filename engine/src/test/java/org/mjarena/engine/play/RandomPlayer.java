package org.mjarena.engine.play;

import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;

/** For tests: a player that answers every decision with a uniformly random legal action of any kind. */
public final class RandomPlayer implements Player {
  private final UniformRandomProvider rng;

  /** A player drawing from {@code rng}. */
  public RandomPlayer(UniformRandomProvider rng) {
    this.rng = rng;
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    return decision.legal().get(rng.nextInt(decision.legal().size()));
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    return options.legal().get(rng.nextInt(options.legal().size()));
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return decision.legal().get(rng.nextInt(decision.legal().size()));
  }
}
