package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.record.ReplayFile;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run killed at any moment, then resumed, ends with the files of a run never interrupted, byte for
 * byte; a directory holding another run is never overwritten unasked; one run at a time writes a
 * directory.
 */
final class ResumeTest {
  /** Four different entries: 24 seat orders a deal, cheap agents, so a thousand games take a fraction of a second. */
  private static final String LINEUP = """
      variant: competition-108
      seed: 20261123
      deals: 30
      lineup:
        - { id: a, agent: distance-to-win, params: { depth: 0 } }
        - { id: b, agent: random }
        - { id: c, agent: default-order }
        - { id: d, agent: tsumogiri }
      """;
  private static final List<String> FILES = List.of("summary.json", "games.jsonl", "events.bin");
  /** Bytes of games.jsonl to wait for before killing: a few deals' worth, far from the end. */
  private static final long KILL_AFTER_BYTES = 40_000;

  @TempDir
  Path dir;

  private Path lineup(String yaml) throws Exception {
    return CliTestSupport.write(dir, "lineup.yaml", yaml);
  }

  private CliTestSupport.Result run(Path lineup, String out, String... more) {
    String[] args = {"run", lineup.toString(), "--out", dir.resolve(out).toString()};
    String[] all = Arrays.copyOf(args, args.length + more.length);
    System.arraycopy(more, 0, all, args.length, more.length);
    return CliTestSupport.run(all);
  }

  /**
   * The check of issue 8: a run in a JVM of its own, killed with SIGKILL after some games, then resumed.
   * While it runs, a second run into its directory is refused, naming its PID; once it is dead, its lock
   * is stale and the resumed run takes it.
   */
  @Test
  void run_killedWithSigkillThenResumed_endsWithTheFilesOfAnUninterruptedRun() throws Exception {
    Path file = lineup(LINEUP.replace("deals: 30", "deals: 300"));
    Path killed = dir.resolve("killed");
    String java = ProcessHandle.current().info().command().orElse("java");
    Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
        file.toString(), "--out", killed.toString(), "--threads", "2")
        .redirectOutput(dir.resolve("killed.out").toFile()).redirectError(dir.resolve("killed.err").toFile()).start();
    try {
      Path games = killed.resolve("games.jsonl");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (!(Files.exists(games) && Files.size(games) >= KILL_AFTER_BYTES) && process.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertThat(process.isAlive()).as("still playing when killed; its stderr: %s", dir.resolve("killed.err")).isTrue();

      CliTestSupport.Result second = run(file, "killed");
      assertThat(second.code()).isEqualTo(Main.BAD_INPUT);
      assertThat(second.err()).contains("in use by another run").contains("PID " + process.pid());
    } finally {
      process.destroyForcibly().waitFor();
    }
    assertThat(lines(killed.resolve("games.jsonl"))).as("killed before the end").isLessThan(300 * 24);

    CliTestSupport.Result resumed = run(file, "killed", "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("kept from before");
    assertThat(run(file, "whole", "--threads", "1").code()).isZero();
    for (String name : FILES) {
      assertThat(Files.readAllBytes(killed.resolve(name))).as(name).isEqualTo(Files.readAllBytes(dir.resolve("whole").resolve(name)));
    }
  }

  /** What a kill can leave, made by hand: a torn last line, and events.bin cut inside a record of an earlier deal. */
  @Test
  void resume_tornLineAndCutRecord_dropsThemAndPlaysTheirDealsAgain() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "whole").code()).isZero();
    Path cut = dir.resolve("cut");
    Files.createDirectories(cut);
    Files.copy(dir.resolve("whole/run.json"), cut.resolve("run.json"));
    byte[] games = Files.readAllBytes(dir.resolve("whole/games.jsonl"));
    Files.write(cut.resolve("games.jsonl"), Arrays.copyOf(games, games.length * 2 / 3));
    byte[] events = Files.readAllBytes(dir.resolve("whole/events.bin"));
    Files.write(cut.resolve("events.bin"), Arrays.copyOf(events, events.length / 2 + 7));

    CliTestSupport.Result resumed = run(file, "cut", "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    for (String name : FILES) {
      assertThat(Files.readAllBytes(cut.resolve(name))).as(name).isEqualTo(Files.readAllBytes(dir.resolve("whole").resolve(name)));
    }
  }

  /** A gzip stream cut short, as a killed run leaves it: every deal flushed before the cut is kept. */
  @Test
  void resume_gzipCutShort_sameSummaryAndTheSameLines() throws Exception {
    Path file = lineup(LINEUP + "record: results\ncompress: gzip\n");
    assertThat(run(file, "whole").code()).isZero();
    byte[] gz = Files.readAllBytes(dir.resolve("whole/games.jsonl.gz"));
    Path cut = dir.resolve("cut");
    Files.createDirectories(cut);
    Files.copy(dir.resolve("whole/run.json"), cut.resolve("run.json"));
    Files.copy(dir.resolve("whole/journal.bin"), cut.resolve("journal.bin"));
    Files.write(cut.resolve("games.jsonl.gz"), Arrays.copyOf(gz, gz.length / 2));

    CliTestSupport.Result resumed = run(file, "cut", "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("kept from before");
    assertThat(Files.readAllBytes(cut.resolve("summary.json"))).isEqualTo(Files.readAllBytes(dir.resolve("whole/summary.json")));
    assertThat(gunzip(cut.resolve("games.jsonl.gz"))).isEqualTo(gunzip(dir.resolve("whole/games.jsonl.gz")));
    assertThat(dir.resolve("cut/events.bin")).doesNotExist();
  }

  @Test
  void resume_ofACompleteRun_playsNothingAndWritesTheSameSummary() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    byte[] summary = Files.readAllBytes(dir.resolve("o/summary.json"));
    CliTestSupport.Result again = run(file, "o", "--resume");
    assertThat(again.code()).as(again.err()).isZero();
    assertThat(Files.readAllBytes(dir.resolve("o/summary.json"))).isEqualTo(summary);
  }

  @Test
  void resume_anotherSeed_refusedNamingTheDifference() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    CliTestSupport.Result r = run(file, "o", "--resume", "--seed", "5");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("seed was 20261123, now 5").contains("--force");
  }

  @Test
  void resume_anotherAgentParameter_refusedNamingIt() throws Exception {
    assertThat(run(lineup(LINEUP), "o").code()).isZero();
    CliTestSupport.Result r = run(lineup(LINEUP.replace("depth: 0", "depth: 1")), "o", "--resume");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("lineup[0].params.depth was 0, now 1");
  }

  /** A run that keeps no games still keeps its journal: cut inside a record, it resumes to the same summary. */
  @Test
  void resume_recordNone_resumesFromTheJournal() throws Exception {
    Path file = lineup(LINEUP + "record: none\n");
    assertThat(run(file, "whole").code()).isZero();
    assertThat(dir.resolve("whole/games.jsonl")).doesNotExist();
    byte[] journal = Files.readAllBytes(dir.resolve("whole/journal.bin"));
    Path cut = dir.resolve("cut");
    Files.createDirectories(cut);
    Files.copy(dir.resolve("whole/run.json"), cut.resolve("run.json"));
    Files.write(cut.resolve("journal.bin"), Arrays.copyOf(journal, journal.length / 3));

    CliTestSupport.Result resumed = run(file, "cut", "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("kept from before");
    assertThat(Files.readAllBytes(cut.resolve("summary.json"))).isEqualTo(Files.readAllBytes(dir.resolve("whole/summary.json")));
  }

  /** A journal that is not one, or of other sinks, is refused like any file of another run. */
  @Test
  void resume_damagedJournal_refusedNamingIt() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    Files.writeString(dir.resolve("o/journal.bin"), "not a journal");
    CliTestSupport.Result r = run(file, "o", "--resume");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("journal.bin").contains("not a journal of mjarena").contains("--force");
    CliTestSupport.Result uncommented = run(file, "o", "--force");
    assertThat(uncommented.code()).isZero();
    CliTestSupport.Result r2 = run(file, "o", "--resume", "--no-commentary");
    assertThat(r2.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r2.err()).contains("was played with statistics, commentary table/combined/distance")
        .contains("this run has statistics;");
  }

  /** A journal cut inside its header (found by ResumeFuzzTest: it failed with an EOFException, exit code 1). */
  @Test
  void resume_journalCutInItsHeader_refusedNamingIt() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    byte[] journal = Files.readAllBytes(dir.resolve("o/journal.bin"));
    Files.write(dir.resolve("o/journal.bin"), Arrays.copyOf(journal, "MJJOURNL".length() + 2));
    CliTestSupport.Result r = run(file, "o", "--resume");
    assertThat(r.code()).as(r.err()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains(dir.resolve("o/journal.bin").toString()).contains("header (version and sink names) is cut off")
        .contains("--force");
  }

  /**
   * A journal of an older format (version 4, before the commentator's answers carried the distance weight's
   * flag) is refused by name: its deals would be counted otherwise than a fresh run counts them.
   */
  @Test
  void resume_journalOfAnOlderVersion_refused() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    byte[] journal = Files.readAllBytes(dir.resolve("o/journal.bin"));
    ByteBuffer.wrap(journal).putInt("MJJOURNL".length(), 4);
    Files.write(dir.resolve("o/journal.bin"), journal);
    CliTestSupport.Result r = run(file, "o", "--resume");
    assertThat(r.code()).as(r.err()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("journal version 4, this mjarena reads version 5").contains("--force");
  }

  /**
   * A record of events.bin that does not decode (found by ResumeFuzzTest: it was kept as bytes, and the
   * report at the end of the run failed on it with exit code 1).
   */
  @Test
  void resume_undecodableRecord_refusedNamingIt() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    Path events = dir.resolve("o/events.bin");
    ReplayFile.Header header;
    try (ReplayFile.Reader reader = new ReplayFile.Reader(events)) {
      header = reader.header();
    }
    // Deal 0, seat order 0, seats 0 to 3, no label, then a setup kind that does not exist.
    try (ReplayFile.Writer writer = new ReplayFile.Writer(events, header)) {
      writer.write(new byte[] {0, 0, 0, 1, 2, 3, 0, 0x7F});
    }
    CliTestSupport.Result r = run(file, "o", "--resume");
    assertThat(r.code()).as(r.err()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains(events + ": the record of deal 0, seat order 0 cannot be read: unknown setup kind 127")
        .contains("--force");
  }

  @Test
  void resume_nothingThere_startsTheRun() throws Exception {
    CliTestSupport.Result r = run(lineup(LINEUP), "fresh", "--resume");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(dir.resolve("fresh/summary.json")).exists();
  }

  @Test
  void run_intoAnEarlierRun_refusedNamingResumeAndForce() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    byte[] summary = Files.readAllBytes(dir.resolve("o/summary.json"));
    CliTestSupport.Result r = run(file, "o", "--seed", "9");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("holds the results of an earlier run").contains("--resume").contains("--force");
    assertThat(Files.readAllBytes(dir.resolve("o/summary.json"))).as("untouched").isEqualTo(summary);
  }

  @Test
  void run_force_replacesTheEarlierRunAndNothingElse() throws Exception {
    Path file = lineup(LINEUP);
    assertThat(run(file, "o").code()).isZero();
    Files.writeString(dir.resolve("o/notes.txt"), "mine");
    CliTestSupport.Result r = run(file, "o", "--force", "--seed", "9", "--record", "none");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(dir.resolve("o/games.jsonl")).doesNotExist();
    assertThat(dir.resolve("o/events.bin")).doesNotExist();
    assertThat(Files.readString(dir.resolve("o/summary.json"))).contains("\"seed\" : 9");
    assertThat(dir.resolve("o/notes.txt")).hasContent("mine");
  }

  @Test
  void run_resumeAndForce_refused() throws Exception {
    CliTestSupport.Result r = run(lineup(LINEUP), "o", "--resume", "--force");
    assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
    assertThat(r.err()).contains("give one of them");
  }

  private static long lines(Path file) throws Exception {
    try (var s = Files.lines(file)) {
      return s.count();
    }
  }

  private static byte[] gunzip(Path file) throws Exception {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      in.transferTo(out);
      return out.toByteArray();
    }
  }
}
