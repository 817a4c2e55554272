package org.mjarena.arena.interop.botzone;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.tile.Tile;

/**
 * Reads Botzone's own JSON match logs of Chinese-Standard-Mahjong (what a bot author downloads from a
 * match page) into the same {@link BotzoneMatch} records as the text format's {@link BotzoneLogReader}, so
 * that import, replay, commentary and the report treat both alike.
 *
 * <p>A file holds one match or several, one JSON value each (a match pack holds one per line). A value is
 * the match page's object ({@code logs}, {@code initdata}, {@code players}), the judge's form ({@code log}
 * instead of {@code logs}), or the {@code logs} array saved on its own. {@code logs} alternates the judge's
 * entries ({@code output.display}: what happened; {@code output.content}: each seat's request, or the
 * scores at the end) with the bots' entries (each seat's {@code response}). The reader follows the
 * displays, and takes from the bots' entries what the displays leave out:
 *
 * <ul>
 *   <li>a pung's or chow's display names the tile the claimer discards next, not the tile claimed: the
 *       claimed tile is the last discard before it (so one display becomes two lines, the claim and the
 *       discard, as in the text format);</li>
 *   <li>a concealed kong and an exposed one share the display {@code GANG}: the kong is concealed when the
 *       konger's response was {@code GANG <tile>} (on its own turn) rather than a bare {@code GANG} (on a
 *       discard), and the response names its tile;</li>
 *   <li>a win's display names no tile: it is the last tile drawn, discarded or added to a kong;</li>
 *   <li>claims that lost are only in the bots' responses: every response other than {@code PASS} of a
 *       seat other than the claimer's, on the entry before the claim, is an ignored claim.</li>
 * </ul>
 *
 * <p>The players' names are those of {@code players} ({@code [user]bot}), when it names all four. The
 * match id is the value's {@code _id} (or {@code _mid}) when it has one, else the file's name: its
 * leading 24-hex-digit id where it starts with one ({@code 6a201f...f1_lite.json}), else the name without
 * its extension, with {@code #k} for the k-th value of a file of several. A line number of a
 * {@link BotzoneLine} or an ending is the index of its judge entry in {@code logs} (from 0), which is what
 * a reader of the JSON can find; a {@link BotzoneLog.Problem}'s is the line of the file where its value
 * starts. A hand that ended with a bot's error ({@code TLE}, {@code WA}, ...) is reported and skipped, as
 * is a value that is not a match log; reading goes on with the next value. Stateless and thread-safe.
 */
public final class BotzoneJsonReader {
  /**
   * No text of a match log is longer than a few kilobytes (a request, a response, a display event): a longer
   * one is refused as it is read, before it fills the memory.
   */
  static final int MAX_STRING = 1 << 20;
  private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(MAX_STRING).build()).build());
  private static final Pattern MATCH_ID = Pattern.compile("^([0-9a-f]{24})");

  private BotzoneJsonReader() {}

  /** What a log file holds, told by its first character that is neither blank nor part of a UTF-8 byte order mark. */
  enum Content {
    /** No such character: the file is empty, or holds only blanks. */
    NOTHING,
    /** JSON: the character is {@code {} or {@code [}. */
    JSON,
    /** Anything else: the text format. */
    TEXT
  }

  /** What {@code file} holds, read up to its first character that tells. */
  static Content content(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      int c;
      while ((c = in.read()) != -1) {
        if (c == '{' || c == '[') {
          return Content.JSON;
        }
        if (!Character.isWhitespace(c) && c != 0xEF && c != 0xBB && c != 0xBF) {
          return Content.TEXT;
        }
      }
      return Content.NOTHING;
    }
  }

  /** True when {@code file} holds JSON (its first character not blank is {@code {} or {@code [}), not the text format. */
  public static boolean isJson(Path file) throws IOException {
    return content(file) == Content.JSON;
  }

  /** Reads a whole file. */
  public static BotzoneLog read(Path file) throws IOException {
    List<BotzoneMatch> matches = new ArrayList<>();
    List<BotzoneLog.Problem> problems = new ArrayList<>();
    read(file, matches::add, problems::add);
    return new BotzoneLog(matches, problems, Optional.empty());
  }

  /**
   * Reads a file value by value, handing each match and problem over as soon as it is read.
   *
   * @throws IOException when the file cannot be read
   */
  public static void read(Path file, Consumer<BotzoneMatch> matches, Consumer<BotzoneLog.Problem> problems)
      throws IOException {
    String name = file.getFileName().toString();
    try (JsonParser parser = JSON.createParser(file.toFile())) {
      MappingIterator<JsonNode> values = JSON.readValues(parser, JsonNode.class);
      Located held = null;
      for (int k = 1; ; k++) {
        Located next;
        try {
          next = values.hasNextValue()
              ? new Located(parser.currentTokenLocation().getLineNr(), values.nextValue()) : null;
        } catch (JsonProcessingException e) {
          if (held != null) {
            accept(held, id(held.value, name, k > 2 ? k - 1 : 1), matches, problems);
          }
          int line = e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getLineNr());
          // Named as a value that did read would be: by the file, and its number when others came before it.
          problems.accept(new BotzoneLog.Problem(line, Optional.of(id(MissingNode.getInstance(), name, k == 1 ? 0 : k)),
              "not JSON: " + e.getOriginalMessage()
              + "; the rest of the file is not read"));
          return;
        }
        // A value is named by its number in the file only when the file holds more than one.
        if (held != null) {
          accept(held, id(held.value, name, next == null && k == 2 ? 0 : k - 1), matches, problems);
        }
        if (next == null) {
          return;
        }
        held = next;
      }
    }
  }

  private static void accept(Located v, String id, Consumer<BotzoneMatch> matches,
      Consumer<BotzoneLog.Problem> problems) {
    try {
      matches.accept(new Match(id, v.line, v.value).read());
    } catch (Malformed e) {
      problems.accept(new BotzoneLog.Problem(v.line, Optional.of(id), e.getMessage()));
    }
  }

  private record Located(int line, JsonNode value) {}

  /** The match id: the value's own, else from the file name and the value's number {@code k} (0: the only one). */
  private static String id(JsonNode value, String fileName, int k) {
    for (String key : new String[] {"_id", "_mid"}) {
      if (value.path(key).isTextual() && !value.path(key).asText().isBlank()) {
        return value.path(key).asText();
      }
    }
    Matcher m = MATCH_ID.matcher(fileName);
    String base = m.find() ? m.group(1) : fileName.contains(".") ? fileName.substring(0, fileName.lastIndexOf('.')) : fileName;
    return k == 0 ? base : base + "#" + k;
  }

  /** A value that is not a match log this reader can follow; its match is skipped. */
  private static final class Malformed extends Exception {
    Malformed(String message) {
      super(message);
    }
  }

  /** One match log being followed, display by display. */
  private static final class Match {
    private final String id;
    private final int firstLine;
    private final JsonNode value;
    private final List<BotzoneLine> lines = new ArrayList<>();
    private Wind wind;
    private List<List<Tile>> deals;
    /** The last tile discarded and still on the table: what a pung, chow or exposed kong takes. */
    private Tile discard;
    /** The last tile drawn, discarded or added to a kong: what a win wins on. */
    private Tile live;
    /** The bots' entry before the judge entry being read, or a missing node. */
    private JsonNode responses = JSON.missingNode();

    Match(String id, int firstLine, JsonNode value) {
      this.id = id;
      this.firstLine = firstLine;
      this.value = value;
    }

    BotzoneMatch read() throws Malformed {
      JsonNode logs = value.isArray() ? value : value.has("logs") ? value.get("logs") : value.path("log");
      if (!logs.isArray() || logs.isEmpty()) {
        throw new Malformed("not a Botzone match log: no 'logs' (or 'log') array");
      }
      for (int i = 0; i < logs.size(); i++) {
        if (!logs.get(i).isObject()) {
          throw new Malformed("not a Botzone match log: entry " + i + " of its log is a "
              + logs.get(i).getNodeType().toString().toLowerCase(Locale.ROOT) + ", where the judge's and the bots' entries are"
              + " objects");
        }
      }
      wind = initialWind();
      for (int i = 0; i < logs.size(); i++) {
        JsonNode entry = logs.get(i);
        if (!entry.has("output")) {
          responses = entry;
          continue;
        }
        JsonNode output = entry.get("output");
        JsonNode display = display(output, i);
        String action = display.path("action").asText("");
        Optional<BotzoneEnding> ending = follow(action, display, output, i);
        if (ending.isPresent()) {
          if (deals == null) {
            throw new Malformed("entry " + i + ": the hand ends before its deal");
          }
          if (wind == null) {
            throw new Malformed("no prevalent wind: neither 'initdata.quan' nor an INIT display");
          }
          return new BotzoneMatch(id, firstLine, wind, deals, lines, ending.get(), players());
        }
      }
      throw new Malformed("the log ends without the hand's end (no HU or HUANG display)");
    }

    /** The players' names ({@code players[i].name}), when the log gives all four; else none. */
    private List<String> players() {
      List<String> names = new ArrayList<>();
      for (JsonNode p : value.path("players")) {
        if (p.path("name").isTextual() && !p.path("name").asText().isBlank()) {
          names.add(p.path("name").asText());
        }
      }
      return names.size() == Seat.COUNT ? names : List.of();
    }

    /** The wind of {@code initdata}, a JSON object or a string holding one; null when it has none. */
    private Wind initialWind() throws Malformed {
      JsonNode init = value.path("initdata");
      if (init.isTextual() && !init.asText().isBlank()) {
        try {
          init = JSON.readTree(init.asText());
        } catch (JsonProcessingException e) {
          throw new Malformed("'initdata' is a string that is not JSON: " + e.getOriginalMessage());
        }
      }
      return init.has("quan") ? wind(init.get("quan"), "initdata.quan") : null;
    }

    private static JsonNode display(JsonNode output, int i) throws Malformed {
      JsonNode display = output.path("display");
      if (display.isTextual()) {
        try {
          return JSON.readTree(display.asText());
        } catch (JsonProcessingException e) {
          throw new Malformed("entry " + i + ": 'display' is a string that is not JSON");
        }
      }
      if (!display.isObject()) {
        throw new Malformed("entry " + i + ": a judge entry without its 'display'");
      }
      return display;
    }

    /** Follows one display; the ending when it ends the hand. */
    private Optional<BotzoneEnding> follow(String action, JsonNode display, JsonNode output, int i) throws Malformed {
      switch (action) {
        case "INIT" -> {
          if (wind == null && display.has("quan")) {
            wind = wind(display.get("quan"), "entry " + i + ": quan");
          }
        }
        case "DEAL" -> deals = deals(display, output, i);
        case "DRAW" -> {
          live = tile(display, "tile", i);
          lines.add(new BotzoneLine(seat(display, i), Kind.DRAW, live, List.of(), i));
        }
        case "PLAY" -> {
          discard = tile(display, "tile", i);
          live = discard;
          lines.add(new BotzoneLine(seat(display, i), Kind.PLAY, discard, List.of(), i));
        }
        case "PENG", "CHI" -> {
          Seat seat = seat(display, i);
          Tile claimed = claimed(i, action);
          Tile named = action.equals("CHI") ? tile(display, "tileCHI", i) : claimed;
          lines.add(new BotzoneLine(seat, action.equals("CHI") ? Kind.CHI : Kind.PENG, named, ignored(seat, claimed), i));
          discard = tile(display, "tile", i);
          live = discard;
          lines.add(new BotzoneLine(seat, Kind.PLAY, discard, List.of(), i));
        }
        case "GANG" -> {
          Seat seat = seat(display, i);
          String[] answer = response(seat);
          if (answer.length == 2 && answer[0].equals("GANG")) {
            Tile kong = parse(answer[1], i);
            if (display.has("tile") && !tile(display, "tile", i).equals(kong)) {
              throw new Malformed("entry " + i + ": seat " + seat.index() + " answered 'GANG " + kong.code()
                  + "' but the display names " + display.get("tile").asText());
            }
            lines.add(new BotzoneLine(seat, Kind.ANGANG, kong, List.of(), i));
          } else {
            Tile claimed = claimed(i, action);
            lines.add(new BotzoneLine(seat, Kind.GANG, claimed, ignored(seat, claimed), i));
          }
        }
        case "BUGANG" -> {
          live = tile(display, "tile", i);
          lines.add(new BotzoneLine(seat(display, i), Kind.BUGANG, live, List.of(), i));
        }
        case "HU" -> {
          Seat seat = seat(display, i);
          if (live == null) {
            throw new Malformed("entry " + i + ": a win before any tile was drawn or discarded");
          }
          lines.add(new BotzoneLine(seat, Kind.HU, live, ignored(seat, live), i));
          List<BotzoneEnding.FanCount> fans = new ArrayList<>();
          for (JsonNode fan : display.path("fan")) {
            fans.add(new BotzoneEnding.FanCount(fan.path("name").asText(), fan.path("cnt").asInt()));
          }
          if (!display.path("fanCnt").isInt()) {
            throw new Malformed("entry " + i + ": a HU display without its 'fanCnt'");
          }
          return Optional.of(new BotzoneEnding.Won(display.get("fanCnt").asInt(), fans, scores(output, i), i));
        }
        case "HUANG" -> {
          return Optional.of(new BotzoneEnding.Drawn(scores(output, i), i));
        }
        case "BUHUA" -> throw new Malformed("entry " + i + ": a flower (BUHUA): logs of Botzone's old 144-tile rules"
            + " are not read, only those of its 136-tile duplicate rules");
        default -> throw new Malformed("entry " + i + ": the hand ended with '" + action + "'"
            + (display.has("player") ? " of seat " + display.get("player").asText() : "")
            + " (a bot's error, or a display this reader does not know): not replayed");
      }
      return Optional.empty();
    }

    /** The discard a pung, chow or exposed kong takes. */
    private Tile claimed(int i, String action) throws Malformed {
      if (discard == null) {
        throw new Malformed("entry " + i + ": " + action + " before any discard");
      }
      return discard;
    }

    /** The claims other than {@code winner}'s in the bots' entry before this one: those that lost. */
    private List<IgnoredClaim> ignored(Seat winner, Tile claimed) throws Malformed {
      List<IgnoredClaim> lost = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        Seat seat = Seat.of(s);
        if (seat == winner) {
          continue;
        }
        String[] answer = response(seat);
        if (answer.length == 0) {
          continue;
        }
        switch (answer[0]) {
          case "CHI" -> lost.add(new IgnoredClaim(seat, Kind.CHI, answer.length > 1 ? parse(answer[1], -1) : claimed));
          case "PENG" -> lost.add(new IgnoredClaim(seat, Kind.PENG, claimed));
          case "GANG" -> lost.add(new IgnoredClaim(seat, Kind.GANG, claimed));
          case "HU" -> lost.add(new IgnoredClaim(seat, Kind.HU, claimed));
          default -> { }
        }
      }
      return lost;
    }

    /** The words of {@code seat}'s response in the bots' entry before this one; none for a pass or none given. */
    private String[] response(Seat seat) {
      String answer = responses.path(Integer.toString(seat.index())).path("response").asText("").trim();
      return answer.isEmpty() || answer.equals("PASS") ? new String[0] : answer.split("\\s+");
    }

    private List<List<Tile>> deals(JsonNode display, JsonNode output, int i) throws Malformed {
      List<List<Tile>> all = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        List<Tile> deal = new ArrayList<>();
        JsonNode hand = display.path("hand").path(s);
        if (hand.isArray()) {
          for (JsonNode t : hand) {
            deal.add(parse(t.asText(), i));
          }
        } else {
          // No hand in the display: the request "1 0 0 0 0 <13 tiles>" of the seat gives it.
          String[] words = output.path("content").path(Integer.toString(s)).asText("").trim().split("\\s+");
          for (int w = 5; w < words.length; w++) {
            deal.add(parse(words[w], i));
          }
        }
        if (deal.size() != BotzoneMatch.TILES_PER_DEAL) {
          throw new Malformed("entry " + i + ": seat " + s + " is dealt " + deal.size() + " tiles, not "
              + BotzoneMatch.TILES_PER_DEAL);
        }
        all.add(deal);
      }
      return all;
    }

    private static List<Integer> scores(JsonNode output, int i) throws Malformed {
      List<Integer> scores = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        JsonNode score = output.path("content").path(Integer.toString(s));
        if (!score.canConvertToInt()) {
          throw new Malformed("entry " + i + ": the final entry has no integer score for seat " + s);
        }
        scores.add(score.asInt());
      }
      return scores;
    }

    private static Seat seat(JsonNode display, int i) throws Malformed {
      JsonNode player = display.path("player");
      if (!player.isInt() || player.asInt() < 0 || player.asInt() >= Seat.COUNT) {
        throw new Malformed("entry " + i + ": 'player' is not a seat 0..3: " + player);
      }
      return Seat.of(player.asInt());
    }

    private static Tile tile(JsonNode display, String key, int i) throws Malformed {
      if (!display.path(key).isTextual()) {
        throw new Malformed("entry " + i + ": the " + display.path("action").asText() + " display has no '" + key + "'");
      }
      return parse(display.get(key).asText(), i);
    }

    private static Tile parse(String code, int i) throws Malformed {
      try {
        return Tile.parse(code);
      } catch (IllegalArgumentException e) {
        throw new Malformed((i >= 0 ? "entry " + i + ": " : "") + "bad tile code '" + code + "'");
      }
    }

    private static Wind wind(JsonNode quan, String where) throws Malformed {
      if (!quan.canConvertToInt() || quan.asInt() < 0 || quan.asInt() >= Seat.COUNT) {
        throw new Malformed(where + " is not a wind 0..3: " + quan);
      }
      return Wind.of(quan.asInt());
    }
  }
}
