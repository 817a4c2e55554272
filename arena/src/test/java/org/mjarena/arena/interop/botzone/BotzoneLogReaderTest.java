package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mjarena.arena.interop.botzone.BotzoneEnding.FanCount;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.tile.Tile;

final class BotzoneLogReaderTest {

  /** The public sample: the first 16 hands of the PKU dataset, UTF-8 with LF (see README.txt here). */
  private static final String SAMPLE = "sample-logs.txt";
  /** The same 16 hands from another copy: CRLF, and every Chinese fan name turned into '?'. */
  private static final String SAMPLE_CRLF = "sample-logs-crlf.txt";
  private static final int SAMPLE_MATCHES = 16;
  private static final int SAMPLE_DRAWN = 2;

  /** Two hands that use every kind of line; the play is not a legal hand, the reader does not care. */
  private static final String EVERY_KIND = """
      Match 0123456789abcdef01234567
      Wind 2
      Player 0 Deal W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 J1
      Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1
      Player 2 Deal T4 T5 T6 T7 T8 T9 B2 B3 B4 F2 F2 J2 J2
      Player 3 Deal W1 W1 W1 W1 T1 T1 T1 B9 B9 F3 F3 F4 J3
      Player 0 Draw J1
      Player 0 Play J1
      Player 1 Draw F1
      Player 1 Play B9
      Player 2 Chi B8
      Player 2 Play F2
      Player 3 Peng F2
      Player 3 Play J3
      Player 0 Draw T4
      Player 0 Play T4
      Player 1 Draw J2
      Player 1 Play J2
      Player 2 Gang J2
      Player 2 Draw W9
      Player 2 Play W9
      Player 3 Draw B9
      Player 3 AnGang W1
      Player 3 Draw F2
      Player 3 BuGang F2
      Player 3 Draw T2
      Player 3 Play B6
      Player 1 Hu B6 Ignore Player 0 Peng B6 Ignore Player 3 Chi B7
      Fan 9 混一色*1+箭刻*1+老少副*2
      Score -8 33 -17 -8

      Match 0123456789abcdef01234568
      Wind 0
      Player 0 Deal W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 J1
      Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1
      Player 2 Deal T4 T5 T6 T7 T8 T9 B2 B3 B4 F2 F2 J2 J2
      Player 3 Deal W1 W1 W1 W1 T1 T1 T1 B9 B9 F3 F3 F4 J3
      Player 0 Draw J1
      Player 0 Play J1
      Huang
      Score 0 0 0 0
      """;

  @Test
  void read_everyLineKind() throws IOException {
    BotzoneLog log = BotzoneLogReader.read(new StringReader(EVERY_KIND));

    assertThat(log.problems()).isEmpty();
    assertThat(log.charset()).isEmpty();
    assertThat(log.matches()).hasSize(2);
    BotzoneMatch won = log.matches().get(0);
    assertThat(won.id()).isEqualTo("0123456789abcdef01234567");
    assertThat(won.firstLine()).isEqualTo(1);
    assertThat(won.prevalentWind()).isEqualTo(Wind.WEST);
    assertThat(won.deal(Seat.S2)).containsExactly(Tile.T4, Tile.T5, Tile.T6, Tile.T7, Tile.T8, Tile.T9,
        Tile.B2, Tile.B3, Tile.B4, Tile.F2, Tile.F2, Tile.J2, Tile.J2);
    assertThat(won.lines()).extracting(BotzoneLine::kind).containsExactly(
        Kind.DRAW, Kind.PLAY, Kind.DRAW, Kind.PLAY, Kind.CHI, Kind.PLAY, Kind.PENG, Kind.PLAY,
        Kind.DRAW, Kind.PLAY, Kind.DRAW, Kind.PLAY, Kind.GANG, Kind.DRAW, Kind.PLAY, Kind.DRAW,
        Kind.ANGANG, Kind.DRAW, Kind.BUGANG, Kind.DRAW, Kind.PLAY, Kind.HU);
    assertThat(won.lines().get(4)).isEqualTo(new BotzoneLine(Seat.S2, Kind.CHI, Tile.B8, List.of(), 11));
    assertThat(won.lines().get(16)).isEqualTo(new BotzoneLine(Seat.S3, Kind.ANGANG, Tile.W1, List.of(), 23));
    assertThat(won.lines().get(21)).isEqualTo(new BotzoneLine(Seat.S1, Kind.HU, Tile.B6, List.of(
        new IgnoredClaim(Seat.S0, Kind.PENG, Tile.B6), new IgnoredClaim(Seat.S3, Kind.CHI, Tile.B7)), 28));
    assertThat(won.ending()).isEqualTo(new BotzoneEnding.Won(9,
        List.of(new FanCount("混一色", 1), new FanCount("箭刻", 1), new FanCount("老少副", 2)),
        List.of(-8, 33, -17, -8), 29));

    BotzoneMatch drawn = log.matches().get(1);
    assertThat(drawn.firstLine()).isEqualTo(32);
    assertThat(drawn.prevalentWind()).isEqualTo(Wind.EAST);
    assertThat(drawn.lines()).hasSize(2);
    assertThat(drawn.ending()).isEqualTo(new BotzoneEnding.Drawn(List.of(0, 0, 0, 0), 40));
  }

  @Test
  void read_crlfLineEnds_sameMatchesAsLf() throws IOException {
    BotzoneLog lf = BotzoneLogReader.read(new StringReader(EVERY_KIND));
    BotzoneLog crlf = BotzoneLogReader.read(EVERY_KIND.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));

    assertThat(crlf.problems()).isEmpty();
    assertThat(crlf.charset()).contains(StandardCharsets.UTF_8);
    assertThat(crlf.matches()).isEqualTo(lf.matches());
  }

  @Test
  void read_bomBlanksAndNoBlankLineBetweenMatches_sameMatches() throws IOException {
    String untidy = "\uFEFF" + EVERY_KIND.replace("\n\n", "\n")   // no blank line between the two hands
        .replace("Player 0 Draw J1\n", "  Player   0\tDraw J1  \n")
        .replace("Score 0 0 0 0\n", "Score 0 0 0 0\n\n\n\n");
    BotzoneLog expected = BotzoneLogReader.read(new StringReader(EVERY_KIND));

    BotzoneLog fromBytes = BotzoneLogReader.read(untidy.getBytes(StandardCharsets.UTF_8));
    BotzoneLog fromChars = BotzoneLogReader.read(new StringReader(untidy));

    assertThat(fromBytes.problems()).isEmpty();
    assertThat(fromChars.matches()).isEqualTo(fromBytes.matches());
    assertThat(fromBytes.matches().get(0)).isEqualTo(expected.matches().get(0));
    BotzoneMatch second = fromBytes.matches().get(1);
    BotzoneMatch expectedSecond = expected.matches().get(1);
    assertThat(second.firstLine()).isEqualTo(expectedSecond.firstLine() - 1);
    assertThat(second.deals()).isEqualTo(expectedSecond.deals());
    assertThat(second.lines()).extracting(BotzoneLine::seat, BotzoneLine::kind, BotzoneLine::tile)
        .isEqualTo(expectedSecond.lines().stream().map(l -> tuple(l.seat(), l.kind(), l.tile())).toList());
    assertThat(second.ending().scores()).isEqualTo(expectedSecond.ending().scores());
  }

  @Test
  void read_gb18030FanNames_decodedAsGb18030() {
    Charset gb18030 = Charset.forName("GB18030");

    BotzoneLog log = BotzoneLogReader.read(EVERY_KIND.getBytes(gb18030));

    assertThat(log.problems()).isEmpty();
    assertThat(log.charset()).contains(gb18030);
    assertThat(((BotzoneEnding.Won) log.matches().get(0).ending()).fans())
        .extracting(FanCount::name).containsExactly("混一色", "箭刻", "老少副");
  }

  @Test
  void read_fanNameInNoKnownEncoding_matchStillRead() {
    byte[] utf8 = EVERY_KIND.getBytes(StandardCharsets.UTF_8);
    byte[] garbled = new String(utf8, StandardCharsets.ISO_8859_1).replace("Fan 9 ", "Fan 9 \u00ff\u0080")
        .getBytes(StandardCharsets.ISO_8859_1);   // 0xFF 0x80 is neither UTF-8 nor GB18030

    BotzoneLog log = BotzoneLogReader.read(garbled);

    assertThat(log.problems()).isEmpty();
    assertThat(log.charset()).contains(StandardCharsets.ISO_8859_1);
    assertThat(log.matches()).hasSize(2);
    BotzoneEnding.Won won = (BotzoneEnding.Won) log.matches().get(0).ending();
    assertThat(won.fans()).hasSize(3).extracting(FanCount::count).containsExactly(1, 1, 2);
    assertThat(won.scores()).containsExactly(-8, 33, -17, -8);
  }

  @Test
  void read_brokenLineInTheMiddle_thatMatchSkippedNextRead() throws IOException {
    String[] hands = EVERY_KIND.split("\n\n");
    String broken = hands[0].replace("Player 2 Play W9", "Player 2 Play X9");
    String text = hands[1] + "\n" + broken + "\n\n" + hands[0].replace("Match 0123456789abcdef01234567", "Match 0123456789abcdef01234569") + "\n";

    BotzoneLog log = BotzoneLogReader.read(new StringReader(text));

    assertThat(log.matches()).extracting(BotzoneMatch::id)
        .containsExactly("0123456789abcdef01234568", "0123456789abcdef01234569");
    assertThat(log.matches().get(1).firstLine()).isEqualTo(43);
    assertThat(log.problems()).singleElement().satisfies(p -> {
      assertThat(p.lineNumber()).isEqualTo(11 + 21);
      assertThat(p.matchId()).contains("0123456789abcdef01234567");
      assertThat(p.message()).contains("bad tile code 'X9'").contains("Player 2 Play X9");
    });
  }

  static Stream<Arguments> malformedLines() {
    return Stream.of(
        Arguments.of("Player 1 Draw F1", "Player 1 Dwar F1", 9, "unknown action 'Dwar'"),
        Arguments.of("Player 1 Draw F1", "Player 1 Draw", 9, "plus 5 per ignored claim"),
        Arguments.of("Player 1 Draw F1", "Player 1 Draw F1 F2", 9, "plus 5 per ignored claim"),
        Arguments.of("Player 1 Draw F1", "Player 4 Draw F1", 9, "seat 4 is not 0..3"),
        Arguments.of("Player 1 Draw F1", "Player 1 Draw F1 Ignore Player 0 Peng F1", 9, "'Ignore' follows only a claim"),
        Arguments.of("Player 3 Peng F2", "Player 3 Peng F2 Ignore Player 0 AnGang F2", 13, "an ignored claim is"),
        Arguments.of("Player 3 Peng F2", "Player 3 Peng F2 Ignored Player 0 Chi F2", 13, "expected 'Ignore Player"),
        Arguments.of("Player 1 Draw F1", "Pass 1", 9, "unknown keyword 'Pass'"),
        Arguments.of("Wind 2", "Wind two", 2, "the wind is not an integer: 'two'"),
        Arguments.of("Wind 2", "Wind 4", 2, "wind 4 is not 0..3"),
        Arguments.of("Wind 2", "Player 0 Wind 2", 2, "expected 'Wind <0..3>'"),
        Arguments.of("Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1", "Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1",
            4, "a Deal line has 13 tiles, this one 12"),
        Arguments.of("Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1", "Player 0 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 F1 F1",
            4, "a second Deal line for seat 0"),
        Arguments.of("Player 3 Deal W1 W1 W1 W1 T1 T1 T1 B9 B9 F3 F3 F4 J3", "", 7,
            "'Draw' line before all four Deal lines (has seats [0, 1, 2])"),
        Arguments.of("Fan 9 混一色*1+箭刻*1+老少副*2", "Fan nine 混一色*1", 29, "the fan total is not an integer"),
        Arguments.of("Fan 9 混一色*1+箭刻*1+老少副*2", "Fan 9 混一色*1+箭刻", 29, "a fan is written <name>*<count>"),
        Arguments.of("Fan 9 混一色*1+箭刻*1+老少副*2", "Fan 9 混一色*1+箭刻*x", 29, "the fan count is not an integer"),
        Arguments.of("Fan 9 混一色*1+箭刻*1+老少副*2\n", "", 29, "a Score line needs a 'Fan' or 'Huang' line"),
        Arguments.of("Score -8 33 -17 -8", "Score -8 33 -17", 30, "found 4 words"),
        Arguments.of("Score -8 33 -17 -8", "Score -8 33 -17 8.5", 30, "the score is not an integer"),
        Arguments.of("Score -8 33 -17 -8", "Player 0 Play W1", 30, "expected 'Score <s0> <s1> <s2> <s3>' after the Fan line"),
        Arguments.of("\nScore -8 33 -17 -8", "", 29, "match ends without its 'Score' line"));
  }

  @ParameterizedTest(name = "{1} -> line {2}: {3}")
  @MethodSource("malformedLines")
  void read_malformedLine_reportedAndOnlyThatMatchSkipped(String line, String replacement, int lineNumber, String message)
      throws IOException {
    String[] hands = EVERY_KIND.split("\n\n");
    String text = hands[0].replace(line, replacement) + "\n\n" + hands[1];

    BotzoneLog log = BotzoneLogReader.read(new StringReader(text));

    assertThat(log.problems()).singleElement().satisfies(p -> {
      assertThat(p.lineNumber()).isEqualTo(lineNumber);
      assertThat(p.matchId()).contains("0123456789abcdef01234567");
      assertThat(p.message()).contains(message);
    });
    assertThat(log.matches()).extracting(BotzoneMatch::id).containsExactly("0123456789abcdef01234568");
  }

  @Test
  void read_textOutsideMatches_reportedOnceEachMatchesKept() throws IOException {
    String text = "data.txt, first hands\nsecond line of notes\n" + EVERY_KIND.replace("Score -8 33 -17 -8\n",
        "Score -8 33 -17 -8\ntrailing words\nmore\n");

    BotzoneLog log = BotzoneLogReader.read(new StringReader(text));

    assertThat(log.matches()).hasSize(2);
    assertThat(log.problems()).extracting(BotzoneLog.Problem::lineNumber, BotzoneLog.Problem::matchId)
        .containsExactly(tuple(1, Optional.empty()),
            tuple(33, Optional.empty()));
    assertThat(log.problems().get(1).message()).contains("after the end of match 0123456789abcdef01234567");
  }

  @Test
  void read_matchLineWithoutId_reported() throws IOException {
    BotzoneLog log = BotzoneLogReader.read(new StringReader(EVERY_KIND.replace("Match 0123456789abcdef01234567", "Match")));

    assertThat(log.matches()).hasSize(1);
    assertThat(log.problems()).singleElement().satisfies(p -> {
      assertThat(p.lineNumber()).isEqualTo(1);
      assertThat(p.matchId()).isEmpty();
      assertThat(p.message()).contains("expected 'Match <id>'");
    });
  }

  @Test
  void read_emptyInput_nothing() throws IOException {
    assertThat(BotzoneLogReader.read(new StringReader("\n\n")).isClean()).isTrue();
    assertThat(BotzoneLogReader.read(new byte[0]).matches()).isEmpty();
  }

  @Test
  void read_sampleResource_everyMatchNoProblems() throws IOException, URISyntaxException {
    BotzoneLog log = BotzoneLogReader.read(resource(SAMPLE));

    assertThat(log.problems()).isEmpty();
    assertThat(log.charset()).contains(StandardCharsets.UTF_8);
    assertThat(log.matches()).hasSize(SAMPLE_MATCHES);
    assertThat(log.matches()).filteredOn(m -> m.ending() instanceof BotzoneEnding.Drawn).hasSize(SAMPLE_DRAWN);
    BotzoneMatch first = log.matches().get(0);
    assertThat(first.id()).isEqualTo("61602cb45ddc087351c04358");
    assertThat(first.prevalentWind()).isEqualTo(Wind.SOUTH);
    assertThat(first.lines()).filteredOn(l -> l.lineNumber() == 45).singleElement()
        .isEqualTo(new BotzoneLine(Seat.S0, Kind.PENG, Tile.W9, List.of(new IgnoredClaim(Seat.S3, Kind.CHI, Tile.W8)), 45));
    assertThat(first.ending()).isEqualTo(new BotzoneEnding.Won(9,
        List.of(new FanCount("混一色", 1), new FanCount("箭刻", 1), new FanCount("老少副", 1)), List.of(-8, 33, -17, -8), 104));
    assertThat(log.matches().get(SAMPLE_MATCHES - 1).firstLine()).isEqualTo(1565);
  }

  @Test
  void read_crlfSampleWithLostFanNames_sameHandsAsSample() throws IOException, URISyntaxException {
    BotzoneLog sample = BotzoneLogReader.read(resource(SAMPLE));

    BotzoneLog crlf = BotzoneLogReader.read(resource(SAMPLE_CRLF));

    assertThat(crlf.problems()).isEmpty();
    assertThat(crlf.matches()).hasSize(SAMPLE_MATCHES);
    for (int i = 0; i < SAMPLE_MATCHES; i++) {
      BotzoneMatch a = sample.matches().get(i);
      BotzoneMatch b = crlf.matches().get(i);
      assertThat(b.lines()).isEqualTo(a.lines());
      assertThat(b.deals()).isEqualTo(a.deals());
      assertThat(b.ending().scores()).isEqualTo(a.ending().scores());
    }
  }

  @Test
  void read_streaming_sameAsCollected() throws IOException, URISyntaxException {
    List<BotzoneMatch> matches = new ArrayList<>();
    List<BotzoneLog.Problem> problems = new ArrayList<>();

    Charset charset = BotzoneLogReader.read(resource(SAMPLE_CRLF), matches::add, problems::add);

    assertThat(charset).isEqualTo(StandardCharsets.UTF_8);
    assertThat(problems).isEmpty();
    try (InputStream in = getClass().getResourceAsStream(SAMPLE_CRLF)) {
      assertThat(matches).isEqualTo(BotzoneLogReader.read(in.readAllBytes()).matches());
    }
  }

  private Path resource(String name) throws URISyntaxException {
    return Path.of(getClass().getResource(name).toURI());
  }
}
