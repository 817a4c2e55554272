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
 *
 * <p>The paper plays the 108-tile set, which has no honours. In Chinese Official Mahjong the honours
 * go before every suit: a fixed order should throw the least useful tiles first, and an honour can
 * only become a pair or a pung, never part of a chow, so it has fewer ways to join a set than any
 * numbered tile. Among honours the order continues the paper's "highest first" over tile indices:
 * dragons (white 白, green 发, red 中) before winds (North, West, South, East). The 108-tile order is
 * unchanged.
 */
public final class DefaultOrder implements Agent {
  /** Registry entry {@code default-order}. */
  public static final AgentSpec SPEC = new AgentSpec("default-order",
      "seed 003 (大众麻将 game system), its baseline 默认顺序打牌",
      "discards honours (MCR), then bamboo, dots, characters, highest first; always wins; never claims",
      List.of(), settings -> seed -> new DefaultOrder());

  /** Groups in discard order, by their first tile index: honours (MCR), bamboo, dots, characters. */
  private static final int[] GROUP_STARTS = {Tile.F1.index(), Tile.T1.index(), Tile.B1.index(), Tile.W1.index()};
  /** Tiles in each group of {@link #GROUP_STARTS}: four winds and three dragons, then nine per suit. */
  private static final int[] GROUP_SIZES = {Tile.KINDS - Tile.NUMBERED_KINDS, 9, 9, 9};

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = decision.discardMask();
    for (int g = 0; g < GROUP_STARTS.length; g++) {
      int start = GROUP_STARTS[g];
      for (int t = start + GROUP_SIZES[g] - 1; t >= start; t--) {
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
