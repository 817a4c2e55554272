package org.mjarena.agents.eightfan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * Seeded games of {@code shanten-8fan}, with and without its fan check, in both variants, straight against
 * the engine: every answer must be legal and on time (the harness fails the test on any fault, so the
 * table never steps in), every game must end with points that sum to zero, and the agents must win.
 */
final class EightFanGamesTest {
  private static final Map<String, Object> PLAIN = Map.of("fan_check", false);

  /** Plays {@code games} games of {@code lineup} and returns how many were won; actions go to {@code actions}. */
  private static int play(Variant variant, long root, int games, List<AgentFactory> lineup, List<String> actions) {
    Rules rules = variant == Variant.MCR ? new McrRules() : new Suits108Rules();
    AgentHarness harness = new AgentHarness(rules).recording();
    int[] wins = {0};
    harness.playDeals(root, games, lineup, (outcome, deal) -> {
      actions.addAll(harness.actions());
      wins[0] += outcome.kind() == GameOutcome.Kind.WIN ? 1 : 0;
    });
    return wins[0];
  }

  private static AgentFactory factory(String id, Map<String, ?> params) {
    return AgentRegistry.byId(id).factory(params);
  }

  @ParameterizedTest
  @CsvSource({"SUITS_108, 2000", "MCR, 600"})
  void play_fourCopiesAnswerLegallyAndWin(Variant variant, int games) {
    AgentFactory f = factory("shanten-8fan", Map.of());
    int wins = play(variant, 41, games, List.of(f, f, f, f), new ArrayList<>());
    assertThat(wins).as("games won").isPositive();
  }

  /** The plain bot in MCR (the fan check does not apply to the 108-tile variant, where it is the same bot). */
  @Test
  void play_mcr_fourPlainCopiesAnswerLegallyAndWin() {
    AgentFactory f = factory("shanten-8fan", PLAIN);
    assertThat(play(Variant.MCR, 42, 500, List.of(f, f, f, f), new ArrayList<>())).as("games won").isPositive();
  }

  @ParameterizedTest
  @CsvSource({"SUITS_108, 1000", "MCR, 300"})
  void play_mixedLineupsAnswerLegally(Variant variant, int games) {
    AgentFactory fan = factory("shanten-8fan", Map.of());
    List<AgentFactory> others = List.of(factory("fanfou-op", Map.of()), factory("distance-to-win", Map.of()),
        factory("random", Map.of()));
    play(variant, 43, games, List.of(fan, others.get(0), others.get(1), others.get(2)), new ArrayList<>());
    if (variant == Variant.MCR) {
      AgentFactory plain = factory("shanten-8fan", PLAIN);
      play(variant, 44, games, List.of(fan, plain, fan, plain), new ArrayList<>());
    }
  }

  /** The same seeds give the same games, action by action; other seeds give other games. */
  @ParameterizedTest
  @CsvSource({"SUITS_108", "MCR"})
  void play_sameSeedsSameActions(Variant variant) {
    AgentFactory fan = factory("shanten-8fan", Map.of());
    AgentFactory second = variant == Variant.MCR ? factory("shanten-8fan", PLAIN) : fan;
    List<AgentFactory> lineup = List.of(fan, second, fan, second);
    List<String> first = new ArrayList<>();
    List<String> again = new ArrayList<>();
    play(variant, 45, 100, lineup, first);
    play(variant, 45, 100, lineup, again);
    assertThat(first).isNotEmpty().isEqualTo(again);
    List<String> otherSeeds = new ArrayList<>();
    play(variant, 46, 100, lineup, otherSeeds);
    assertThat(otherSeeds).isNotEqualTo(first);
  }

  /** {@code fan_check} is an MCR parameter: the 108-tile variant has no minimum to check. */
  @Test
  void settings_fanCheckDoesNotApplyToSuits108() {
    assertThatThrownBy(() -> AgentRegistry.byId("shanten-8fan").settings(Variant.SUITS_108, PLAIN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not apply to variant competition-108");
    assertThat(AgentRegistry.byId("shanten-8fan").settings(Variant.MCR, PLAIN).flag("fan_check")).isFalse();
  }
}
