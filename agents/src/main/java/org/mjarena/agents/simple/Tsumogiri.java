package org.mjarena.agents.simple;

import java.util.List;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.TurnAction;

/**
 * The platform's default player 摸啥打啥: it discards what it draws, never claims, never declares a
 * kong, a ting or a win. After a chow or pung (which it never makes) or when the drawn tile cannot be
 * discarded, it plays the decision's default action.
 */
public final class Tsumogiri implements Agent {
  /** Registry entry {@code tsumogiri}. */
  public static final AgentSpec SPEC = new AgentSpec("tsumogiri",
      "the competition platform's default player 摸啥打啥", "discards what it draws; never claims, never declares",
      List.of(),
      settings -> seed -> new Tsumogiri());

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    return decision.defaultAction();
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    return options.defaultAction();
  }
}
