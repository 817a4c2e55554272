package org.mjarena.arena.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.commentary.ReplayCommentary;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.CommentaryAccuracy;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.DecisionsFile;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Replayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena commentate DIR}: comments every game recorded in {@code DIR/events.bin} (a finished run,
 * or an import of Botzone logs) and writes the commentator's accuracy to {@code DIR/commentary.json},
 * the {@code commentary} block of {@code summary.json}, so the commentator is measured on games of bots
 * nobody here wrote. Each game is played again from its recorded answers with the commentator watching
 * ({@link ReplayCommentary}).
 */
@Command(name = "commentate", mixinStandardHelpOptions = true,
    description = {"Comments every recorded game of DIR and scores the commentator.",
        "DIR is a run's output directory, or an import's (mjarena import botzone FILE",
        "--out DIR). Writes the commentator's accuracy to DIR/commentary.json:",
        "{\"records\": N, \"not_replayed\": K, \"learned_unscored\": L, \"commentary\":",
        "{...}}, the commentary block of summary.json (L: the games --learn-first learned",
        "from without counting them). Prints the accuracy table. A game whose replay",
        "differs from its record is not counted."})
final class CommentateCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "the directory holding events.bin")
  Path dir;

  @Option(names = "--view", paramLabel = "V", description = "table (every hand, never the wall; default) or player (the mover's observation)")
  String view = CommentarySettings.View.TABLE.id();

  @Option(names = "--method", paramLabel = "M", description = "expert, statistical or combined (default)")
  String method = CommentarySettings.Method.COMBINED.id();

  @Option(names = "--reactions", paramLabel = "R", description = "distance (default: a claim that brings the hand closer "
      + "to winning) or thesis (Algorithm 7 as written)")
  String reactions = CommentarySettings.Reactions.DISTANCE.id();

  @Option(names = "--learn-first", paramLabel = "N", description = "learn from the first N games without counting "
      + "them: the figures are then those of the games after them, by a commentator that has watched N games "
      + "(default 0)")
  long learnFirst;

  @Option(names = "--features", paramLabel = "FILE", description = "also write every decision the probabilities "
      + "scored, with each option's features, to FILE as JSON lines, in the order learned (docs/commentary.md; "
      + "the combined method only)")
  Path features;

  /** The replay records of {@code dir}, its absence being the user's mistake. */
  static Path eventsFile(Path dir) throws ConfigException {
    if (!Files.isDirectory(dir)) {
      throw ConfigException.notADirectory(dir, "");
    }
    Path file = dir.resolve(ReplayFile.NAME);
    if (!Files.isRegularFile(file)) {
      throw new ConfigException(dir + " holds no replay records (" + ReplayFile.NAME
          + "): a run writes them with record: events (the default), an import always");
    }
    return file;
  }

  /** Starts the features file, a place it cannot be written being the user's mistake. */
  private static DecisionsFile openDecisions(Path file) throws ConfigException {
    Path folder = file.toAbsolutePath().getParent();
    if (folder != null && !Files.isDirectory(folder)) {
      throw new ConfigException("cannot write " + file + ": there is no folder " + folder);
    }
    try {
      return new DecisionsFile(file);
    } catch (IOException e) {
      throw new ConfigException("cannot write " + file + ": " + e.getMessage());
    }
  }

  /** Renames the features file into place; a failure is the file's, not the records'. */
  private void commit(DecisionsFile decisions) {
    try {
      decisions.commit();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Integer call() throws ConfigException {
    CommentarySettings.View v = CommentarySettings.View.byId(view)
        .orElseThrow(() -> new ConfigException("--view is table or player, not '" + view + "'"));
    CommentarySettings.Method m = CommentarySettings.Method.byId(method)
        .orElseThrow(() -> new ConfigException("--method is expert, statistical or combined, not '" + method + "'"));
    CommentarySettings.Reactions r = CommentarySettings.Reactions.byId(reactions)
        .orElseThrow(() -> new ConfigException("--reactions is distance or thesis, not '" + reactions + "'"));
    if (learnFirst < 0) {
      throw new ConfigException("--learn-first is a number of games, 0 or more, not " + learnFirst);
    }
    if (features != null && m != CommentarySettings.Method.COMBINED) {
      throw new ConfigException("--features writes the features of the probabilities, which only the combined method "
          + "gives, not --method " + m.id());
    }
    Path file = eventsFile(dir);
    PrintWriter err = spec.commandLine().getErr();
    long records = 0;
    ReplayCommentary commentary;
    Commentary.Report report;
    CommentaryAccuracy accuracy;
    try (ReplayFile.Reader reader = new ReplayFile.Reader(file);
        DecisionsFile decisions = features == null ? null : openDecisions(features)) {
      commentary = new ReplayCommentary(reader.header(), new CommentarySettings(true, v, m, r));
      commentary.learnFirst(learnFirst);
      if (decisions != null) {
        commentary.writeDecisions(decisions);
      }
      for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
        GameRecord record = next.get();
        Optional<Replayer.Difference> diff = commentary.comment(record);
        if (diff.isPresent()) {
          err.println("deal " + record.deal() + ", seat order " + record.order() + " not counted: its replay differs at "
              + diff.get().describe());
        }
        records++;
      }
      if (records == 0) {
        throw new ConfigException(file + " holds no games");
      }
      report = commentary.report();
      if (report.games() == 0 && learnFirst > 0) {
        throw new ConfigException("--learn-first " + learnFirst + ": " + file + " holds " + commentary.learnedUnscored()
            + " games that replay, none left to count after them");
      }
      accuracy = report.accuracy(reader.header().entries());
      if (decisions != null) {
        commit(decisions);
      }
      AtomicFile.write(dir.resolve(SummaryFile.COMMENTARY_NAME), SummaryFile.commentaryJson(accuracy, records, commentary.differing(),
          commentary.learnedUnscored()));
    } catch (IOException e) {
      throw new ConfigException(ReplayFile.problem(file, e));
    } catch (UncheckedIOException e) {
      throw new ConfigException("cannot write " + features + ": " + e.getCause().getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    if (learnFirst > 0) {
      out.println("learned from the first " + commentary.learnedUnscored() + " games without counting them");
    }
    out.print(ConsoleTable.commentary(accuracy, OptionalDouble.of(report.overall().usPerDecision())));
    out.println("commentary: " + dir.resolve(SummaryFile.COMMENTARY_NAME));
    if (features != null) {
      out.println("features: " + features);
    }
    out.flush();
    return 0;
  }
}
