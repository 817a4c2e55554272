package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.arena.fuzz.Scratch;

/**
 * Fuzzing of a run directory being resumed ({@code mjarena run LINEUP --out DIR --resume}): the files of a
 * real run of three deals (its identity {@code run.json}, {@code games.jsonl}, {@code events.bin}, the
 * journal and the summary), one of them mutated, then the run resumed on them. It completes (exit code 0),
 * or refuses with exit code 2 and one line naming the damaged place and {@code --force}; never a failure
 * (exit code 1) or a trace.
 */
@AddLifecycleHook(FuzzTries.class)
final class ResumeFuzzTest {
  private static final String LINEUP = """
      variant: competition-108
      seed: 7
      deals: 3
      seat_orders: rotations
      lineup:
        - { id: a, agent: random }
        - { id: b, agent: tsumogiri }
        - { id: c, agent: random }
        - { id: d, agent: tsumogiri }
      """;
  /** Words of the run's files: JSON keys of the identity, results and summary. */
  private static final List<String> TOKENS = List.of("\"deal\"", "\"order\"", "\"seats\"", "\"variant\"", "\"seed\"", "\"deals\"",
      "\"lineup\"", "\"rules\"", "\"points\"", "\"winner\"", "\"games\"", "\"version\"", "competition-108", "mcr", "3", "-1", "24");
  private final Path root = Scratch.directory("resume");
  private final Path lineup = write(root.resolve("lineup.yaml"), LINEUP.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  private final Path out = root.resolve("out");
  /** The files of the finished run, by name. */
  private final List<Path> files = finishedRun();

  /** One file of the run and its mutated bytes. */
  record Damage(int file, byte[] bytes) {
    /** The file's number and the bytes, one character a byte, as jqwik prints a failing sample. */
    @Override
    public String toString() {
      return "file " + file + ", " + bytes.length + " bytes: " + new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
  }

  @Property(tries = 120)
  void resume_completesOrNamesTheDamage(@ForAll("damages") Damage damage) throws IOException {
    Path dir = Scratch.directory("resume-try");
    for (Path f : files) {
      Files.copy(f, dir.resolve(f.getFileName()));
    }
    Path damaged = write(dir.resolve(files.get(damage.file()).getFileName()), damage.bytes());
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", dir.toString(), "--resume", "--debug");
    assertThat(r.code()).as(damaged + ": " + r.err()).isIn(0, Main.BAD_INPUT);
    assertThat(r.err()).doesNotContain("\tat ");
    if (r.code() == Main.BAD_INPUT) {
      assertThat(r.err()).startsWith("error: ").contains(dir.toString());
    }
  }

  @Provide
  Arbitrary<Damage> damages() {
    return Arbitraries.integers().between(0, files.size() - 1)
        .flatMap(i -> Mutants.of(List.of(read(files.get(i))), TOKENS).map(b -> new Damage(i, b)));
  }

  private List<Path> finishedRun() {
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    try (Stream<Path> all = Files.list(out)) {
      List<Path> list = all.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().endsWith(".lock")).sorted().toList();
      assertThat(list).extracting(f -> f.getFileName().toString()).contains("run.json", "games.jsonl", "events.bin");
      return list;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path write(Path file, byte[] bytes) {
    try {
      return Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
