package org.mjarena.arena.cli;

import org.mjarena.arena.run.LogFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.mjarena.arena.interop.ExternalFactory;
import org.mjarena.arena.run.Cluster;
import org.mjarena.arena.run.Job;
import org.mjarena.arena.run.TaskCheckpoints;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.run.ProgressBar;
import org.mjarena.arena.record.Summary;
import org.mjarena.arena.record.SummaryFile;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.record.TimingFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.report.ReportReader;
import org.mjarena.arena.report.ReportWriter;
import org.mjarena.arena.run.Resume;
import org.mjarena.arena.run.RunDirectory;
import org.mjarena.arena.run.RunIdentity;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.arena.tournament.Tournament;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
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
  /** The folder of the run directory holding each external bot entry's log: its errors and its stderr. */
  static final String BOT_LOGS = "bots";

  private static final Logger log = LoggerFactory.getLogger(RunCommand.class);

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

  @Option(names = "--resume", description = "continue the run in DIR: keep its finished games and play only the missing ones")
  boolean resume;

  @Option(names = "--no-commentary", description = "turn the commentator off (commentary: off in the lineup file)")
  boolean noCommentary;

  @Option(names = "--no-report", description = "do not write report.html at the end (mjarena report DIR writes it later)")
  boolean noReport;

  @Option(names = "--force", description = "replace the run in DIR: delete its results and start again")
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
    Cluster cluster = null;
    if (spark != null) {
      cluster = Cluster.find().orElseThrow(() -> new ConfigException(
          "--spark needs the Spark module (spark/) on the class path: run through ./mjarena, which builds it on first use"));
      cluster.check(spark);
    }
    Lineup lineup = LineupLoader.load(config).with(Optional.ofNullable(deals), Optional.ofNullable(seed),
        Optional.ofNullable(threads), recordMode, compression, Optional.ofNullable(out));
    if (noCommentary) {
      lineup = lineup.withoutCommentary();
    }
    try (RunDirectory dir = RunDirectory.open(lineup.outputDirectory())) {
      return play(lineup, dir, cluster);
    }
  }

  private int play(Lineup lineup, RunDirectory dir, Cluster cluster) throws Exception {
    boolean resuming = dir.holdsRun() && resume;
    if (dir.holdsRun() && !resume && !force) {
      throw new ConfigException(dir.path() + " holds the results of an earlier run; add --resume to continue it, or --force to "
          + "replace it (or choose another --out)");
    }
    if (!resuming) {
      dir.clear();
    }
    LogFile.attach(dir.resolve(RunDirectory.LOG));
    List<ExternalFactory> externals = new ArrayList<>();
    for (Lineup.Entry e : lineup.entries()) {
      if (e.factory() instanceof ExternalFactory external) {
        external.log().writeTo(dir.resolve(BOT_LOGS).resolve(e.id() + ".log"));
        externals.add(external);
      }
    }
    int threadCount = lineup.threads().orElse(Math.min(Runtime.getRuntime().availableProcessors(), Lineup.MAX_THREADS));
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    boolean events = lineup.record() == RecordMode.EVENTS;
    List<String> ids = lineup.entries().stream().map(Lineup.Entry::id).toList();
    Commentary commentary = lineup.commentary().on() ? new Commentary(lineup.commentary(), ids) : null;
    Tournament tournament = new Tournament(lineup.rules(), lineup.entries(), lineup.seed(), lineup.deals(), orders, threadCount,
        commentary == null ? List::of : () -> List.of(commentary.newCommentator()), events);
    TournamentStats stats = new TournamentStats(lineup.entries().size());
    Resume.Kept kept = Resume.Kept.none();
    if (resuming) {
      kept = Resume.resume(dir, lineup, orders.size(), stats);
      if (commentary != null) {
        commentKept(lineup, orders, threadCount, kept.deals(), commentary);
      }
    } else {
      if (resume) {
        log.info("{} holds no earlier run: starting from the first deal", dir.path());
      }
      RunIdentity.write(dir.path(), lineup);
    }
    log.info("{}: variant {}, root seed {}, {} deals x {} seat orders = {} games on {}, results in {}", config,
        lineup.rules().variant().id(), lineup.seed(), lineup.deals(), orders.size(), tournament.games(),
        cluster == null ? threadCount + " threads" : "Spark master " + spark, dir.path());
    Path gamesPath = dir.resolve(lineup.compress().fileName(GamesFile.NAME));
    Path eventsPath = dir.resolve(ReplayFile.NAME);
    AtomicLong done = new AtomicLong();
    CountDownLatch finished = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      tournament.cancel();
      if (cluster != null) {
        cluster.cancel();
      }
      try {
        finished.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    long start = System.nanoTime();
    AtomicLong dealsDone = new AtomicLong();
    Cluster.Played played = null;
    try (GamesFile games = lineup.record() == RecordMode.NONE ? null
            : new GamesFile(gamesPath, ids, lineup.compress(), resuming);
        ReplayFile.Writer replays = !events ? null
            : resuming && Files.exists(eventsPath) ? ReplayFile.Writer.appending(eventsPath)
            : new ReplayFile.Writer(eventsPath, ReplayFile.Header.of(lineup.rules(), ids, lineup.seed()));
        ProgressBar bar = new ProgressBar(System.err, tournament.games() - kept.games(), done::get, ProgressBar.stderrIsTerminal())) {
      if (cluster == null) {
        dealsDone.set(tournament.run(kept.deals(), deal -> {
          if (games != null) {
            games.write(deal);
          }
          if (replays != null) {
            for (GameResult g : deal) {
              replays.write(g.events());
            }
            replays.flush();
          }
          stats.addDeal(deal.stream().map(GameScore::of).toList());
          if (commentary != null) {
            commentary.add(commentary.take(deal.get(0).deal(), deal.size()));
          }
          done.addAndGet(deal.size());
        }));
      } else {
        played = cluster.run(spark, Job.of(lineup), kept.deals(), new TaskCheckpoints(dir.path()), deal -> {
          if (games != null) {
            games.copyDeal(deal.lines());
          }
          if (replays != null) {
            for (byte[] record : deal.events()) {
              replays.write(record);
            }
            replays.flush();
          }
          stats.addDeal(deal.scores());
          if (commentary != null) {
            commentary.add(deal.commentary().orElseThrow());
          }
          done.addAndGet(deal.scores().size());
          dealsDone.incrementAndGet();
        });
      }
    } finally {
      double elapsed = (System.nanoTime() - start) / 1e9;
      boolean cancelled = tournament.isCancelled() || cluster != null && cluster.isCancelled();
      Summary summary = Summary.of(lineup, orders.size(), stats.games() / Math.max(1, orders.size()), stats,
          !cancelled && stats.games() == tournament.games());
      Timing timing = played == null ? Timing.of(lineup, tournament.decisionTimes(), threadCount, done.get(), kept.games(), elapsed)
          : Timing.of(lineup, played.times(), played.cores(), done.get(), kept.games(), elapsed);
      // The games are over: services kept across games end now, before their logs are flushed.
      externals.forEach(ExternalFactory::close);
      externals.forEach(x -> x.log().flush());
      if (commentary != null) {
        Commentary.Report report = commentary.report();
        summary = summary.withCommentary(report);
        timing = timing.withCommentary(report.overall().usPerDecision());
      }
      try {
        writeResults(lineup, summary, timing, dir);
      } finally {
        // Even when the results cannot be written, an exiting JVM must not wait for them.
        finished.countDown();
        try {
          Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
          // The JVM is exiting (Ctrl-C): the hook is running and waits for the summary just written.
        }
      }
    }
    log.info("{} deals played; results in {}", dealsDone.get(), dir.path());
    if (!noReport) {
      ReportCommand.write(dir.path(), new ReportReader.Choice(ReportCommand.DEFAULT_SAMPLE, List.of()),
          dir.resolve(ReportWriter.NAME), spec.commandLine().getOut());
    }
    return 0;
  }

  /**
   * Comments the games an earlier session kept by playing them again (a job plays the same game whatever
   * the session), so that a resumed run's commentary, like the rest of its summary, is that of an
   * uninterrupted run.
   */
  private static void commentKept(Lineup lineup, SeatOrders orders, int threadCount, BitSet keptDeals, Commentary commentary)
      throws Exception {
    BitSet others = new BitSet();
    others.set(0, lineup.deals());
    others.andNot(keptDeals);
    new Tournament(lineup.rules(), lineup.entries(), lineup.seed(), lineup.deals(), orders, threadCount,
        () -> List.of(commentary.newCommentator()), false).run(others,
            deal -> commentary.add(commentary.take(deal.get(0).deal(), deal.size())));
  }

  private void writeResults(Lineup lineup, Summary summary, Timing timing, RunDirectory dir) throws IOException {
    Path summaryPath = dir.resolve(SummaryFile.NAME);
    SummaryFile.write(summary, summaryPath);
    TimingFile.write(timing, dir.resolve(TimingFile.NAME));
    spec.commandLine().getOut().print(ConsoleTable.render(summary, timing));
    StringBuilder files = new StringBuilder(summaryPath.toString());
    if (lineup.record() != RecordMode.NONE) {
      files.append(", ").append(dir.resolve(lineup.compress().fileName(GamesFile.NAME)));
    }
    if (lineup.record() == RecordMode.EVENTS) {
      files.append(", ").append(dir.resolve(ReplayFile.NAME));
    }
    spec.commandLine().getOut().println("results: " + files);
    spec.commandLine().getOut().flush();
  }
}
