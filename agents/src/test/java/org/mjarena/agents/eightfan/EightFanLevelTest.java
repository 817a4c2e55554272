package org.mjarena.agents.eightfan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.Position;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * {@link Distances#level}, which the call model's 8-fan family reads after a claim, answers what the
 * discard choice {@code choose(..., null)} it stands in for answers, at every limit, on the drawn hands of
 * seeded MCR games of four {@code shanten-8fan}: it only stops earlier and gathers no useful tiles.
 */
final class EightFanLevelTest {
  private static final int HANDS = 300;

  @Test
  void level_isTheLevelOfTheChoice() {
    List<Observation> seen = new ArrayList<>();
    GameObserver collect = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation observation, Decision decision) {
        if (decision instanceof TurnDecision t && t.discardMask() != 0 && seen.size() < HANDS) {
          seen.add(observation);
        }
      }
    };
    AgentFactory teacher = AgentRegistry.byId("shanten-8fan").factory(Map.of());
    McrRules rules = new McrRules();
    for (long deal = 0; seen.size() < HANDS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = teacher.create(Seeds.derive(5, Seeds.AGENT, deal, s));
      }
      Game game = rules.deal(deal, Seeds.wall(5, deal));
      new Driver(List.of(collect)).play(game, agents);
    }
    int found = 0;
    for (Observation o : seen) {
      Position p = new Position();
      p.load(o);
      Distances choosing = new Distances(true);
      Distances measuring = new Distances(true);
      choosing.begin(p);
      measuring.begin(p);
      int plain = WinDistanceCalculator.basic(p.counts(), p.melds().size());
      for (int max = plain - 1; max <= plain + 4; max++) {
        int expected = choosing.choose(p.counts(), p.melds(), p.heldMask(), max, null);
        assertThat(measuring.level(p.counts(), p.melds(), p.heldMask(), max)).as(o.concealed() + " limit " + max)
            .isEqualTo(expected);
        found += expected <= max ? 1 : 0;
      }
    }
    assertThat(found).as("limits within reach").isPositive();
  }
}
