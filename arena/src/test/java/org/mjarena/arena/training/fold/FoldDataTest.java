package org.mjarena.arena.training.fold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

final class FoldDataTest {
  @TempDir
  Path dir;

  private static List<FoldData.Example> collect(Variant variant) {
    Rules rules = Rulebook.rules(variant, Map.of());
    List<AgentFactory> lineup = Collections.nCopies(4, AgentRegistry.byId("fanfou-op").factory(Map.of()));
    return FoldData.collect(rules, lineup, 9, 2, new FoldLabels(rules, lineup, 2, 4, 500), 3, 3, d -> { });
  }

  @Test
  void collect_sameSeedSameFile() throws IOException {
    for (Variant variant : Variant.values()) {
      List<FoldData.Example> examples = collect(variant);
      assertThat(examples).isNotEmpty().allSatisfy(e -> assertThat(e.features()).hasSize(FoldFeatures.COUNT));
      Path a = dir.resolve("a.txt");
      Path b = dir.resolve("b.txt");
      FoldData.write(a, examples);
      FoldData.write(b, collect(variant));
      assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
      List<FoldData.Example> read = FoldData.read(a);
      assertThat(read).hasSameSizeAs(examples);
      for (int i = 0; i < read.size(); i++) {
        assertThat(read.get(i).fold()).isEqualTo(examples.get(i).fold());
        assertThat(read.get(i).margin()).isEqualTo(examples.get(i).margin());
        assertThat(read.get(i).features()).isEqualTo(examples.get(i).features());
      }
    }
  }

  @Test
  void read_badLine_namesFileAndLine() throws IOException {
    Path bad = dir.resolve("bad.txt");
    Files.writeString(bad, "1 0.5 1 2 3\n");
    assertThatThrownBy(() -> FoldData.read(bad)).isInstanceOf(IOException.class).hasMessageContaining("bad.txt:1:");
  }
}
