package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    Path a = dir.resolve("a.txt");
    Path b = dir.resolve("b.txt");
    CliTestSupport.Result r = label(a);
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("positions").contains("labelled fold (competition-108, fanfou-op, 2 deals, 2 worlds)");
    assertThat(label(b).code()).isZero();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
    assertThat(Files.readAllLines(a)).isNotEmpty().allSatisfy(line -> assertThat(line.split(" ")).hasSize(36));
  }

  /**
   * Trained twice on the same examples and seed, the model files are the same bytes. The tiny labelling
   * gives too few folds to learn from, so the examples of highest margin are relabelled fold.
   */
  @Test
  void fold_sameDataAndSeedSameModelBytes(@TempDir Path dir) throws Exception {
    Path labelled = dir.resolve("labelled.txt");
    assertThat(label(labelled).code()).isZero();
    List<String> lines = Files.readAllLines(labelled);
    List<Double> margins = lines.stream().map(l -> Double.parseDouble(l.split(" ")[1])).sorted().toList();
    double cut = margins.get(margins.size() * 3 / 4);
    Path data = dir.resolve("data.txt");
    Files.write(data, lines.stream().map(l -> (Double.parseDouble(l.split(" ")[1]) >= cut ? "1" : "0") + l.substring(1))
        .toList());

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
    Path malformed = CliTestSupport.write(dir, "malformed.txt", "0 -1.5 " + "1 ".repeat(34).strip() + "\n1 0.5 1 2 3\n");
    Path oneClass = CliTestSupport.write(dir, "one-class.txt", ("0 -1.5 " + "1 ".repeat(34).strip() + "\n").repeat(6));
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
        .contains("malformed.txt:2:");
    assertThat(CliTestSupport.run("train", "fold-data", "--variant", "mcr", "--agent", "nobody", "--out", out).err())
        .contains("unknown agent 'nobody'");
    assertThat(Files.exists(dir.resolve("x"))).isFalse();
  }
}
