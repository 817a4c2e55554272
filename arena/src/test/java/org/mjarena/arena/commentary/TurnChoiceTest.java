package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Game;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;

/**
 * The mover's choices between a discard, a ting, a win and a kong ({@link TurnChoice}): over games of
 * agents that kong, declare ting and win on their own draw, every such move of the game is a choice the
 * commentator kept with that move taken, among options that include a plain discard.
 */
final class TurnChoiceTest {
  @ParameterizedTest
  @EnumSource(Variant.class)
  void everyTingKongAndSelfDrawnWin_isATurnChoiceWithThatOptionTaken(Variant variant) {
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory agent = AgentRegistry.byId("distance-to-win").factory(Map.of());
    int wins = 0;
    int tings = 0;
    int kongs = 0;
    for (int deal = 0; deal < 40; deal++) {
      CommentedGames.Played played = CommentedGames.play(rules, agent, deal, 25);
      Game game = played.game();
      Commentator commentator = played.commentator();
      int[] taken = new int[3];
      for (Choice c : commentator.choices()) {
        if (c instanceof TurnChoice t) {
          assertThat(t.codes()[0]).isEqualTo(TurnChoice.DISCARD);
          int code = t.codes()[t.played()];
          taken[code == TurnChoice.WIN ? 0 : code == TurnChoice.TING ? 1 : code >= TurnChoice.CONCEALED_KONG ? 2 : 0] +=
              code == TurnChoice.DISCARD ? 0 : 1;
        }
      }
      int[] made = new int[3];
      boolean playing = false;
      for (Event e : game.events()) {
        playing |= e instanceof Drew;
        if (e instanceof Won w && w.win().selfDrawn()) {
          made[0]++;
        } else if (e instanceof TingDeclared && playing) {
          made[1]++;
        } else if (e instanceof ConcealedKonged || e instanceof AddedKongDeclared) {
          made[2]++;
        }
      }
      if (variant == Variant.MCR) {
        assertThat(taken[0]).as("deal %d: self-drawn wins", deal).isEqualTo(made[0]);
      } else {
        // A ting player's win on its own draw is automatic: no choice.
        assertThat(taken[0]).as("deal %d: self-drawn wins", deal).isLessThanOrEqualTo(made[0]);
      }
      assertThat(taken[1]).as("deal %d: tings", deal).isEqualTo(made[1]);
      assertThat(taken[2]).as("deal %d: kongs", deal).isEqualTo(made[2]);
      wins += taken[0];
      tings += taken[1];
      kongs += taken[2];
    }
    assertThat(wins + kongs).as("the games hold wins on one's own draw and kongs").isPositive();
    if (variant == Variant.SUITS_108) {
      assertThat(tings).isPositive();
    }
  }
}
