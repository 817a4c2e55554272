package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@code mjarena bench}: one JSON line with the throughput and the benchmarked agent's decision times. */
final class BenchCommandTest {
  @Test
  void bench_printsGamesPerSecondAndDecisionTimePercentiles() throws Exception {
    CliTestSupport.Result r = CliTestSupport.run("bench", "--variant", "mcr", "--agent", "default-order",
        "--games", "40", "--warmup", "0");
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode line = new ObjectMapper().readTree(r.out());
    assertThat(line.get("variant").asText()).isEqualTo("mcr");
    assertThat(line.get("games").asInt()).isEqualTo(40);
    assertThat(line.get("games_per_s").asLong()).isPositive();
    // Forty games of four default-order players take thousands of decisions; the table times a sample.
    assertThat(line.get("timed_decisions").asLong()).isGreaterThan(20);
    double p50 = line.get("decision_us_p50").asDouble();
    assertThat(p50).isPositive();
    assertThat(line.get("decision_us_p99").asDouble()).isGreaterThanOrEqualTo(p50);
  }

  @Test
  void bench_commentary_reportsTheTimePerCommentedDecision() throws Exception {
    for (String[] flag : new String[][] {{"--commentary"}, {"--commentary", "statistical"}}) {
      String[] args = {"bench", "--variant", "competition-108", "--agent", "fanfou-op", "--games", "8", "--warmup", "0"};
      String[] all = Arrays.copyOf(args, args.length + flag.length);
      System.arraycopy(flag, 0, all, args.length, flag.length);
      CliTestSupport.Result r = CliTestSupport.run(all);
      assertThat(r.code()).as(r.err()).isZero();
      assertThat(new ObjectMapper().readTree(r.out()).get("commentary_us_per_decision").asDouble()).isPositive();
    }
    CliTestSupport.Result bad = CliTestSupport.run("bench", "--games", "8", "--commentary", "psychic");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("--commentary takes expert, statistical or combined, not 'psychic'");
  }

  @Test
  void bench_unknownAgent_isAUserMistake() {
    CliTestSupport.Result r = CliTestSupport.run("bench", "--agent", "nobody", "--games", "10");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("nobody");
  }
}
