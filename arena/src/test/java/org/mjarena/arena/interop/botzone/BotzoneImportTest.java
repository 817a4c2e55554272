package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mjarena.arena.interop.botzone.BotzoneImport.ImportedMatch;
import org.mjarena.arena.interop.botzone.ImportReport.Disagreement;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.Replayer;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Sanctioned;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

final class BotzoneImportTest {

  /**
   * The worked example of {@code shared/rules/botzone-protocol.md} section 6 written as a log: seat 1 chows
   * B9, pungs B5, adds the drawn B5 to its pung and self-draws T9 on the replacement; 19 fan, +81 and
   * -27 for each other seat. Line numbers are the file's: the Chi is line 9, the Hu line 24.
   */
  private static final String EXAMPLE = """
      Match botzone-protocol-section-6
      Wind 1
      Player 0 Deal T3 T9 J1 T8 T6 W8 W5 T3 F4 B7 T3 F3 W9
      Player 1 Deal W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9
      Player 2 Deal W4 T1 W9 F4 F3 B2 J2 T8 W7 T1 B1 B6 B1
      Player 3 Deal T1 T2 B3 T6 W2 J1 W7 B2 T4 W1 B9 B8 B4
      Player 0 Draw B9
      Player 0 Play B9
      Player 1 Chi B8
      Player 1 Play F1
      Player 2 Draw B5
      Player 2 Play B5
      Player 1 Peng B5
      Player 1 Play J2
      Player 2 Draw J3
      Player 2 Play J3
      Player 3 Draw F3
      Player 3 Play F3
      Player 0 Draw F4
      Player 0 Play F4
      Player 1 Draw B5
      Player 1 BuGang B5
      Player 1 Draw T9
      Player 1 Hu T9
      Fan 19 花龙*1+杠上开花*1+明杠*1+无字*1+单钓将*1
      Score -27 81 -27 -27
      """;

  /** The example's wall ({@code initdata.walltiles}), one block per line. */
  private static final String EXAMPLE_WALL = """
      B3 W6 B6 T7 W3 W4 F4 T2 W4 B4 T4 W3 T1 W8 W2 W4 B7 B7 W3 F4 B9 W9 F3 T3 B7 F4 T3 W5 W8 T6 T8 J1 T9 T3
      T7 J3 J2 T8 W2 T3 W6 B2 F2 W6 T2 T8 B2 W7 W5 W7 B4 J1 F2 T9 B5 T9 J2 F1 B8 B7 B5 B5 T6 T5 T4 W3 W2 W1
      T7 W8 W9 B3 B1 F3 B6 W6 W9 T4 B8 F1 J3 T9 T6 F1 B3 B6 T5 J3 B5 B1 B6 B1 T1 W7 T8 J2 B2 F3 F4 W9 T1 W4
      J3 J2 F1 T2 T7 W1 B1 W1 J1 T5 T5 B9 B9 B8 F2 W5 W8 W5 F2 B4 F3 B4 B8 B9 W1 T4 B2 W7 J1 W2 T6 B3 T2 T1
      """;

  /** How many damaged copies of the sample the robustness test imports. */
  private static final int DAMAGED_LOGS = 500;
  /** The seed choosing the damage. */
  private static final long DAMAGE_SEED = 20250101;

  private final BotzoneImport importer = new BotzoneImport();

  private static BotzoneMatch match(String log) throws IOException {
    BotzoneLog read = BotzoneLogReader.read(new StringReader(log));
    assertThat(read.problems()).isEmpty();
    assertThat(read.matches()).hasSize(1);
    return read.matches().get(0);
  }

  /** The example with one line replaced (the first occurrence of {@code line}). */
  private static String example(String line, String replacement) {
    assertThat(EXAMPLE).contains(line + "\n");
    return EXAMPLE.replaceFirst(Pattern.quote(line + "\n"), replacement + "\n");
  }

  private Disagreement disagreement(String log) throws IOException {
    ImportedMatch imported = importer.importMatch(match(log), 0);
    assertThat(imported.agrees()).as("the match must disagree").isFalse();
    return imported.disagreement().orElseThrow();
  }

  private Event eventAt(String log, Disagreement d) throws IOException {
    return importer.importMatch(match(log), 0).record().orElseThrow().events().get(d.event());
  }

  @ParameterizedTest
  @ValueSource(strings = {"sample-logs.txt", "sample-logs-crlf.txt"})
  void importLog_publicSample_all16MatchesAgree(String resource) throws IOException {
    BotzoneLog log;
    try (InputStream in = getClass().getResourceAsStream(resource)) {
      log = BotzoneLogReader.read(in.readAllBytes());
    }
    List<GameRecord> records = new ArrayList<>();
    ImportReport report = importer.importLog(log, records::add);
    assertThat(report.disagreements()).isEmpty();
    assertThat(report.matches()).isEqualTo(16);
    assertThat(report.agreed()).isEqualTo(16);
    assertThat(report.skipped()).isEmpty();
    assertThat(records).hasSize(16);
    Replayer replayer = new Replayer(importer.header());
    for (int i = 0; i < records.size(); i++) {
      GameRecord r = records.get(i);
      assertThat(r.label()).isEqualTo(log.matches().get(i).id());
      assertThat(r.deal()).isEqualTo(i);
      assertThat(r.events().get(r.events().size() - 1)).isEqualTo(new Settled(log.matches().get(i).ending().scores()));
      assertThat(replayer.verify(r)).as("match %s replays from its record", r.label()).isEmpty();
    }
  }

  @Test
  void importMatch_workedExample_agreesWith19FanAndItsScores() throws IOException {
    ImportedMatch imported = importer.importMatch(match(EXAMPLE), 0);
    assertThat(imported.disagreement()).isEmpty();
    List<Event> events = imported.record().orElseThrow().events();
    Won won = events.stream().filter(Won.class::isInstance).map(Won.class::cast).findFirst().orElseThrow();
    assertThat(won.win().seat()).isEqualTo(Seat.S1);
    assertThat(won.win().value()).isEqualTo(19);
    assertThat(events.get(events.size() - 1)).isEqualTo(new Settled(List.of(-27, 81, -27, -27)));
  }

  @Test
  void wall_workedExample_everyTileReceivedWhereBotzoneHadIt() throws Exception {
    List<Tile> wall = BotzoneWall.of(match(EXAMPLE));
    List<Tile> botzone = Tiles.parse(EXAMPLE_WALL);
    DealSetup.checkTileSet(DealSetup.of(wall, Wind.SOUTH), Tile.KINDS, BotzoneWall.COPIES, 0);
    int[] received = {15, 15, 15, 14};   // 13 dealt, plus each seat's Draw lines
    for (Seat s : Seat.all()) {
      int end = s.index() * BotzoneWall.BLOCK + BotzoneWall.BLOCK - 1;
      assertThat(wall.subList(end + 1 - received[s.index()], end + 1))
          .as("the end of block %d", s.index()).isEqualTo(botzone.subList(end + 1 - received[s.index()], end + 1));
    }
  }

  @Test
  void importMatch_discardOfATileNotHeld_disagreesAtTheSanction() throws IOException {
    String log = example("Player 2 Play J3", "Player 2 Play W5");
    Disagreement d = disagreement(log);
    assertThat(d.match()).isEqualTo("botzone-protocol-section-6");
    assertThat(d.reason()).startsWith("line 16: 'Player 2 Play W5' is not legal in our engine, which sanctions seat 2: answered discard W5, which is not legal");
    assertThat(eventAt(log, d)).isInstanceOf(Sanctioned.class);
  }

  @Test
  void importMatch_wrongFanTotal_disagreesAtTheWin() throws IOException {
    String log = example("Fan 19 花龙*1+杠上开花*1+明杠*1+无字*1+单钓将*1", "Fan 18 花龙*1+杠上开花*1+明杠*1+无字*1");
    Disagreement d = disagreement(log);
    assertThat(d.reason()).startsWith("line 25: the log's Fan line totals 18 fan (花龙*1+杠上开花*1+明杠*1+无字*1), "
        + "our engine's win scores 19: S1 wins on 9s, self-drawn");
    assertThat(eventAt(log, d)).isInstanceOf(Won.class);
  }

  @Test
  void importMatch_wrongScore_disagreesAtTheLastEvent() throws IOException {
    String log = example("Score -27 81 -27 -27", "Score -27 81 -26 -28");
    Disagreement d = disagreement(log);
    assertThat(d.reason()).isEqualTo("the log's Score line (after line 25) gives -27 81 -26 -28, our engine's points are -27 81 -27 -27");
    assertThat(d.event()).isEqualTo(importer.importMatch(match(log), 0).record().orElseThrow().events().size() - 1);
  }

  @Test
  void importMatch_ignoredClaimOurEngineCannotMake_disagreesAtTheClaims() throws IOException {
    String log = example("Player 1 Chi B8", "Player 1 Chi B8 Ignore Player 3 Peng B9");
    Disagreement d = disagreement(log);
    assertThat(d.reason()).isEqualTo("line 9: in 'Player 1 Chi B8 Ignore Player 3 Peng B9' seat 3 answers pung to "
        + "seat 0's B9, a claim our engine does not offer seat 3");
    assertThat(eventAt(log, d)).isInstanceOf(ClaimResolved.class);
  }

  @Test
  void importMatch_claimNobodyWasOffered_disagreesWhereOurEngineGoesOn() throws IOException {
    String log = example("Player 3 Play F3", "Player 3 Play F3\nPlayer 0 Peng F3");
    Disagreement d = disagreement(log);
    assertThat(d.reason()).isEqualTo("line 19: 'Player 0 Peng F3' claims a tile our engine did not offer seat 0 "
        + "(our engine goes on: S0 draws 4z)");
    assertThat(eventAt(log, d)).isEqualTo(Drew.of(Seat.S0, Tile.F4, false));
  }

  @Test
  void importMatch_chowFromTheWrongSeat_disagrees() throws IOException {
    Disagreement d = disagreement(example("Player 1 Chi B8", "Player 2 Chi B8"));
    assertThat(d.reason()).isEqualTo("line 9: in 'Player 2 Chi B8' seat 2 answers chow B7-B8-B9 to seat 0's B9, "
        + "a claim our engine does not offer seat 2");
  }

  @Test
  void importMatch_drawnWhileTheBlockHoldsTiles_disagreesAtTheNextDraw() throws IOException {
    String log = EXAMPLE.substring(0, EXAMPLE.indexOf("Player 0 Draw F4")) + "Huang\nScore 0 0 0 0\n";
    Disagreement d = disagreement(log);
    // The log never names seat 0's next tile, so the wall holds a filler there: the first unused kind, W1.
    assertThat(d.reason()).isEqualTo("the log's hand ends at line 19 (Huang), but our engine goes on: S0 draws 1m");
  }

  @Test
  void importMatch_selfDrawnHuNamingAnotherTile_disagrees() throws IOException {
    Disagreement d = disagreement(example("Player 1 Hu T9", "Player 1 Hu T8"));
    assertThat(d.reason()).startsWith("line 24: 'Player 1 Hu T8' names T8 as the winning tile, our engine's winner wins on T9");
  }

  @Test
  void importMatch_fiveCopiesOfATile_notReplayed() throws IOException {
    ImportedMatch imported = importer.importMatch(match(example(
        "Player 1 Deal W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9", "Player 1 Deal T3 T3 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9")), 0);
    assertThat(imported.record()).isEmpty();
    assertThat(imported.disagreement().orElseThrow())
        .isEqualTo(new Disagreement("botzone-protocol-section-6", 0, "not replayed: the deals hold 5 copies of T3, the set has 4"));
  }

  @Test
  void importMatch_moreDrawsThanABlockHolds_notReplayed() throws IOException {
    StringBuilder log = new StringBuilder(EXAMPLE.substring(0, EXAMPLE.indexOf("Player 0 Draw B9")));
    int[] left = new int[Tile.KINDS];
    Arrays.fill(left, 4);
    for (String deal : EXAMPLE.lines().filter(l -> l.contains(" Deal ")).toList()) {
      Tiles.parse(deal.substring(deal.indexOf("Deal ") + 5)).forEach(t -> left[t.index()]--);
    }
    int kind = 0;
    for (int draw = 0; draw < BotzoneWall.BLOCK - 13 + 1; draw++) {
      while (left[kind] == 0) {
        kind++;
      }
      left[kind]--;
      log.append("Player 0 Draw ").append(Tile.of(kind).code()).append("\nPlayer 0 Play ").append(Tile.of(kind).code()).append('\n');
    }
    log.append("Huang\nScore 0 0 0 0\n");
    Disagreement d = importer.importMatch(match(log.toString()), 0).disagreement().orElseThrow();
    assertThat(d.event()).isZero();
    assertThat(d.reason()).isEqualTo("not replayed: line 49: with this draw seat 0 has received 35 tiles (13 dealt, 22 drawn), "
        + "more than its block of 34 holds");
  }

  @Test
  void importMatch_chiWithATerminalInTheMiddle_notReplayed() throws IOException {
    Disagreement d = importer.importMatch(match(example("Player 1 Chi B8", "Player 1 Chi B9")), 0).disagreement().orElseThrow();
    assertThat(d.reason()).isEqualTo("not replayed: line 9 ('Player 1 Chi B9'): a Chi names the middle tile of its chow, "
        + "and no chow has B9 in the middle");
  }

  @Test
  void importLog_malformedLine_reportedWithItsLineNumberOtherMatchesImported() throws IOException {
    String second = EXAMPLE.replace("botzone-protocol-section-6", "second");
    String broken = example("Player 1 Chi B8", "Player 1 Dance B8").replace("botzone-protocol-section-6", "broken");
    BotzoneLog log = BotzoneLogReader.read(new StringReader(EXAMPLE + "\n" + broken + "\n" + second));
    List<GameRecord> records = new ArrayList<>();
    ImportReport report = importer.importLog(log, records::add);
    assertThat(report.matches()).isEqualTo(2);
    assertThat(report.agreed()).isEqualTo(2);
    assertThat(records).extracting(GameRecord::label).containsExactly("botzone-protocol-section-6", "second");
    assertThat(report.skipped()).hasSize(1);
    ImportReport.Skipped skipped = report.skipped().get(0);
    assertThat(skipped.line()).isEqualTo(27 + 9);
    assertThat(skipped.match()).contains("broken");
    assertThat(skipped.reason()).contains("unknown action 'Dance'");
  }

  /**
   * Every kind of damage a log can have, one line at a time in each sample match (a line dropped,
   * repeated, swapped with the next, given another seat or another tile): the import never fails, nearly
   * every such match disagrees (a few changes leave a legal hand, such as a chow of the same discard
   * with other tiles), and every game it replays can be verified from its record as
   * {@code mjarena replay --verify} does.
   */
  @Test
  void importMatch_damagedSampleLines_alwaysAnsweredNeverThrown() throws IOException {
    List<List<String>> blocks = new ArrayList<>();
    try (InputStream in = getClass().getResourceAsStream("sample-logs.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
        if (line.startsWith("Match ")) {
          blocks.add(new ArrayList<>());
        }
        blocks.get(blocks.size() - 1).add(line);
      }
    }
    UniformRandomProvider rng = Seeds.generator(DAMAGE_SEED);
    Replayer replayer = new Replayer(importer.header());
    int disagreed = 0;
    for (int round = 0; round < DAMAGED_LOGS; round++) {
      List<String> block = blocks.get(rng.nextInt(blocks.size()));
      int i;
      do {
        i = rng.nextInt(block.size());
      } while (!block.get(i).startsWith("Player") || block.get(i).contains(" Deal "));
      List<String> damaged = new ArrayList<>(block);
      String[] words = block.get(i).split(" ");
      switch (rng.nextInt(5)) {
        case 0 -> damaged.remove(i);
        case 1 -> damaged.add(i, block.get(i));
        case 2 -> Collections.swap(damaged, i, i + 1);
        case 3 -> {
          words[1] = String.valueOf((Integer.parseInt(words[1]) + 1 + rng.nextInt(3)) % Seat.COUNT);
          damaged.set(i, String.join(" ", words));
        }
        default -> {
          words[3] = Tile.of(rng.nextInt(Tile.KINDS)).code();
          damaged.set(i, String.join(" ", words));
        }
      }
      List<BotzoneMatch> read = BotzoneLogReader.read(new StringReader(String.join("\n", damaged))).matches();
      if (read.isEmpty()) {
        continue;   // the damage made the block unreadable: the reader's business
      }
      ImportedMatch imported = importer.importMatch(read.get(0), 0);
      disagreed += imported.agrees() ? 0 : 1;
      imported.record().ifPresent(r -> assertThat(replayer.verify(r)).as("match %s", r.label()).isEmpty());
    }
    assertThat(disagreed).as("nearly all damage shows").isGreaterThan(DAMAGED_LOGS * 9 / 10);
  }

  @Test
  void toJson_keysInTheSpecifiedOrder_skippedMatchWithoutIdIsNull() {
    ImportReport report = new ImportReport(2, 1, List.of(new Disagreement("m", 7, "why")),
        List.of(new ImportReport.Skipped(3, Optional.empty(), "stray text")));
    assertThat(report.toJson().keySet()).containsExactly("matches", "agreed", "disagreements", "skipped");
    assertThat(report.toJson().toString()).isEqualTo(
        "{matches=2, agreed=1, disagreements=[{match=m, event=7, reason=why}], skipped=[{line=3, match=null, reason=stray text}]}");
  }

  @Test
  void report_countsThatDoNotAddUp_refused() {
    assertThatThrownBy(() -> new ImportReport(2, 2, List.of(new Disagreement("m", 0, "why")), List.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
