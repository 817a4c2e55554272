package org.mjarena.arena.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.commentary.Narrator;
import org.mjarena.arena.commentary.Phrasebook;
import org.mjarena.arena.commentary.ReplayCommentary;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.EventCodec;
import org.mjarena.arena.record.EventText;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;

/**
 * The games of the report's replay viewer, as the JSON its script reads: for each game, one step per
 * recorded event with the table as it stands after it. The table is what the engine's own {@link
 * ObservationTracker}s make of the events, one per seat (each seat's concealed hand as it knows it), so the
 * viewer redraws what the engine knew and computes no rule of its own; the commentary is made again from
 * the record in both languages ({@link ReplayCommentary}).
 *
 * <p>A step holds only what changed: {@code h} (concealed tiles without the draw), {@code d} (the tile
 * just drawn), {@code m} (melds), {@code r} (river), {@code f} (flowers), {@code t} (ting) and {@code p}
 * (points), each an object from seat index to the seat's new value, and {@code w}, the wall. Tiles are
 * Botzone codes written one after another ({@code "W1W1T5"}); a river tile is followed by {@code *} when
 * it was the tile just drawn and {@code ^} when it was claimed; a meld is its kind's letter, a colon and
 * its tiles ({@code "P:B5B5B5"}: C chow, P pung, E exposed kong, A added kong, K concealed kong). {@code v}
 * holds, for the steps a seat saw differently or not at all, each seat's text of the event (null: unseen).
 */
final class ViewerGames {
  private static final JsonFactory JSON = new JsonFactory();
  private static final Phrasebook ENGLISH = Phrasebook.of("en").orElseThrow();
  private static final Phrasebook CHINESE = Phrasebook.of("zh").orElseThrow();

  private ViewerGames() {}

  /**
   * The games chosen for the viewer, how many whole games the file holds, whether it ends inside one
   * ({@code torn}: a run stopped while writing it, or the file was cut), and how many replay differently
   * from their record.
   */
  record Chosen(String json, int shown, long recorded, boolean torn, long differing) {}

  /**
   * Reads {@code file} and writes the games at {@code picks} (indices from 0, the user's: each must be in
   * the file), at {@code reviewed} (a review's surprising moves: those the file does not hold are left out)
   * and {@code sample} more spread evenly over the file, commented as {@code settings} says. The file is
   * read twice, as bytes: once to count its games, which the spread needs, then to decode the
   * chosen ones.
   *
   * @throws ConfigException when the file is not a file of game records, or a record cannot be read
   */
  static Chosen read(Path file, int sample, List<Long> picks, List<Long> reviewed, CommentarySettings settings)
      throws IOException, ConfigException {
    long recorded = 0;
    boolean torn;
    try (ReplayFile.Reader counting = new ReplayFile.Reader(file)) {
      while (counting.nextRaw().isPresent()) {
        recorded++;
      }
      torn = counting.torn();
    } catch (IOException e) {
      throw unreadable(file, e);
    }
    try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
      return write(reader, recorded, torn, sample, picks, reviewed, settings);
    } catch (IOException e) {
      throw unreadable(file, e);
    }
  }

  /** A file of game records that cannot be read, said with its path once. */
  private static ConfigException unreadable(Path file, IOException e) {
    return new ConfigException(ReplayFile.problem(file, e));
  }

  private static Chosen write(ReplayFile.Reader reader, long recorded, boolean torn, int sample, List<Long> picks,
      List<Long> reviewed, CommentarySettings settings) throws IOException, ConfigException {
    TreeSet<Long> chosen = new TreeSet<>();
    for (long p : picks) {
      if (p < 0 || p >= recorded) {
        throw new ConfigException("--game " + p + ": " + ReplayFile.NAME + (recorded == 0 ? " holds no whole game"
            : " holds " + recorded + (recorded == 1 ? " whole game (0)" : " whole games (0 to " + (recorded - 1) + ")"))
            + (torn ? ", and ends inside the next" : ""));
      }
      chosen.add(p);
    }
    reviewed.stream().filter(p -> p < recorded).forEach(chosen::add);
    int spread = (int) Math.min(sample, recorded);
    for (int i = 0; i < spread; i++) {
      chosen.add(i * recorded / spread);
    }
    ReplayCommentary commentary = new ReplayCommentary(reader.header(), settings.on() ? settings : CommentarySettings.DEFAULT);
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("variant", reader.header().variant().id());
      g.writeArrayFieldStart("games");
      for (long index = 0; !chosen.isEmpty() && index <= chosen.last(); index++) {
        // Only the chosen records are decoded: the others of a big run are skipped as bytes.
        Optional<ReplayFile.Raw> next = reader.nextRaw();
        if (next.isEmpty()) {
          break;
        }
        if (chosen.contains(index)) {
          GameRecord record;
          try {
            record = EventCodec.decode(next.get().bytes());
          } catch (IllegalArgumentException e) {
            throw new IOException("record " + index + " cannot be read: " + e.getMessage(), e);
          }
          game(g, index, record, reader.header(), commentary);
        }
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    return new Chosen(out.toString(), chosen.size(), recorded, torn, commentary.differing());
  }

  private static void game(JsonGenerator g, long index, GameRecord record, ReplayFile.Header header,
      ReplayCommentary commentary) throws IOException {
    List<Event> events = record.events();
    List<Narrator.Sentence> english = commentary.narrate(record, ENGLISH);
    List<Narrator.Sentence> chinese = commentary.narrate(record, CHINESE);
    Seat dealer = record.dealer();
    g.writeStartObject();
    g.writeNumberField("n", index);
    g.writeNumberField("deal", record.deal());
    g.writeNumberField("order", record.order());
    g.writeStringField("label", record.label());
    g.writeArrayFieldStart("seats");
    for (int entry : record.seats()) {
      g.writeString(header.entries().get(entry));
    }
    g.writeEndArray();
    g.writeArrayFieldStart("winds");
    for (Seat s : Seat.all()) {
      g.writeNumber(Wind.ofSeat(s, dealer).ordinal());
    }
    g.writeEndArray();
    g.writeStringField("result", result(events));
    g.writeArrayFieldStart("steps");
    ObservationTracker[] trackers = new ObservationTracker[Seat.COUNT];
    for (Seat s : Seat.all()) {
      trackers[s.index()] = new ObservationTracker(s);
    }
    Table before = null;
    int en = 0;
    int zh = 0;
    for (int i = 0; i < events.size(); i++) {
      Event event = events.get(i);
      for (ObservationTracker t : trackers) {
        t.accept(event);
      }
      Table now = Table.of(trackers);
      g.writeStartObject();
      String text = EventText.describe(event);
      g.writeStringField("e", text);
      g.writeStringField("k", event.getClass().getSimpleName());
      Move move = Move.of(event);
      g.writeNumberField("s", move.seat());
      g.writeStringField("x", move.tile());
      seenBy(g, event, text);
      now.writeChanges(g, before);
      g.writeObjectFieldStart("c");
      en = sentences(g, "en", english, en, i);
      zh = sentences(g, "zh", chinese, zh, i);
      g.writeEndObject();
      g.writeEndObject();
      before = now;
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /** Writes {@code v} when some seat saw the event differently from the table ({@code table}), or not at all. */
  private static void seenBy(JsonGenerator g, Event event, String table) throws IOException {
    String[] bySeat = new String[Seat.COUNT];
    boolean differs = false;
    for (Seat s : Seat.all()) {
      bySeat[s.index()] = event.seenBy(s).map(EventText::describe).orElse(null);
      differs |= !table.equals(bySeat[s.index()]);
    }
    if (differs) {
      g.writeArrayFieldStart("v");
      for (String text : bySeat) {
        g.writeString(text);
      }
      g.writeEndArray();
    }
  }

  private static int sentences(JsonGenerator g, String language, List<Narrator.Sentence> sentences, int from, int event)
      throws IOException {
    g.writeArrayFieldStart(language);
    int i = from;
    for (; i < sentences.size() && sentences.get(i).event() <= event; i++) {
      g.writeString(sentences.get(i).text());
    }
    g.writeEndArray();
    return i;
  }

  /** How the game ended, from its last win or the exhaustive draw. */
  private static String result(List<Event> events) {
    StringBuilder sb = new StringBuilder();
    for (Event e : events) {
      if (e instanceof Won) {
        sb.append(sb.length() == 0 ? "" : "; ").append(EventText.describe(e));
      }
    }
    return sb.length() == 0 ? "no winner" : sb.toString();
  }

  /** Who acted in an event (seat index, -1 for none) and the tile it moved as the table saw it ("" for none). */
  private record Move(int seat, String tile) {
    static Move of(Event e) {
      if (e instanceof Drew d) {
        return new Move(d.seat(), d.tile());
      }
      if (e instanceof Discarded d) {
        return new Move(d.seat(), Optional.of(d.tile()));
      }
      if (e instanceof Melded m) {
        return new Move(m.seat(), Optional.ofNullable(m.meld().claimed()).or(() -> Optional.of(m.meld().tile())));
      }
      if (e instanceof ConcealedKonged k) {
        return new Move(k.seat(), k.tile());
      }
      if (e instanceof AddedKongDeclared a) {
        return new Move(a.seat(), Optional.of(a.tile()));
      }
      if (e instanceof FlowerLaid f) {
        return new Move(f.seat(), Optional.of(f.flower()));
      }
      if (e instanceof TingDeclared t) {
        return new Move(t.seat(), Optional.empty());
      }
      if (e instanceof Dealt d) {
        return new Move(d.seat(), Optional.empty());
      }
      if (e instanceof Won w) {
        return new Move(w.win().seat(), Optional.of(w.win().tile()));
      }
      return new Move(-1, "");
    }

    Move(Seat seat, Optional<Tile> tile) {
      this(seat.index(), tile.map(Tile::code).orElse(""));
    }
  }

  /** The table after an event, seat by seat, as each seat's own tracker knows it. */
  private record Table(String[] hands, String[] drawn, String[] melds, String[] rivers, int[] flowers, boolean[] ting,
      int[] points, int wall) {
    static Table of(ObservationTracker[] trackers) {
      String[] hands = new String[Seat.COUNT];
      String[] drawn = new String[Seat.COUNT];
      String[] melds = new String[Seat.COUNT];
      String[] rivers = new String[Seat.COUNT];
      int[] flowers = new int[Seat.COUNT];
      boolean[] ting = new boolean[Seat.COUNT];
      int[] points = new int[Seat.COUNT];
      int wall = 0;
      for (Seat s : Seat.all()) {
        Observation o = trackers[s.index()].observation();
        int[] concealed = o.concealed();
        o.drawn().ifPresent(t -> concealed[t.index()]--);
        StringBuilder hand = new StringBuilder();
        for (int t = 0; t < concealed.length; t++) {
          hand.append(Tile.of(t).code().repeat(Math.max(0, concealed[t])));
        }
        hands[s.index()] = hand.toString();
        drawn[s.index()] = o.drawn().map(Tile::code).orElse("");
        StringBuilder meldText = new StringBuilder();
        for (Meld m : o.melds(s)) {
          meldText.append(meldText.length() == 0 ? "" : ",").append(letter(m)).append(':');
          m.tiles().forEach(t -> meldText.append(t.code()));
        }
        melds[s.index()] = meldText.toString();
        StringBuilder river = new StringBuilder();
        for (RiverTile r : o.river(s)) {
          river.append(r.tile().code()).append(r.tsumogiri() ? "*" : "").append(r.claimed() ? "^" : "");
        }
        rivers[s.index()] = river.toString();
        flowers[s.index()] = o.flowers(s);
        ting[s.index()] = o.isTing(s);
        points[s.index()] = o.points(s);
        wall = o.wallRemaining();
      }
      return new Table(hands, drawn, melds, rivers, flowers, ting, points, wall);
    }

    private static char letter(Meld m) {
      return switch (m.kind()) {
        case CHOW -> 'C';
        case PUNG -> 'P';
        case EXPOSED_KONG -> 'E';
        case ADDED_KONG -> 'A';
        case CONCEALED_KONG -> 'K';
      };
    }

    /** Writes the fields that differ from {@code before} (all of them when it is null). */
    void writeChanges(JsonGenerator g, Table before) throws IOException {
      strings(g, "h", hands, before == null ? null : before.hands);
      strings(g, "d", drawn, before == null ? null : before.drawn);
      strings(g, "m", melds, before == null ? null : before.melds);
      strings(g, "r", rivers, before == null ? null : before.rivers);
      if (before == null || !Arrays.equals(flowers, before.flowers)) {
        g.writeArrayFieldStart("f");
        for (int f : flowers) {
          g.writeNumber(f);
        }
        g.writeEndArray();
      }
      if (before == null || !Arrays.equals(ting, before.ting)) {
        g.writeArrayFieldStart("t");
        for (boolean t : ting) {
          g.writeBoolean(t);
        }
        g.writeEndArray();
      }
      if (before == null || !Arrays.equals(points, before.points)) {
        g.writeArrayFieldStart("p");
        for (int p : points) {
          g.writeNumber(p);
        }
        g.writeEndArray();
      }
      if (before == null || wall != before.wall) {
        g.writeNumberField("w", wall);
      }
    }

    private static void strings(JsonGenerator g, String name, String[] now, String[] before) throws IOException {
      List<Integer> changed = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        if (before == null || !Objects.equals(now[s], before[s])) {
          changed.add(s);
        }
      }
      if (changed.isEmpty()) {
        return;
      }
      g.writeObjectFieldStart(name);
      for (int s : changed) {
        g.writeStringField(String.valueOf(s), now[s]);
      }
      g.writeEndObject();
    }
  }
}
