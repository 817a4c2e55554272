package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code mjarena fan} and {@code mjarena shanten}: one answer per input line, on its line number; error
 * lines with line and column for lines that cannot be read or hands that cannot exist; the exit code.
 */
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
  /**
   * Issue 26's hand: W3 W6 W9 B1 B4 B7 B8 B9 T2 T5 T8 T9 T9 won on B7, a knitted tile and the edge of
   * B7 B8 B9: 17 with 边张 by the reference, 16 by the Botzone judge's calculator.
   */
  private static final String KNITTED_EDGE = "{\"id\": \"issue-26\", \"hand\": [\"W3\", \"W6\", \"W9\", \"T2\", \"T5\", \"T8\", "
      + "\"T9\", \"T9\", \"B1\", \"B4\", \"B7\", \"B8\", \"B9\"], \"melds\": [], \"win_tile\": \"B7\", \"self_drawn\": false, "
      + "\"fourth_tile\": false, \"about_kong\": false, \"wall_last\": false, \"seat_wind\": 0, \"prevalent_wind\": 0, \"flowers\": 0}";
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
    assertThat(out.get(0).get("fans")).extracting(f -> f.get("id").asInt()).containsExactly(56, 66, 71, 73, 75, 79);
    assertThat(out.get(1).get("total").asInt()).isEqualTo(5);
  }

  @Test
  void fan_knittedStraightWonOnAKnittedEdge_followsTheReferenceUnlessTheJudgeIsAsked() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", KNITTED_EDGE + "\n");
    JsonNode reference = lines(CliTestSupport.run("fan", file.toString()).out()).get(0);
    assertThat(reference.get("total").asInt()).isEqualTo(17);
    assertThat(reference.get("convention").asText()).isEqualTo("reference");
    assertThat(reference.get("fans")).extracting(f -> f.get("id").asInt()).containsExactly(35, 62, 63, 77);
    CliTestSupport.Result r = CliTestSupport.run("fan", "--convention", "judge", file.toString());
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode judge = lines(r.out()).get(0);
    assertThat(judge.get("total").asInt()).isEqualTo(16);
    assertThat(judge.get("convention").asText()).isEqualTo("judge");
    assertThat(judge.get("fans")).extracting(f -> f.get("id").asInt()).containsExactly(35, 62, 63);
  }

  @Test
  void fan_unknownConvention_isBadInput() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n");
    CliTestSupport.Result r = CliTestSupport.run("fan", "--convention", "mil", file.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("--convention mil", "reference or judge");
  }

  @Test
  void fan_eachFan_isNamedInChineseAndEnglishWithItsPoints() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n");
    JsonNode first = lines(CliTestSupport.run("fan", file.toString()).out()).get(0).get("fans").get(0);
    assertThat(first.toString()).isEqualTo(
        "{\"id\":56,\"name_zh\":\"不求人\",\"name_en\":\"Fully Concealed Hand\",\"points\":4,\"count\":1}");
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

  /** A hand that cannot exist, the text whose first occurrence in the line is where the error must point, and the error. */
  static Stream<Arguments> impossibleHands() {
    String hand = "\"hand\": [\"T4\", \"T5\", \"T6\", \"T7\", \"T8\", \"T9\", \"B3\", \"B3\", \"B3\", \"J1\"], ";
    return Stream.of(
        Arguments.of(EXPOSED.replace("\"PENG\", \"tiles\": [\"B1\", \"B1\", \"B1\"], \"claimed\": \"B1\"",
            "\"CHI\", \"tiles\": [\"F1\", \"F2\", \"F3\"], \"claimed\": \"F1\""), "[\"F1\"", "a chow of honours"),
        Arguments.of(EXPOSED.replace("\"PENG\", \"tiles\": [\"B1\", \"B1\", \"B1\"]", "\"CHI\", \"tiles\": [\"B1\", \"B2\", \"B4\"]"),
            "[\"B1\", \"B2\"", "three consecutive tiles of one suit"),
        Arguments.of(EXPOSED.replace("\"PENG\", \"tiles\": [\"B1\", \"B1\", \"B1\"]",
            "\"CHI\", \"tiles\": [\"W8\", \"W9\", \"T1\"]"), "[\"W8\"", "three consecutive tiles of one suit"),
        Arguments.of(EXPOSED.replace("[\"B1\", \"B1\", \"B1\"]", "[\"B1\", \"B1\", \"B2\"]"), "[\"B1\", \"B1\", \"B2\"]",
            "a PENG is 3 identical tiles"),
        Arguments.of(EXPOSED.replace(hand, hand.replace("\"B3\", \"B3\", \"B3\"", "\"B1\", \"B1\", \"B3\"")),
            "\"B1\"], \"claimed\"", "a fifth B1"),
        Arguments.of(EXPOSED.replace("\"win_tile\": \"J1\"", "\"win_tile\": \"B3\"").replace(hand, hand.replace("\"J1\"", "\"B3\"")),
            "\"B3\", \"self_drawn\"", "a fifth B3"),
        Arguments.of(EXAMPLE.replace("\"J1\"], \"melds\"", "\"J1\", \"J2\"], \"melds\""), "[\"T4\"",
            "'hand' holds 14 tiles; with 0 melds it must hold 13"),
        Arguments.of(EXPOSED.replace("\"claimed\": \"B1\"", "\"claimed\": \"B7\""), "\"B7\"", "the claimed tile B7"),
        Arguments.of(EXPOSED.replace("\"from\": 1", "\"from\": 0"), "0, \"concealed\"", "'from' must be 1, 2 or 3"),
        Arguments.of(EXAMPLE.replace("\"J1\"], \"melds\"", "\"H1\"], \"melds\""), "\"H1\"", "flowers are counted by 'flowers'"),
        Arguments.of(EXAMPLE.replace("\"seat_wind\": 0", "\"seat_wind\": 4"), "4,", "'seat_wind' must be an integer from 0 to 3"),
        Arguments.of(EXAMPLE.replace("\"flowers\": 0", "\"flowers\": 0, \"hand\": []"), "\"hand\": []", "field 'hand' appears twice"),
        Arguments.of(EXAMPLE + " {}", "{}", "more follows here"));
  }

  @ParameterizedTest
  @MethodSource("impossibleHands")
  void fan_impossibleHand_isRejectedWithLineAndColumn(String record, String at, String error) throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n" + record + "\n");
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    assertThat(r.code()).isEqualTo(1);
    JsonNode out = lines(r.out()).get(1);
    assertThat(out.get("line").asInt()).isEqualTo(2);
    assertThat(out.get("error").asText()).contains(error);
    assertThat(out.get("column").asInt()).as(out.get("error").asText()).isEqualTo(record.indexOf(at) + 1);
  }

  @Test
  void shanten_fifthCopyAcrossHandAndMelds_isRejectedWithItsColumn() throws Exception {
    String record = "{\"id\":\"x\",\"hand\":[\"W1\",\"W2\",\"W3\",\"W4\",\"W5\",\"W6\",\"W7\",\"W8\",\"W9\",\"F1\"],"
        + "\"melds\":[{\"type\":\"GANG\",\"tiles\":[\"W9\",\"W9\",\"W9\",\"W9\"],\"claimed\":null,\"from\":0,\"concealed\":true}]}";
    Path file = CliTestSupport.write(dir, "hands.jsonl", record + "\n");
    JsonNode out = lines(CliTestSupport.run("shanten", file.toString()).out()).get(0);
    assertThat(out.get("error").asText()).startsWith("a fifth W9");
    assertThat(out.get("column").asInt()).isEqualTo(record.lastIndexOf("\"W9\"") + 1);
  }

  @Test
  void shanten_wrongTileCount_isRejectedAtTheHand() throws Exception {
    String record = "{\"id\":\"x\",\"hand\":[\"W1\",\"W2\"],\"melds\":[]}";
    Path file = CliTestSupport.write(dir, "hands.jsonl", record + "\n");
    JsonNode out = lines(CliTestSupport.run("shanten", file.toString()).out()).get(0);
    assertThat(out.get("error").asText()).isEqualTo("'hand' holds 2 tiles; with 0 melds it must hold 13 (13 - 3 x melds, winning tile excluded)");
    assertThat(out.get("column").asInt()).isEqualTo(record.indexOf('[') + 1);
  }

  @Test
  void fan_blankAndRejectedLines_keepEveryAnswerOnItsInputLine() throws Exception {
    Path file = CliTestSupport.write(dir, "hands.jsonl", EXAMPLE + "\n\n   \n[1]\r\n" + EXPOSED + "\r\n" + EXAMPLE);
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    assertThat(r.code()).isEqualTo(1);
    List<JsonNode> out = lines(r.out());
    assertThat(out).extracting(o -> o.get("line").asInt()).containsExactly(1, 2, 3, 4, 5, 6);
    assertThat(out).extracting(o -> o.path("total").asInt(-1)).containsExactly(10, -1, -1, -1, 5, 10);
    assertThat(out.get(1).get("error").asText()).isEqualTo("a blank line holds no record");
    assertThat(out.get(3).get("error").asText()).isEqualTo("a line must hold one JSON object");
    assertThat(r.err()).contains("3 of the lines could not be answered");
  }

  @Test
  void shanten_dash_readsStandardInput() throws Exception {
    String record = "{\"id\":\"sh\",\"hand\":[\"W1\",\"W2\",\"W3\",\"W4\",\"W5\",\"W6\",\"W7\",\"W8\",\"W9\",\"F1\",\"F1\","
        + "\"F2\",\"F2\"],\"melds\":[]}";
    InputStream stdin = System.in;
    CliTestSupport.Result r;
    try {
      System.setIn(new ByteArrayInputStream((record + "\n").getBytes(StandardCharsets.UTF_8)));
      r = CliTestSupport.run("shanten", "-");
    } finally {
      System.setIn(stdin);
    }
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode out = lines(r.out()).get(0);
    assertThat(out.get("id").asText()).isEqualTo("sh");
    assertThat(out.get("shanten").get("basic").asInt()).isZero();
  }

  @Test
  void fan_tenMegabyteLine_isRejectedWellUnderASecond() throws Exception {
    Path small = CliTestSupport.write(dir, "small.jsonl", EXAMPLE + "\n");
    CliTestSupport.run("fan", small.toString()); // loads the classes, as a real run has
    StringBuilder huge = new StringBuilder("{\"id\": \"huge\", \"hand\": [");
    while (huge.length() < 10_000_000) {
      huge.append("\"W1\", ");
    }
    Path file = CliTestSupport.write(dir, "hands.jsonl", huge.append("\"W1\"]}\n").append(EXAMPLE).append('\n').toString());
    // CPU time of this thread, where the command runs: other builds sharing the machine do not count.
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long start = threads.getCurrentThreadCpuTime();
    CliTestSupport.Result r = CliTestSupport.run("fan", file.toString());
    long ms = (threads.getCurrentThreadCpuTime() - start) / 1_000_000;
    List<JsonNode> out = lines(r.out());
    assertThat(out.get(0).get("error").asText()).startsWith("the line is longer than 65536 characters");
    assertThat(out.get(0).get("column").asInt()).isEqualTo(65_537);
    assertThat(out.get(1).get("total").asInt()).isEqualTo(10);
    assertThat(ms).as("CPU milliseconds for a 10 MB line").isLessThan(1000);
  }

  @Test
  void fanAndShanten_missingFile_isBadInput() {
    assertThat(CliTestSupport.run("fan", dir.resolve("none.jsonl").toString()).code()).isEqualTo(2);
    assertThat(CliTestSupport.run("shanten", dir.resolve("none.jsonl").toString()).err()).contains("no such file");
  }
}
