package org.mjarena.agents.lookahead;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.agents.Agent;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * {@link DistanceRanking}, which the commentator reads, ranks first the discard {@code distance-to-win}
 * of the same depth makes, on the turns of seeded games of four of them, in both variants, and keeps
 * more than one tile only where their scores tie.
 */
final class DistanceRankingTest {
  private static final int TURNS = 200;

  @ParameterizedTest
  @CsvSource({"SUITS_108, 0", "SUITS_108, 1", "SUITS_108, 2", "MCR, 1", "MCR, 2"})
  void best_holdsTheDiscardOfTheSameDepth(Variant variant, int depth) {
    DistanceRanking ranking = new DistanceRanking(depth);
    DistanceToWin player = new DistanceToWin(depth, false, 1);
    int[] checked = new int[2]; // turns, turns with tied best discards
    GameObserver check = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation seen, Decision decision) {
        if (decision instanceof TurnDecision t && Long.bitCount(t.discardMask()) > 1 && !t.canSelfDrawnWin()
            && (t.concealedKongMask() | t.addedKongMask()) == 0) {
          int tile = ((Discard) player.decideTurn(seen, t)).tile().index();
          long best = ranking.best(variant, seen.concealed(), seen.melds(seen.me()).size(), seen.unseen(), t.discardMask());
          assertThat(best >>> tile & 1).as(seen.concealed() + " discarded " + tile).isEqualTo(1L);
          checked[0]++;
          checked[1] += Long.bitCount(best) > 1 ? 1 : 0;
        }
      }
    };
    Rules rules = Rulebook.rules(variant, Map.of());
    for (long deal = 0; checked[0] < TURNS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = new DistanceToWin(depth, false, Seeds.derive(3, Seeds.AGENT, deal, s));
      }
      Game game = rules.deal(deal, Seeds.wall(3, deal));
      new Driver(List.of(check)).play(game, agents);
    }
    int ties = checked[1];
    assertThat(ties).as("turns with tied best discards").isLessThan(TURNS);
  }
}
