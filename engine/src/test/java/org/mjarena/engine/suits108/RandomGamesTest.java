package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.RandomPlayer;
import org.mjarena.engine.random.Seeds;

/**
 * Random play reaches wins under both sets of 108-tile rules, and several winners on one discard where
 * the rules allow them: a rule that never let anyone win would keep every invariant. The invariants
 * themselves, at every decision of every variant, are {@code play.ConformanceTest}'s.
 */
final class RandomGamesTest {
  private static final int GAMES = 3000;

  @Test
  void randomGames_reachWins_defaultRules() {
    playMany(new Suits108Rules(), 1L);
  }

  @Test
  void randomGames_reachWins_alternativeRules() {
    playMany(new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, Map.of(
        "wall", "per-seat-blocks", "multiple_winners", false, "claims_on_last_discard", "all",
        "ting_auto_win", false, "robbable_kongs", "none"), "rule parameter")), 2L);
  }

  private static void playMany(Suits108Rules rules, long root) {
    int wins = 0;
    int multi = 0;
    for (int g = 0; g < GAMES; g++) {
      Game game = rules.deal(Seeds.wall(root, g));
      Player random = new RandomPlayer(Seeds.generator(Seeds.derive(root, 99, g)));
      GameOutcome outcome = new Driver(List.of()).play(game, new Player[] {random, random, random, random});
      if (outcome.kind() == GameOutcome.Kind.WIN) {
        wins++;
        multi += outcome.wins().size() > 1 ? 1 : 0;
      }
    }
    // Random play claims everything it can, so hands end by a win often.
    assertThat(wins).isGreaterThan(GAMES / 10);
    if (rules.multipleWinners) {
      assertThat(multi).isPositive();
    }
  }
}
