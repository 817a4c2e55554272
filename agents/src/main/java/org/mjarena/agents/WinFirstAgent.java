package org.mjarena.agents;

import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;

/**
 * An agent whose turn starts the same way: it takes the self-drawn win whenever the engine offers it (the
 * engine offers only legal wins, of 8 fan or more in MCR), plays the decision's default when no tile may be
 * discarded, and otherwise chooses in {@link #chooseTurn}.
 */
public abstract class WinFirstAgent implements Agent {
  @Override
  public final TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = decision.discardMask();
    if (discards == 0) {
      return decision.defaultAction();
    }
    return chooseTurn(seen, decision, discards);
  }

  /**
   * My turn when I cannot win and may discard one of {@code discards} (a tile mask, not empty): a discard,
   * a kong, or a discard that declares ting.
   */
  protected abstract TurnAction chooseTurn(Observation seen, TurnDecision decision, long discards);
}
