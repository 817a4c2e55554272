package org.mjarena.arena.output;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;

/**
 * Writes {@code games.jsonl}: one JSON object per game, in deal then seat-order order, flushed after
 * every deal so an interrupted run keeps every finished game. Players are named by lineup entry id.
 */
public final class GamesFile implements Closeable {
  /** The file name in a run's directory. */
  public static final String NAME = "games.jsonl";

  private final BufferedWriter out;
  private final JsonGenerator g;
  private final List<String> ids;

  /** Creates (or replaces) the file; {@code ids} are the entry ids in lineup order. */
  public GamesFile(Path file, List<String> ids) throws IOException {
    this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    this.g = Json.generator(out);
    g.setRootValueSeparator(null);
    this.ids = List.copyOf(ids);
  }

  /** Writes the games of one deal and flushes them to disk. */
  public void write(List<GameResult> deal) throws IOException {
    for (GameResult game : deal) {
      write(game);
    }
    g.flush();
  }

  private String id(GameResult game, Seat seat) {
    return ids.get(game.seats()[seat.index()]);
  }

  private void write(GameResult game) throws IOException {
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
    g.writeStringField("result", o.kind().name().toLowerCase(java.util.Locale.ROOT));
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
}
