package org.mjarena.arena.interop.botzone;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mjarena.arena.interop.botzone.BotzoneEnding.FanCount;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.tile.Tile;

/**
 * Reads the public text format of Botzone MCR match logs (the PKU dataset's {@code data.txt} and
 * {@code sample.txt}; described in {@code shared/rules/botzone-protocol.md} section 9) into
 * {@link BotzoneMatch} records.
 *
 * <p>The reader never fails a whole file over its content. The first malformed line of a match
 * (an unknown keyword, a wrong number of words, a bad tile code, a number that is not an integer, a
 * {@code Deal} line without 13 tiles, a block without its {@code Deal} or {@code Score} lines) is
 * reported as a {@link BotzoneLog.Problem} with its line number, that match is skipped up to the next
 * {@code Match} line, and reading goes on. Text outside a match is reported once per stretch.
 *
 * <p>What it accepts, because real copies of the dataset differ in these: LF, CRLF or CR line ends;
 * blanks around a line and between words; a UTF-8 byte order mark; keywords in any case (the
 * dataset README writes {@code Ignore Player 0 PENG B3}); blank lines anywhere, any number of them
 * between blocks or none, since a {@code Match} line always starts a new block; and fan names in any
 * encoding: bytes are decoded by {@link BotzoneLogDecoder}, and this class reads text.
 *
 * <p>It checks syntax only: whether a line may follow another in a real hand is left to a replay
 * through the engine. Stateless and thread-safe.
 */
public final class BotzoneLogReader {

  /** Words in {@code Player <seat> <Kind> <tile>}. */
  private static final int EVENT_WORDS = 4;
  /** Words in each {@code Ignore Player <seat> <Kind> <tile>} appended to a claim's line. */
  private static final int IGNORE_WORDS = 5;
  /** Words in {@code Score <s0> <s1> <s2> <s3>}. */
  private static final int SCORE_WORDS = 1 + Seat.COUNT;
  /** Longest stretch of a line quoted in a problem message. */
  private static final int QUOTE_LIMIT = 100;
  /** The byte order mark as a character: what a UTF-8 mark decodes to. */
  private static final char BOM = '\uFEFF';

  private static final Pattern WORDS = Pattern.compile("\\s+");
  /** {@code Fan <total> <names>}: the names may hold blanks, so they are the rest of the line. */
  private static final Pattern FAN = Pattern.compile("(?i:fan)\\s+(\\S+)(?:\\s+(.*))?");

  private BotzoneLogReader() {}

  /** Reads a whole file, its encoding chosen by {@link BotzoneLogDecoder}. */
  public static BotzoneLog read(Path file) throws IOException {
    List<BotzoneMatch> matches = new ArrayList<>();
    List<BotzoneLog.Problem> problems = new ArrayList<>();
    Charset charset = read(file, matches::add, problems::add);
    return new BotzoneLog(matches, problems, Optional.of(charset));
  }

  /**
   * Reads a file of any size without holding its matches: each match and problem is handed over as
   * soon as it is read, in file order. For bulk checks of the full dataset (about 98,000 hands).
   *
   * @return the encoding the file was decoded with
   */
  public static Charset read(Path file, Consumer<BotzoneMatch> matches, Consumer<BotzoneLog.Problem> problems)
      throws IOException {
    Charset charset;
    try (InputStream in = Files.newInputStream(file)) {
      charset = BotzoneLogDecoder.charset(in);
    }
    try (InputStream in = Files.newInputStream(file)) {
      parse(in, charset, matches, problems);
    }
    return charset;
  }

  /** Reads a log held in memory as bytes, its encoding chosen by {@link BotzoneLogDecoder}. */
  public static BotzoneLog read(byte[] bytes) {
    List<BotzoneMatch> matches = new ArrayList<>();
    List<BotzoneLog.Problem> problems = new ArrayList<>();
    try {
      Charset charset = BotzoneLogDecoder.charset(new ByteArrayInputStream(bytes));
      parse(new ByteArrayInputStream(bytes), charset, matches::add, problems::add);
      return new BotzoneLog(matches, problems, Optional.of(charset));
    } catch (IOException e) {
      throw new UncheckedIOException("bytes in memory do not fail to read", e);
    }
  }

  /** Parses the lines of {@code in}, each decoded on its own in {@code charset} ({@link BotzoneLogDecoder}). */
  private static void parse(InputStream in, Charset charset, Consumer<BotzoneMatch> matches,
      Consumer<BotzoneLog.Problem> problems) throws IOException {
    Parser parser = new Parser(matches, problems);
    BotzoneLogDecoder.lines(in, charset, line -> {
      if (line.fault().isPresent()) {
        parser.unreadable(line.number(), line.fault().get());
      } else {
        parser.line(line.number(), line.text().strip());
      }
    });
    parser.end();
  }

  /** Reads a log that is already text; a leading byte order mark is skipped. Does not close the reader. */
  public static BotzoneLog read(Reader text) throws IOException {
    List<BotzoneMatch> matches = new ArrayList<>();
    List<BotzoneLog.Problem> problems = new ArrayList<>();
    parse(text, matches::add, problems::add);
    return new BotzoneLog(matches, problems, Optional.empty());
  }

  private static void parse(Reader text, Consumer<BotzoneMatch> matches, Consumer<BotzoneLog.Problem> problems)
      throws IOException {
    BufferedReader lines = text instanceof BufferedReader b ? b : new BufferedReader(text);
    Parser parser = new Parser(matches, problems);
    int number = 0;
    for (String line; (line = lines.readLine()) != null; ) {
      number++;
      if (number == 1 && !line.isEmpty() && line.charAt(0) == BOM) {
        line = line.substring(1);
      }
      parser.line(number, line.strip());
    }
    parser.end();
  }

  /** A malformed line: the message says what was expected. */
  private static final class Malformed extends Exception {
    private static final long serialVersionUID = 1L;

    Malformed(String message) {
      super(message, null, false, false);
    }
  }

  /** Where a match stands: which line it expects next. */
  private enum Expect { WIND, DEALS, EVENTS, SCORE }

  /** Splits the file into matches; one instance per file, used by one thread. */
  private static final class Parser {
    private final Consumer<BotzoneMatch> matches;
    private final Consumer<BotzoneLog.Problem> problems;
    /** The match being read, or null between matches. */
    private Block block;
    /** True after a problem, until the next {@code Match} line. */
    private boolean skipping;
    /** The id of the last match read, to place stray text. */
    private String lastId;

    Parser(Consumer<BotzoneMatch> matches, Consumer<BotzoneLog.Problem> problems) {
      this.matches = matches;
      this.problems = problems;
    }

    void line(int number, String text) {
      if (text.isEmpty()) {
        return;   // blank lines separate blocks, but a Match line is what starts one
      }
      String[] words = WORDS.split(text);
      if (words[0].equalsIgnoreCase("Match")) {
        closeUnfinished();
        skipping = false;
        if (words.length != 2) {
          problem(number, words.length > 1 ? words[1] : null, "expected 'Match <id>'", text);
          skipping = true;
        } else {
          block = new Block(words[1], number);
        }
        return;
      }
      if (skipping) {
        return;
      }
      if (block == null) {
        problem(number, null, lastId == null
            ? "text before the first 'Match' line" : "text after the end of match " + lastId + " (that match was read)",
            text);
        skipping = true;
        return;
      }
      try {
        block.accept(number, text, words);
      } catch (Malformed e) {
        problem(number, block.id, e.getMessage(), text);
        block = null;
        skipping = true;
        return;
      }
      if (block.isComplete()) {
        matches.accept(block.build());
        lastId = block.id;
        block = null;
      }
    }

    /**
     * Line {@code number} could not be read ({@code fault}): the match it is in is lost, and the next Match
     * line starts the next one; a line outside any match is a problem of its own.
     */
    void unreadable(int number, String fault) {
      if (skipping && block == null) {
        return;
      }
      problem(number, block == null ? null : block.id, fault, null);
      block = null;
      skipping = true;
    }

    void end() {
      closeUnfinished();
    }

    /** Reports a match that stops before its Score line (the next Match line or the file's end came first). */
    private void closeUnfinished() {
      if (block != null && !skipping) {
        String missing = block.expect == Expect.WIND ? "its 'Wind' line"
            : block.expect == Expect.DEALS ? "its four 'Deal' lines (has " + block.dealtSeats() + ")"
            : "its 'Score' line";
        problem(block.lastLine, block.id, "match ends without " + missing, null);
      }
      block = null;
    }

    private void problem(int line, String matchId, String message, String text) {
      String quoted = text == null ? message
          : message + ": \"" + (text.length() > QUOTE_LIMIT ? text.substring(0, QUOTE_LIMIT) + "..." : text) + "\"";
      problems.accept(new BotzoneLog.Problem(line, Optional.ofNullable(matchId), quoted));
    }
  }

  /** One match while it is being read. */
  private static final class Block {
    final String id;
    final int firstLine;
    int lastLine;
    Expect expect = Expect.WIND;
    Wind wind;
    /** Each seat's dealt tiles, null until its Deal line is read. */
    final List<List<Tile>> deals = new ArrayList<>(Collections.nCopies(Seat.COUNT, (List<Tile>) null));
    int dealt;
    final List<BotzoneLine> lines = new ArrayList<>();
    int fanLine;
    boolean won;
    int totalFan;
    List<FanCount> fans;
    BotzoneEnding ending;

    Block(String id, int firstLine) {
      this.id = id;
      this.firstLine = firstLine;
      this.lastLine = firstLine;
    }

    boolean isComplete() {
      return ending != null;
    }

    BotzoneMatch build() {
      return new BotzoneMatch(id, firstLine, wind, deals, lines, ending, List.of());
    }

    String dealtSeats() {
      List<Integer> seats = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        if (deals.get(s) != null) {
          seats.add(s);
        }
      }
      return seats.isEmpty() ? "none" : "seats " + seats;
    }

    void accept(int number, String text, String[] words) throws Malformed {
      lastLine = number;
      String keyword = words[0];
      switch (expect) {
        case WIND -> {
          if (!keyword.equalsIgnoreCase("Wind")) {
            throw new Malformed("expected 'Wind <0..3>' after the Match line");
          }
          count(words, 2, "Wind <0..3>");
          int w = integer(words[1], "wind");
          if (w < 0 || w >= Seat.COUNT) {
            throw new Malformed("wind " + w + " is not 0..3");
          }
          wind = Wind.of(w);
          expect = Expect.DEALS;
        }
        case DEALS -> {
          if (!keyword.equalsIgnoreCase("Player")) {
            throw new Malformed("expected four 'Player <seat> Deal <13 tiles>' lines (has " + dealtSeats() + ")");
          }
          Seat seat = playerSeat(words);
          if (!words[2].equalsIgnoreCase("Deal")) {
            throw new Malformed("'" + words[2] + "' line before all four Deal lines (has " + dealtSeats() + ")");
          }
          deal(seat, words);
        }
        case EVENTS -> {
          if (keyword.equalsIgnoreCase("Player")) {
            event(number, words);
          } else if (keyword.equalsIgnoreCase("Fan")) {
            fan(text);
            fanLine = number;
            won = true;
            expect = Expect.SCORE;
          } else if (keyword.equalsIgnoreCase("Huang")) {
            count(words, 1, "Huang");
            fanLine = number;
            won = false;
            expect = Expect.SCORE;
          } else if (keyword.equalsIgnoreCase("Score")) {
            throw new Malformed("a Score line needs a 'Fan' or 'Huang' line before it");
          } else {
            throw new Malformed("unknown keyword '" + keyword + "'");
          }
        }
        case SCORE -> {
          if (!keyword.equalsIgnoreCase("Score")) {
            throw new Malformed("expected 'Score <s0> <s1> <s2> <s3>' after the " + (won ? "Fan" : "Huang") + " line");
          }
          count(words, SCORE_WORDS, "Score <s0> <s1> <s2> <s3>");
          List<Integer> scores = new ArrayList<>(Seat.COUNT);
          for (int i = 1; i < SCORE_WORDS; i++) {
            scores.add(integer(words[i], "score"));
          }
          ending = won ? new BotzoneEnding.Won(totalFan, fans, scores, fanLine) : new BotzoneEnding.Drawn(scores, fanLine);
        }
        default -> throw new AssertionError(expect);
      }
    }

    private void deal(Seat seat, String[] words) throws Malformed {
      int tiles = words.length - 3;
      if (tiles != BotzoneMatch.TILES_PER_DEAL) {
        throw new Malformed("a Deal line has " + BotzoneMatch.TILES_PER_DEAL + " tiles, this one " + tiles);
      }
      if (deals.get(seat.index()) != null) {
        throw new Malformed("a second Deal line for seat " + seat.index());
      }
      List<Tile> hand = new ArrayList<>(BotzoneMatch.TILES_PER_DEAL);
      for (int i = 3; i < words.length; i++) {
        hand.add(tile(words[i]));
      }
      deals.set(seat.index(), hand);
      if (++dealt == Seat.COUNT) {
        expect = Expect.EVENTS;
      }
    }

    private void event(int number, String[] words) throws Malformed {
      Seat seat = playerSeat(words);
      if (words[2].equalsIgnoreCase("Deal")) {
        throw new Malformed("a Deal line after play began");
      }
      Kind kind = Kind.ofKeyword(words[2])
          .orElseThrow(() -> new Malformed("unknown action '" + words[2] + "'"));
      int extra = words.length - EVENT_WORDS;
      if (extra < 0 || extra % IGNORE_WORDS != 0) {
        throw new Malformed("a " + kind.keyword() + " line has " + EVENT_WORDS + " words, plus "
            + IGNORE_WORDS + " per ignored claim; this one " + words.length);
      }
      Tile tile = tile(words[3]);
      if (kind != Kind.DRAW) {
        played(tile, kind);
      }
      List<IgnoredClaim> ignored = List.of();
      if (extra > 0) {
        if (!kind.isClaim()) {
          throw new Malformed("'Ignore' follows only a claim (Chi, Peng, Gang, Hu), not a " + kind.keyword() + " line");
        }
        ignored = new ArrayList<>(extra / IGNORE_WORDS);
        for (int i = EVENT_WORDS; i < words.length; i += IGNORE_WORDS) {
          ignored.add(ignoredClaim(words, i));
        }
      }
      lines.add(new BotzoneLine(seat, kind, tile, ignored, number));
    }

    private static IgnoredClaim ignoredClaim(String[] words, int at) throws Malformed {
      if (!words[at].equalsIgnoreCase("Ignore") || !words[at + 1].equalsIgnoreCase("Player")) {
        throw new Malformed("expected 'Ignore Player <seat> <Chi|Peng|Gang|Hu> <tile>' at word " + (at + 1));
      }
      Seat seat = seat(words[at + 2]);
      Kind kind = Kind.ofKeyword(words[at + 3]).filter(Kind::isClaim)
          .orElseThrow(() -> new Malformed("an ignored claim is Chi, Peng, Gang or Hu, not '" + words[at + 3] + "'"));
      return new IgnoredClaim(seat, kind, played(tile(words[at + 4]), kind));
    }

    /**
     * {@code tile}, which a {@code kind} line discards, melds or wins on: never a flower, which is laid aside
     * as it is drawn and never played.
     */
    private static Tile played(Tile tile, Kind kind) throws Malformed {
      if (tile.isFlower()) {
        throw new Malformed("a flower (" + tile.code() + ") is laid aside, never named by a " + kind.keyword() + " line");
      }
      return tile;
    }

    private void fan(String text) throws Malformed {
      Matcher m = FAN.matcher(text);
      if (!m.matches()) {
        throw new Malformed("expected 'Fan <total> <name>*<count>+...'");
      }
      totalFan = integer(m.group(1), "fan total");
      fans = new ArrayList<>();
      String names = m.group(2);
      if (names == null) {
        return;
      }
      for (String item : names.split("\\+")) {
        String entry = item.strip();
        int star = entry.lastIndexOf('*');
        if (star <= 0) {
          throw new Malformed("a fan is written <name>*<count>, not '" + entry + "'");
        }
        fans.add(new FanCount(entry.substring(0, star).strip(), integer(entry.substring(star + 1).strip(), "fan count")));
      }
    }

    private static Seat playerSeat(String[] words) throws Malformed {
      if (words.length < 3) {
        throw new Malformed("expected 'Player <seat> <action> ...'");
      }
      return seat(words[1]);
    }

    private static Seat seat(String word) throws Malformed {
      int s = integer(word, "seat");
      if (s < 0 || s >= Seat.COUNT) {
        throw new Malformed("seat " + s + " is not 0..3");
      }
      return Seat.of(s);
    }

    private static Tile tile(String code) throws Malformed {
      try {
        return Tile.parse(code);
      } catch (IllegalArgumentException e) {
        throw new Malformed("bad tile code '" + code + "'");
      }
    }

    private static int integer(String word, String what) throws Malformed {
      try {
        return Integer.parseInt(word);
      } catch (NumberFormatException e) {
        throw new Malformed("the " + what + " is not an integer: '" + word + "'");
      }
    }

    private static void count(String[] words, int expected, String form) throws Malformed {
      if (words.length != expected) {
        throw new Malformed("expected '" + form + "', found " + words.length + " words");
      }
    }
  }
}
