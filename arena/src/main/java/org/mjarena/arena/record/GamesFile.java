package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;

/**
 * Writes {@code games.jsonl} (or {@code games.jsonl.gz}) and reads it back: one JSON object per game, in
 * deal then seat-order order, flushed after every deal so that a run killed at any moment keeps every
 * finished game, and at most a torn last line. Players are named by lineup entry id. Each line names its
 * deal and seat order, and holds every figure the statistics count ({@link #score}), so a resumed run
 * counts its earlier games from the file.
 *
 * <p>Compressed, the file is gzip ({@link java.util.zip}, which every tool reads) with a sync flush after
 * every deal, so that everything flushed decompresses even when the run is killed before the gzip
 * trailer; appending adds a gzip member, which readers take as the same stream.
 */
public final class GamesFile implements Closeable {
  /** The file name in a run's directory, before {@link Compression#fileName}. */
  public static final String NAME = "games.jsonl";
  /** The longest line read back: a game's line has a few hundred bytes, an MCR win's fans a thousand more. */
  private static final int MAX_LINE = 1 << 20;
  private static final int BUFFER = 1 << 16;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final OutputStream out;
  private final JsonGenerator g;
  private final List<String> ids;

  /**
   * Opens the file for writing: created (or replaced), or with {@code append} added to after the lines it
   * holds; {@code ids} are the entry ids in lineup order.
   */
  public GamesFile(Path file, List<String> ids, Compression compress, boolean append) throws IOException {
    this(Files.newOutputStream(file, append
        ? new OpenOption[] {StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND}
        : new OpenOption[] {StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING}),
        ids, compress);
  }

  /**
   * Writes the lines, uncompressed, to {@code out}: a block of deals played on a cluster's executor, which
   * its driver {@linkplain #copyDeal copies} into the run's file.
   */
  public GamesFile(OutputStream out, List<String> ids) throws IOException {
    this(out, ids, Compression.NONE);
  }

  private GamesFile(OutputStream bytes, List<String> ids, Compression compress) throws IOException {
    this.out = compress == Compression.GZIP ? new GZIPOutputStream(bytes, BUFFER, true) : bytes;
    this.g = Json.generator(out);
    g.setRootValueSeparator(null);
    this.ids = List.copyOf(ids);
  }

  /** Adds a line read back from a games file of the same run, as it was (a resumed run's kept games). */
  public void copy(Line line) throws IOException {
    g.flush();
    out.write(line.bytes());
  }

  /**
   * Adds the lines of one deal written elsewhere for the same run (by a cluster's executor), as they are,
   * and flushes them to disk.
   */
  public void copyDeal(byte[] lines) throws IOException {
    g.flush();
    out.write(lines);
    out.flush();
  }

  /** Writes one game (the writer flushes it when flushed). */
  public void write(GameResult game) throws IOException {
    writeGame(game);
  }

  /** Pushes the lines written so far to the stream. */
  public void flush() throws IOException {
    g.flush();
  }

  private String id(GameResult game, Seat seat) {
    return ids.get(game.seats()[seat.index()]);
  }

  private void writeGame(GameResult game) throws IOException {
    GameOutcome o = game.outcome();
    g.writeStartObject();
    g.writeNumberField("deal", game.deal());
    g.writeNumberField("order", game.order());
    g.writeArrayFieldStart("seats");
    for (Seat s : Seat.all()) {
      g.writeString(id(game, s));
    }
    g.writeEndArray();
    g.writeNumberField("wall_seed", game.wallSeed());
    g.writeStringField("result", o.kind().name().toLowerCase(Locale.ROOT));
    g.writeArrayFieldStart("winners");
    for (Win w : o.wins()) {
      g.writeStartObject();
      g.writeStringField("id", id(game, w.seat()));
      g.writeNumberField("seat", w.seat().index());
      g.writeStringField("pattern", w.pattern());
      g.writeNumberField("value", w.value());
      g.writeStringField("tile", w.tile().code());
      g.writeBooleanField("self_drawn", w.selfDrawn());
      if (w.from().isPresent()) {
        g.writeStringField("from", id(game, w.from().get()));
      }
      g.writeBooleanField("robbed_kong", w.robbedKong());
      if (!w.fans().isEmpty()) {
        g.writeArrayFieldStart("fans");
        for (ScoreLine f : w.fans()) {
          g.writeStartObject();
          g.writeNumberField("id", f.id());
          g.writeStringField("name", f.name());
          g.writeNumberField("points", f.points());
          g.writeNumberField("count", f.count());
          g.writeEndObject();
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    }
    g.writeEndArray();
    if (o.dealIn().isPresent()) {
      g.writeStringField("deal_in", id(game, o.dealIn().get()));
    }
    g.writeObjectFieldStart("points");
    for (Seat s : Seat.all()) {
      g.writeNumberField(id(game, s), o.points(s));
    }
    g.writeEndObject();
    g.writeObjectFieldStart("fallbacks");
    for (Seat s : Seat.all()) {
      g.writeNumberField(id(game, s), o.fallbacks(s));
    }
    g.writeEndObject();
    if (!o.faults().isEmpty()) {
      g.writeArrayFieldStart("faults");
      for (Fault f : o.faults()) {
        g.writeStartObject();
        g.writeStringField("id", id(game, f.seat()));
        g.writeStringField("reason", f.reason());
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    if (o.offender().isPresent()) {
      g.writeStringField("sanctioned", id(game, o.offender().get()));
    }
    g.writeEndObject();
    g.writeRaw('\n');
  }

  @Override
  public void close() throws IOException {
    g.close();
    out.close();
  }

  /**
   * One complete line read back.
   *
   * @param number the line number, from 1
   * @param deal   the deal it names
   * @param order  the seat order it names
   * @param bytes  the line as written, its newline included
   * @param score  what the statistics count of the game
   */
  public record Line(long number, long deal, int order, byte[] bytes, GameScore score) {}

  /**
   * Reads a games file back line by line. A last line without its newline is a line a killed run was
   * writing: it ends the file and {@link #torn()} says so. A complete line that is not a game of the
   * lineup is an {@link IOException} naming the line.
   */
  public static final class Reader implements Closeable {
    private final Path file;
    private final InputStream in;
    private final Map<String, Integer> entries = new HashMap<>();
    private final byte[] buffer = new byte[BUFFER];
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private int position;
    private int limit;
    private long number;
    private boolean torn;

    /** Opens {@code file}, stored as {@code compress} says; {@code ids} are the entry ids in lineup order. */
    public Reader(Path file, Compression compress, List<String> ids) throws IOException {
      this.file = file;
      for (int e = 0; e < ids.size(); e++) {
        entries.put(ids.get(e), e);
      }
      InputStream raw = Files.newInputStream(file);
      try {
        this.in = compress == Compression.GZIP ? gunzip(raw) : raw;
      } catch (IOException e) {
        raw.close();
        throw e;
      }
    }

    /** Gzip's stream, or an empty one for a file killed before its gzip header was written whole. */
    private static InputStream gunzip(InputStream raw) throws IOException {
      try {
        return new GZIPInputStream(raw, BUFFER);
      } catch (EOFException cutBeforeTheHeader) {
        return InputStream.nullInputStream();
      }
    }

    /** The next complete line, or empty at the end of the file or at a torn last line. */
    public Optional<Line> next() throws IOException {
      line.reset();
      while (true) {
        if (position == limit && !fill()) {
          torn |= line.size() > 0;
          return Optional.empty();
        }
        int start = position;
        while (position < limit && buffer[position] != '\n') {
          position++;
        }
        boolean ended = position < limit;
        if (ended) {
          position++;
        }
        line.write(buffer, start, position - start);
        if (line.size() > MAX_LINE) {
          throw bad(number + 1, "a line longer than " + MAX_LINE + " bytes, which no game has");
        }
        if (ended) {
          number++;
          return Optional.of(parse(line.toByteArray()));
        }
      }
    }

    /** True when the file ended inside a line. */
    public boolean torn() {
      return torn;
    }

    /**
     * Reads more bytes; false at the end. A gzip stream that stops short (a killed run's, with no trailer)
     * ends there too: every byte flushed before has been read.
     */
    private boolean fill() throws IOException {
      int n;
      try {
        n = in.read(buffer);
      } catch (EOFException cutShort) {
        torn = true;
        n = -1;
      }
      position = 0;
      limit = Math.max(n, 0);
      return n > 0;
    }

    private Line parse(byte[] bytes) throws IOException {
      JsonNode game;
      try {
        game = JSON.readTree(bytes);
      } catch (JsonProcessingException e) {
        throw bad(number, "not a JSON object: " + e.getOriginalMessage());
      }
      long deal = integer(game, "deal");
      long order = integer(game, "order");
      if (order > Integer.MAX_VALUE) {
        throw bad(number, "seat order " + order + " is out of range");
      }
      return new Line(number, deal, (int) order, bytes, score(game));
    }

    private GameScore score(JsonNode game) throws IOException {
      JsonNode seats = game.path("seats");
      if (!seats.isArray() || seats.size() != Seat.COUNT) {
        throw bad(number, "'seats' is not a list of " + Seat.COUNT + " entry ids");
      }
      Map<String, Integer> seatOf = new HashMap<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        String id = seats.get(s).asText();
        if (!entries.containsKey(id) || seatOf.put(id, s) != null) {
          throw bad(number, "seat " + s + " holds '" + id + "', which is not an entry of the lineup or sits twice");
        }
      }
      GameOutcome.Kind kind;
      try {
        kind = GameOutcome.Kind.valueOf(game.path("result").asText().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw bad(number, "'result' is not win, draw or sanction");
      }
      boolean[] won = new boolean[Seat.COUNT];
      boolean[] selfDrawn = new boolean[Seat.COUNT];
      for (JsonNode w : game.path("winners")) {
        int s = seat(seatOf, w.path("id"), "a winner's 'id'");
        won[s] = true;
        selfDrawn[s] = w.path("self_drawn").asBoolean();
      }
      int dealIn = game.has("deal_in") ? seat(seatOf, game.get("deal_in"), "'deal_in'") : -1;
      int sanctioned = game.has("sanctioned") ? seat(seatOf, game.get("sanctioned"), "'sanctioned'") : -1;
      int[] late = new int[Seat.COUNT];
      List<Fault> faults = new ArrayList<>();
      for (JsonNode f : game.path("faults")) {
        int s = seat(seatOf, f.path("id"), "a fault's 'id'");
        Fault fault = Fault.of(Seat.of(s), f.path("reason").asText());
        late[s] += fault.isLateAtTable() ? 1 : 0;
        faults.add(fault);
      }
      List<GameScore.SeatScore> scores = new ArrayList<>(Seat.COUNT);
      for (int s = 0; s < Seat.COUNT; s++) {
        String id = seats.get(s).asText();
        scores.add(new GameScore.SeatScore(entries.get(id), won[s], selfDrawn[s], dealIn == s,
            (int) integer(game.path("points"), id), (int) integer(game.path("fallbacks"), id), sanctioned == s, late[s],
            GameScore.errors(faults, Seat.of(s))));
      }
      return new GameScore(kind, scores);
    }

    private int seat(Map<String, Integer> seatOf, JsonNode id, String what) throws IOException {
      Integer s = seatOf.get(id.asText());
      if (s == null) {
        throw bad(number, what + " '" + id.asText() + "' is not one of the game's seats");
      }
      return s;
    }

    private long integer(JsonNode object, String field) throws IOException {
      JsonNode v = object.path(field);
      if (!v.canConvertToLong() || !v.isIntegralNumber()) {
        throw bad(number, "'" + field + "' is missing or not a whole number");
      }
      return v.asLong();
    }

    private IOException bad(long lineNumber, String what) {
      return new IOException(file + ":" + lineNumber + ": " + what);
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
