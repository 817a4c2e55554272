package org.mjarena.agents.perceptron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.asked;
import static org.mjarena.agents.ChosenWall.tile;

import java.io.ByteArrayOutputStream;
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
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentHarness;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.agents.ChosenWall;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;
import org.mjarena.engine.tile.Tile;

/**
 * The call model's pieces: the features of the smallest claim, the call examples of seeded teacher
 * games, the training (reproducible, and learning the teacher), and the agent with its shipped call model.
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

  /** The call decisions (claims with a call legal, own turns with a kong legal) of four teachers over {@code deals} deals. */
  private static Path calls(Path dir, Variant variant, String teacherId, int deals) throws Exception {
    AgentFactory teacher = AgentRegistry.byId(teacherId).factory(Map.of());
    Path file = dir.resolve(variant.id() + ".calls");
    CallExamples.Encoder encoder = new CallExamples.Encoder();
    try (OutputStream out = Files.newOutputStream(file);
         DiscardExamples.Writer writer = new DiscardExamples.Writer(out,
             DiscardExamples.Header.of(DiscardExamples.Kind.CALL, variant, "test"))) {
      for (int deal = 0; deal < deals; deal++) {
        Observation[] pending = new Observation[Seat.COUNT];
        ClaimOptions[] options = new ClaimOptions[Seat.COUNT];
        long[][] masks = new long[Seat.COUNT][3];
        GameObserver recorder = new GameObserver() {
          @Override
          public void beforeDecision(Seat seat, Observation seen, Decision decision) {
            int s = seat.index();
            pending[s] = null;
            if (decision instanceof TurnDecision t && !t.isForced()) {
              pending[s] = seen;
              options[s] = null;
              masks[s] = new long[] {t.discardMask(), t.concealedKongMask(), t.addedKongMask()};
            } else if (decision instanceof ClaimDecision c && c.options(seat).isPresent()) {
              pending[s] = seen;
              options[s] = c.options(seat).get();
            }
          }

          @Override
          public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
            int s = seat.index();
            if (pending[s] == null) {
              return;
            }
            if (options[s] != null) {
              encoder.addClaim(pending[s], options[s], answer, 0);
            } else {
              encoder.addKong(pending[s], masks[s][0], masks[s][1], masks[s][2], answer, 0);
            }
            pending[s] = null;
          }
        };
        Agent[] agents = new Agent[Seat.COUNT];
        for (int s = 0; s < Seat.COUNT; s++) {
          agents[s] = teacher.create(Seeds.derive(5, Seeds.AGENT, deal, s));
        }
        new Driver(List.of(recorder)).play(rules(variant).deal(deal, Seeds.wall(5, deal)), agents);
        int n = encoder.examples();
        writer.deal(deal, n, encoder.take());
      }
    }
    return file;
  }

  /**
   * On the 108-tile teacher's calls, one pass learns to call where it calls, which the untrained model
   * (all weights zero: it never calls, ties going to not calling) never does; the same data and seed give
   * the same bytes, another seed others, and the file reads back as the same model.
   */
  @Test
  void trainCalls_learnsTheTeacherReproducibly(@TempDir Path dir) throws Exception {
    Path file = calls(dir, Variant.SUITS_108, "fanfou-op", 60);
    PerceptronTrainer.CallResult r = new PerceptronTrainer().trainCalls(file, 1, 0.3, 7);
    assertThat(r.trained()).isGreaterThan(100);
    assertThat(r.heldOut()).isPositive();
    Variant[] v = new Variant[1];
    PerceptronTrainer.Examples heldOut = PerceptronTrainer.load(file, DiscardExamples.Kind.CALL, 0.3, 7, v)[1];
    PerceptronTrainer.CallAgreement untrained = PerceptronTrainer.callAgreement(
        new CallModel(Variant.SUITS_108, new float[CallFeatures.DIMENSION]), heldOut);
    assertThat(untrained.modelCalled()).isZero();
    assertThat(r.agreement().called()).isPositive();
    assertThat(r.agreement().callShare()).isGreaterThan(0.5);
    assertThat(bytes(new PerceptronTrainer().trainCalls(file, 1, 0.3, 7).model())).isEqualTo(bytes(r.model()));
    assertThat(bytes(new PerceptronTrainer().trainCalls(file, 1, 0.3, 8).model())).isNotEqualTo(bytes(r.model()));
    Path model = dir.resolve("c.model");
    Files.write(model, bytes(r.model()));
    assertThat(bytes(CallModel.read(model))).isEqualTo(bytes(r.model()));
  }

  /** A call examples file is refused by the discard training, and the other way round. */
  @Test
  void train_refusesTheOtherKind(@TempDir Path dir) throws Exception {
    Path file = calls(dir, Variant.SUITS_108, "fanfou-op", 2);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new PerceptronTrainer().train(file, 1, 0, 1))
        .hasMessageContaining("holds call examples, not discard examples");
  }

  private static byte[] bytes(CallModel model) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    model.write(out);
    return out.toByteArray();
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
