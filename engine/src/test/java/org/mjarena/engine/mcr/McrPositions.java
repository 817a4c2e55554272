package org.mjarena.engine.mcr;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.Wind;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.WallOrders;

/**
 * Deals the small MCR positions the rule tests start from, on Botzone's duplicate wall, where each
 * seat is dealt its hand from its own block and draws from it the tiles named for it. Hands and tiles
 * are written in the compact notation ({@code "123m 456s 789p 555z"}).
 */
final class McrPositions {
  private McrPositions() {}

  /** The rules on Botzone's duplicate wall, with the given parameters changed, as name, value pairs. */
  static McrRules botzone(Object... nameValue) {
    Map<String, Object> overrides = new LinkedHashMap<>();
    overrides.put("wall", "botzone-duplicate");
    for (int i = 0; i < nameValue.length; i += 2) {
      overrides.put((String) nameValue[i], nameValue[i + 1]);
    }
    return new McrRules(Settings.of(McrRules.PARAMETERS, overrides, "rule parameter"));
  }

  /**
   * A hand on Botzone's duplicate wall, prevalent wind East: seat s is dealt {@code hands.get(s)} and
   * then draws {@code draws.get(s)}, then unnamed tiles in index order.
   */
  static Game deal(McrRules rules, List<String> hands, List<String> draws) {
    return rules.deal(DealSetup.of(WallOrders.perSeatBlocks(Tile.KINDS, McrRules.COPIES, hands, draws), Wind.EAST));
  }
}
