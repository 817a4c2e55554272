package org.mjarena.arena.interop.botzone;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Seat;
import java.util.Set;
import java.util.LinkedHashSet;
import java.util.function.Consumer;
import java.util.Map;
import java.util.Optional;
import org.mjarena.arena.interop.botzone.ImportReport.Disagreement;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.arena.record.Script;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.tile.Tile;

/**
 * Imports Botzone MCR match logs: each match becomes a replay record and is re-played through our MCR
 * engine under Botzone's judge rules, and the replay is compared with the log.
 *
 * <p>Per match: the 136-tile duplicate wall is rebuilt from the tiles the log deals and draws
 * ({@link BotzoneWall}), the log's answers are written down as a {@link Script} ({@link BotzoneScript}),
 * and the game is played through the engine's one driver ({@link Replayer#play}). The match
 * <em>agrees</em> when every answer of the log is legal in our engine and used by it, our engine deals
 * every tile the log draws, and the winner, fan total and four scores equal the log's (or both hands are
 * drawn with 0 0 0 0) ({@link LogComparison}). Otherwise its {@link Disagreement} names the engine event
 * and the log line where the two part.
 *
 * <p>A match that cannot be read is the reader's business: it is skipped with its line number
 * ({@link BotzoneLogReader}) and listed in {@link ImportReport#skipped()}, and the other matches of the file
 * are still imported. Not thread-safe: use one instance per thread.
 */
public final class BotzoneImport {
  /**
   * The rule overrides that make our MCR rules Botzone's judge: the duplicate wall of four 34-tile blocks
   * without flowers ({@code mcr-botzone.md} section 3.1), with which 明暗杠 scores 5 fan by default, as
   * Botzone's fan calculator does (section 5).
   */
  public static final Map<String, Object> RULES = Map.of("wall", "botzone-duplicate");
  /** The entry ids of the replay file for logs that name no players: the seats, seat i of every game entry i. */
  public static final List<String> ENTRIES = List.of("seat0", "seat1", "seat2", "seat3");

  /** Where replayed games go, in file order: the replay file's writer, or a list in tests. */
  @FunctionalInterface
  public interface RecordSink {
    /** Takes one replayed game. */
    void write(GameRecord record) throws IOException;
  }

  /**
   * One match imported.
   *
   * @param id           the Botzone match id
   * @param record       the replayed game; empty when the match could not be dealt (its tiles do not fit a
   *                     136-tile wall) or names a chow no engine can be asked for
   * @param disagreement where our engine differs from the log; empty when they agree
   */
  public record ImportedMatch(String id, Optional<GameRecord> record, Optional<Disagreement> disagreement) {
    /** True when our engine agrees with the log. */
    public boolean agrees() {
      return disagreement.isEmpty();
    }
  }

  private final Rules rules;
  private final ReplayFile.Header header;
  private final Replayer replayer;

  /** An importer of logs that name no players, with Botzone's judge rules ({@link #RULES}). */
  public BotzoneImport() {
    this(ENTRIES);
  }

  /**
   * An importer whose replay file's entries are {@code entries}: a named player's seat is the entry of its
   * name, and a seat of a log without names is entry i, seat i ({@link #entries}).
   */
  public BotzoneImport(List<String> entries) {
    rules = Rulebook.rules(Variant.MCR, RULES);
    header = ReplayFile.Header.of(rules, entries, 0);
    replayer = new Replayer(header);
  }

  /**
   * The entries of an import of {@code files}: the players' names in the order they first sit, after the
   * four seats ({@link #ENTRIES}) when some match names no players. So the commentary of an import follows
   * each player by name across its matches.
   *
   * @throws IOException when a file cannot be read
   */
  public static List<String> entries(List<Path> files) throws IOException {
    Set<String> names = new LinkedHashSet<>();
    boolean[] unnamed = {false};
    for (Path file : files) {
      if (BotzoneJsonReader.isJson(file)) {
        BotzoneJsonReader.read(file, m -> {
          names.addAll(m.players());
          unnamed[0] |= m.players().isEmpty();
        }, p -> { });
      } else {
        unnamed[0] = true;
      }
    }
    List<String> entries = new ArrayList<>(unnamed[0] ? ENTRIES : List.of());
    names.stream().filter(n -> !entries.contains(n)).forEach(entries::add);
    return entries;
  }

  /** The header of the replay file the imported games go to: MCR under {@link #RULES}, seed 0. */
  public ReplayFile.Header header() {
    return header;
  }

  /**
   * Replays {@code match} and compares it with its log.
   *
   * @param index the match's number among the matches read from its file (from 0): the record's deal
   */
  public ImportedMatch importMatch(BotzoneMatch match, long index) {
    List<Tile> wall;
    Script script;
    try {
      wall = BotzoneWall.of(match);
      script = BotzoneScript.of(match);
    } catch (Unreplayable e) {
      return new ImportedMatch(match.id(), Optional.empty(),
          Optional.of(new Disagreement(match.id(), 0, "not replayed: " + e.getMessage())));
    }
    DealSetup setup = DealSetup.of(wall, match.prevalentWind());
    Game game = replayer.play(record(match, index, setup, List.of()), script);
    return new ImportedMatch(match.id(), Optional.of(record(match, index, setup, game.events())),
        LogComparison.compare(match, game.events()));
  }

  /**
   * Imports every match of a log already read, handing each replayed game to {@code sink} in order.
   *
   * @throws IOException when the sink fails
   */
  public ImportReport importLog(BotzoneLog log, RecordSink sink) throws IOException {
    Tally tally = new Tally(sink);
    for (BotzoneMatch match : log.matches()) {
      tally.add(match);
    }
    log.problems().forEach(tally::skip);
    return tally.report();
  }

  /**
   * Imports a log file of any size, match by match as it is read (the full dataset has about 98,000
   * hands), handing each replayed game to {@code sink} in order.
   *
   * @throws IOException when the file cannot be read or the sink fails
   */
  public ImportReport importFile(Path file, RecordSink sink) throws IOException {
    return importFiles(List.of(file), sink);
  }

  /**
   * Imports log files one after the other, as {@link #importFile} does one, numbering their games on
   * from one file to the next: each in the text format ({@link BotzoneLogReader}) or in Botzone's own JSON
   * ({@link BotzoneJsonReader}), whichever it holds; an empty one is skipped as such.
   *
   * @throws IOException when a file cannot be read or the sink fails
   */
  public ImportReport importFiles(List<Path> files, RecordSink sink) throws IOException {
    Tally tally = new Tally(sink);
    Consumer<BotzoneMatch> add = match -> {
      try {
        tally.add(match);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
    try {
      for (Path file : files) {
        // Of several files, a problem names its file.
        Consumer<BotzoneLog.Problem> skip = files.size() == 1 ? tally::skip : p -> tally.skip(
            new BotzoneLog.Problem(p.lineNumber(), p.matchId(), file.getFileName() + ": " + p.message()));
        switch (BotzoneJsonReader.content(file)) {
          case NOTHING -> skip.accept(new BotzoneLog.Problem(1, Optional.empty(), "the file is empty (or holds only blanks)"));
          case JSON -> BotzoneJsonReader.read(file, add, skip);
          case TEXT -> BotzoneLogReader.read(file, add, skip);
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    return tally.report();
  }

  private GameRecord record(BotzoneMatch match, long index, DealSetup setup, List<Event> events) {
    // A named player's entry, when the entries name it; else the seat's (an importer of the four seats).
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < Seat.COUNT; s++) {
      int named = match.players().isEmpty() ? -1 : header.entries().indexOf(match.players().get(s));
      seats.add(named >= 0 ? named : s);
    }
    return new GameRecord(index, 0, seats, match.id(), Optional.empty(), Optional.of(setup), events);
  }

  /** The counts of one import, kept as its matches come. */
  private final class Tally {
    private final RecordSink sink;
    private int matches;
    private final List<Disagreement> disagreements = new ArrayList<>();
    private final List<ImportReport.Skipped> skipped = new ArrayList<>();

    Tally(RecordSink sink) {
      this.sink = sink;
    }

    void add(BotzoneMatch match) throws IOException {
      ImportedMatch imported = importMatch(match, matches++);
      if (imported.record().isPresent()) {
        sink.write(imported.record().get());
      }
      imported.disagreement().ifPresent(disagreements::add);
    }

    void skip(BotzoneLog.Problem problem) {
      skipped.add(ImportReport.Skipped.of(problem));
    }

    ImportReport report() {
      return new ImportReport(matches, matches - disagreements.size(), disagreements, skipped);
    }
  }
}
