package org.mjarena.arena.commentary;

import java.util.List;
import org.mjarena.agents.AgentFactory;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.Game;
import org.mjarena.engine.Rules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.random.Seeds;

/** Games of four copies of one agent, watched by a commentator with the default settings, for the tests of its choices. */
final class CommentedGames {
  private static final List<String> IDS = List.of("a", "b", "c", "d");

  private CommentedGames() {}

  /** A game played to its end and the commentator that watched it. */
  record Played(Game game, Commentator commentator) {}

  /** Deal {@code deal} of {@code rules}, its wall from {@code seed}, played by four agents of {@code agent}. */
  static Played play(Rules rules, AgentFactory agent, int deal, long seed) {
    Game game = rules.deal(deal, Seeds.generator(Seeds.derive(seed, deal)));
    Commentator commentator = Commentary.commentator(CommentarySettings.DEFAULT, IDS);
    commentator.startGame(new GameInfo(deal, 0, IDS));
    Player[] players = new Player[4];
    for (int s = 0; s < 4; s++) {
      players[s] = agent.create(Seeds.derive(seed + 1, deal, s));
    }
    new Driver(List.of(commentator)).play(game, players);
    return new Played(game, commentator);
  }
}
