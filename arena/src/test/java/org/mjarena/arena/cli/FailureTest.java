package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failure that is not the user's mistake: exit code 1 and one line on the terminal naming what failed
 * and where its full trace is; the trace in the run's log file, and on the terminal with {@code --debug}
 * only. The failure is made by a directory where the run writes its summary first (the summary's
 * temporary file), so that writing it fails at the end of a resumed run, after the log file is open.
 */
final class FailureTest {
  private static final String LINEUP = CliTestSupport.SMALL_LINEUP;

  @TempDir
  Path dir;
  private Path lineup;
  private Path out;

  @BeforeEach
  void aRunWhoseSummaryCannotBeWritten() throws Exception {
    lineup = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    out = dir.resolve("out");
    assertThat(CliTestSupport.run("run", lineup.toString(), "--out", out.toString()).code()).isZero();
    Files.createDirectories(out.resolve("summary.json.tmp/in-the-way"));
  }

  @Test
  void run_internalFailure_oneLineNamingTheLogAndTheTraceInIt() throws Exception {
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--resume");
    assertThat(r.code()).isEqualTo(Main.FAILED);
    assertThat(r.err()).hasLineCount(1).startsWith("error: run failed: ").contains("summary.json.tmp")
        .contains("the full trace is in " + out.resolve("run.log"));
    assertThat(Files.readString(out.resolve("run.log"))).contains("run failed").contains("\tat org.mjarena.arena.record.AtomicFile");
  }

  @Test
  void run_internalFailureWithDebug_traceOnTheTerminalToo() {
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--resume", "--debug");
    assertThat(r.code()).isEqualTo(Main.FAILED);
    assertThat(r.err()).startsWith("error: run failed: ").contains("the full trace follows").contains("\tat org.mjarena.arena.record.AtomicFile");
  }

  @Test
  void debugBeforeTheCommand_sameAsAfter() {
    CliTestSupport.Result r = CliTestSupport.run("--debug", "run", lineup.toString(), "--out", out.toString(), "--resume");
    assertThat(r.code()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("\tat org.mjarena.arena.record.AtomicFile");
  }
}
