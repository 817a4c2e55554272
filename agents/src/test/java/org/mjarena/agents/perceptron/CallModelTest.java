package org.mjarena.agents.perceptron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.asked;
import static org.mjarena.agents.ChosenWall.tile;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.ChosenWall;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.suits108.Suits108Rules;
import org.mjarena.engine.tile.Tile;

/**
 * The call model's pieces: the features of the smallest claim, and the agent with its shipped call model
 * (the call examples and the training are tested in the arena's training room).
 */
final class CallModelTest {
  private static Rules rules(Variant variant) {
    return variant == Variant.MCR ? new McrRules() : new Suits108Rules();
  }

  /** Seat 0 discards {@code discard} and seat 1, holding {@code seat1}, is asked about it. */
  private static Game discarded(String seat1, String discard) {
    Game game = ChosenWall.mcr(Wind.EAST, List.of(
        "5z 4m 2z 3z 4z 6z 7z 1s 9s 1p 9p 5m 6m",
        seat1,
        "1m 1m 3m 3m 5p 5p 6p 6p 7p 7p 2s 2s 3s",
        "4m 4m 6m 6m 7m 8m 9m 1p 2p 3p 4s 5s 6s"), List.of("7m", "", "", ""));
    game.apply(Discard.of(tile(discard)));
    return game;
  }

  private static boolean has(int[] features, int n, int feature) {
    return Arrays.stream(features, 0, n).anyMatch(f -> f == feature);
  }

  /**
   * 46m 123p 456s 78s 11z 9p, offered 5m by the player on its left: two candidates, not calling and the
   * chow 456m. Not calling has no meld and no claim features; the chow has one meld, its kind, the meld
   * 456m, an 8-fan distance it lowers, and a discard that the hand after the chow holds, the one the
   * agent then plays.
   */
  @Test
  void claims_smallestChow() {
    Game game = discarded("46m 123p 456s 78s 11z 9p", "5m");
    Observation seen = game.observation(Seat.S1);
    ClaimOptions options = asked(game, Seat.S1);
    CallFeatures features = new CallFeatures();
    int[] codes = new int[CallFeatures.MAX_CANDIDATES];
    int[][] out = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
    int[] sizes = new int[CallFeatures.MAX_CANDIDATES];
    DiscardModel model = DiscardModel.shipped(Variant.MCR);
    int n = features.claims(seen, options, model, codes, out, sizes);
    assertThat(n).isEqualTo(2);
    Tile m4 = tile("4m");
    assertThat(codes[0]).isEqualTo(CallFeatures.code(CallFeatures.NONE, tile("5m").index()));
    assertThat(codes[1]).isEqualTo(CallFeatures.code(CallFeatures.CHOW, m4.index()));
    assertThat(CallFeatures.kind(codes[1])).isEqualTo(CallFeatures.CHOW);
    assertThat(CallFeatures.tile(codes[1])).isEqualTo(m4.index());
    for (int c = 0; c < n; c++) {
      assertThat(sizes[c]).isBetween(1, CallFeatures.MAX_ACTIVE);
      for (int i = 0; i < sizes[c]; i++) {
        assertThat(out[c][i]).isBetween(0, CallFeatures.DIMENSION - 1);
      }
    }
    assertThat(has(out[0], sizes[0], CallFeatures.MELDS)).isTrue();
    assertThat(has(out[0], sizes[0], CallFeatures.KIND + CallFeatures.NONE)).isTrue();
    assertThat(Arrays.stream(out[0], 0, sizes[0]).noneMatch(f -> f >= CallFeatures.MELD && f < CallFeatures.MELD + 61))
        .as("no meld when not calling").isTrue();
    assertThat(Arrays.stream(out[0], 0, sizes[0]).noneMatch(f -> f >= CallFeatures.CLAIMED_GAIN && f <= CallFeatures.SWAP))
        .isTrue();
    // MCR's 8-fan distance: the hand as it is, and the chow lowering it (shanten-8fan chows here).
    assertThat(Arrays.stream(out[0], 0, sizes[0]).filter(f -> f >= CallFeatures.EIGHT_FAN && f < CallFeatures.EIGHT_FAN + 8))
        .hasSize(1);
    assertThat(Arrays.stream(out[1], 0, sizes[1])
        .filter(f -> f >= CallFeatures.EIGHT_FAN + 16 && f < CallFeatures.EIGHT_FAN + 32)).hasSize(1);
    assertThat(has(out[1], sizes[1], CallFeatures.MELDS + 1)).isTrue();
    assertThat(has(out[1], sizes[1], CallFeatures.KIND + CallFeatures.CHOW)).isTrue();
    assertThat(has(out[1], sizes[1], CallFeatures.MELD + m4.index())).isTrue();
    assertThat(Arrays.stream(out[1], 0, sizes[1]).anyMatch(f -> f >= CallFeatures.CLAIMED_GAIN && f < CallFeatures.SWAP))
        .isTrue();
    int discard = features.discard(1);
    assertThat(List.of("6m", "4m", "5m")).doesNotContain(Tile.of(discard).code());
    assertThat(seen.concealedCount(Tile.of(discard))).isPositive();

    // The agent, having chowed, discards the tile the candidate was scored with.
    ChosenWall.claim(game, Seat.S1, new Chow(m4));
    PerceptronAgent agent = new PerceptronAgent(model, true, 1);
    TurnAction after = agent.decideTurn(game.observation(Seat.S1), (TurnDecision) game.pending());
    assertThat(after).isEqualTo(Discard.of(Tile.of(discard)));
  }

  /**
   * The agent with its shipped call models plays legal games and calls; a {@code call_model} file is
   * read and played; with {@code call} off it never calls (the other perceptron test checks that).
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void agent_callModelPlaysLegallyAndCalls(Variant variant, @TempDir Path dir) throws Exception {
    Path file = dir.resolve("call.model");
    try (OutputStream out = Files.newOutputStream(file)) {
      CallModel.shipped(variant).write(out);
    }
    AgentFactory shipped = AgentRegistry.byId("perceptron").factory(Map.of());
    AgentFactory given = AgentRegistry.byId("perceptron").factory(Map.of("call_model", file.toString()));
    AgentFactory other = AgentRegistry.byId("shanten-8fan").factory(Map.of());
    AgentHarness harness = new AgentHarness(rules(variant)).recording();
    List<String> actions = new ArrayList<>();
    harness.playDeals(13, 30, List.of(shipped, other, given, other), (outcome, deal) -> actions.addAll(harness.actions()));
    for (Seat s : List.of(Seat.of(0), Seat.of(2))) {
      assertThat(actions).filteredOn(a -> a.startsWith(s + " "))
          .anyMatch(a -> a.contains("PUNG") || a.contains("CHOW") || a.contains("KONG"));
    }
  }
}
