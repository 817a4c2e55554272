package org.mjarena.arena.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.mjarena.arena.commentary.CommentarySink;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.report.ReportReader;
import org.mjarena.arena.report.ReportWriter;
import org.mjarena.arena.run.RunSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena run CONFIG}: plays a tournament from a lineup file and writes its results. A run killed
 * at any moment keeps every finished deal, and {@code --resume} plays only what is missing, ending with
 * the summary an uninterrupted run writes; a directory holding another run is refused unless
 * {@code --resume} or {@code --force} says what to do with it.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Plays a tournament from a lineup file: every deal in every seat order.",
        "Writes DIR/summary.json, DIR/timing.json, DIR/run.json, DIR/run.log and, as",
        "--record says, DIR/games.jsonl (or .gz) and DIR/events.bin, and prints a table",
        "of results. A run killed at any moment keeps every finished deal. A directory",
        "holding an earlier run is refused: --resume continues it, --force replaces it."})
final class RunCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "CONFIG", description = "the lineup file (YAML); see configs/reference.yaml")
  Path config;

  @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: the file's output, else out/<CONFIG name>)")
  Path out;

  @Option(names = "--deals", paramLabel = "N", description = "number of deals, overriding the file")
  Integer deals;

  @Option(names = "--seed", paramLabel = "S", description = "root seed, overriding the file")
  Long seed;

  @Option(names = "--threads", paramLabel = "T", description = "worker threads, 1 to " + Lineup.MAX_THREADS
      + ", overriding the file (default: all cores)")
  Integer threads;

  @Option(names = "--record", paramLabel = "WHAT",
      description = "what to keep of each game, overriding the file: none, results (games.jsonl) or events (also events.bin; the default)")
  String record;

  @Option(names = "--compress", paramLabel = "HOW",
      description = "how to store games.jsonl, overriding the file: none (the default) or gzip (games.jsonl.gz)")
  String compress;

  @Option(names = "--resume", description = {"continue the run in DIR: keep its finished games and play only the missing ones",
      "(what was made of them, commentate's commentary.json, the reviews and report.html, is deleted)"})
  boolean resume;

  @Option(names = "--no-commentary", description = "turn the commentator off (commentary: off in the lineup file)")
  boolean noCommentary;

  @Option(names = "--no-report", description = "do not write report.html at the end (mjarena report DIR writes it later)")
  boolean noReport;

  @Option(names = "--force", description = "replace the run in DIR: delete its results (and what was made of them) and start again")
  boolean force;

  @Option(names = "--spark", paramLabel = "MASTER",
      description = "play the deals as Apache Spark tasks on the cluster at MASTER (local[*], spark://host:7077, yarn, ...); "
          + "the results are the same bytes as a local run's")
  String spark;

  @Override
  public Integer call() throws Exception {
    if (deals != null && deals < 1) {
      throw new ConfigException("--deals must be at least 1, not " + deals);
    }
    if (threads != null && Lineup.threadsProblem(threads).isPresent()) {
      throw new ConfigException("--threads " + Lineup.threadsProblem(threads).get());
    }
    if (resume && force) {
      throw new ConfigException("--resume keeps the run in DIR and --force replaces it: give one of them");
    }
    Optional<RecordMode> recordMode = Optional.empty();
    if (record != null) {
      recordMode = Optional.of(RecordMode.byId(record).orElseThrow(
          () -> new ConfigException("--record must be none, results or events, not '" + record + "'")));
    }
    Optional<Compression> compression = Optional.empty();
    if (compress != null) {
      compression = Optional.of(Compression.byId(compress).orElseThrow(
          () -> new ConfigException("--compress must be none or gzip, not '" + compress + "'")));
    }
    Lineup lineup = LineupLoader.load(config).with(Optional.ofNullable(deals), Optional.ofNullable(seed),
        Optional.ofNullable(threads), recordMode, compression, Optional.ofNullable(out));
    if (noCommentary) {
      lineup = lineup.withoutCommentary();
    }
    RunSession.Result result = RunSession.play(lineup, new RunSession.Options(resume, force, Optional.ofNullable(spark),
        lineup.commentary().on() ? List.of(CommentarySink.factory()) : List.of(), spec.commandLine().getOut()));
    if (!noReport) {
      Path page = result.dir().resolve(ReportWriter.NAME);
      ReportWriter.write(result.dir(), ReportReader.Choice.DEFAULT, page);
      ReportCommand.written(page, spec.commandLine().getOut());
    }
    return 0;
  }
}
