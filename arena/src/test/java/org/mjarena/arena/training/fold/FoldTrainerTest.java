package org.mjarena.arena.training.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.engine.random.Seeds;

/**
 * The classifier on a tiny synthetic set it builds itself: three features, the second and third noise,
 * and the label "fold" exactly when the first exceeds 0.8 (a fifth of the rows, as folds are rare).
 */
final class FoldTrainerTest {
  private static final int ROWS = 150;
  /** A coarse grid (log2 step 5: 2^-10, 2^-5, ..., 2^10) keeps the test fast. */
  private static final int STEP = 5;

  private static List<double[]> rows() {
    UniformRandomProvider r = Seeds.generator(5);
    List<double[]> rows = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      rows.add(new double[] {r.nextDouble(), 10 * r.nextDouble(), r.nextInt(4)});
    }
    return rows;
  }

  private static boolean[] labels(List<double[]> rows) {
    boolean[] y = new boolean[rows.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = rows.get(i)[0] > 0.8;
    }
    return y;
  }

  private static FoldModel train(long seed) {
    List<double[]> rows = rows();
    return FoldTrainer.fit(rows, labels(rows), STEP, seed, (c, g, a, f) -> { });
  }

  private static String text(FoldModel model) throws IOException {
    StringWriter out = new StringWriter();
    model.write(out);
    return out.toString();
  }

  @Test
  void train_learnsAThresholdRule() {
    FoldModel model = train(1);
    assertThat(model.f1()).isGreaterThan(0.85);
    assertThat(model.accuracy()).isGreaterThan(0.95);
    assertThat(model.fold(new double[] {0.95, 5, 1})).isTrue();
    assertThat(model.fold(new double[] {0.2, 5, 1})).isFalse();
  }

  @Test
  void train_sameDataAndSeedSameBytes() throws IOException {
    assertThat(text(train(1))).isEqualTo(text(train(1)));
  }

  @Test
  void write_readRoundTripKeepsEveryPrediction() throws IOException {
    FoldModel model = train(1);
    String written = text(model);
    FoldModel read = FoldModel.read(new StringReader(written));
    assertThat(text(read)).isEqualTo(written);
    assertThat(read.c()).isEqualTo(model.c());
    assertThat(read.gamma()).isEqualTo(model.gamma());
    for (double[] row : rows()) {
      assertThat(read.fold(row)).isEqualTo(model.fold(row));
    }
  }

  @Test
  void withThreshold_foldsOnlyAboveItAndIsKeptInTheFile() throws IOException {
    FoldModel model = train(1);
    double[] sure = {0.95, 5, 1};
    double value = model.decision(sure);
    assertThat(value).isPositive();
    FoldModel stricter = model.withThreshold(value + 1);
    assertThat(stricter.fold(sure)).isFalse();
    assertThat(model.withThreshold(value - 1).fold(sure)).isTrue();
    String written = text(stricter);
    assertThat(written).contains("threshold " + (value + 1));
    FoldModel read = FoldModel.read(new StringReader(written));
    assertThat(read.threshold()).isEqualTo(value + 1);
    assertThat(text(read)).isEqualTo(written);
    assertThat(text(model)).as("no threshold line at 0").doesNotContain("threshold");
  }

  @Test
  void train_oneClassOnly_isRefused() {
    List<double[]> rows = rows();
    assertThatThrownBy(() -> FoldTrainer.fit(rows, new boolean[rows.size()], STEP, 1, (c, g, a, f) -> { }))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("all play on");
  }
}
