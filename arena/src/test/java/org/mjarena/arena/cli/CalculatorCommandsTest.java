package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arena fan} and {@code arena shanten}: one answer per line, error lines for bad lines, the exit code. */
final class CalculatorCommandsTest {
  /** The worked example of shared/vectors/mcr/README.md: 10 fan. */
  private static final String EXAMPLE = "{\"id\": \"example-1\", \"winning\": true, \"hand\": [\"T4\", \"T5\", \"T6\", \"T7\", \"T8\", "
      + "\"T9\", \"B1\", \"B1\", \"B1\", \"B3\", \"B3\", \"B3\", \"J1\"], \"melds\": [], \"win_tile\": \"J1\", \"self_drawn\": true, "
      + "\"fourth_tile\": false, \"about_kong\": false, \"wall_last\": false, \"seat_wind\": 0, \"prevalent_wind\": 0, \"flowers\": 0}";
  /** The same hand with B1B1B1 as an exposed pung: 5 fan. */
  private static final String EXPOSED = "{\"id\": \"example-2\", \"hand\": [\"T4\", \"T5\", \"T6\", \"T7\", \"T8\", \"T9\", \"B3\", "
      + "\"B3\", \"B3\", \"J1\"], \"melds\": [{\"type\": \"PENG\", \"tiles\": [\"B1\", \"B1\", \"B1\"], \"claimed\": \"B1\", \"from\": 1, "
      + "\"concealed\": false, \"offer\": 1}], \"win_tile\": \"J1\", \"self_drawn\": true, \"fourth_tile\": false, \"about_kong\": false, "
      + "\"wall_last\": false, \"seat_wind\": 0, \"prevalent_wind\": 0, \"flowers\": 0}";
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  private static List<JsonNode> lines(String out) throws Exception {
    return out.lines().map(l -> {
      try {
        return JSON.readTree(l);
      } catch (Exception e) {
        throw new AssertionError(l, e);
      }
    }).toList();
  }

  @Test
  void fan_workedExamples_scoreTenAndFive() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n" + EXPOSED + "\n");
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    assertThat(r.code()).as(r.err()).isZero();
    List<JsonNode> out = lines(r.out());
    assertThat(out).hasSize(2);
    assertThat(out.get(0).get("id").asText()).isEqualTo("example-1");
    assertThat(out.get(0).get("winning").asBoolean()).isTrue();
    assertThat(out.get(0).get("total").asInt()).isEqualTo(10);
    assertThat(out.get(0).get("fans").toString()).isEqualTo(
        "[{\"id\":56,\"count\":1},{\"id\":66,\"count\":1},{\"id\":71,\"count\":1},{\"id\":73,\"count\":1},{\"id\":75,\"count\":1},"
            + "{\"id\":79,\"count\":1}]");
    assertThat(out.get(1).get("total").asInt()).isEqualTo(5);
  }

  @Test
  void fan_malformedLines_getErrorLinesAndTheRestIsAnswered() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n{oops\n" + EXAMPLE.replace("\"J1\"],", "\"X9\"],") + "\n"
        + EXPOSED + "\n");
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    assertThat(r.code()).isEqualTo(1);
    List<JsonNode> out = lines(r.out());
    assertThat(out).hasSize(4);
    assertThat(out.get(0).get("total").asInt()).isEqualTo(10);
    assertThat(out.get(1).get("line").asInt()).isEqualTo(2);
    assertThat(out.get(1).get("error").asText()).contains("not JSON");
    assertThat(out.get(2).get("line").asInt()).isEqualTo(3);
    assertThat(out.get(2).get("error").asText()).contains("X9");
    assertThat(out.get(3).get("total").asInt()).isEqualTo(5);
    assertThat(r.err()).contains("2 of the lines could not be answered");
  }

  @Test
  void fan_notAWinningHand_isAnsweredNotWinning() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE.replace("\"T9\", \"B1\"", "\"W9\", \"B1\"") + "\n");
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    assertThat(r.code()).isZero();
    JsonNode out = lines(r.out()).get(0);
    assertThat(out.get("winning").asBoolean()).isFalse();
    assertThat(out.get("total").asInt()).isZero();
  }

  @Test
  void shanten_referenceRecord_matchesItsExpectedValues() throws Exception {
    // Record sh-00003 of shared/vectors/mcr/shanten.jsonl, with the values the reference gives it.
    String record = "{\"id\":\"sh-00003\",\"hand\":[\"W2\",\"W3\",\"W6\",\"W7\",\"T7\",\"T8\",\"B3\",\"B3\",\"B8\","
        + "\"F1\",\"F2\",\"F3\",\"F4\"],\"melds\":[]}";
    Path file = CliTestSupport.write(dir, "hands.jsonl", record + "\n");
    CliTestSupport.Result r = CliTestSupport.run("shanten", file.toString());
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode out = lines(r.out()).get(0);
    assertThat(out.get("id").asText()).isEqualTo("sh-00003");
    assertThat(out.get("shanten").toString()).isEqualTo(
        "{\"basic\":4,\"seven_pairs\":5,\"thirteen_orphans\":9,\"honors_knitted\":5,\"knitted_straight\":6,\"min\":4}");
    assertThat(out.get("useful_basic").toString()).isEqualTo(
        "[\"W1\",\"W4\",\"W5\",\"W8\",\"T6\",\"T9\",\"B3\",\"B6\",\"B7\",\"B8\",\"B9\",\"F1\",\"F2\",\"F3\",\"F4\"]");
  }

  @Test
  void fanAndShanten_missingFile_isBadInput() {
    assertThat(CliTestSupport.run("fan", dir.resolve("none.jsonl").toString()).code()).isEqualTo(2);
    assertThat(CliTestSupport.run("shanten", dir.resolve("none.jsonl").toString()).err()).contains("no such file");
  }
}
