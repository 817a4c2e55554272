package org.mjarena.arena.training.fold;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;

/**
 * The label rule on constructed cases: folding is worth it against a ting opponent for a player that
 * can never win (a tsumogiri player throws whatever it draws), and never when nobody else can win.
 *
 * <p>In the 108-tile variant a deal-in costs the discarder what a self-drawn win costs each player (the
 * hand's value), so folding gains only in the worlds where the ting player, not fed by this player,
 * then wins on another's discard or not at all: many worlds are needed to see it.
 */
final class FoldLabelsTest {
  private static final int WORLDS = 16;
  /** Enough worlds for the paired mean to show the gain of not feeding the ting player. */
  private static final int MANY_WORLDS = 200;

  private static AgentFactory agent(String id) {
    return AgentRegistry.byId(id).factory(Map.of());
  }

  private static FoldLabels labels(Game game, List<AgentFactory> lineup) {
    return new FoldLabels(game.rules(), lineup, WORLDS, 8, 2000, 0);
  }

  @Test
  void label_hopelessPlayerFacingTing_folds() {
    Game game = FoldPositions.ting();
    FoldLabels labels = new FoldLabels(game.rules(),
        List.of(agent("tsumogiri"), agent("fanfou-op"), agent("tsumogiri"), agent("tsumogiri")), MANY_WORLDS, 8, 2000, 0);
    FoldLabels.Label label = labels.label(game.observation(Seat.S0), 1).orElseThrow();
    assertThat(label.fold()).as("margin %s", label.margin()).isTrue();
    assertThat(label.margin()).isPositive();
  }

  @Test
  void label_leastZ_keepsTheMarginAndFoldsOnlyWhenTheGainStandsOut() {
    Game game = FoldPositions.ting();
    List<AgentFactory> lineup = List.of(agent("tsumogiri"), agent("fanfou-op"), agent("tsumogiri"), agent("tsumogiri"));
    FoldLabels.Label any = new FoldLabels(game.rules(), lineup, WORLDS, 8, 2000, 0).label(game.observation(Seat.S0), 1)
        .orElseThrow();
    FoldLabels.Label strict = new FoldLabels(game.rules(), lineup, WORLDS, 8, 2000, 1000)
        .label(game.observation(Seat.S0), 1).orElseThrow();
    assertThat(strict.margin()).isEqualTo(any.margin());
    assertThat(strict.fold()).isFalse();
  }

  @Test
  void label_nobodyElseCanWin_playsOn() {
    Game game = FoldPositions.dealt();
    FoldLabels labels = labels(game, List.of(agent("distance-to-win"), agent("tsumogiri"), agent("tsumogiri"),
        agent("tsumogiri")));
    FoldLabels.Label label = labels.label(game.observation(Seat.S0), 1).orElseThrow();
    assertThat(label.fold()).isFalse();
    assertThat(label.margin()).isNegative();
  }

  @Test
  void label_sameSeedSameLabel() {
    Game game = FoldPositions.ting();
    List<AgentFactory> lineup = List.of(agent("fanfou-op"), agent("fanfou-op"), agent("fanfou-op"), agent("fanfou-op"));
    assertThat(labels(game, lineup).label(game.observation(Seat.S0), 5))
        .isEqualTo(labels(game, lineup).label(game.observation(Seat.S0), 5));
  }
}
