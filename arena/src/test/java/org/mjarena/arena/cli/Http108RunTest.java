package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs with 108-tile competition HTTP AIs started from a command (the tests' Python tiny AI): a service
 * that dies is started again and counted, its errors are in the summary, the console and its log, and
 * every service is gone when the run is over; lineup mistakes are exit-2 errors.
 */
final class Http108RunTest {
  private static final Path TINY_AI = Path.of("src/test/resources/org/mjarena/arena/interop/http108/tiny_ai.py");

  @TempDir
  Path dir;

  @Test
  void run_dyingService_restartedAndCounted_servicesGoneAfterTheRun() throws Exception {
    // The script is copied here, so that its processes are told from any other by their command line.
    Path ai = Files.copy(TINY_AI, dir.resolve("tiny_ai.py"));
    Path lineup = CliTestSupport.write(dir, "http.yaml", """
        variant: competition-108
        seed: 3
        deals: 1
        seat_orders: rotations
        threads: 2
        rules: { time_per_decision_ms: 60000 }   # a restart on a loaded machine must not also be a time-out
        lineup:
          - id: bad
            agent: http-108
            params: { command: [python3, %1$s, "{port}", "die:25"], time_limit_ms: 20000 }
          - id: good
            agent: http-108
            params: { command: [python3, %1$s, "{port}"], time_limit_ms: 20000 }
          - { id: c, agent: default-order }
          - { id: d, agent: fanfou-op }
        """.formatted(ai));
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--record", "results");
    assertThat(r.code()).as(r.err()).isEqualTo(0);
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    JsonNode bad = summary.path("agents").get(0);
    assertThat(bad.path("games").asInt()).isEqualTo(4);
    assertThat(bad.path("errors").path("re").asInt()).isPositive().isEqualTo(bad.path("sanctions").asInt());
    assertThat(bad.path("errors").path("tle").asInt()).isZero();
    assertThat(summary.path("agents").get(1).path("errors").path("re").asInt()).isZero();
    assertThat(summary.path("agents").get(1).path("errors").path("wa").asInt()).isZero();
    assertThat(r.out()).contains("tle/re/wa").contains("0/" + bad.path("errors").path("re").asInt() + "/0");
    JsonNode timing = new ObjectMapper().readTree(out.resolve("timing.json").toFile()).path("agents");
    assertThat(timing.get(0).path("restarts").asLong()).isPositive();
    assertThat(timing.get(1).path("restarts").asLong()).isZero();
    assertThat(timing.get(1).path("answers").asLong()).isPositive();
    assertThat(Files.readString(out.resolve("bots/bad.log"))).contains("error: RE: the service died while answering")
        .contains("tiny_ai: dying on purpose").contains("had exited with status 3; started again");
    // Killed processes may take a moment to be gone.
    List<ProcessHandle> left = ProcessHandle.allProcesses()
        .filter(p -> p.info().commandLine().orElse("").contains(ai.toString())).toList();
    for (ProcessHandle p : left) {
      p.onExit().completeOnTimeout(p, 5, TimeUnit.SECONDS).join();
    }
    assertThat(left.stream().filter(ProcessHandle::isAlive)).as("services left running").isEmpty();
  }

  @Test
  void run_emptyReplies_wrongAnswers() throws Exception {
    Path lineup = CliTestSupport.write(dir, "http.yaml", """
        variant: competition-108
        seed: 4
        deals: 1
        seat_orders: rotations
        threads: 1
        rules: { on_error: default-action, time_per_decision_ms: 60000 }
        lineup:
          - id: empty
            agent: http-108
            params: { command: [python3, %s, "{port}", empty] }
          - { id: b, agent: tsumogiri }
          - { id: c, agent: default-order }
          - { id: d, agent: tsumogiri }
        """.formatted(TINY_AI.toAbsolutePath()));
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--record", "results");
    assertThat(r.code()).as(r.err()).isEqualTo(0);
    JsonNode empty = new ObjectMapper().readTree(out.resolve("summary.json").toFile()).path("agents").get(0);
    assertThat(empty.path("errors").path("wa").asInt()).isGreaterThan(4);
    assertThat(empty.path("sanctions").asInt()).isZero();
    assertThat(Files.readString(out.resolve("bots/empty.log"))).contains("error: WA: the reply has no action_type");
  }

  @Test
  void lineupMistakes_exitTwoNamingTheLine() throws Exception {
    String ok = "    params: { url: \"http://127.0.0.1:1/Pubilc_MahJong\" }\n";
    assertBad("competition-108", "    params: {}\n", "give either 'url'");
    assertBad("competition-108", "    params: { url: x, command: [python3, \"{port}\"] }\n", "not both");
    assertBad("competition-108", "    params: { url: \"ftp://x\" }\n", "is not an http address");
    assertBad("competition-108", "    params: { command: [python3, x.py] }\n", "must say where the port goes");
    assertBad("competition-108", "    params: { command: [./nope.sh, \"{port}\"] }\n", "does not exist");
    assertBad("mcr", ok, "does not play variant mcr");
  }

  private void assertBad(String variant, String params, String message) throws Exception {
    Path lineup = CliTestSupport.write(dir, "bad.yaml", """
        variant: %s
        deals: 1
        lineup:
          - id: x
            agent: http-108
        %s  - { id: b, agent: tsumogiri }
          - { id: c, agent: tsumogiri }
          - { id: d, agent: tsumogiri }
        """.formatted(variant, params));
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", dir.resolve("o").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).contains(message).contains("bad.yaml");
  }
}
