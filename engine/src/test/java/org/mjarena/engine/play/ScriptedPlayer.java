package org.mjarena.engine.play;

import java.util.function.BiFunction;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;

/**
 * For tests: a player whose answers are written as functions, so a test plays a chosen position
 * through the {@link Driver} with the seats it is not about playing the default action: discarding
 * what they draw (after a claim, their first tile) and passing.
 *
 * @param turns  the answer to each turn
 * @param claims the answer to each discard or added kong offered
 */
public record ScriptedPlayer(BiFunction<Observation, TurnDecision, TurnAction> turns,
    BiFunction<Observation, ClaimOptions, Claim> claims) implements Player {

  /** Discards what it draws and passes on everything: the platform's default player 摸啥打啥. */
  public static ScriptedPlayer tsumogiri() {
    return new ScriptedPlayer((seen, decision) -> decision.defaultAction(), (seen, options) -> Pass.INSTANCE);
  }

  /** Discards what it draws; answers claims with {@code claims}. */
  public static ScriptedPlayer claiming(BiFunction<Observation, ClaimOptions, Claim> claims) {
    return new ScriptedPlayer((seen, decision) -> decision.defaultAction(), claims);
  }

  /** Answers turns with {@code turns}; passes on everything. */
  public static ScriptedPlayer playing(BiFunction<Observation, TurnDecision, TurnAction> turns) {
    return new ScriptedPlayer(turns, (seen, options) -> Pass.INSTANCE);
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    return turns.apply(seen, decision);
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    return claims.apply(seen, options);
  }
}
