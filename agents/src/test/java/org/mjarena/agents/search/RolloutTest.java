package org.mjarena.agents.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * The rollout player: it plays dealt games to their end with legal answers only (the engine refuses any
 * other), and the hands it tracks from the events are the hands the engine holds.
 */
final class RolloutTest {
  private static final int GAMES = 300;

  @ParameterizedTest
  @EnumSource(Variant.class)
  void finish_playsToTheEnd_andTracksEveryHand(Variant variant) {
    Rules rules = Rulebook.rules(variant, Map.of());
    Rollout rollout = new Rollout();
    int wins = 0;
    for (int g = 0; g < GAMES; g++) {
      Game game = rules.deal(g, Seeds.wall(11, g));
      int[][] hands = new int[Seat.COUNT][];
      int[] melds = new int[Seat.COUNT];
      for (Seat s : Seat.all()) {
        Observation o = game.observation(s);
        hands[s.index()] = o.concealed();
        melds[s.index()] = o.melds(s).size();
      }
      rollout.start(game, hands, melds);
      int points = rollout.finish(game, Seat.S0);
      assertThat(game.isOver()).isTrue();
      assertThat(points).isEqualTo(game.points(Seat.S0));
      rollout.follow(game);
      for (Seat s : Seat.all()) {
        Observation o = game.observation(s);
        assertThat(rollout.counts(s)).as("game %d, %s", g, s).isEqualTo(o.concealed());
        assertThat(rollout.melds(s)).isEqualTo(o.melds(s).size());
      }
      wins += game.outcome().kind() == org.mjarena.engine.GameOutcome.Kind.WIN ? 1 : 0;
    }
    // Greedy players do win hands, MCR's 8-fan minimum included.
    assertThat(wins).isGreaterThan(GAMES / 4);
  }
}
