package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.interop.botzone.BotzoneLogReader;
import org.mjarena.arena.interop.botzone.BotzoneMatch;
import org.mjarena.arena.interop.botzone.NativeLogWriter;
import org.mjarena.arena.record.ReplayFile;

/** {@code mjarena import botzone}: a public log imported, its output replayed, and bad input refused. */
final class ImportCommandTest {
  /** One match whose first discard is of a tile seat 0 does not hold, after the malformed one. */
  private static final String ILLEGAL_AFTER_MALFORMED = """
      Match broken
      Wind 0
      Player 0 Deal W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 J1
      Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1
      Player 2 Deal T4 T5 T6 T7 T8 T9 B2 B3 B4 F2 F2 J2 J2
      Player 3 Deal W1 W1 W1 T1 T1 T1 B9 B9 F3 F3 F4 J3 J3
      Player 0 Drew J1

      Match illegal
      Wind 0
      Player 0 Deal W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 J1
      Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1
      Player 2 Deal T4 T5 T6 T7 T8 T9 B2 B3 B4 F2 F2 J2 J2
      Player 3 Deal W1 W1 W1 T1 T1 T1 B9 B9 F3 F3 F4 J3 J3
      Player 0 Draw J1
      Player 0 Play F4
      Huang
      Score 0 0 0 0
      """;

  @TempDir
  Path dir;

  private Path sample() throws Exception {
    return CliTestSupport.botzoneSample(dir);
  }

  @Test
  void importBotzone_publicSample_printsTheReportAndWritesReplayableGames() throws Exception {
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", sample().toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).isEqualTo("{\"matches\":16,\"agreed\":16,\"disagreements\":[],\"skipped\":[]}\n");
    assertThat(Files.readString(out.resolve(ImportBotzoneCommand.REPORT))).isEqualTo(r.out());

    CliTestSupport.Result verify = CliTestSupport.run("replay", out.toString(), "--verify");
    assertThat(verify.code()).as(verify.out()).isZero();
    assertThat(verify.out()).contains("verified 16 games").contains("every one replays event for event");
    CliTestSupport.Result game = CliTestSupport.run("replay", out.toString(), "--game", "15");
    assertThat(game.code()).isZero();
    assertThat(game.out()).startsWith("game 15 (61602cb45ddc087351c043a3): deal 15, seat order 0; seats S0 seat0 S1 seat1")
        .contains("136 tiles in the wall (one block per seat)").contains("final points: ");
  }

  @Test
  void importBotzone_malformedAndIllegalMatches_exitZeroAndBothReported() throws Exception {
    Path file = CliTestSupport.write(dir, "mixed.txt", ILLEGAL_AFTER_MALFORMED);
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode json = LineCommand.JSON.readTree(r.out());
    assertThat(json.get("matches").asInt()).isEqualTo(1);
    assertThat(json.get("agreed").asInt()).isZero();
    JsonNode d = json.get("disagreements").get(0);
    assertThat(d.get("match").asText()).isEqualTo("illegal");
    assertThat(d.get("reason").asText()).startsWith("line 16: 'Player 0 Play F4' is not legal in our engine, which sanctions seat 0");
    JsonNode s = json.get("skipped").get(0);
    assertThat(s.get("line").asInt()).isEqualTo(7);
    assertThat(s.get("match").asText()).isEqualTo("broken");
    assertThat(CliTestSupport.run("replay", out.toString(), "--verify").code()).isZero();
  }

  @Test
  void importBotzone_aFolderOfBotzonesOwnJsonLogs_importsEveryMatch() throws Exception {
    Path folder = Files.createDirectories(dir.resolve("logs"));
    for (BotzoneMatch m : BotzoneLogReader.read(sample()).matches()) {
      Files.writeString(folder.resolve(m.id() + "_lite.json"), NativeLogWriter.write(m, List.of("a", "b", "c", "d")));
    }
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", folder.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).isEqualTo("{\"matches\":16,\"agreed\":16,\"disagreements\":[],\"skipped\":[]}\n");
    CliTestSupport.Result verify = CliTestSupport.run("replay", out.toString(), "--verify");
    assertThat(verify.out()).contains("verified 16 games");
  }

  /**
   * Importing into a directory of an earlier import replaces its games, and deletes what was made of them (the
   * commentary, a review, the report), which a report would otherwise show beside the new games; a file of
   * the user's stays. A run's directory is refused.
   */
  @Test
  void importBotzone_intoAnEarlierImport_deletesWhatWasMadeOfItsGames() throws Exception {
    Path out = dir.resolve("out");
    assertThat(CliTestSupport.run("import", "botzone", sample().toString(), "--out", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("review", out.toString(), "--player", "seat1").code()).isZero();
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    Files.writeString(out.resolve("notes.txt"), "mine");
    Path one = Files.createDirectories(dir.resolve("one"));
    BotzoneMatch first = BotzoneLogReader.read(sample()).matches().get(0);
    Files.writeString(one.resolve("first.json"), NativeLogWriter.write(first, List.of("a", "b", "c", "d")));

    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", one.resolve("first.json").toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.err()).contains("deleted from " + out + ", made from its earlier games: commentary.json, "
        + "report.html, review-seat1.json");
    assertThat(out.resolve("commentary.json")).doesNotExist();
    assertThat(out.resolve("review-seat1.json")).doesNotExist();
    assertThat(out.resolve("notes.txt")).hasContent("mine");
    assertThat(CliTestSupport.run("report", out.toString()).code()).isZero();
    assertThat(Files.readString(out.resolve("report.html"))).contains("1 of the 1 recorded games").doesNotContain("seat1");

    Path run = Files.createDirectories(dir.resolve("run"));
    Files.writeString(run.resolve("summary.json"), "{}");
    CliTestSupport.Result refused = CliTestSupport.run("import", "botzone", sample().toString(), "--out", run.toString());
    assertThat(refused.code()).isEqualTo(2);
    assertThat(refused.err()).contains(run + " holds the results of a run").contains("import into another --out");
    assertThat(run.resolve("events.bin")).doesNotExist();
  }

  /** A file with no match in it (empty, or JSON that is no match log) is a mistake: exit 2, the reason in the verdict. */
  @Test
  void importBotzone_noMatchInTheFile_exitTwoWithTheReason() throws Exception {
    Path empty = CliTestSupport.write(dir, "empty.json", "");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", empty.toString(), "--out", dir.resolve("e").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(LineCommand.JSON.readTree(r.out()).get("skipped").get(0).get("reason").asText())
        .isEqualTo("the file is empty (or holds only blanks)");
    assertThat(r.err()).contains("error: " + empty + ": no match could be read (1 skipped").contains("(nothing was written)");
    assertThat(dir.resolve("e")).doesNotExist();
    // Into an earlier import, it leaves the directory as it was: its games and what was made of them.
    Path out = dir.resolve("out");
    assertThat(CliTestSupport.run("import", "botzone", sample().toString(), "--out", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    CliTestSupport.Result again = CliTestSupport.run("import", "botzone", empty.toString(), "--out", out.toString());
    assertThat(again.code()).isEqualTo(2);
    assertThat(again.err()).contains(out + " is left as it was");
    assertThat(out.resolve("commentary.json")).exists();
    assertThat(out.resolve("events.bin.tmp")).doesNotExist();
    assertThat(CliTestSupport.run("replay", out.toString(), "--verify").out()).contains("verified 16 games");
    Path numbers = CliTestSupport.write(dir, "numbers.json", "[1, 2, 3]");
    CliTestSupport.Result n = CliTestSupport.run("import", "botzone", numbers.toString(), "--out", dir.resolve("n").toString());
    assertThat(n.code()).isEqualTo(2);
    assertThat(LineCommand.JSON.readTree(n.out()).get("skipped").get(0).get("reason").asText())
        .isEqualTo("not a Botzone match log: entry 0 of its log is a number, where the judge's and the bots' entries are objects");
  }

  @Test
  void importBotzone_missingFile_exitTwoAndNothingWritten() {
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", dir.resolve("nowhere.txt").toString(), "--out", out.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("error: " + dir.resolve("nowhere.txt") + ": no such file\n");
    assertThat(out).doesNotExist();
  }

  /**
   * One byte that is not UTF-8 loses only the match of its line, named with its line and column: it once made
   * the whole file decode as ISO-8859-1, and six valid matches failed on their Chinese fan names.
   */
  @Test
  void importBotzone_anInvalidByte_skipsItsMatchAlone() throws Exception {
    byte[] text = Files.readAllBytes(sample());
    int second = new String(text, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("Player 0 Deal", 300);
    byte[] broken = new byte[text.length + 1];
    System.arraycopy(text, 0, broken, 0, second + 14);
    broken[second + 14] = (byte) 0xFF;
    System.arraycopy(text, second + 14, broken, second + 15, text.length - second - 14);
    int line = (int) new String(text, 0, second, java.nio.charset.StandardCharsets.UTF_8).chars().filter(c -> c == '\n').count() + 1;
    Path file = dir.resolve("byte.txt");
    Files.write(file, broken);
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", dir.resolve("out").toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("{\"matches\":15,\"agreed\":15,\"disagreements\":[],\"skipped\":[{\"line\":" + line + ",")
        .contains("byte 0xFF at column 15 is not valid UTF-8").doesNotContain("Fan");
  }

  /** A line far longer than any log line is refused unread, its match alone lost: a 20 MB line filled the heap. */
  @Test
  void importBotzone_aHugeLine_skipsItsMatchAlone() throws Exception {
    String text = Files.readString(sample());
    int deal = text.indexOf("Player 1 Deal");
    Path file = CliTestSupport.write(dir, "long.txt", text.substring(0, deal + 13) + " W1".repeat(40_000) + text.substring(deal + 13));
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", dir.resolve("out").toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("{\"matches\":15,\"agreed\":15,").contains("\"line\":4,")
        .contains("the line is longer than 65536 bytes");
  }

  /** A JSON log with a text far longer than any match log holds is refused as it is read, before it fills the heap. */
  @Test
  void importBotzone_aJsonLogWithAHugeString_isRefusedAsItIsRead() throws Exception {
    Path file = CliTestSupport.write(dir, "huge.json", "{\"_id\": \"m\", \"initdata\": \"" + "A".repeat(1_100_000) + "\"}");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", dir.resolve("out").toString());
    assertThat(r.code()).as(r.err()).isEqualTo(2); // its one match skipped, the file holds none
    assertThat(r.out()).startsWith("{\"matches\":0,").contains("exceeds the maximum allowed (1048576");
  }

  /** A device or a pipe named as the log is the user's mistake, said as such (not "no such file"), and never read. */
  @Test
  void importBotzone_aDevice_exitTwoNamingIt() {
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", "/dev/null", "--out", out.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("error: /dev/null: not a regular file (a device, a pipe or a socket): give a log"
        + " file or a folder of them\n");
    assertThat(out).doesNotExist();
  }

  /**
   * A match that names a flower on a Play line (a flower is laid aside as it is drawn) is skipped with its
   * line, and every other match is imported: the line once stopped the whole import with an exception.
   */
  @Test
  void importBotzone_aFlowerPlayed_skipsThatMatchAlone() throws Exception {
    String text = Files.readString(sample());
    int third = text.indexOf("Match ", text.indexOf("Match ", text.indexOf("Match ") + 1) + 1);
    int play = text.indexOf("Play ", third);
    String broken = text.substring(0, play) + "Play H1" + text.substring(text.indexOf('\n', play));
    int line = (int) broken.substring(0, play).chars().filter(c -> c == '\n').count() + 1;
    Path file = CliTestSupport.write(dir, "flower.txt", broken);
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("{\"matches\":15,\"agreed\":15,\"disagreements\":[],\"skipped\":[{\"line\":" + line + ",")
        .contains("a flower (H1) is laid aside, never named by a Play line");
    assertThat(CliTestSupport.run("replay", out.toString(), "--verify").out()).contains("verified 15 games");
  }

  /**
   * A flower dealt or drawn (the fuzzing's find: an index past the 34 kinds): the duplicate wall has none, so
   * that match alone is not replayed, and says why.
   */
  @ParameterizedTest
  @CsvSource({"Deal , holds the flower H1", "Draw , draws the flower H1"})
  void importBotzone_aFlowerDealtOrDrawn_thatMatchAloneNotReplayed(String word, String reason) throws Exception {
    String text = Files.readString(sample());
    int third = text.indexOf("Match ", text.indexOf("Match ", text.indexOf("Match ") + 1) + 1);
    int at = text.indexOf(word.strip() + " ", third) + word.strip().length() + 1;
    String broken = text.substring(0, at) + "H1" + text.substring(at + 2);
    Path file = CliTestSupport.write(dir, "flower.txt", broken);
    Path out = dir.resolve("out");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", file.toString(), "--out", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("\"agreed\":15").contains("not replayed: ").contains(reason);
  }

  @Test
  void importBotzone_directoryOrOutputThatIsAFile_exitTwo() throws Exception {
    assertThat(CliTestSupport.run("import", "botzone", dir.toString()).err()).contains("is a folder without log files");
    Path taken = CliTestSupport.write(dir, "taken", "");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", sample().toString(), "--out", taken.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("exists and is not a directory");
    assertThat(dir.resolve(ReplayFile.NAME)).doesNotExist();
  }

  @Test
  void defaultDirectory_namedAfterTheFileWithoutItsExtension() {
    assertThat(ImportBotzoneCommand.defaultDirectory(Path.of("logs", "data.txt"))).isEqualTo(Path.of("out", "import-data"));
    assertThat(ImportBotzoneCommand.defaultDirectory(Path.of("sample"))).isEqualTo(Path.of("out", "import-sample"));
  }

  @Test
  void import_withoutFormat_exitTwoNamesTheFormat() {
    CliTestSupport.Result r = CliTestSupport.run("import");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("mjarena import botzone FILE");
  }
}
