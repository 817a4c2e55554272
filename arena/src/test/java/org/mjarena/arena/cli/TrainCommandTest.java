package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.training.ExamplesFile;

/**
 * {@code mjarena train dataset} and {@code train perceptron}: the dataset is the same bytes whatever the
 * threads and after an interruption and {@code --resume}; training twice with the same seed writes the
 * same model; mistakes are one line and exit 2.
 */
final class TrainCommandTest {
  private static final String TEACHERS = """
      variant: competition-108
      seed: 3
      deals: 8
      lineup:
        - { id: t1, agent: fanfou-op }
        - { id: t2, agent: fanfou-op }
        - { id: x, agent: random }
        - { id: y, agent: random }
      """;

  @Test
  void dataset_sameBytesWhateverTheThreadsAndAfterResume(@TempDir Path dir) throws Exception {
    Path config = CliTestSupport.write(dir, "teachers.yaml", TEACHERS);
    Path one = dir.resolve("one.examples");
    CliTestSupport.Result r = CliTestSupport.run("train", "dataset", "--config", config.toString(), "--entry", "t1,t2",
        "--threads", "1", "--out", one.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("examples (competition-108, entries t1,t2) from 8 deals x 6 seat orders");
    Path two = dir.resolve("two.examples");
    assertThat(CliTestSupport.run("train", "dataset", "--config", config.toString(), "--entry", "t1,t2", "--threads", "2",
        "--out", two.toString()).code()).isZero();
    byte[] whole = Files.readAllBytes(one);
    assertThat(Files.readAllBytes(two)).isEqualTo(whole);

    // Cut inside a later block, as a kill would: resume keeps the whole blocks and plays the rest.
    try (FileChannel ch = FileChannel.open(two, StandardOpenOption.WRITE)) {
      ch.truncate(whole.length * 2L / 3);
    }
    assertThat(CliTestSupport.run("train", "dataset", "--config", config.toString(), "--entry", "t1,t2", "--out",
        two.toString()).err()).contains("exists; add --resume");
    CliTestSupport.Result resumed = CliTestSupport.run("train", "dataset", "--config", config.toString(), "--entry", "t1,t2",
        "--out", two.toString(), "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(Files.readAllBytes(two)).isEqualTo(whole);

    CliTestSupport.Result other = CliTestSupport.run("train", "dataset", "--config", config.toString(), "--seat", "0",
        "--out", two.toString(), "--resume");
    assertThat(other.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(other.err()).contains("was made by another lineup or options");
  }

  /** Reading the recorded games of a run gives the very examples that playing its lineup gives. */
  @Test
  void dataset_fromRecordedGamesIsTheSameAsFromPlay(@TempDir Path dir) throws Exception {
    Path config = CliTestSupport.write(dir, "teachers.yaml", TEACHERS);
    Path run = dir.resolve("run");
    assertThat(CliTestSupport.run("run", config.toString(), "--out", run.toString(), "--record", "events", "--deals", "3")
        .code()).isZero();
    Path played = dir.resolve("played.examples");
    Path read = dir.resolve("read.examples");
    assertThat(CliTestSupport.run("train", "dataset", "--config", config.toString(), "--deals", "3", "--entry", "t1,t2",
        "--out", played.toString()).code()).isZero();
    CliTestSupport.Result r = CliTestSupport.run("train", "dataset", "--replay", run.resolve("events.bin").toString(),
        "--entry", "t1,t2", "--out", read.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("from 18 recorded games");
    assertThat(payload(read)).isEqualTo(payload(played)).isNotEmpty();
  }

  /** The examples of a file, its blocks' bytes one after the other. */
  private static byte[] payload(Path file) throws Exception {
    java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
    ExamplesFile.read(file, ExamplesFile.Kind.DISCARD, (deal, examples, bytes) -> all.writeBytes(bytes));
    return all.toByteArray();
  }

  @Test
  void perceptron_sameSeedSameModelBytes(@TempDir Path dir) throws Exception {
    Path config = CliTestSupport.write(dir, "teachers.yaml", TEACHERS);
    Path data = dir.resolve("d.examples");
    assertThat(CliTestSupport.run("train", "dataset", "--config", config.toString(), "--seat", "2", "--out",
        data.toString()).code()).isZero();
    Path a = dir.resolve("a.model");
    Path b = dir.resolve("b.model");
    CliTestSupport.Result r = CliTestSupport.run("train", "perceptron", "--data", data.toString(), "--out", a.toString(),
        "--seed", "5", "--holdout", "0.3");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("competition-108 model").contains("examples/s").contains("rank 1");
    assertThat(CliTestSupport.run("train", "perceptron", "--data", data.toString(), "--out", b.toString(), "--seed", "5",
        "--holdout", "0.3").code()).isZero();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a)).hasSizeGreaterThan(10_000);
  }

  /**
   * {@code train dataset --kind call} keeps the teachers' call decisions, the same bytes whatever the
   * threads; {@code train call} trains one pass on them, twice the same model, and reports the
   * call / no-call agreement.
   */
  @Test
  void call_sameDatasetAndModelBytes(@TempDir Path dir) throws Exception {
    Path config = CliTestSupport.write(dir, "teachers.yaml", TEACHERS);
    Path one = dir.resolve("one.calls");
    Path two = dir.resolve("two.calls");
    CliTestSupport.Result r = CliTestSupport.run("train", "dataset", "--kind", "call", "--config", config.toString(),
        "--entry", "t1,t2", "--threads", "1", "--out", one.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("call examples (competition-108, entries t1,t2)");
    assertThat(CliTestSupport.run("train", "dataset", "--kind", "call", "--config", config.toString(), "--entry", "t1,t2",
        "--threads", "2", "--out", two.toString()).code()).isZero();
    assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    CliTestSupport.Result wrong = CliTestSupport.run("train", "perceptron", "--data", one.toString(), "--out",
        dir.resolve("x.model").toString());
    assertThat(wrong.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(wrong.err()).contains("holds call examples, not discard examples");

    Path a = dir.resolve("a.model");
    Path b = dir.resolve("b.model");
    CliTestSupport.Result t = CliTestSupport.run("train", "call", "--data", one.toString(), "--out", a.toString(),
        "--seed", "5", "--holdout", "0.3");
    assertThat(t.code()).as(t.err()).isZero();
    assertThat(t.out()).contains("competition-108 call model").contains("in 1 pass at").contains("examples/s")
        .contains("the teacher called");
    assertThat(CliTestSupport.run("train", "call", "--data", one.toString(), "--out", b.toString(), "--seed", "5",
        "--holdout", "0.3").code()).isZero();
    assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a)).hasSizeGreaterThan(10_000);
  }

  @Test
  void mistakes_oneLineExitTwo(@TempDir Path dir) throws Exception {
    Path config = CliTestSupport.write(dir, "teachers.yaml", TEACHERS);
    String out = dir.resolve("x").toString();
    String[][] bad = {
        {"train", "dataset", "--config", config.toString(), "--out", out},
        {"train", "dataset", "--entry", "t1", "--out", out},
        {"train", "dataset", "--replay", dir.resolve("missing.bin").toString(), "--entry", "t1", "--out", out},
        {"train", "dataset", "--config", config.toString(), "--seat", "4", "--out", out},
        {"train", "dataset", "--config", config.toString(), "--entry", "nobody", "--out", out},
        {"train", "perceptron", "--data", dir.resolve("missing").toString(), "--out", out},
        {"train", "perceptron", "--data", config.toString(), "--out", out},
        {"train", "perceptron", "--data", config.toString(), "--out", out, "--passes", "0"},
        {"train", "dataset", "--config", config.toString(), "--entry", "t1", "--kind", "calls", "--out", out},
        {"train", "call", "--data", dir.resolve("missing").toString(), "--out", out},
        {"train", "call", "--data", config.toString(), "--out", out},
        {"train", "call", "--data", config.toString(), "--out", out, "--holdout", "1"},
    };
    for (String[] args : bad) {
      CliTestSupport.Result r = CliTestSupport.run(args);
      assertThat(r.code()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(Main.BAD_INPUT);
      assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
    }
    assertThat(Files.exists(dir.resolve("x"))).isFalse();
  }
}
