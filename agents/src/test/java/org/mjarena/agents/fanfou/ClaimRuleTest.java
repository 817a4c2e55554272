package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * {@link ClaimRule}, which the commentator reads, answers every claim offer of seeded games of four
 * {@code fanfou-op} as a {@code fanfou-op} player in that seat answers it, in both variants, melds
 * among the answers.
 */
final class ClaimRuleTest {
  private static final int OFFERS = 300;

  @ParameterizedTest
  @EnumSource(Variant.class)
  void answer_isFanfouOpsAnswer(Variant variant) {
    AgentFactory op = AgentRegistry.byId("fanfou-op").factory(Map.of());
    ClaimRule rule = new ClaimRule();
    int[] counted = new int[2]; // offers, melds answered
    GameObserver check = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation seen, Decision decision) {
        if (decision instanceof ClaimDecision c) {
          Optional<ClaimOptions> options = c.options(seat);
          if (options.isPresent()) {
            var expected = op.create(1).decideClaim(seen, options.get());
            assertThat(rule.answer(seen, options.get())).as(seen.concealed() + " offered " + options.get()).isEqualTo(expected);
            counted[0]++;
            counted[1] += expected.equals(options.get().defaultAction()) ? 0 : 1;
          }
        }
      }
    };
    Rules rules = Rulebook.rules(variant, Map.of());
    for (long deal = 0; counted[0] < OFFERS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = op.create(Seeds.derive(9, Seeds.AGENT, deal, s));
      }
      new Driver(List.of(check)).play(rules.deal(deal, Seeds.wall(9, deal)), agents);
    }
    assertThat(counted[1]).as("offers answered with a meld or a win").isPositive();
  }
}
