package org.mjarena.arena.training;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.perceptron.CallFeatures;
import org.mjarena.agents.perceptron.CallModel;
import org.mjarena.agents.perceptron.DiscardFeatures;
import org.mjarena.agents.perceptron.DiscardModel;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * The perceptron's training pieces on the decisions of seeded teacher games: the discard examples
 * (which keep only what tells candidates apart), the call examples, and the trainer of both models
 * (reproducible, and learning the teacher).
 */
final class PerceptronTrainerTest {
  /** One teacher decision: what it saw, what it could discard, what it discarded. */
  private record Decided(Observation seen, long candidates, int chosen, long deal) {}

  private static Rules rules(Variant variant) {
    return variant == Variant.MCR ? new McrRules() : new Suits108Rules();
  }

  /** The discard decisions of four shanten-8fan players over {@code deals} deals. */
  private static List<Decided> teacherDecisions(Variant variant, int deals) {
    AgentFactory teacher = AgentRegistry.byId("shanten-8fan").factory(Map.of());
    List<Decided> decided = new ArrayList<>();
    for (int deal = 0; deal < deals; deal++) {
      long d = deal;
      Observation[] pending = new Observation[1];
      long[] mask = new long[1];
      GameObserver recorder = new GameObserver() {
        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          pending[0] = decision instanceof TurnDecision t && !t.isForced() ? seen : null;
          mask[0] = decision instanceof TurnDecision t ? t.discardMask() : 0;
        }

        @Override
        public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
          int tile = answer instanceof Discard x ? x.tile().index() : answer instanceof TingDiscard x ? x.tile().index() : -1;
          if (pending[0] != null && pending[0].me() == seat && tile >= 0) {
            decided.add(new Decided(pending[0], mask[0], tile, d));
          }
          pending[0] = null;
        }
      };
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = teacher.create(Seeds.derive(5, Seeds.AGENT, deal, s));
      }
      Game game = rules(variant).deal(deal, Seeds.wall(5, deal));
      new Driver(List.of(recorder)).play(game, agents);
    }
    return decided;
  }

  /** Writes the decisions as an examples file, one block per deal. */
  private static Path write(Path dir, Variant variant, List<Decided> decided) throws Exception {
    Path file = dir.resolve(variant.id() + ".examples");
    DiscardExamples.Encoder encoder = new DiscardExamples.Encoder();
    try (OutputStream out = Files.newOutputStream(file);
         ExamplesFile.Writer writer = new ExamplesFile.Writer(out, ExamplesFile.Header.of(ExamplesFile.Kind.DISCARD, variant, "test"))) {
      for (int i = 0; i < decided.size(); i++) {
        Decided x = decided.get(i);
        encoder.add(x.seen(), x.candidates(), x.chosen(), 0);
        if (i + 1 == decided.size() || decided.get(i + 1).deal() != x.deal()) {
          int n = encoder.examples();
          writer.deal(x.deal(), n, encoder.take());
        }
      }
    }
    return file;
  }

  private static Map<Integer, Integer> multiset(int[] features, int n) {
    Map<Integer, Integer> m = new HashMap<>();
    for (int i = 0; i < n; i++) {
      m.merge(features[i], 1, Integer::sum);
    }
    return m;
  }

  private static Map<Integer, Integer> difference(Map<Integer, Integer> a, Map<Integer, Integer> b) {
    Map<Integer, Integer> d = new HashMap<>(a);
    b.forEach((k, v) -> d.merge(k, -v, Integer::sum));
    d.values().removeIf(v -> v == 0);
    return d;
  }

  /**
   * Each candidate's stored features are its full features less some shared by all candidates, so the
   * difference between any two candidates, which is all the perceptron sees, is kept exactly.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void examples_keepEveryDifferenceBetweenCandidates(Variant variant) throws Exception {
    List<Decided> decided = teacherDecisions(variant, 6);
    assertThat(decided).hasSizeGreaterThan(50);
    DiscardExamples.Encoder encoder = new DiscardExamples.Encoder();
    DiscardFeatures features = new DiscardFeatures();
    int[] buffer = new int[DiscardFeatures.MAX_ACTIVE];
    int shorter = 0;
    for (Decided x : decided) {
      encoder.add(x.seen(), x.candidates(), x.chosen(), 3);
      if (encoder.examples() == 0) {
        continue;
      }
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(encoder.take()));
      assertThat(in.readShort()).isEqualTo((short) 3);
      assertThat(in.readByte()).isEqualTo((byte) x.seen().me().index());
      int n = in.readUnsignedByte();
      int teacher = in.readByte();
      features.load(x.seen());
      List<Map<Integer, Integer>> full = new ArrayList<>();
      List<Map<Integer, Integer>> kept = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        int tile = in.readUnsignedByte();
        if (c == teacher) {
          assertThat(tile).isEqualTo(x.chosen());
        }
        int size = in.readUnsignedByte();
        int[] stored = new int[size];
        for (int i = 0; i < size; i++) {
          stored[i] = in.readUnsignedShort();
        }
        int count = features.extract(tile, buffer);
        assertThat(count).isLessThanOrEqualTo(DiscardFeatures.MAX_ACTIVE);
        for (int i = 0; i < count; i++) {
          assertThat(buffer[i]).isBetween(0, DiscardFeatures.DIMENSION - 1);
        }
        full.add(multiset(buffer, count));
        kept.add(multiset(stored, size));
        shorter += count - size;
      }
      assertThat(in.available()).isZero();
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          assertThat(difference(kept.get(a), kept.get(b))).isEqualTo(difference(full.get(a), full.get(b)));
        }
      }
    }
    assertThat(shorter).as("features dropped as common").isPositive();
  }

  /**
   * Training learns the teacher: on deals it never saw, the model's first choice is the teacher's far
   * more often than the untrained model's (which takes the first candidate); and the same data and seed
   * give the same bytes, another seed other bytes.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void train_learnsTheTeacherReproducibly(Variant variant, @TempDir Path dir) throws Exception {
    Path file = write(dir, variant, teacherDecisions(variant, 40));
    PerceptronTrainer.Result r = new PerceptronTrainer().train(file, 3, 0.3, 7);
    assertThat(r.heldOut()).isPositive();
    Variant[] v = new Variant[1];
    PerceptronTrainer.Examples heldOut = PerceptronTrainer.load(file, ExamplesFile.Kind.DISCARD, 0.3, 7, v)[1];
    double untrained = PerceptronTrainer.agreement(new DiscardModel(variant, new float[DiscardFeatures.DIMENSION]), heldOut)[0];
    assertThat(r.agreement()[0]).as("rank-1 agreement, untrained %.3f", untrained).isGreaterThan(untrained + 0.2);
    assertThat(r.agreement()[0]).isLessThanOrEqualTo(r.agreement()[1]).isLessThanOrEqualTo(r.agreement()[2]);
    assertThat(bytes(new PerceptronTrainer().train(file, 3, 0.3, 7).model())).isEqualTo(bytes(r.model()));
    assertThat(bytes(new PerceptronTrainer().train(file, 3, 0.3, 8).model())).isNotEqualTo(bytes(r.model()));
    Path model = dir.resolve("m.model");
    Files.write(model, bytes(r.model()));
    assertThat(bytes(DiscardModel.read(model))).isEqualTo(bytes(r.model()));
  }

  private static byte[] bytes(DiscardModel model) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    model.write(out);
    return out.toByteArray();
  }

  /** The call decisions (claims with a call legal, own turns with a kong legal) of four teachers over {@code deals} deals. */
  private static Path calls(Path dir, Variant variant, String teacherId, int deals) throws Exception {
    AgentFactory teacher = AgentRegistry.byId(teacherId).factory(Map.of());
    Path file = dir.resolve(variant.id() + ".calls");
    CallExamples.Encoder encoder = new CallExamples.Encoder();
    try (OutputStream out = Files.newOutputStream(file);
         ExamplesFile.Writer writer = new ExamplesFile.Writer(out,
             ExamplesFile.Header.of(ExamplesFile.Kind.CALL, variant, "test"))) {
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
    PerceptronTrainer.Examples heldOut = PerceptronTrainer.load(file, ExamplesFile.Kind.CALL, 0.3, 7, v)[1];
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
    assertThatThrownBy(() -> new PerceptronTrainer().train(file, 1, 0, 1))
        .hasMessageContaining("holds call examples, not discard examples");
  }

  private static byte[] bytes(CallModel model) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    model.write(out);
    return out.toByteArray();
  }
}
