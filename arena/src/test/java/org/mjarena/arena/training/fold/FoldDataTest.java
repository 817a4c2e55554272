package org.mjarena.arena.training.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.agents.perceptron.fold.FoldGate;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.training.ExamplesFile;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * The labelled positions of {@code train fold-data}, collected through the run pipeline, are those of
 * the teachers' games played one by one through the driver with the agents seeded by deal and seat
 * (how they were collected before the pipeline, and how the shipped fold models' data was made),
 * whatever the threads; the file reads back as the very values labelled.
 */
final class FoldDataTest {
  private static final long SEED = 9;
  private static final int DEALS = 3;
  private static final int WORLDS = 2;
  private static final int FROM_TURN = 3;
  private static final int EVERY = 3;
  private static final int READY_HANDS = 4;
  private static final int MAX_SAMPLES = 500;

  @TempDir
  Path dir;

  private static FoldData.Labelling labelling(Variant variant, boolean gated) {
    AgentSpec spec = AgentRegistry.byId("fanfou-op");
    Settings settings = spec.settings(variant, Map.of());
    Lineup.Entry teacher = new Lineup.Entry("fanfou-op", "fanfou-op", settings, spec.build().apply(settings));
    return new FoldData.Labelling(Rulebook.rules(variant, Map.of()), teacher, SEED, DEALS, WORLDS, FROM_TURN, EVERY,
        READY_HANDS, MAX_SAMPLES, gated, 0);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void collect_isTheDriversLabellingWhateverTheThreads(Variant variant) throws Exception {
    FoldData.Labelling labelling = labelling(variant, false);
    List<FoldData.Example> expected = reference(labelling);
    assertThat(expected).isNotEmpty();
    Path one = dir.resolve("one.examples");
    Path two = dir.resolve("two.examples");
    FoldData.Written written = FoldData.collect(labelling, one, Optional.of(1));
    FoldData.collect(labelling, two, Optional.of(2));
    assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    assertThat(Files.exists(dir.resolve("one.examples.tmp"))).isFalse();
    List<FoldData.Example> read = FoldData.read(one);
    assertThat(written.positions()).isEqualTo(expected.size());
    assertThat(written.folds()).isEqualTo(expected.stream().filter(FoldData.Example::fold).count());
    assertThat(read).hasSameSizeAs(expected);
    for (int i = 0; i < read.size(); i++) {
      assertThat(read.get(i).fold()).isEqualTo(expected.get(i).fold());
      assertThat(read.get(i).margin()).isEqualTo(expected.get(i).margin());
      assertThat(read.get(i).features()).hasSize(FoldFeatures.COUNT).isEqualTo(expected.get(i).features());
    }
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void collect_gated_keepsOnlyThePositionsBehindTheGate(Variant variant) throws Exception {
    FoldData.Labelling gated = labelling(variant, true);
    Path file = dir.resolve("gated.examples");
    FoldData.collect(gated, file, Optional.of(2));
    List<FoldData.Example> read = FoldData.read(file);
    List<FoldData.Example> expected = reference(gated);
    assertThat(expected).isNotEmpty();
    assertThat(read).hasSameSizeAs(expected).allSatisfy(e -> assertThat(FoldGate.open(variant, e.features())).isTrue());
    for (int i = 0; i < read.size(); i++) {
      assertThat(read.get(i).features()).isEqualTo(expected.get(i).features());
    }
  }

  /** A file of another kind is refused before its examples are read, naming what it holds. */
  @Test
  void read_otherKind_namesWhatItHolds() throws IOException {
    Path discards = dir.resolve("discards.examples");
    try (ExamplesFile.Writer w = new ExamplesFile.Writer(Files.newOutputStream(discards),
        ExamplesFile.Header.of(ExamplesFile.Kind.DISCARD, Variant.SUITS_108, "test"))) {
      w.deal(0, 1, new byte[] {1, 2, 3});
    }
    assertThatThrownBy(() -> FoldData.read(discards)).isInstanceOf(IOException.class)
        .hasMessage(discards + " holds discard examples, not fold examples (train fold-data writes them)");
  }

  /**
   * The labels as the driver plays the deals one after the other: the agent in seat s of deal d seeded
   * {@code Seeds.derive(root, AGENT, d, s)}, each position's intended discard by a teacher seeded from the
   * deal, the seat and the count of positions considered in the game.
   */
  private static List<FoldData.Example> reference(FoldData.Labelling l) {
    Rules rules = l.rules();
    AgentFactory teacher = l.teacher().factory();
    List<AgentFactory> lineup = Collections.nCopies(Seat.COUNT, teacher);
    FoldLabels labels = new FoldLabels(rules, lineup, l.worlds(), l.readyHands(), l.maxSamples(), l.leastZ());
    FoldFeatures features = new FoldFeatures();
    List<FoldData.Example> examples = new ArrayList<>();
    for (int deal = 0; deal < l.deals(); deal++) {
      long d = deal;
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = teacher.create(Seeds.derive(l.seed(), Seeds.AGENT, deal, s));
      }
      GameObserver observer = new GameObserver() {
        private int turns;

        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          if (!(decision instanceof TurnDecision turn) || turn.isForced() || turn.canSelfDrawnWin()
              || seen.isTing(seat) || seen.river(seat).size() < l.fromTurn() || turns++ % l.every() != 0) {
            return;
          }
          long seed = Seeds.derive(l.seed(), Seeds.AGENT, d, seat.index(), turns);
          TurnAction intended = teacher.create(seed).decideTurn(seen, turn);
          int tile = intended instanceof Discard x ? x.tile().index() : intended instanceof TingDiscard x ? x.tile().index() : -1;
          if (tile < 0) {
            return;
          }
          double[] x = new double[FoldFeatures.COUNT];
          features.extract(seen, tile, x);
          if (!l.gated() || FoldGate.open(seen.variant(), x)) {
            labels.label(seen, seed).ifPresent(label -> examples.add(new FoldData.Example(label.fold(), label.margin(), x)));
          }
        }
      };
      new Driver(List.of(observer)).play(rules.deal(deal, Seeds.wall(l.seed(), deal)), agents);
    }
    return examples;
  }
}
