package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.arena.record.GameRecord;

/**
 * Botzone's own JSON logs read into the same matches as the text format: the 16 public hands of the text
 * dataset, written as Botzone's judge logs them ({@link NativeLogWriter}), are read back line for line
 * (every claim kind, lost claims, wins self-drawn and on a discard, two drawn hands) and replay through
 * our engine as the text does, and so does a hand built to rob a kong, which those hands lack; the other
 * shapes of the file and its faults.
 */
final class BotzoneJsonReaderTest {
  private static final List<String> NAMES = List.of("[a]one", "[b]two", "[c]three", "[d]four");
  /**
   * Built by hand: seat 0 pungs 9m, later draws the fourth 9m and keeps it, and adds it to its pung a turn
   * after, having drawn 2z; seat 2, ready on 6m and 9m since the deal, lets seat 1's 9m go (a player may pass
   * a win) and robs the kong: Mixed Straight 8, Robbing The Kong 8, Concealed Hand 2, Mixed Double Chow 1, as our
   * engine scores it. The win is on the kong's tile, not on the tile drawn last.
   */
  private static final String ROBBED = """
      Match robbed
      Wind 0
      Player 0 Deal W9 W9 B1 B1 T5 T6 T7 F1 F2 F3 J1 J2 J3
      Player 1 Deal W9 B2 B3 B4 T1 T2 T3 F4 F4 J1 J2 J3 W1
      Player 2 Deal B4 B5 B6 B7 B8 B9 T1 T2 T3 W7 W8 F1 F1
      Player 3 Deal W2 W3 W4 W5 T8 T8 T9 T9 B5 B6 F2 F3 J1
      Player 0 Draw F4
      Player 0 Play F4
      Player 1 Draw W5
      Player 1 Play W9
      Player 0 Peng W9
      Player 0 Play F1
      Player 1 Draw T4
      Player 1 Play T4
      Player 2 Draw T9
      Player 2 Play T9
      Player 3 Draw B1
      Player 3 Play B1
      Player 0 Draw W9
      Player 0 Play J1
      Player 1 Draw T5
      Player 1 Play T5
      Player 2 Draw B2
      Player 2 Play B2
      Player 3 Draw T7
      Player 3 Play T7
      Player 0 Draw J2
      Player 0 BuGang W9
      Player 2 Hu W9
      Fan 19 花龙*1+抢杠和*1+门前清*1+喜相逢*1
      Score -27 -8 43 -8
      """;
  private static List<BotzoneMatch> text;

  @TempDir
  Path tmp;

  @BeforeAll
  static void readTheTextDataset() throws IOException {
    try (InputStream in = BotzoneJsonReaderTest.class.getResourceAsStream("sample-logs.txt")) {
      text = BotzoneLogReader.read(in.readAllBytes()).matches();
    }
    assertThat(text).hasSize(16);
  }

  @Test
  void read_everyPublicHandAsBotzoneLogsIt_sameLinesAsTheText() throws IOException {
    Map<Kind, Integer> kinds = new TreeMap<>();
    int ignored = 0;
    for (BotzoneMatch m : text) {
      Path file = write(m.id() + "_lite.json", NativeLogWriter.write(m, NAMES));
      BotzoneLog log = BotzoneJsonReader.read(file);
      assertThat(log.problems()).as(m.id()).isEmpty();
      BotzoneMatch json = log.matches().get(0);
      assertThat(json.id()).isEqualTo(m.id());
      assertThat(json.prevalentWind()).isEqualTo(m.prevalentWind());
      assertThat(json.deals()).isEqualTo(m.deals());
      assertThat(texts(json)).as(m.id()).isEqualTo(texts(m));
      assertThat(json.ending().scores()).isEqualTo(m.ending().scores());
      assertThat(json.players()).isEqualTo(NAMES);
      assertThat(m.players()).isEmpty();
      assertThat(json.ending().getClass()).isEqualTo(m.ending().getClass());
      if (m.ending() instanceof BotzoneEnding.Won won) {
        assertThat(((BotzoneEnding.Won) json.ending()).fans()).isEqualTo(won.fans());
        assertThat(((BotzoneEnding.Won) json.ending()).totalFan()).isEqualTo(won.totalFan());
      }
      for (BotzoneLine line : m.lines()) {
        kinds.merge(line.kind(), 1, Integer::sum);
        ignored += line.ignored().size();
      }
    }
    // The hands hold every kind of line the format has, and lost claims.
    assertThat(kinds.keySet()).containsExactlyInAnyOrder(Kind.values());
    assertThat(ignored).isPositive();
    assertThat(text.stream().filter(m -> m.ending() instanceof BotzoneEnding.Drawn)).hasSize(2);
  }

  @Test
  void read_aKongRobbedOfATileHeldBefore_winsOnTheKongsTile() throws IOException {
    BotzoneMatch m = BotzoneLogReader.read(ROBBED.getBytes(StandardCharsets.UTF_8)).matches().get(0);
    assertThat(new BotzoneImport().importMatch(m, 0).agrees()).isTrue();
    BotzoneLog log = BotzoneJsonReader.read(write("robbed_lite.json", NativeLogWriter.write(m, NAMES)));
    assertThat(log.problems()).isEmpty();
    BotzoneMatch json = log.matches().get(0);
    assertThat(texts(json)).isEqualTo(texts(m));
    assertThat(new BotzoneImport().importMatch(json, 0).agrees()).isTrue();
  }

  @Test
  void importFiles_aFolderOfNativeLogs_replaysAsTheTextDoes() throws IOException {
    Path folder = Files.createDirectories(tmp.resolve("logs"));
    for (BotzoneMatch m : text) {
      Files.writeString(folder.resolve(m.id() + "_lite.json"), NativeLogWriter.write(m, NAMES));
    }
    List<Path> files;
    try (var all = Files.list(folder)) {
      files = all.sorted().toList();
    }
    List<GameRecord> fromJson = new ArrayList<>();
    ImportReport json = new BotzoneImport().importFiles(files, fromJson::add);
    List<GameRecord> fromText = new ArrayList<>();
    new BotzoneImport().importLog(new BotzoneLog(sortedById(text), List.of(), java.util.Optional.empty()), fromText::add);
    assertThat(json.matches()).isEqualTo(16);
    assertThat(json.agreed()).isEqualTo(16);
    assertThat(fromJson).hasSameSizeAs(fromText);
    for (int g = 0; g < fromJson.size(); g++) {
      assertThat(fromJson.get(g).events()).isEqualTo(fromText.get(g).events());
    }
  }

  @Test
  void entries_namedPlayersAfterTheSeatsOfLogsWithoutNames_andEachSeatItsPlayer() throws IOException {
    BotzoneMatch m = text.get(0);
    Path named = write("named.json", NativeLogWriter.write(m, List.of("[x]b", "[x]a", "[x]b", "[y]c")));
    assertThat(BotzoneImport.entries(List.of(named))).containsExactly("[x]b", "[x]a", "[y]c");
    Path plain = Files.writeString(tmp.resolve("plain.txt"), "Match 1\n");
    assertThat(BotzoneImport.entries(List.of(named, plain)))
        .containsExactly("seat0", "seat1", "seat2", "seat3", "[x]b", "[x]a", "[y]c");
    List<GameRecord> records = new ArrayList<>();
    new BotzoneImport(BotzoneImport.entries(List.of(named))).importFiles(List.of(named), records::add);
    assertThat(records.get(0).seats()).containsExactly(0, 1, 0, 2);
  }

  @Test
  void read_theBareLogsArray_andTheJudgesForm_andOnePerLine() throws IOException {
    BotzoneMatch m = text.get(0);
    String page = NativeLogWriter.write(m, NAMES);
    var tree = new com.fasterxml.jackson.databind.ObjectMapper().readTree(page);
    // The logs array saved alone: no initdata, the wind from the INIT display.
    BotzoneLog bare = BotzoneJsonReader.read(write("bare.json", tree.get("logs").toString()));
    assertThat(bare.problems()).isEmpty();
    assertThat(texts(bare.matches().get(0))).isEqualTo(texts(m));
    assertThat(bare.matches().get(0).id()).isEqualTo("bare");
    assertThat(bare.matches().get(0).players()).isEmpty();
    // The judge's own form: 'log', and initdata as an object.
    String judge = "{\"log\":" + tree.get("logs") + ",\"initdata\":{\"quan\":" + m.prevalentWind().ordinal() + "}}";
    assertThat(texts(BotzoneJsonReader.read(write("judge.json", judge)).matches().get(0))).isEqualTo(texts(m));
    // One match per line, as a match pack: ids from _id, else numbered.
    String withId = page.replaceFirst("\\{", "{\"_id\":\"abc\",");
    BotzoneLog pack = BotzoneJsonReader.read(write("pack.matches", withId + "\n" + page + "\n"));
    assertThat(pack.matches()).extracting(BotzoneMatch::id).containsExactly("abc", "pack#2");
    assertThat(pack.matches()).extracting(BotzoneMatch::firstLine).containsExactly(1, 2);
  }

  @Test
  void read_aHandEndedByABotsError_isSkippedWithItsReason_andTheNextIsRead() throws IOException {
    BotzoneMatch m = text.get(0);
    String page = NativeLogWriter.write(m, NAMES);
    String tle = page.replace("\"action\":\"" + (m.ending() instanceof BotzoneEnding.Won ? "HU" : "HUANG") + "\"",
        "\"action\":\"TLE\"");
    BotzoneLog log = BotzoneJsonReader.read(write("two.jsonl", tle + "\n" + page + "\n"));
    assertThat(log.matches()).hasSize(1);
    assertThat(log.problems()).hasSize(1);
    assertThat(log.problems().get(0).toString()).contains("line 1 (match two#1)").contains("ended with 'TLE'");
  }

  @Test
  void read_textThatIsNotJsonOrNotALog_saysWhereAndWhy() throws IOException {
    BotzoneLog broken = BotzoneJsonReader.read(write("broken.json", "{\"logs\": [\n{\"output\": }"));
    assertThat(broken.matches()).isEmpty();
    assertThat(broken.problems().get(0).toString()).startsWith("line 2 (match broken)").contains("not JSON");
    BotzoneLog other = BotzoneJsonReader.read(write("other.json", "{\"game\": \"NoGo\"}"));
    assertThat(other.problems().get(0).message()).contains("no 'logs' (or 'log') array");
    assertThat(BotzoneJsonReader.isJson(write("text.txt", "Match 1\n"))).isFalse();
    assertThat(BotzoneJsonReader.isJson(write("page.json", "\n  [ ]"))).isTrue();
  }

  @Test
  void read_aConcealedKongWhoseResponseAndDisplayDisagree_isRefused() throws IOException {
    BotzoneMatch m = text.stream().filter(x -> x.lines().stream().anyMatch(l -> l.kind() == Kind.ANGANG)).findFirst()
        .orElseThrow();
    BotzoneLine kong = m.lines().stream().filter(l -> l.kind() == Kind.ANGANG).findFirst().orElseThrow();
    String other = kong.tile().code().equals("W1") ? "W2" : "W1";
    String page = NativeLogWriter.write(m, NAMES).replace("\"response\":\"GANG " + kong.tile().code() + "\"",
        "\"response\":\"GANG " + other + "\"");
    BotzoneLog log = BotzoneJsonReader.read(write("kong.json", page));
    assertThat(log.problems().get(0).message()).contains("answered 'GANG " + other + "' but the display names "
        + kong.tile().code());
  }

  private Path write(String name, String json) throws IOException {
    return Files.writeString(tmp.resolve(name), json, StandardCharsets.UTF_8);
  }

  /** The lines as the text format writes them, line numbers aside. */
  private static List<String> texts(BotzoneMatch m) {
    return m.lines().stream().map(BotzoneLine::text).collect(Collectors.toList());
  }

  private static List<BotzoneMatch> sortedById(List<BotzoneMatch> matches) {
    return matches.stream().sorted((a, b) -> (a.id() + "_lite.json").compareTo(b.id() + "_lite.json")).toList();
  }
}
