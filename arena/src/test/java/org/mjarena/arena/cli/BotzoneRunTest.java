package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run with a Botzone bot that crashes on every draw: the run goes on, the errors are counted and logged,
 * and the bot's answers are timed.
 */
final class BotzoneRunTest {
  @TempDir
  Path dir;

  @Test
  void run_crashingBot_countedAsRuntimeErrorsAndLogged() throws Exception {
    Path bot = Path.of("src/test/resources/org/mjarena/arena/botzone/bots/oneshot.sh").toAbsolutePath();
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
}
