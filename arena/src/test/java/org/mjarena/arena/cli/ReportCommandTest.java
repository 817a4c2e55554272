package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mjarena report}: the page of a run, of a run without events, of an import; what it holds and the
 * user's mistakes. The page in a browser: {@link ReportBrowserTest}.
 */
final class ReportCommandTest {
  @TempDir
  Path dir;

  private Path run(String... extra) throws Exception {
    Path config = CliTestSupport.write(dir, "lineup.yaml", CliTestSupport.SMALL_LINEUP);
    Path out = dir.resolve("run");
    String[] args = new String[3 + extra.length];
    args[0] = "run";
    args[1] = config.toString();
    args[2] = "--out=" + out;
    System.arraycopy(extra, 0, args, 3, extra.length);
    CliTestSupport.Result r = CliTestSupport.run(args);
    assertThat(r.code()).as(r.err()).isZero();
    return out;
  }

  @Test
  void run_writesTheReportByDefault_selfContained() throws Exception {
    Path out = run();
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).startsWith("<!DOCTYPE html>").contains("id=\"results-table\"").contains("id=\"viewer-data\"")
        .contains("id=\"fig-points\"").contains("id=\"fig-times\"");
    // The commentator's discard probabilities: their table and the reliability diagram, one line per entry.
    assertThat(html).contains("id=\"probabilities-table\"").contains("id=\"fig-reliability\"")
        .contains("class=\"diagonal\"").contains("id=\"claim-probabilities-table\"").contains("id=\"fig-claim-reliability\"")
        .contains("id=\"turn-probabilities-table\"").contains("id=\"fig-turn-reliability\"");
    // Nothing is fetched: no external script, style sheet, image or font.
    assertThat(html).doesNotContainPattern("(src|href)=\"(https?:)?//").doesNotContain("@import").doesNotContain("url(");
    assertThat(Files.readString(out.resolve("timing.json"))).contains("\"decision_ns_histogram\"");
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    String first = summary.path("ranking").get(0).path("id").asText();
    String second = summary.path("ranking").get(1).path("id").asText();
    assertThat(html).containsPattern("<p class=\"verdict\" id=\"verdict\">" + first + " comes first \\([0-9.]+ rank points\\),"
        + " ahead of " + second + " by [+-][0-9.]+ points a deal \\[[+-][0-9.]+, [+-][0-9.]+\\], p [<=] [0-9.]+</p>");
  }

  /**
   * A run's summary written before the calibration error by chance and the bins' chance ranges were kept: the page
   * says "-" for the first and draws no band, rather than failing.
   */
  @Test
  void report_ofAnOlderSummary_withoutTheChanceFigures() throws Exception {
    Path out = run("--no-report");
    ObjectMapper json = new ObjectMapper();
    JsonNode summary = json.readTree(out.resolve("summary.json").toFile());
    List<JsonNode> scores = new ArrayList<>(summary.findParents("calibration_error_by_chance"));
    assertThat(scores).isNotEmpty();
    scores.forEach(score -> ((ObjectNode) score).remove("calibration_error_by_chance"));
    summary.findParents("chance_range").forEach(bin -> ((ObjectNode) bin).remove("chance_range"));
    json.writeValue(out.resolve("summary.json").toFile(), summary);
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("id=\"fig-reliability\"").doesNotContain("class=\"band");
  }

  /**
   * A run made with the commentary off and commented afterwards shows mjarena commentate's figures, and over which
   * games when some were learned from first; a run with its own keeps them, and says that commentate's are not shown.
   */
  @Test
  void report_ofARunCommentedAfterwards_showsCommentatesFigures() throws Exception {
    Path out = run("--no-commentary", "--no-report");
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    assertThat(Files.readString(out.resolve("report.html"))).doesNotContain("id=\"commentary-table\"")
        .contains("mjarena commentate DIR adds them");
    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    assertThat(Files.readString(out.resolve("report.html"))).contains("id=\"commentary-table\"")
        .contains("id=\"fig-claim-reliability\"").contains("those of mjarena commentate (commentary.json).");
    // Commented after learning from the first games: the page says over which games the figures are.
    assertThat(CliTestSupport.run("commentate", out.toString(), "--learn-first", "5").code()).isZero();
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    assertThat(Files.readString(out.resolve("report.html"))).contains("those of mjarena commentate (commentary.json),"
        + " over the 7 games after the first 5, which it learned from without counting them (--learn-first 5).");

    Path own = run("--no-report", "--force");
    assertThat(CliTestSupport.run("commentate", own.toString()).code()).isZero();
    assertThat(CliTestSupport.run("report", own.toString()).code()).isZero();
    assertThat(Files.readString(own.resolve("report.html"))).contains("id=\"commentary-table\"")
        .contains("the run's own; those of mjarena commentate (commentary.json) are not shown");
  }

  /** One deal gives no paired t-test: the page says so, as the console does, rather than p below 0.001. */
  @Test
  void run_oneDeal_pValuesUndefined() throws Exception {
    Path out = run("--deals", "1", "--no-report");
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString(), "--sample", "0");
    assertThat(r.code()).as(r.err()).isZero();
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("<td class=\"num\" data-key=\"p\">-</td>").doesNotContain("data-key=\"p\">&lt;")
        .containsPattern("<p class=\"verdict\" id=\"verdict\">[^<]*, p undefined</p>");
  }

  /** {@code --out} naming a directory is refused before any work, and nothing is left beside it. */
  @Test
  void report_outIsADirectory_exitTwoAndNoTemporaryFile() throws Exception {
    Path out = run("--deals", "1", "--no-report");
    Path folder = Files.createDirectories(dir.resolve("pages"));
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString(), "--out", folder.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("error: --out " + folder + " is a directory; give the page's file name, such as "
        + folder.resolve("report.html") + "\n");
    assertThat(dir.resolve("pages.tmp")).doesNotExist();
  }

  /** A run that replaces (--force) or goes on with (--resume) the games of a directory deletes what was made of them. */
  @Test
  void run_forceOrResume_deletesWhatWasMadeOfTheEarlierGames() throws Exception {
    Path out = run("--no-report");
    for (String again : new String[] {"--force", "--resume"}) {
      assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
      assertThat(CliTestSupport.run("review", out.toString(), "--player", "a").code()).isZero();
      Files.writeString(out.resolve("notes.txt"), "mine");
      CliTestSupport.Result r = CliTestSupport.run("run", dir.resolve("lineup.yaml").toString(), "--out=" + out, "--no-report",
          again);
      assertThat(r.code()).as(r.err()).isZero();
      assertThat(r.out()).as(again).contains("deleted from " + out + ", made from its earlier games: commentary.json, review-a.json");
      assertThat(out.resolve("commentary.json")).as(again).doesNotExist();
      assertThat(out.resolve("review-a.json")).as(again).doesNotExist();
      assertThat(out.resolve("notes.txt")).as(again).hasContent("mine");
    }
  }

  @Test
  void run_noReport_writesNone() throws Exception {
    Path out = run("--no-report");
    assertThat(out.resolve("report.html")).doesNotExist();
  }

  @Test
  void report_sampleAndGame_chooseTheViewersGames() throws Exception {
    Path out = run("--no-report");
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString(), "--sample", "2", "--game", "11,5");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("report: " + out.resolve("report.html") + " (");
    String html = Files.readString(out.resolve("report.html"));
    // 12 games recorded (2 deals x 6 seat orders): the sample takes games 0 and 6, --game adds 5 and 11.
    Matcher m = Pattern.compile("\\{\"n\":(\\d+),").matcher(html);
    StringBuilder games = new StringBuilder();
    while (m.find()) {
      games.append(m.group(1)).append(' ');
    }
    assertThat(games.toString().trim()).isEqualTo("0 5 6 11");
    assertThat(html).contains("4 of the 12 recorded games");
    CliTestSupport.Result outside = CliTestSupport.run("report", out.toString(), "--game", "12");
    assertThat(outside.code()).isEqualTo(2);
    assertThat(outside.err()).contains("--game 12: events.bin holds 12 whole games (0 to 11)");
  }

  /**
   * An events.bin cut inside a game (a run killed while writing) shows its whole games and says so; one
   * that is not a file of game records is the user's mistake, exit 2 without an exception's name.
   */
  @Test
  void report_ofACutOrForeignEventsFile_saysWhatItHolds() throws Exception {
    Path out = run("--no-report");
    Path events = out.resolve("events.bin");
    byte[] whole = Files.readAllBytes(events);
    Files.write(events, java.util.Arrays.copyOf(whole, whole.length - 10));
    CliTestSupport.Result cut = CliTestSupport.run("report", out.toString());
    assertThat(cut.code()).as(cut.err()).isZero();
    assertThat(Files.readString(out.resolve("report.html")))
        .contains("events.bin ends inside a game after 11 whole ones (a run still writing it").contains("of the 11 recorded games");
    CliTestSupport.Result outside = CliTestSupport.run("report", out.toString(), "--game", "11");
    assertThat(outside.err()).contains("--game 11: events.bin holds 11 whole games (0 to 10), and ends inside the next");
    Files.writeString(events, "these are not game records, but a user's notes\n");
    CliTestSupport.Result foreign = CliTestSupport.run("report", out.toString());
    assertThat(foreign.code()).isEqualTo(2);
    assertThat(foreign.err()).isEqualTo("error: " + events + " is not a file of game records (events.bin)\n");
  }

  /** A review of other games (its surprising moves beyond the file's games) is noted on the page, not taken for --game. */
  @Test
  void report_withAReviewOfOtherGames_notesIt() throws Exception {
    Path out = run("--no-report");
    assertThat(CliTestSupport.run("review", out.toString(), "--player", "a").code()).isZero();
    Path review = out.resolve("review-a.json");
    ObjectMapper json = new ObjectMapper();
    ObjectNode tree = (ObjectNode) json.readTree(review.toFile());
    ObjectNode move = (ObjectNode) tree.withArray("moves").get(0);
    move.put("game", 40);
    move.put("probability", 0.0);
    move.put("surprising", true);
    assertThat(tree.get("records").asLong()).isEqualTo(12);
    tree.put("records", 99);
    json.writeValue(review.toFile(), tree);
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(Files.readString(out.resolve("report.html")))
        .contains("The review of a was made from 99 games, and events.bin holds 12: it describes other games")
        .as("one note for the review").doesNotContain("names games");
    // A review made before reviews kept their count of games is known by the games it names.
    tree.put("records", 0);
    json.writeValue(review.toFile(), tree);
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    assertThat(Files.readString(out.resolve("report.html")))
        .contains("The review of a names games that events.bin does not hold (40): it describes other games; mjarena"
            + " review DIR --player a makes it again.").doesNotContain("was made from");
    // Several reviews: each made from other games gets its own note, one made from these games none.
    tree.put("records", 99);
    json.writeValue(review.toFile(), tree);
    for (String player : List.of("b", "c")) {
      assertThat(CliTestSupport.run("review", out.toString(), "--player", player).code()).isZero();
    }
    Path reviewB = out.resolve("review-b.json");
    ObjectNode treeB = (ObjectNode) json.readTree(reviewB.toFile());
    ObjectNode moveB = (ObjectNode) treeB.withArray("moves").get(0);
    moveB.put("game", 41);
    moveB.put("probability", 0.0);
    moveB.put("surprising", true);
    treeB.put("records", 0);
    json.writeValue(reviewB.toFile(), treeB);
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    String page = Files.readString(out.resolve("report.html"));
    assertThat(page).contains("The review of a was made from 99 games")
        .contains("The review of b names games that events.bin does not hold (41)")
        .doesNotContain("The review of c ").doesNotContain("(40, 41)");
  }

  /** A run whose summary.json is missing (killed before its end) is not taken for an import. */
  @Test
  void report_ofARunWithoutItsSummary_saysSo() throws Exception {
    Path out = run("--no-report");
    Files.delete(out.resolve("summary.json"));
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(Files.readString(out.resolve("report.html"))).contains("the games of a run without its summary.json")
        .doesNotContain("an import");
  }

  @Test
  void report_ofARunWithoutEvents_saysThereIsNoViewer() throws Exception {
    Path out = run("--record", "results");
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).doesNotContain("id=\"viewer\"").contains("no replay viewer").contains("id=\"fig-points\"");
  }

  @Test
  void report_ofAnImport_showsTheViewerOfItsMatches_andOnceCommentedTheCommentary() throws Exception {
    Path log = CliTestSupport.botzoneSample(dir);
    Path out = dir.resolve("import");
    assertThat(CliTestSupport.run("import", "botzone", log.toString(), "--out", out.toString()).code()).isZero();
    CliTestSupport.Result r = CliTestSupport.run("report", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("16 of the 16 recorded games").contains("id=\"viewer-data\"").doesNotContain("results-table")
        .doesNotContain("id=\"fig-reliability\"");
    // Once commented, its page has the commentator's figures too: mjarena commentate's, by player name.
    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    html = Files.readString(out.resolve("report.html"));
    assertThat(html).contains("id=\"commentary-table\"").contains("id=\"probabilities-table\"")
        .contains("id=\"fig-reliability\"").contains("id=\"fig-claim-reliability\"").contains("class=\"band e0\"")
        .contains("those of mjarena commentate (commentary.json)").doesNotContain("results-table");
  }

  @Test
  void report_userMistakes_exitTwoWithAMessage() throws Exception {
    CliTestSupport.Result missing = CliTestSupport.run("report", dir.resolve("nowhere").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("nowhere: no such directory").doesNotContain("Exception");
    CliTestSupport.Result empty = CliTestSupport.run("report", dir.toString());
    assertThat(empty.code()).isEqualTo(2);
    assertThat(empty.err()).contains("holds neither summary.json nor events.bin");
    Path broken = Files.createDirectories(dir.resolve("broken"));
    Files.writeString(broken.resolve("summary.json"), "{ not json");
    CliTestSupport.Result bad = CliTestSupport.run("report", broken.toString());
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("summary.json: not valid JSON");
    Files.writeString(broken.resolve("summary.json"), "{\"games\" : \"many\"}");
    CliTestSupport.Result other = CliTestSupport.run("report", broken.toString());
    assertThat(other.code()).isEqualTo(2);
    assertThat(other.err()).contains("summary.json: not the file mjarena writes").doesNotContain("Exception");
    CliTestSupport.Result sample = CliTestSupport.run("report", dir.toString(), "--sample", "-1");
    assertThat(sample.code()).isEqualTo(2);
    assertThat(sample.err()).contains("--sample must be 0 or more");
  }
}
