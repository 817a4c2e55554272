package org.mjarena.arena.config;


import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.mjarena.agents.AgentFactory;
import org.mjarena.engine.Rules;
import org.mjarena.engine.param.Settings;

/**
 * A checked lineup file: everything a tournament needs, with defaults filled in.
 *
 * @param source     the file it was read from
 * @param rules      the variant's rules with the file's overrides
 * @param seed       the root seed: every wall and agent stream derives from it
 * @param deals      the number of walls; each is played in every seat order
 * @param seatOrders which seat orders each deal is played in
 * @param threads    worker threads; empty means every available core
 * @param entries    the four players, in lineup order
 * @param record     what the run keeps of each game besides the summary
 * @param compress   how {@code games.jsonl} is stored
 * @param commentary whether and how the commentator comments the games
 * @param output     where results go; empty means {@code out/<file name without extension>}
 */
public record Lineup(Path source, Rules rules, long seed, int deals, SeatOrderMode seatOrders, Optional<Integer> threads,
    List<Entry> entries, RecordMode record, Compression compress, CommentarySettings commentary,
    Optional<Path> output) {
  /**
   * The most worker threads a run takes. Games are CPU-bound, so threads beyond the cores only share
   * them; and each thread costs heap (a table, a decision-time histogram of about 37 KB per entry, a few
   * deals of games in flight), so this keeps the worst case within the launcher's default heap.
   */
  public static final int MAX_THREADS = 256;

  /**
   * One player of the lineup.
   *
   * @param id       the entry's name in results, unique in the lineup
   * @param agent    the registry id of its agent
   * @param settings the agent's parameter values, defaults included
   * @param factory  makes its agent for each game
   */
  public record Entry(String id, String agent, Settings settings, AgentFactory factory) {
    /** Two entries are interchangeable when they run the same agent with the same parameter values. */
    public String identity() {
      return agent + settings.values();
    }

    /** The entry's programs, logs and answer times, when it is played outside the arena. */
    public java.util.Optional<ExternalEntry> external() {
      return factory instanceof ExternalEntry external ? java.util.Optional.of(external) : java.util.Optional.empty();
    }
  }

  /**
   * What is wrong with a thread count, to follow the name of the option or key: empty when it is 1 to
   * {@link #MAX_THREADS}.
   */
  public static Optional<String> threadsProblem(long threads) {
    if (threads < 1) {
      return Optional.of("must be 1 to " + MAX_THREADS + ", not " + threads);
    }
    if (threads > MAX_THREADS) {
      return Optional.of("must be 1 to " + MAX_THREADS + ", not " + threads + " (games are CPU-bound: this machine has "
          + Runtime.getRuntime().availableProcessors() + " cores, and more threads than cores only share them)");
    }
    return Optional.empty();
  }

  /** The worker threads of a run on this machine: those given, else every core (at most {@link #MAX_THREADS}). */
  public int workerThreads() {
    return threads.orElse(Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS));
  }

  /** This lineup with command-line overrides applied (each one only when given). */
  public Lineup with(Optional<Integer> newDeals, Optional<Long> newSeed, Optional<Integer> newThreads,
      Optional<RecordMode> newRecord, Optional<Compression> newCompress, Optional<Path> newOutput) {
    return new Lineup(source, rules, newSeed.orElse(seed), newDeals.orElse(deals), seatOrders,
        newThreads.isPresent() ? newThreads : threads, entries, newRecord.orElse(record), newCompress.orElse(compress),
        commentary, newOutput.isPresent() ? newOutput : output);
  }

  /** This lineup with the commentator turned off ({@code --no-commentary}). */
  public Lineup withoutCommentary() {
    return new Lineup(source, rules, seed, deals, seatOrders, threads, entries, record, compress, CommentarySettings.OFF, output);
  }

  /** The output directory: the override, the file's {@code output}, or {@code out/<file name>}. */
  public Path outputDirectory() {
    return output.orElseGet(() -> {
      String name = source.getFileName().toString();
      int dot = name.lastIndexOf('.');
      return Path.of("out", dot > 0 ? name.substring(0, dot) : name);
    });
  }
}
