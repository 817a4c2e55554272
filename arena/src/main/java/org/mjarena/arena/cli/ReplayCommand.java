package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.commentary.Narrator;
import org.mjarena.arena.commentary.Phrasebook;
import org.mjarena.arena.commentary.ReplayCommentary;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.EventText;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
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
    description = {"Prints a recorded game, or checks every game against its record.",
        "--game N prints one game step by step; --verify plays every recorded game again",
        "through the engine and reports where one differs from its record (exit code 1",
        "when one does). With --commentary zh|en the commentator's",
        "sentences follow the events they belong to, made again from the record.",
        "DIR is a run's output directory holding events.bin (written with record:",
        "events, the default) or an import's."})
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

  @Option(names = "--commentary", paramLabel = "LANG", description = {"print the commentator's sentences beside the events,",
      "in zh (Chinese) or en (English); they are made again from the record (table view, combined method)"})
  String commentary;

  @Override
  public Integer call() throws Exception {
    if ((game == null) == !verify) {
      throw new ConfigException("give either --game N (print one game) or --verify (check them all)");
    }
    if (seat != null && (seat < 0 || seat > 3 || verify)) {
      throw new ConfigException("--seat takes a seat 0-3 and goes with --game");
    }
    if (commentary != null) {
      if (Phrasebook.of(commentary).isEmpty()) {
        throw new ConfigException("--commentary takes a language: " + Phrasebook.IDS + ", not '" + commentary + "'");
      }
      if (verify || seat != null) {
        throw new ConfigException("--commentary goes with --game alone: the commentator sees the whole table, not one seat");
      }
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
    List<Narrator.Sentence> sentences = List.of();
    Phrasebook words = null;
    if (commentary != null) {
      words = Phrasebook.of(commentary).orElseThrow();
      ReplayCommentary commented = new ReplayCommentary(header, CommentarySettings.DEFAULT);
      sentences = commented.narrate(record, words);
      if (commented.differing() > 0) {
        spec.commandLine().getErr().println("warning: game " + game + " replays differently from its record"
            + " (mjarena replay DIR --verify says where); the commentary follows the replay");
      }
    }
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
    if (words != null) {
      out.println(seatNames(record, words));
    }
    out.printf("%5s  %-7s %s%n", "#", "seen by", "event");
    List<Event> events = record.events();
    int n = 0;
    int said = 0;
    for (int i = 0; i < events.size(); i++) {
      Event e = events.get(i);
      Optional<Event> shown = seat == null ? Optional.of(e) : e.seenBy(Seat.of(seat));
      if (shown.isPresent()) {
        out.printf("%5d  %-7s %s%n", n++, EventText.seenBy(shown.get()), EventText.describe(shown.get()));
      }
      for (; said < sentences.size() && sentences.get(said).event() == i; said++) {
        out.printf("%5s  %-7s > %s%n", "", "", sentences.get(said).text());
      }
    }
  }

  /** The commentary's names of the seats, by their seat winds: {@code commentary: S0 East, S1 South, ...}. */
  private static String seatNames(GameRecord record, Phrasebook words) {
    Seat dealer = record.dealer();
    StringBuilder sb = new StringBuilder("commentary (view " + CommentarySettings.DEFAULT.view().id() + ", method "
        + CommentarySettings.DEFAULT.method().id() + ", reactions " + CommentarySettings.DEFAULT.reactions().id() + "):");
    for (Seat s : Seat.all()) {
      sb.append(s.index() == 0 ? " " : ", ").append(s).append(' ').append(words.seat(Wind.ofSeat(s, dealer)));
    }
    return sb.toString();
  }

  private static int verify(ReplayFile.Reader reader, Path file, PrintWriter out) throws IOException, ConfigException {
    Replayer replayer = new Replayer(reader.header());
    int games = 0;
    int different = 0;
    while (true) {
      Optional<GameRecord> next;
      try {
        next = reader.next();
      } catch (IOException e) {
        out.println(ReplayFile.problem(file, e));
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
    if (games == 0 && different == 0) {
      throw new ConfigException(file + " holds no games: there is nothing to verify");
    }
    out.println(different == 0
        ? "verified " + games + " games of " + file + ": every one replays event for event"
        : "verified " + games + " games of " + file + ": " + different + " differ from their record");
    return different == 0 ? 0 : 1;
  }
}
