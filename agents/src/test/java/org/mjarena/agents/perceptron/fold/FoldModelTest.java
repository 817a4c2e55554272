package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * The model file: each shipped model reads back from what it writes as the same text and the same
 * decisions, threshold included; a file that is not a model is refused at the line that shows it
 * (training is tested in the arena's training room, {@code FoldTrainerTest}).
 */
final class FoldModelTest {
  private static String text(FoldModel model) throws IOException {
    StringWriter out = new StringWriter();
    model.write(out);
    return out.toString();
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void write_readRoundTripKeepsEveryDecision(Variant variant) throws IOException {
    FoldModel model = FoldModel.shipped(variant);
    String written = text(model);
    FoldModel read = FoldModel.read(new StringReader(written));
    assertThat(text(read)).isEqualTo(written);
    assertThat(read.threshold()).isEqualTo(model.threshold());
    assertThat(read.supportVectors()).isEqualTo(model.supportVectors());
    UniformRandomProvider rng = Seeds.generator(3);
    for (int r = 0; r < 200; r++) {
      double[] row = new double[FoldFeatures.COUNT];
      for (int i = 0; i < row.length; i++) {
        row[i] = rng.nextInt(12);
      }
      assertThat(read.decision(row)).isEqualTo(model.decision(row));
    }
  }

  @Test
  void read_notAModel_namesTheLine() {
    assertThatThrownBy(() -> FoldModel.read(new StringReader("fold-model 1\nc x\n")))
        .isInstanceOf(IOException.class).hasMessageContaining("line 2");
  }
}
