package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.replay.EventText;
import org.mjarena.arena.replay.GameRecord;
import org.mjarena.arena.replay.ReplayFile;
import org.mjarena.arena.replay.Replayer;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.Event;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena replay DIR}: prints one recorded game event by event, or plays every recorded game
 * again through the engine and reports where any differs from its record.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Prints a recorded game step by step (--game N), or plays every recorded game",
        "again through the engine and reports where one differs from its record",
        "(--verify; exit code 1 when one does). DIR is a run's output directory holding",
        "events.bin (written with record: events, the default) or an import's."})
final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "the directory holding events.bin, or the file itself")
  Path dir;

  @Option(names = "--game", paramLabel = "N", description = "the game to print: its index in the file, from 0 (line N+1 of games.jsonl)")
  Integer game;

  @Option(names = "--seat", paramLabel = "S", description = "print only what seat S (0-3) saw, as it saw it")
  Integer seat;

  @Option(names = "--verify", description = "re-play every game from its recorded answers and compare the events")
  boolean verify;

  @Override
  public Integer call() throws Exception {
    if ((game == null) == !verify) {
      throw new ConfigException("give either --game N (print one game) or --verify (check them all)");
    }
    if (seat != null && (seat < 0 || seat > 3 || verify)) {
      throw new ConfigException("--seat takes a seat 0-3 and goes with --game");
    }
    Path file = Files.isDirectory(dir) ? dir.resolve(ReplayFile.NAME) : dir;
    if (!Files.isRegularFile(file)) {
      throw new ConfigException(file + ": no such file; a run writes it with record: events (the default) or --record events");
    }
    PrintWriter out = spec.commandLine().getOut();
    try (ReplayFile.Reader reader = open(file)) {
      int code = verify ? verify(reader, file, out) : print(reader, file, out);
      out.flush();
      return code;
    }
  }

  private static ReplayFile.Reader open(Path file) throws ConfigException {
    try {
      return new ReplayFile.Reader(file);
    } catch (IOException e) {
      throw new ConfigException(e.getMessage());
    }
  }

  private int print(ReplayFile.Reader reader, Path file, PrintWriter out) throws IOException, ConfigException {
    if (game < 0) {
      throw new ConfigException("--game must be 0 or more, not " + game);
    }
    for (int i = 0; ; i++) {
      Optional<GameRecord> next = reader.next();
      if (next.isEmpty()) {
        throw new ConfigException(file + " holds " + i + " games (0 to " + (i - 1) + "), not game " + game);
      }
      if (i == game) {
        print(reader.header(), next.get(), out);
        return 0;
      }
    }
  }

  private void print(ReplayFile.Header header, GameRecord record, PrintWriter out) {
    StringBuilder head = new StringBuilder("game ").append(game);
    if (!record.label().isEmpty()) {
      head.append(" (").append(record.label()).append(')');
    }
    head.append(": deal ").append(record.deal()).append(", seat order ").append(record.order()).append("; seats");
    for (Seat s : Seat.all()) {
      head.append(' ').append(s).append(' ').append(header.entries().get(record.seats().get(s.index())));
    }
    record.wallSeed().ifPresent(w -> head.append("; wall seed ").append(w));
    out.println(head);
    if (seat != null) {
      out.println("as seen by " + Seat.of(seat) + ": the others' private events as it learnt them");
    }
    out.printf("%5s  %-7s %s%n", "#", "seen by", "event");
    List<Event> events = record.events();
    int n = 0;
    for (Event e : events) {
      Optional<Event> shown = seat == null ? Optional.of(e) : e.seenBy(Seat.of(seat));
      if (shown.isPresent()) {
        out.printf("%5d  %-7s %s%n", n++, EventText.seenBy(shown.get()), EventText.describe(shown.get()));
      }
    }
  }

  private static int verify(ReplayFile.Reader reader, Path file, PrintWriter out) throws IOException {
    Replayer replayer = new Replayer(reader.header());
    int games = 0;
    int different = 0;
    while (true) {
      Optional<GameRecord> next;
      try {
        next = reader.next();
      } catch (IOException e) {
        out.println(file + ": " + e.getMessage());
        different++;
        break;
      }
      if (next.isEmpty()) {
        break;
      }
      GameRecord record = next.get();
      Optional<Replayer.Difference> diff = replayer.verify(record);
      if (diff.isPresent()) {
        different++;
        out.println("game " + games + " (deal " + record.deal() + ", seat order " + record.order()
            + (record.label().isEmpty() ? "" : ", " + record.label()) + ") differs at " + diff.get().describe());
      }
      games++;
    }
    out.println(different == 0
        ? "verified " + games + " games of " + file + ": every one replays event for event"
        : "verified " + games + " games of " + file + ": " + different + " differ from their record");
    return different == 0 ? 0 : 1;
  }
}
