package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs with Botzone bots: one that crashes on every draw (the run goes on, the errors are counted and
 * logged, the bot's answers are timed), and one that is still thinking when the run is stopped with
 * SIGTERM (the bot and its children are gone with the run).
 */
final class BotzoneRunTest {
  @TempDir
  Path dir;

  @Test
  void run_crashingBot_countedAsRuntimeErrorsAndLogged() throws Exception {
    Path bot = Path.of("src/test/resources/org/mjarena/arena/interop/botzone/bots/oneshot.sh").toAbsolutePath();
    Path lineup = CliTestSupport.write(dir, "bot.yaml", """
        variant: mcr
        seed: 3
        deals: 1
        seat_orders: rotations
        threads: 2
        rules: { wall: botzone-duplicate }
        lineup:
          - id: bad
            agent: botzone
            params: { command: [bash, %s, simple, "-", crash], io: simple, time_limit_ms: 20000 }
          - { id: b, agent: tsumogiri }
          - { id: c, agent: default-order }
          - { id: d, agent: distance-to-win }
        """.formatted(bot));
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--record", "results");
    assertThat(r.code()).as(r.err()).isEqualTo(0);
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    JsonNode bad = summary.path("agents").get(0);
    assertThat(bad.path("id").asText()).isEqualTo("bad");
    assertThat(bad.path("games").asInt()).isEqualTo(4);
    // It crashes at its first draw, unless the hand is won before it draws.
    assertThat(bad.path("errors").path("re").asInt()).isBetween(1, 4).isEqualTo(bad.path("sanctions").asInt());
    assertThat(bad.path("errors").path("tle").asInt()).isZero();
    assertThat(summary.path("agents").get(1).path("errors").path("re").asInt()).isZero();
    assertThat(r.out()).contains("tle/re/wa").contains("0/" + bad.path("errors").path("re").asInt() + "/0");
    // Every answer of the bot is timed, in timing.json and on the console; summary.json has no clock in it.
    JsonNode timing = new ObjectMapper().readTree(out.resolve("timing.json").toFile()).path("agents");
    assertThat(timing.get(0).path("answers").asLong()).isPositive();
    assertThat(timing.get(0).path("answer_ms_p50").asDouble()).isPositive()
        .isLessThanOrEqualTo(timing.get(0).path("answer_ms_p99").asDouble());
    assertThat(timing.get(1).has("answers")).isFalse();
    assertThat(summary.toString()).doesNotContain("answer_ms");
    assertThat(r.out()).contains("external answers").containsPattern("(?m)^bad +\\d+ +[0-9.]+ +[0-9.]+$");
    assertThat(Files.readString(out.resolve("bots/bad.log"))).contains("error: RE: exited with status 3")
        .contains("crashing on purpose");
  }

  /**
   * Issue 15's clean-up: a run in a JVM of its own, its bot asleep over its first draw (with a limit far
   * beyond the test), is stopped with SIGTERM; the bot's shell and the sleep it started are gone once the
   * run has exited.
   */
  @Test
  void run_sigtermWhileABotThinks_leavesNoBotProcess() throws Exception {
    Path bot = Path.of("src/test/resources/org/mjarena/arena/interop/botzone/bots/oneshot.sh").toAbsolutePath();
    Path transcript = dir.resolve("sleeper.txt");
    Path lineup = CliTestSupport.write(dir, "sleeper.yaml", """
        variant: mcr
        seed: 3
        deals: 50
        seat_orders: rotations
        threads: 1
        lineup:
          - id: sleeper
            agent: botzone
            params: { command: [bash, %s, simple, %s, sleep], io: simple, time_limit_ms: 120000 }
          - { id: b, agent: tsumogiri }
          - { id: c, agent: default-order }
          - { id: d, agent: distance-to-win }
        """.formatted(bot, transcript));
    String java = ProcessHandle.current().info().command().orElse("java");
    Process run = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
        lineup.toString(), "--out", dir.resolve("out").toString())
        .redirectOutput(dir.resolve("run.out").toFile()).redirectError(dir.resolve("run.err").toFile()).start();
    List<ProcessHandle> botProcesses = new ArrayList<>();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (botProcesses.isEmpty() && run.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
        // The bot's shell, once it sleeps over a draw: the one whose command line names the transcript.
        ProcessHandle.allProcesses()
            .filter(h -> h.info().commandLine().orElse("").contains(transcript.toString()))
            .filter(h -> h.children().anyMatch(c -> c.info().command().orElse("").endsWith("sleep")))
            .findFirst().ifPresent(shell -> {
              botProcesses.add(shell);
              shell.children().forEach(botProcesses::add);
            });
      }
      assertThat(botProcesses).as("the bot asleep over its draw; the run's stderr: %s", dir.resolve("run.err")).isNotEmpty();
      run.destroy(); // SIGTERM
      assertThat(run.waitFor(30, TimeUnit.SECONDS)).as("the run exits on SIGTERM").isTrue();
    } finally {
      run.destroyForcibly().waitFor();
    }
    for (ProcessHandle h : botProcesses) {
      h.onExit().completeOnTimeout(h, 5, TimeUnit.SECONDS).join();
      assertThat(h.isAlive()).as("bot process %d (%s)", h.pid(), h.info().commandLine().orElse("?")).isFalse();
    }
  }
}
