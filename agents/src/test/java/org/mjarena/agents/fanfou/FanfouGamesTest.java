package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
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
 * Thousands of seeded games of each agent of seed 004, in both variants, straight against the engine:
 * every answer must be legal and on time (the harness fails the test on any fault, so the table never
 * steps in), every game must end with points that sum to zero, and the agents must win games.
 */
final class FanfouGamesTest {
  /**
   * Fanfou_mc in MCR with fewer draws per ready opponent than its default: uniform draws of 13 tiles
   * are seldom ready for 8 fan, so in MCR it nearly always draws up to its cap, and the games would
   * take long. Every part of the agent is still played.
   */
  private static final String MC_MCR = "fanfou-mc max_samples=100";

  /**
   * Plays {@code games} games of {@code lineup} (registry ids, each optionally followed by integer
   * parameters, {@code "fanfou-mc max_samples=1000"}) and returns how many were won.
   */
  private static int play(Variant variant, long root, int games, List<String> lineup) {
    return play(variant, root, games, lineup, new ArrayList<>());
  }

  /** As {@link #play(Variant, long, int, List)}, adding every action taken to {@code actions}. */
  private static int play(Variant variant, long root, int games, List<String> lineup, List<String> actions) {
    Rules rules = variant == Variant.MCR ? new McrRules() : new Suits108Rules();
    AgentHarness harness = new AgentHarness(rules).recording();
    List<AgentFactory> factories = new ArrayList<>();
    for (String entry : lineup) {
      String[] idAndParams = entry.split(" ");
      Map<String, Object> params = new HashMap<>();
      for (int i = 1; i < idAndParams.length; i++) {
        String[] nameValue = idAndParams[i].split("=");
        params.put(nameValue[0], Integer.parseInt(nameValue[1]));
      }
      factories.add(AgentRegistry.byId(idAndParams[0]).factory(params));
    }
    int[] wins = {0};
    harness.playDeals(root, games, factories, (outcome, deal) -> {
      actions.addAll(harness.actions());
      wins[0] += outcome.kind() == GameOutcome.Kind.WIN ? 1 : 0;
    });
    return wins[0];
  }

  @ParameterizedTest
  @CsvSource({"SUITS_108, fanfou-ba, 3000", "SUITS_108, fanfou-op, 3000", "SUITS_108, random, 3000",
      "SUITS_108, fanfou-mc, 600", "MCR, fanfou-ba, 2000", "MCR, fanfou-op, 2000"})
  void play_fourCopiesAnswerLegallyAndWin(Variant variant, String id, int games) {
    int wins = play(variant, 91, games, List.of(id, id, id, id));
    assertThat(wins).as("games won").isPositive();
  }

  /** Four Fanfou_mc in MCR (see {@link #MC_MCR}). */
  @Test
  void play_fourFanfouMcInMcrAnswerLegallyAndWin() {
    assertThat(play(Variant.MCR, 91, 1000, List.of(MC_MCR, MC_MCR, MC_MCR, MC_MCR))).as("games won").isPositive();
  }

  /**
   * Four Robots in MCR: random discards hardly ever make a hand of 8 fan, and the Robot claims only
   * into one (Fanfou_op's MCR condition), so they play legally but seldom or never win.
   */
  @Test
  void play_fourRobotsInMcrAnswerLegally() {
    play(Variant.MCR, 91, 2000, List.of("random", "random", "random", "random"));
  }

  @ParameterizedTest
  @CsvSource({"SUITS_108, 2000", "MCR, 1000"})
  void play_mixedLineupsAnswerLegally(Variant variant, int games) {
    play(variant, 92, games, List.of("fanfou-ba", "fanfou-op", "random", "random"));
    play(variant, 93, games, List.of("fanfou-op", "distance-to-win", "fanfou-ba", "default-order"));
    String mc = variant == Variant.MCR ? MC_MCR : "fanfou-mc";
    play(variant, 96, games, List.of(mc, "fanfou-op", "random", "random"));
  }

  /** The same seeds give the same games, action by action: every agent decides from its seed and what it saw. */
  @ParameterizedTest
  @CsvSource({"SUITS_108", "MCR"})
  void play_sameSeedsSameActions(Variant variant) {
    List<String> lineup = List.of("fanfou-ba", variant == Variant.MCR ? MC_MCR : "fanfou-mc", "fanfou-op", "random");
    List<String> first = new ArrayList<>();
    List<String> second = new ArrayList<>();
    play(variant, 94, 100, lineup, first);
    play(variant, 94, 100, lineup, second);
    assertThat(first).isNotEmpty().isEqualTo(second);
    List<String> otherSeeds = new ArrayList<>();
    play(variant, 95, 100, lineup, otherSeeds);
    assertThat(otherSeeds).isNotEqualTo(first);
  }
}
