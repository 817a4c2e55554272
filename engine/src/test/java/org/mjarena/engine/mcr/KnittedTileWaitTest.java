package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.mcr.McrPositions.botzone;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.param.Settings;

/**
 * A 组合龙 hand won on one of its nine knitted tiles: the reference calculator of the MCR vectors still
 * scores its unique wait, the Botzone judge's calculator none. Unless {@code knitted_tile_wait} is
 * given, the rules score the wait with the official shared wall and not with Botzone's duplicate wall.
 */
final class KnittedTileWaitTest {
  /** Issue 26's hand: 369m 258s 147p knitted, 789p and 99s, won on 7p, a knitted tile and an edge. */
  private static final WinningHand EDGE_ON_A_KNITTED_TILE = WinningHand.of("369m 25899s 14789p", "7p");

  @Test
  void knittedTileWait_notGiven_followsTheWall() {
    assertThat(new McrRules().fans.knittedTileWait()).isTrue();
    assertThat(new McrRules().fans.calculate(EDGE_ON_A_KNITTED_TILE).total()).isEqualTo(17);
    assertThat(botzone().fans.knittedTileWait()).isFalse();
    assertThat(botzone().fans.calculate(EDGE_ON_A_KNITTED_TILE).total()).isEqualTo(16);
    assertThat(botzone().settings().values()).containsEntry("knitted_tile_wait", false);
  }

  @Test
  void knittedTileWait_given_winsOverTheWall() {
    assertThat(botzone("knitted_tile_wait", true).fans.calculate(EDGE_ON_A_KNITTED_TILE).total()).isEqualTo(17);
    McrRules shared = new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("knitted_tile_wait", false),
        "rule parameter"));
    assertThat(shared.fans.calculate(EDGE_ON_A_KNITTED_TILE).total()).isEqualTo(16);
  }
}
