package org.mjarena.arena.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.arena.record.Script;
import org.mjarena.arena.run.ExitGuard;
import org.mjarena.arena.run.ProgressSink;
import org.mjarena.arena.run.Run;
import org.mjarena.arena.run.Sink;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;

/**
 * Training data from games ({@code mjarena train dataset}): a teacher lineup played through the run
 * pipeline into an {@link ExamplesSink} with the teacher's recorders ({@link TeacherExamples}), or
 * recorded games played again from their records. A file played from a lineup is resumable as a run
 * is: its whole deals are kept and the missing ones played.
 */
public final class Datasets {
  private Datasets() {}

  /**
   * Whose decisions of which kind go where.
   *
   * @param seat    record seat {@code seat} of every game, or
   * @param entries record every seat these lineup entries play
   * @param kind    discards or calls
   * @param out     the examples file
   * @param resume  take up the file's earlier session
   * @param force   replace the file
   */
  public record Request(Optional<Integer> seat, List<String> entries, ExamplesFile.Kind kind, Path out, boolean resume,
      boolean force) {
    /** Copies the list. */
    public Request {
      entries = List.copyOf(entries);
    }

    private BiPredicate<GameInfo, Seat> recorded() {
      return (info, s) -> seat.isPresent() ? s.index() == seat.get() : entries.contains(info.bySeat().get(s.index()));
    }

    private ExamplesSink sink(Variant variant, String identity) {
      BiPredicate<GameInfo, Seat> recorded = recorded();
      return new ExamplesSink(out, ExamplesFile.Header.of(kind, variant, identity), () -> TeacherExamples.of(kind, recorded));
    }

    private String recording() {
      return (seat.isPresent() ? "seat " + seat.get() : "entries " + entries)
          + (kind == ExamplesFile.Kind.CALL ? ", call decisions, discards by the shipped discard model" : "");
    }
  }

  /**
   * What was written.
   *
   * @param examples   the examples the file holds
   * @param games      the games they came from (this session's and earlier ones')
   * @param seatOrders the seat orders of each deal played (0 for recorded games)
   */
  public record Written(long examples, long games, int seatOrders) {}

  /**
   * Plays {@code lineup} and keeps the teacher's decisions the request names, in deal order, on the
   * lineup's worker threads. Interrupted, the file keeps every finished deal.
   *
   * @throws ConfigException for an entry the lineup lacks, a file that exists without --resume or
   *                         --force, or a file another lineup made
   */
  public static Written play(Lineup lineup, Request request) throws Exception {
    for (String id : request.entries()) {
      if (lineup.entries().stream().noneMatch(e -> e.id().equals(id))) {
        throw new ConfigException("--entry " + id + ": " + lineup.source() + " has no entry of that id (it has "
            + String.join(", ", lineup.entries().stream().map(Lineup.Entry::id).toList()) + ")");
      }
    }
    boolean exists = Files.exists(request.out());
    if (exists && !request.resume() && !request.force()) {
      throw new ConfigException(request.out() + " exists; add --resume to continue it, or --force to replace it (or choose "
          + "another --out)");
    }
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    String identity = "variant " + lineup.rules().variant().id() + ", seed " + lineup.seed() + ", deals " + lineup.deals()
        + ", seat orders " + lineup.seatOrders() + ", entries " + lineup.entries().stream().map(e -> e.id() + "=" + e.identity()).toList()
        + ", recording " + request.recording();
    ExamplesSink examples = request.sink(lineup.rules().variant(), identity);
    List<Sink<?>> sinks = List.of(examples, new ProgressSink(lineup.deals(), orders.size()));
    Run run = new Run(Run.Plan.local(lineup, orders, lineup.workerThreads()), sinks);
    try (ExitGuard guard = new ExitGuard(run); run) {
      BitSet kept = run.open(Optional.empty(), exists && request.resume()).deals();
      run.play(kept);
    }
    return new Written(examples.examples(), (long) lineup.deals() * orders.size(), orders.size());
  }

  /**
   * The examples of recorded games ({@code replay}: a run's {@code events.bin} or an import's): each game
   * is played again through the driver from its recorded answers ({@link Replayer}) with the teacher's
   * observer watching, and written as a block of its own under its deal number.
   *
   * @throws ConfigException for --resume, a file that exists without --force, an unreadable record
   *                         file or an entry it lacks
   */
  public static Written replay(Path replay, Request request) throws Exception {
    if (request.resume()) {
      throw new ConfigException("--resume applies to a lineup played, not to --replay: read the records again with --force");
    }
    if (Files.exists(request.out()) && !request.force()) {
      throw new ConfigException(request.out() + " exists; add --force to replace it (or choose another --out)");
    }
    long games = 0;
    try (ReplayFile.Reader reader = open(replay)) {
      ReplayFile.Header header = reader.header();
      for (String id : request.entries()) {
        if (!header.entries().contains(id)) {
          throw new ConfigException("--entry " + id + ": " + replay + " has no entry of that id (it has "
              + String.join(", ", header.entries()) + ")");
        }
      }
      ExamplesSink examples = request.sink(header.variant(), "replay of " + replay + ", recording " + request.recording());
      Replayer replayer = new Replayer(header);
      examples.open(new BitSet());
      try {
        for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
          GameRecord g = next.get();
          List<String> bySeat = g.seats().stream().map(header.entries()::get).toList();
          GameExamples observer = examples.observer();
          observer.startGame(new GameInfo(g.deal(), g.order(), bySeat));
          replayer.play(g, Script.of(g.events()), List.of(observer));
          examples.acceptGame(g.deal(), new ExamplesSink.Examples(observer.examples(), observer.take()));
          games++;
        }
      } finally {
        examples.close();
      }
      return new Written(examples.examples(), games, 0);
    }
  }

  private static ReplayFile.Reader open(Path replay) throws ConfigException {
    try {
      return new ReplayFile.Reader(replay);
    } catch (NoSuchFileException e) {
      throw new ConfigException("--replay: no file " + replay);
    } catch (IOException e) {
      throw new ConfigException("--replay: " + e.getMessage());
    }
  }
}
