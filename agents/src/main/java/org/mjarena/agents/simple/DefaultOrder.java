package org.mjarena.agents.simple;

import java.util.List;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.tile.Tile;

/**
 * The baseline of paper 003 (section 4), "默认顺序打牌": it discards in a fixed order, bamboo (条) first,
 * then dots (筒), then characters (万), and within a suit the highest number first. It wins whenever it
 * can, on a discard, a robbed kong or its own draw; it never chows, pungs or kongs and never declares
 * ting.
 */
public final class DefaultOrder implements Agent {
  /** Registry entry {@code default-order}. */
  public static final AgentSpec SPEC = new AgentSpec("default-order",
      "paper 003 baseline: discards bamboo, dots, then characters, highest first; always wins; never claims",
      List.of(), settings -> seed -> new DefaultOrder());

  /** Suits in discard order, by their first tile index: bamboo, dots, characters. */
  private static final int[] SUIT_STARTS = {Tile.T1.index(), Tile.B1.index(), Tile.W1.index()};
  /** Tiles in a numbered suit. */
  private static final int SUIT_SIZE = 9;

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = decision.discardMask();
    for (int start : SUIT_STARTS) {
      for (int t = start + SUIT_SIZE - 1; t >= start; t--) {
        if ((discards >>> t & 1) != 0) {
          return Discard.of(Tile.of(t));
        }
      }
    }
    return decision.defaultAction();
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    return options.canWin() ? ClaimWin.INSTANCE : options.defaultAction();
  }
}
