package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;

final class SummaryTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void json_rankingFirstToLast_withRankPointsMeanRankAndTotal() throws Exception {
    JsonNode ranking = JSON.readTree(SummaryFile.json(threeDeals())).get("ranking");
    assertThat(ranking).hasSize(4);
    assertThat(ranking.findValuesAsText("id")).containsExactly("c", "a", "b", "d");
    JsonNode first = ranking.get(0);
    assertThat(first.get("rank_points").asDouble()).isEqualTo(12.0);
    assertThat(first.get("mean_rank").asDouble()).isEqualTo(1.0);
    assertThat(first.get("total_points").asLong()).isEqualTo(75);
    // a: second, second, then tied with b and d for second to fourth (rank 3, 2 points)
    assertThat(ranking.get(1).get("rank_points").asDouble()).isEqualTo(3 + 3 + 2.0);
    assertThat(ranking.get(1).get("mean_rank").asDouble()).isCloseTo(7.0 / 3, within(1e-4));
    // b and d: tied for third and fourth twice (1.5 points each), equal totals: lineup order
    assertThat(ranking.get(2).get("rank_points").asDouble()).isEqualTo(1.5 + 1.5 + 2.0);
    assertThat(ranking.get(3).get("total_points").asLong()).isEqualTo(-45);
  }

  @Test
  void json_pairedEveryTwoEntries_withDifferencesIntervalsAndPValue() throws Exception {
    JsonNode paired = JSON.readTree(SummaryFile.json(threeDeals())).get("paired");
    assertThat(paired).hasSize(6);
    JsonNode ab = paired.get(0);
    assertThat(ab.get("a").asText()).isEqualTo("a");
    assertThat(ab.get("b").asText()).isEqualTo("b");
    assertThat(ab.get("deals").asLong()).isEqualTo(3);
    // a - b per deal: 30, 30, 0
    assertThat(ab.get("points_diff").get("mean").asDouble()).isEqualTo(20.0);
    for (String key : List.of("points_diff", "win_rate_diff", "deal_in_rate_diff")) {
      assertThat(ab.get(key).get("ci95")).as(key).hasSize(2);
      assertThat(ab.get(key).has("mean")).as(key).isTrue();
    }
    assertThat(ab.get("p_value").isNumber()).isTrue();
  }

  @Test
  void json_noDifferenceAtAll_pValueNull() throws Exception {
    JsonNode paired = JSON.readTree(SummaryFile.json(threeDeals())).get("paired");
    JsonNode bd = paired.get(4);
    assertThat(bd.get("a").asText() + bd.get("b").asText()).isEqualTo("bd");
    assertThat(bd.get("p_value").isNull()).isTrue();
  }

  @Test
  void json_gamesBySeat_dealerFirst() throws Exception {
    JsonNode a = JSON.readTree(SummaryFile.json(threeDeals())).get("agents").get(0);
    assertThat(a.get("games_by_seat")).hasSize(4);
    assertThat(a.get("games_by_seat").toString()).isEqualTo("[3,0,0,3]");
  }

  /**
   * Key order, rounding, layout and the null p-value as the golden has them; it was written by the hand-written
   * writer the records replaced (main 0b6b0af), so the records write the file byte for byte as it was.
   */
  @Test
  void json_threeDeals_matchesGolden() throws Exception {
    assertThat(SummaryFile.json(threeDeals())).isEqualTo(golden("summary.json"));
  }

  @Test
  void read_writtenSummary_writesTheSameBytes(@TempDir Path dir) throws Exception {
    Path file = dir.resolve(SummaryFile.NAME);
    SummaryFile.write(threeDeals(), file);
    Summary read = SummaryFile.read(file);
    assertThat(read.paired().get(4).pValue()).isEmpty();
    assertThat(read.commentary()).isEmpty();
    assertThat(SummaryFile.json(read)).isEqualTo(Files.readString(file));
  }

  @Test
  void render_rankingAndPairedTablesUnderTheEntries() throws Exception {
    List<Timing.AgentTime> times = new ArrayList<>();
    for (String id : List.of("a", "b", "c", "d")) {
      times.add(new Timing.AgentTime(id, 1, 2, OptionalLong.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
          OptionalLong.empty(), ""));
    }
    String out = ConsoleTable.render(threeDeals(), new Timing(1, 6, 0, 1.0, 6.0, times, OptionalDouble.empty()));
    assertThat(out).contains("ranking over 3 deals").contains("rank points").contains("mean rank");
    assertThat(out).as("each entry's agent with its parameters").contains("distance-to-win depth=1 ting=true");
    assertThat(out).contains("paired over the same deals").contains("points/deal");
    List<String> lines = out.lines().toList();
    int ranking = lines.indexOf(lines.stream().filter(l -> l.startsWith("place")).findFirst().orElseThrow());
    assertThat(lines.get(ranking + 1)).startsWith("1      c");
    assertThat(lines.stream().filter(l -> l.startsWith("b  ") && l.contains(" d ")).findFirst()).hasValueSatisfying(
        l -> assertThat(l).endsWith("-"));
  }

  /** The text of a golden file of this package. */
  static String golden(String name) throws IOException {
    try (InputStream in = SummaryTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * Three deals of two games, in seat orders a b c d and d c b a. Summed per deal, c scores most every
   * time, a comes second twice and ties with b and d the third time, and b and d always score the same.
   */
  private static Summary threeDeals() {
    List<Lineup.Entry> entries = new ArrayList<>();
    for (String id : List.of("a", "b", "c", "d")) {
      entries.add(new Lineup.Entry(id, "distance-to-win", AgentRegistry.byId("distance-to-win").settings(Map.of("depth", 1)),
          AgentRegistry.byId("distance-to-win").factory(Map.of("depth", 1))));
    }
    Lineup lineup = new Lineup(Path.of("t.yaml"), Rulebook.rules(Variant.SUITS_108, Map.of()), 1, 3, SeatOrderMode.ROTATIONS,
        Optional.empty(), entries, RecordMode.NONE, Compression.NONE,
        CommentarySettings.OFF, Optional.empty());
    TournamentStats stats = new TournamentStats(4);
    // points of a, b, c, d in each game; summed per deal: 10 -20 30 -20, the same, -5 -5 15 -5
    int[][][] deals = {
        {{5, -15, 25, -15}, {5, -5, 5, -5}},
        {{5, -15, 25, -15}, {5, -5, 5, -5}},
        {{-5, -5, 15, -5}, {0, 0, 0, 0}}};
    for (int[][] deal : deals) {
      List<GameScore> games = new ArrayList<>();
      int[][] seats = {{0, 1, 2, 3}, {3, 2, 1, 0}};
      for (int g = 0; g < 2; g++) {
        Integer[] bySeat = new Integer[4];
        for (int s = 0; s < 4; s++) {
          bySeat[s] = deal[g][seats[g][s]];
        }
        GameOutcome drawn = new GameOutcome(GameOutcome.Kind.DRAW, List.of(), Optional.empty(), List.of(bySeat),
            Optional.empty(), "", List.of());
        games.add(GameScore.of(new GameResult(0, g, seats[g], 0, drawn)));
      }
      stats.addDeal(games);
    }
    return Summary.of(lineup, 2, 3, stats, true);
  }
}
