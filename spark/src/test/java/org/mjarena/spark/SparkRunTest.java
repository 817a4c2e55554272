package org.mjarena.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.cli.Main;
import org.mjarena.arena.commentary.CommentarySink;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.run.Block;
import org.mjarena.arena.run.Job;
import org.mjarena.arena.run.RunSession;
import org.mjarena.arena.run.TaskCheckpoints;
import org.mjarena.arena.config.LineupLoader;

/** A run on Spark in local mode: the same bytes as the local run of the same lineup and seed. */
final class SparkRunTest {
  static final String LINEUP = """
      variant: competition-108
      seed: 20261123
      deals: 24
      seat_orders: all
      lineup:
        - { id: a, agent: distance-to-win, params: { depth: 0 } }
        - { id: b, agent: random }
        - { id: c, agent: random }
        - { id: d, agent: tsumogiri }
      """;

  @TempDir
  Path dir;

  /** What a command printed and its exit code. */
  record Result(int code, String out, String err) {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(code, out.toString(), err.toString());
  }

  @AfterEach
  void clearBlockSize() {
    System.clearProperty(SparkCluster.DEALS_PER_BLOCK);
  }

  @Test
  void run_localTwo_sameBytesAsTheLocalRun() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    assertThat(run("run", file.toString(), "--threads", "2", "--out", dir.resolve("local").toString()).code()).isZero();
    // Blocks of 5 deals: the last one short, and several blocks per core.
    System.setProperty(SparkCluster.DEALS_PER_BLOCK, "5");
    Result spark = run("run", file.toString(), "--spark", "local[2]", "--out", dir.resolve("spark").toString());
    assertThat(spark.code()).as(spark.err()).isZero();
    for (String name : new String[] {"summary.json", "games.jsonl", "events.bin"}) {
      assertThat(Files.readAllBytes(dir.resolve("spark").resolve(name))).as(name)
          .isEqualTo(Files.readAllBytes(dir.resolve("local").resolve(name)));
    }
    assertThat(Files.readString(dir.resolve("spark/timing.json"))).as("the cores of local[2]").contains("\"threads\" : 2,");
    assertThat(Files.readString(dir.resolve("spark/summary.json"))).as("the commentator is on by default")
        .contains("\"commentary\" : {");
  }

  /** {@code --no-commentary} reaches the executors: no commentary block, the local run's bytes still. */
  @Test
  void run_noCommentary_sameBytesAsTheLocalRun() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    assertThat(run("run", file.toString(), "--threads", "2", "--no-commentary", "--out", dir.resolve("local").toString()).code())
        .isZero();
    System.setProperty(SparkCluster.DEALS_PER_BLOCK, "7");
    Result spark = run("run", file.toString(), "--spark", "local[2]", "--no-commentary", "--out", dir.resolve("spark").toString());
    assertThat(spark.code()).as(spark.err()).isZero();
    byte[] summary = Files.readAllBytes(dir.resolve("spark/summary.json"));
    assertThat(summary).isEqualTo(Files.readAllBytes(dir.resolve("local/summary.json")));
    assertThat(new String(summary, StandardCharsets.UTF_8)).doesNotContain("\"commentary\"");
  }

  /**
   * A driver killed mid-run leaves every deal it had received, flushed deal by deal, as a local run
   * does (made here by hand: games.jsonl cut inside a line, events.bin inside a record); {@code --resume}
   * plays the rest on Spark and ends with the bytes of a run never interrupted.
   */
  @Test
  void resume_onSpark_endsWithTheUninterruptedRunsBytes() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    Path cut = killedRun(file);
    System.setProperty(SparkCluster.DEALS_PER_BLOCK, "3");
    Result resumed = run("run", file.toString(), "--spark", "local[2]", "--out", cut.toString(), "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    for (String name : new String[] {"summary.json", "games.jsonl", "events.bin"}) {
      assertThat(Files.readAllBytes(cut.resolve(name))).as(name).isEqualTo(Files.readAllBytes(dir.resolve("whole").resolve(name)));
    }
  }

  /**
   * Tasks that finished before the driver was killed are not played again: their checkpoints (made here
   * by a task's own code for deals 13 to 15 and 19, and one for deal 0, already in the cut files) are
   * handed to the run in deal order among the deals played now, the bytes are those of a run never
   * interrupted, and the checkpoints are gone at the end.
   */
  @Test
  void resume_withTaskCheckpoints_takesTheirDealsOverAndEndsWithTheSameBytes() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    Path cut = killedRun(file);
    Lineup lineup = LineupLoader.load(file);
    // The sinks of mjarena run: its own, and the commentator, which is on by default.
    Job job = Job.of(lineup, RunSession.sinks(lineup, List.of(CommentarySink.factory())));
    TaskCheckpoints checkpoints = new TaskCheckpoints(cut, job.sinks(job.lineup()));
    checkpoints.save(13, Block.play(job, new int[] {13, 14, 15}));
    checkpoints.save(19, Block.play(job, new int[] {19}));
    checkpoints.save(0, Block.play(job, new int[] {0}));
    System.setProperty(SparkCluster.DEALS_PER_BLOCK, "4");
    Result resumed = run("run", file.toString(), "--spark", "local[2]", "--out", cut.toString(), "--resume");
    assertThat(resumed.code()).as(resumed.err()).isZero();
    for (String name : new String[] {"summary.json", "games.jsonl", "events.bin"}) {
      assertThat(Files.readAllBytes(cut.resolve(name))).as(name).isEqualTo(Files.readAllBytes(dir.resolve("whole").resolve(name)));
    }
    assertThat(Files.readString(cut.resolve("run.log"))).contains("4 deals from the task checkpoints of an earlier session");
    assertThat(cut.resolve(TaskCheckpoints.DIR)).doesNotExist();
  }

  /**
   * The lineup's whole run in {@code whole/}, and in {@code cut/} what a driver killed a third of the way
   * through leaves (games.jsonl cut inside a line, events.bin inside a record, journal.bin half way), returned.
   */
  private Path killedRun(Path file) throws Exception {
    assertThat(run("run", file.toString(), "--threads", "2", "--out", dir.resolve("whole").toString()).code()).isZero();
    Path cut = Files.createDirectories(dir.resolve("cut"));
    Files.copy(dir.resolve("whole/run.json"), cut.resolve("run.json"));
    byte[] journal = Files.readAllBytes(dir.resolve("whole/journal.bin"));
    Files.write(cut.resolve("journal.bin"), Arrays.copyOf(journal, journal.length / 2));
    byte[] games = Files.readAllBytes(dir.resolve("whole/games.jsonl"));
    Files.write(cut.resolve("games.jsonl"), Arrays.copyOf(games, games.length / 3));
    byte[] events = Files.readAllBytes(dir.resolve("whole/events.bin"));
    Files.write(cut.resolve("events.bin"), Arrays.copyOf(events, events.length / 4 + 5));
    return cut;
  }

  @Test
  void run_unreachableMaster_exitTwoNamingTheUrl() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    Result r = run("run", file.toString(), "--spark", "spark://127.0.0.1:1", "--out", dir.resolve("o").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("error: cannot reach the Spark master spark://127.0.0.1:1: nothing answers there");
    assertThat(dir.resolve("o")).as("nothing written").doesNotExist();
  }
}
