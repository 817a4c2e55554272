package org.mjarena.arena.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.replay.ReplayFile;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.output.ConsoleTable;
import org.mjarena.arena.output.GamesFile;
import org.mjarena.arena.output.ProgressBar;
import org.mjarena.arena.output.Summary;
import org.mjarena.arena.output.SummaryFile;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.arena.tournament.Tournament;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code mjarena run CONFIG}: plays a tournament from a lineup file and writes its results. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Plays a tournament from a lineup file: every deal in every seat order.",
        "Writes DIR/summary.json, DIR/games.jsonl and DIR/events.bin (as --record says) and prints a table of results."})
final class RunCommand implements Callable<Integer> {
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

  @Option(names = "--threads", paramLabel = "T", description = "worker threads, overriding the file (default: all cores)")
  Integer threads;

  @Option(names = "--record", paramLabel = "WHAT",
      description = "what to keep of each game, overriding the file: none, results (games.jsonl) or events (also events.bin; the default)")
  String record;

  @Override
  public Integer call() throws Exception {
    if (deals != null && deals < 1) {
      throw new ConfigException("--deals must be at least 1, not " + deals);
    }
    if (threads != null && threads < 1) {
      throw new ConfigException("--threads must be at least 1, not " + threads);
    }
    Optional<RecordMode> recordMode = Optional.empty();
    if (record != null) {
      recordMode = Optional.of(RecordMode.byId(record).orElseThrow(
          () -> new ConfigException("--record must be none, results or events, not '" + record + "'")));
    }
    Lineup lineup = LineupLoader.load(config).with(Optional.ofNullable(deals), Optional.ofNullable(seed),
        Optional.ofNullable(threads), recordMode, Optional.ofNullable(out));
    Path dir = lineup.outputDirectory();
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new ConfigException(dir + ": the output path exists and is not a directory");
    }
    return play(lineup, dir);
  }

  private int play(Lineup lineup, Path dir) throws Exception {
    int threadCount = lineup.threads().orElse(Runtime.getRuntime().availableProcessors());
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    boolean events = lineup.record() == RecordMode.EVENTS;
    Tournament tournament = new Tournament(lineup.rules(), lineup.entries(), lineup.seed(), lineup.deals(), orders, threadCount,
        List::of, events);
    log.info("{}: variant {}, root seed {}, {} deals x {} seat orders = {} games on {} threads, results in {}", config,
        lineup.rules().variant().id(), lineup.seed(), lineup.deals(), orders.size(), tournament.games(), threadCount, dir);
    Files.createDirectories(dir);
    Path summaryPath = dir.resolve("summary.json");
    Files.deleteIfExists(summaryPath);
    List<String> ids = lineup.entries().stream().map(Lineup.Entry::id).toList();
    Path gamesPath = dir.resolve(GamesFile.NAME);
    Path eventsPath = dir.resolve(ReplayFile.NAME);
    // Files of an earlier run that this one does not write would be taken for its own.
    if (lineup.record() == RecordMode.NONE) {
      Files.deleteIfExists(gamesPath);
    }
    if (!events) {
      Files.deleteIfExists(eventsPath);
    }
    TournamentStats stats = new TournamentStats(lineup.entries().size());
    AtomicLong done = new AtomicLong();
    CountDownLatch finished = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      tournament.cancel();
      try {
        finished.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    long start = System.nanoTime();
    int dealsDone;
    try (GamesFile games = lineup.record() == RecordMode.NONE ? null : new GamesFile(gamesPath, ids);
        ReplayFile.Writer replays = events
            ? new ReplayFile.Writer(eventsPath, ReplayFile.Header.of(lineup.rules(), ids, lineup.seed())) : null;
        ProgressBar bar = new ProgressBar(System.err, tournament.games(), done::get, ProgressBar.stderrIsTerminal())) {
      dealsDone = tournament.run(deal -> {
        if (games != null) {
          games.write(deal);
        }
        if (replays != null) {
          for (GameResult g : deal) {
            replays.write(g.events());
          }
          replays.flush();
        }
        stats.addDeal(deal);
        done.addAndGet(deal.size());
      });
    } finally {
      double elapsed = (System.nanoTime() - start) / 1e9;
      Summary summary = Summary.of(lineup, orders.size(), stats.games() / Math.max(1, orders.size()), stats,
          tournament.decisionTimes(), elapsed, threadCount, !tournament.isCancelled() && stats.games() == tournament.games());
      writeSummary(summary, summaryPath);
      finished.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is exiting (Ctrl-C): the hook is running and waits for the summary just written.
      }
    }
    log.info("{} deals played; results in {}", dealsDone, dir);
    return 0;
  }

  private void writeSummary(Summary summary, Path path) throws IOException {
    SummaryFile.write(summary, path);
    spec.commandLine().getOut().print(ConsoleTable.render(summary));
    StringBuilder files = new StringBuilder(path.toString());
    if (!summary.record().equals(RecordMode.NONE.id())) {
      files.append(", ").append(path.getParent().resolve(GamesFile.NAME));
    }
    if (summary.record().equals(RecordMode.EVENTS.id())) {
      files.append(", ").append(path.getParent().resolve(ReplayFile.NAME));
    }
    spec.commandLine().getOut().println("results: " + files);
    spec.commandLine().getOut().flush();
  }
}
