package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.arena.training.ExamplesFile;
import org.mjarena.arena.training.fold.FoldData;
import org.mjarena.engine.Variant;

/**
 * {@code mjarena train fold-data} and {@code train fold}: the same options write the same bytes, and
 * mistakes are one line and exit 2.
 */
final class TrainFoldCommandTest {
  /** A labelling small enough for a test: two deals, two worlds a position, one turn in three. */
  private static final String[] TINY = {"--variant", "competition-108", "--agent", "fanfou-op", "--deals", "2", "--seed",
      "9", "--worlds", "2", "--every", "3", "--ready-hands", "4", "--max-samples", "500"};

  private static CliTestSupport.Result label(Path out) {
    String[] args = new String[TINY.length + 4];
    args[0] = "train";
    args[1] = "fold-data";
    System.arraycopy(TINY, 0, args, 2, TINY.length);
    args[args.length - 2] = "--out";
    args[args.length - 1] = out.toString();
    return CliTestSupport.run(args);
  }

  @Test
  void foldData_sameOptionsSameBytes(@TempDir Path dir) throws Exception {
    Path a = dir.resolve("a.examples");
    Path b = dir.resolve("b.examples");
    CliTestSupport.Result r = label(a);
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("positions").contains("labelled fold (competition-108, fanfou-op, 2 deals, 2 worlds)");
    assertThat(label(b).code()).isZero();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
    assertThat(FoldData.read(a)).isNotEmpty().allSatisfy(e -> assertThat(e.features()).hasSize(FoldFeatures.COUNT));
  }

  /**
   * Trained twice on the same examples and seed, the model files are the same bytes. The tiny labelling
   * gives too few folds to learn from, so the examples of highest margin are relabelled fold.
   */
  @Test
  void fold_sameDataAndSeedSameModelBytes(@TempDir Path dir) throws Exception {
    Path labelled = dir.resolve("labelled.examples");
    assertThat(label(labelled).code()).isZero();
    List<FoldData.Example> examples = FoldData.read(labelled);
    List<Double> margins = examples.stream().map(FoldData.Example::margin).sorted().toList();
    double cut = margins.get(margins.size() * 3 / 4);
    Path data = write(dir.resolve("data.examples"),
        examples.stream().map(e -> new FoldData.Example(e.margin() >= cut, e.margin(), e.features())).toList(), 0);

    Path a = dir.resolve("a.model");
    Path b = dir.resolve("b.model");
    CliTestSupport.Result r = CliTestSupport.run("train", "fold", "--data", data.toString(), "--out", a.toString(),
        "--step", "10", "--seed", "4");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("9 grid points; chose C").contains("5-fold accuracy").contains("support vectors");
    assertThat(CliTestSupport.run("train", "fold", "--data", data.toString(), "--out", b.toString(), "--step", "10",
        "--seed", "4").code()).isZero();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
    assertThat(Files.readString(a)).startsWith("fold-model 1\n");
  }

  @Test
  void mistakes_oneLineExitTwo(@TempDir Path dir) throws Exception {
    String out = dir.resolve("x").toString();
    FoldData.Example playOn = new FoldData.Example(false, -1.5, new double[FoldFeatures.COUNT]);
    Path malformed = write(dir.resolve("malformed.examples"), List.of(playOn), 1);
    Path oneClass = write(dir.resolve("one-class.examples"), Collections.nCopies(6, playOn), 0);
    Path text = CliTestSupport.write(dir, "text.txt", "0 -1.5 " + "1 ".repeat(34).strip() + "\n");
    String[][] bad = {
        {"train", "fold-data", "--variant", "riichi", "--agent", "fanfou-op", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "nobody", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "fanfou-op", "--every", "0", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "fanfou-op", "--deals", "0", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "fanfou-op", "--worlds", "0", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "fanfou-op", "--least-z", "-1", "--out", out},
        {"train", "fold-data", "--variant", "mcr", "--agent", "fanfou-op", "--out", dir.resolve("no/x").toString()},
        {"train", "fold", "--data", dir.resolve("missing").toString(), "--out", out},
        {"train", "fold", "--data", malformed.toString(), "--out", out},
        {"train", "fold", "--data", text.toString(), "--out", out},
        {"train", "fold", "--data", oneClass.toString(), "--out", out},
        {"train", "fold", "--data", malformed.toString(), "--out", out, "--step", "0"},
        {"train", "fold", "--data", malformed.toString(), "--out", out, "--threshold", "NaN"},
    };
    for (String[] args : bad) {
      CliTestSupport.Result r = CliTestSupport.run(args);
      assertThat(r.code()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(Main.BAD_INPUT);
      assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
    }
    assertThat(CliTestSupport.run("train", "fold", "--data", malformed.toString(), "--out", out).err())
        .contains("malformed.examples: deal 0 holds fewer than its 2 examples");
    assertThat(CliTestSupport.run("train", "fold", "--data", oneClass.toString(), "--out", out).err())
        .contains("the labels are all play on: nothing to learn");
    assertThat(CliTestSupport.run("train", "fold-data", "--variant", "mcr", "--agent", "nobody", "--out", out).err())
        .contains("unknown agent 'nobody'");
    assertThat(Files.exists(dir.resolve("x"))).isFalse();
  }

  /**
   * Writes {@code examples} as a fold examples file of one deal, as the format says (label, margin,
   * features), claiming {@code missing} more examples than it holds.
   */
  private static Path write(Path file, List<FoldData.Example> examples, int missing) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    for (FoldData.Example e : examples) {
      out.writeBoolean(e.fold());
      out.writeDouble(e.margin());
      for (double v : e.features()) {
        out.writeDouble(v);
      }
    }
    try (ExamplesFile.Writer w = new ExamplesFile.Writer(Files.newOutputStream(file),
        ExamplesFile.Header.of(ExamplesFile.Kind.FOLD, Variant.SUITS_108, "test"))) {
      w.deal(0, examples.size() + missing, bytes.toByteArray());
    }
    return file;
  }
}
