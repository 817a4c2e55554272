package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.tile;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.random.Seeds;

final class FoldingAgentTest {
  private static Agent agent(String id, long seed) {
    return AgentRegistry.byId(id).factory(Map.of()).create(seed);
  }

  @Test
  void decideTurn_noFold_isTheWrappedAgentsAnswer() {
    Game game = TingPosition.game();
    TurnDecision turn = (TurnDecision) game.pending();
    Observation seen = game.observation(Seat.S0);
    FoldingAgent folding = new FoldingAgent(agent("tsumogiri", 1), (o, t) -> false, new TileSafety(Seeds.generator(1)));
    assertThat(folding.decideTurn(seen, turn)).isEqualTo(Discard.of(tile("9m")));
    assertThat(folding.folded()).isFalse();
  }

  @Test
  void decideTurn_fold_discardsTheTileProvenSafe() {
    Game game = TingPosition.game();
    TurnDecision turn = (TurnDecision) game.pending();
    Observation seen = game.observation(Seat.S0);
    FoldingAgent folding = new FoldingAgent(agent("fanfou-op", 1), (o, t) -> true, new TileSafety(Seeds.generator(1)));
    assertThat(folding.decideTurn(seen, turn)).isIn(Discard.of(tile("9p")), Discard.of(tile("4s")));
    assertThat(folding.folded()).isTrue();
  }

  @Test
  void playDeals_foldingPlayersStayLegalInBothVariants() {
    for (Variant variant : Variant.values()) {
      AgentFactory base = AgentRegistry.byId("fanfou-op").factory(Map.of());
      AgentFactory folding = seed -> new FoldingAgent(base.create(seed),
          (seen, intended) -> seen.wallRemaining() < 40, new TileSafety(Seeds.generator(seed)));
      int[] games = {0};
      new AgentHarness(Rulebook.rules(variant, Map.of())).playDeals(3, 12, List.of(folding, base, folding, base),
          (outcome, deal) -> games[0]++);
      assertThat(games[0]).isEqualTo(12);
    }
  }
}
