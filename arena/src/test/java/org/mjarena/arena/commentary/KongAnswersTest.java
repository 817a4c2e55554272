package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

/**
 * The answers' flags 13 and 14 ({@link ClaimChoice}): at a table of four {@code shanten-8fan}, flag 13 marks
 * the answer each seat gave whenever a kong was legal, and at a table of four {@code perceptron} (not
 * folding) flag 14 does; where no kong is legal neither flag is set.
 */
final class KongAnswersTest {
  @ParameterizedTest
  @CsvSource({"MCR, shanten-8fan, 13", "SUITS_108, shanten-8fan, 13", "MCR, perceptron, 14", "SUITS_108, perceptron, 14"})
  void theFlagMarksTheAnswerOfTheAgentItReads(Variant variant, String agentId, int flag) {
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory agent = AgentRegistry.byId(agentId).factory(agentId.equals("perceptron") ? Map.of("fold", false) : Map.of());
    int kongOffers = 0;
    int kongs = 0;
    for (int deal = 0; deal < 60; deal++) {
      for (Choice c : CommentedGames.play(rules, agent, deal, 27).commentator().choices()) {
        if (!(c instanceof ClaimChoice claim)) {
          continue;
        }
        boolean kongLegal = false;
        for (int kind : claim.kinds()) {
          kongLegal |= kind == Reaction.KONG.ordinal();
        }
        for (int i = 0; i < c.options(); i++) {
          if (kongLegal) {
            assertThat(c.feature(i, flag)).as("deal %d, answer %d of %s", deal, i, claim.kinds().length)
                .isEqualTo(i == c.played() ? 1 : 0);
          } else {
            assertThat(c.feature(i, 13) + c.feature(i, 14)).as("deal %d: no kong legal", deal).isZero();
          }
        }
        if (kongLegal) {
          kongOffers++;
          kongs += claim.kinds()[c.played()] == Reaction.KONG.ordinal() ? 1 : 0;
        }
      }
    }
    assertThat(kongOffers).as("kongs offered over the games").isGreaterThanOrEqualTo(5);
    assertThat(kongs).as("kongs made").isPositive();
  }
}
