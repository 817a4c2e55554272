package org.mjarena.arena.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.ExternalEntry;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.DerivedFiles;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Summary;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.record.TimingFile;
import org.mjarena.arena.tournament.SeatOrders;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One session of a run in its directory ({@code mjarena run}): checks the directory, starts the run there
 * or takes up an earlier session's, plays the lineup into its sinks (the statistics, {@code games.jsonl}
 * and {@code events.bin} as the lineup's {@code record} says, the sinks the caller adds, the progress bar),
 * and writes {@code summary.json} and {@code timing.json}, even when the session stops early: killed by
 * Ctrl-C (the summary then says {@code complete: false}) or failed. A later session with
 * {@link Options#resume} plays only what is missing and ends with the summary of a run never interrupted.
 */
public final class RunSession {
  /** The folder of the run directory holding each external entry's log: its errors and its programs' stderr. */
  public static final String BOT_LOGS = "bots";
  private static final Logger log = LoggerFactory.getLogger(RunSession.class);

  private RunSession() {}

  /**
   * How a session runs.
   *
   * @param resume take up the run the directory holds
   * @param force  replace the run the directory holds
   * @param spark  the master of the cluster to play on, if not on this machine's threads
   * @param sinks  sinks besides the run's own (the commentator), after the files and before the progress bar
   * @param out    where the results table is shown
   */
  public record Options(boolean resume, boolean force, Optional<String> spark, List<SinkFactory> sinks, PrintWriter out) {
    /** Copies the list. */
    public Options {
      sinks = List.copyOf(sinks);
    }
  }

  /**
   * What the session wrote.
   *
   * @param summary the run's results
   * @param timing  this session's times
   * @param dir     the run's directory
   */
  public record Result(Summary summary, Timing timing, Path dir) {}

  /**
   * The sinks of a run of {@code lineup}, in the order each deal reaches them: the statistics, the files
   * its {@code record} keeps, {@code extra}, the progress bar.
   */
  public static List<SinkFactory> sinks(Lineup lineup, List<SinkFactory> extra) {
    List<SinkFactory> sinks = new ArrayList<>();
    sinks.add((l, orders, dir) -> new StatsSink(l.entries().size()));
    if (lineup.record() != RecordMode.NONE) {
      sinks.add((l, orders, dir) -> new GamesSink(dir, ids(l), l.compress(), l.deals(), orders.size()));
    }
    if (lineup.record() == RecordMode.EVENTS) {
      sinks.add((l, orders, dir) -> new ReplaySink(dir, ReplayFile.Header.of(l.rules(), ids(l), l.seed()), l.deals(),
          orders.size()));
    }
    sinks.addAll(extra);
    sinks.add((l, orders, dir) -> new ProgressSink(l.deals(), orders.size()));
    return sinks;
  }

  /**
   * Plays a session of {@code lineup}'s run in its output directory, writes its summary and timing and
   * shows the results table.
   *
   * @throws ConfigException when the directory, the cluster or an earlier session's files cannot be used
   */
  public static Result play(Lineup lineup, Options options) throws Exception {
    Optional<Cluster> cluster = Optional.empty();
    if (options.spark().isPresent()) {
      cluster = Optional.of(Cluster.find().orElseThrow(() -> new ConfigException(
          "--spark needs the Spark module (spark/) on the class path: run through ./mjarena, which builds it on first use")));
      cluster.get().check(options.spark().get());
    }
    try (RunDirectory dir = RunDirectory.open(lineup.outputDirectory())) {
      return play(lineup, options, dir, cluster);
    }
  }

  private static Result play(Lineup lineup, Options options, RunDirectory dir, Optional<Cluster> cluster) throws Exception {
    boolean resuming = dir.holdsRun() && options.resume();
    if (dir.holdsRun() && !options.resume() && !options.force()) {
      throw new ConfigException(dir.path() + " holds the results of an earlier run; add --resume to continue it, or --force to "
          + "replace it (or choose another --out)");
    }
    List<String> outOfDate = List.of();
    if (resuming) {
      RunIdentity.check(dir.path(), lineup);
    } else {
      outOfDate = dir.clear();
    }
    LogFile.attach(dir.resolve(RunDirectory.LOG));
    List<ExternalEntry> externals = new ArrayList<>();
    for (Lineup.Entry e : lineup.entries()) {
      if (e.external().isPresent()) {
        e.external().get().logTo(dir.resolve(BOT_LOGS).resolve(e.id() + ".log"));
        externals.add(e.external().get());
      }
    }
    // Each entry's programs see neither the run's files (the other bots' logs among them) nor the other entries' own.
    for (ExternalEntry e : externals) {
      List<Path> hidden = new ArrayList<>(List.of(dir.path()));
      externals.stream().filter(other -> other != e).forEach(other -> other.folder().ifPresent(hidden::add));
      e.hide(hidden);
    }
    int threads = lineup.workerThreads();
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    List<SinkFactory> factories = sinks(lineup, options.sinks());
    List<Sink<?>> sinks = factories.stream().<Sink<?>>map(f -> f.make(lineup, orders, dir.path())).toList();
    Optional<Run.ClusterPlan> onCluster = Optional.empty();
    if (cluster.isPresent()) {
      onCluster = Optional.of(new Run.ClusterPlan(cluster.get(), options.spark().get(), Job.of(lineup, factories), dir.path()));
    }
    Run run = new Run(new Run.Plan(lineup, orders, threads, onCluster), sinks);
    long start = System.nanoTime();
    ExitGuard guard = new ExitGuard(run);
    Resume.Kept kept = new Resume.Kept(new BitSet(), 0);
    Run.Played played = null;
    Result result = null;
    try {
      kept = run.open(Optional.of(dir.resolve(Journal.NAME)), resuming);
      if (resuming) {
        outOfDate = DerivedFiles.clear(dir.path()); // the run goes on: what was made of its games so far is out of date
      }
      if (!outOfDate.isEmpty()) {
        options.out().println(DerivedFiles.deletedLine(dir.path(), outOfDate));
        options.out().flush();
      }
      if (!resuming) {
        if (options.resume()) {
          log.info("{} holds no earlier run: starting from the first deal", dir.path());
        }
        RunIdentity.write(dir.path(), lineup);
      }
      log.info("{}: variant {}, root seed {}, {} deals x {} seat orders = {} games on {}, results in {}", lineup.source(),
          lineup.rules().variant().id(), lineup.seed(), lineup.deals(), orders.size(), (long) lineup.deals() * orders.size(),
          cluster.isEmpty() ? threads + " threads" : "Spark master " + options.spark().get(), dir.path());
      played = run.play(kept.deals());
    } finally {
      try {
        run.close();
      } finally {
        try {
          double elapsed = (System.nanoTime() - start) / 1e9;
          StatsSink stats = (StatsSink) sinks.get(0);
          long games = stats.stats().games();
          Summary summary = Summary.of(lineup, orders.size(), games / Math.max(1, orders.size()), stats.stats(),
              !run.isCancelled() && games == (long) lineup.deals() * orders.size());
          Timing timing = played != null ? Timing.of(lineup, played.times(), played.cores(), played.games(), kept.games(), elapsed)
              : Timing.of(lineup, run.decisionTimes(), threads, run.games(), kept.games(), elapsed);
          // The games are over: programs kept across games end now, before their logs are flushed.
          externals.forEach(ExternalEntry::close);
          externals.forEach(ExternalEntry::flushLog);
          for (Sink<?> s : sinks) {
            summary = s.summarize(summary);
            timing = s.time(timing);
          }
          write(lineup, summary, timing, dir, options.out());
          result = new Result(summary, timing, dir.path());
        } finally {
          guard.close();
        }
      }
    }
    log.info("{} deals played; results in {}", played.deals(), dir.path());
    return result;
  }

  private static List<String> ids(Lineup lineup) {
    return lineup.entries().stream().map(Lineup.Entry::id).toList();
  }

  /** Writes the summary and the timing, and shows them with the files written. */
  private static void write(Lineup lineup, Summary summary, Timing timing, RunDirectory dir, PrintWriter out) throws IOException {
    Path summaryPath = dir.resolve(SummaryFile.NAME);
    SummaryFile.write(summary, summaryPath);
    TimingFile.write(timing, dir.resolve(TimingFile.NAME));
    out.print(ConsoleTable.render(summary, timing));
    StringBuilder files = new StringBuilder(summaryPath.toString());
    if (lineup.record() != RecordMode.NONE) {
      files.append(", ").append(dir.resolve(lineup.compress().fileName(GamesFile.NAME)));
    }
    if (lineup.record() == RecordMode.EVENTS) {
      files.append(", ").append(dir.resolve(ReplayFile.NAME));
    }
    out.println("results: " + files);
    out.flush();
  }
}
