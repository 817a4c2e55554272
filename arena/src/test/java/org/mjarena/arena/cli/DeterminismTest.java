package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The same seed gives the same results, byte for byte, whatever the thread count. */
final class DeterminismTest {
  private static final String LINEUP = """
      variant: competition-108
      seed: 20261121
      deals: 60
      seat_orders: all
      lineup:
        - { id: a, agent: distance-to-win, params: { depth: 0 } }
        - { id: b, agent: random }
        - { id: c, agent: random }
        - { id: d, agent: tsumogiri }
      """;
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  @Test
  void run_oneThreadAndTwoThreads_sameResults() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    assertThat(CliTestSupport.run("run", file.toString(), "--threads", "1", "--out", dir.resolve("one").toString()).code()).isZero();
    assertThat(CliTestSupport.run("run", file.toString(), "--threads", "2", "--out", dir.resolve("two").toString()).code()).isZero();
    assertThat(Files.readString(dir.resolve("one/games.jsonl"))).isEqualTo(Files.readString(dir.resolve("two/games.jsonl")));
    assertThat(Files.readAllBytes(dir.resolve("one/events.bin"))).isEqualTo(Files.readAllBytes(dir.resolve("two/events.bin")));
    assertThat(Files.readAllBytes(dir.resolve("one/summary.json"))).isEqualTo(Files.readAllBytes(dir.resolve("two/summary.json")));
  }

  /**
   * The clock decides only whether an answer is late: a run within its limits plays as with no limit,
   * on the coarse clock (limits of a second or more) as on the exact one.
   */
  @Test
  void run_timeLimitsNeverReached_sameResultsAsWithoutALimit() throws Exception {
    List<String> games = new ArrayList<>();
    for (int limit : new int[] {3_600_000, 1000, 999}) {
      Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP + "rules: { time_per_decision_ms: " + limit + " }\n");
      Path out = dir.resolve("limit" + limit);
      assertThat(CliTestSupport.run("run", file.toString(), "--threads", "2", "--out", out.toString()).code()).isZero();
      JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
      for (JsonNode agent : summary.get("agents")) {
        assertThat(agent.get("late_answers").asLong()).isZero();
      }
      games.add(Files.readString(out.resolve("games.jsonl")));
    }
    assertThat(games.get(1)).isEqualTo(games.get(0));
    assertThat(games.get(2)).isEqualTo(games.get(0));
  }

  @Test
  void run_everySeatOrderOncePerDeal_onTheSameWall() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    assertThat(CliTestSupport.run("run", file.toString(), "--deals", "5", "--out", dir.resolve("o").toString()).code()).isZero();
    List<String> lines = Files.readAllLines(dir.resolve("o/games.jsonl"));
    assertThat(lines).hasSize(5 * 12);
    for (int deal = 0; deal < 5; deal++) {
      Set<String> orders = new HashSet<>();
      Set<Long> walls = new HashSet<>();
      for (String line : lines) {
        JsonNode game = JSON.readTree(line);
        if (game.get("deal").asInt() == deal) {
          assertThat(orders.add(game.get("seats").toString())).isTrue();
          walls.add(game.get("wall_seed").asLong());
        }
      }
      assertThat(orders).hasSize(12);
      assertThat(walls).hasSize(1);
    }
  }

  @Test
  void run_summaryHasTheDocumentedKeys() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    CliTestSupport.Result r = CliTestSupport.run("run", file.toString(), "--deals", "3", "--out", dir.resolve("s").toString());
    assertThat(r.out()).contains("win %").contains("deal-in %");
    JsonNode s = JSON.readTree(dir.resolve("s/summary.json").toFile());
    for (String key : List.of("variant", "seed", "deals", "seat_orders", "games", "draws", "draw_rate", "agents")) {
      assertThat(s.has(key)).as(key).isTrue();
    }
    assertThat(s.has("elapsed_s")).as("timings are in timing.json").isFalse();
    assertThat(s.get("games").asInt()).isEqualTo(36);
    JsonNode a = s.get("agents").get(0);
    for (String key : List.of("id", "agent", "games", "wins", "self_drawn_wins", "deal_ins", "win_rate", "win_rate_ci95",
        "deal_in_rate", "deal_in_rate_ci95", "points_total", "points_mean", "points_mean_ci95", "fallbacks", "late_answers")) {
      assertThat(a.has(key)).as(key).isTrue();
    }
    long points = 0;
    for (JsonNode agent : s.get("agents")) {
      points += agent.get("points_total").asLong();
    }
    assertThat(points).as("points are zero-sum").isZero();
  }

  @Test
  void run_timingHasTheDocumentedKeys() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    CliTestSupport.run("run", file.toString(), "--deals", "3", "--threads", "2", "--out", dir.resolve("t").toString());
    JsonNode t = JSON.readTree(dir.resolve("t/timing.json").toFile());
    for (String key : List.of("threads", "games", "games_before", "elapsed_s", "games_per_s", "agents")) {
      assertThat(t.has(key)).as(key).isTrue();
    }
    assertThat(t.get("threads").asInt()).isEqualTo(2);
    assertThat(t.get("games").asInt()).isEqualTo(36);
    for (String key : List.of("id", "decision_us_p50", "decision_us_p99")) {
      assertThat(t.get("agents").get(0).has(key)).as(key).isTrue();
    }
  }
}
