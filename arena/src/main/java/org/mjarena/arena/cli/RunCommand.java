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
        "Writes DIR/summary.json and DIR/games.jsonl and prints a table of results."})
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

  @Override
  public Integer call() throws Exception {
    if (deals != null && deals < 1) {
      throw new ConfigException("--deals must be at least 1, not " + deals);
    }
    if (threads != null && threads < 1) {
      throw new ConfigException("--threads must be at least 1, not " + threads);
    }
    Lineup lineup = LineupLoader.load(config)
        .with(Optional.ofNullable(deals), Optional.ofNullable(seed), Optional.ofNullable(threads), Optional.ofNullable(out));
    Path dir = lineup.outputDirectory();
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new ConfigException(dir + ": the output path exists and is not a directory");
    }
    return play(lineup, dir);
  }

  private int play(Lineup lineup, Path dir) throws Exception {
    int threadCount = lineup.threads().orElse(Runtime.getRuntime().availableProcessors());
    List<int[]> orders = SeatOrders.of(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    Tournament tournament = new Tournament(lineup.rules(), lineup.entries(), lineup.seed(), lineup.deals(), orders, threadCount,
        List::of);
    log.info("{}: variant {}, root seed {}, {} deals x {} seat orders = {} games on {} threads, results in {}", config,
        lineup.rules().variant().id(), lineup.seed(), lineup.deals(), orders.size(), tournament.games(), threadCount, dir);
    Files.createDirectories(dir);
    Path summaryPath = dir.resolve("summary.json");
    Files.deleteIfExists(summaryPath);
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
    try (GamesFile games = new GamesFile(dir.resolve("games.jsonl"), lineup.entries().stream().map(Lineup.Entry::id).toList());
        ProgressBar bar = new ProgressBar(System.err, tournament.games(), done::get, System.console() != null)) {
      dealsDone = tournament.run(deal -> {
        games.write(deal);
        deal.forEach(stats::add);
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
    spec.commandLine().getOut().println("results: " + path.getParent().resolve("games.jsonl") + ", " + path);
    spec.commandLine().getOut().flush();
  }
}
