package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.TournamentStats;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes up a run where it stopped, from what its directory holds. A run writes each deal's games
 * together, to {@code games.jsonl} (or {@code .gz}) and then {@code events.bin}, so a run killed at any
 * moment leaves every finished deal in both and at most one deal cut short at their end. Resuming keeps
 * each deal whose games are all in both files, found by the deal and seat order every line and record
 * names (so the order deals were written in does not matter), counts their games into the statistics
 * from {@code games.jsonl}, and cuts both files back to them; the run then plays the other deals.
 *
 * <p>A run with {@code record: none} keeps no games, so it cannot be resumed: it is refused, and the
 * message says which records make a run resumable.
 */
public final class Resume {
  private static final Logger log = LoggerFactory.getLogger(Resume.class);

  private Resume() {}

  /**
   * The deals kept from earlier sessions.
   *
   * @param deals the deals kept, every game of each counted into the statistics
   * @param games the games they hold
   */
  public record Kept(BitSet deals, long games) {
    /** Nothing kept: a fresh run. */
    public static Kept none() {
      return new Kept(new BitSet(), 0);
    }
  }

  /**
   * Continues the run of {@code lineup} stored in {@code dir}: checks that it is the same run, counts the
   * games of its finished deals into {@code stats}, and cuts its files back to those deals.
   *
   * @param ordersPerDeal the seat orders each deal is played in
   * @throws ConfigException when the stored run is another one, was not recorded, or cannot be read
   * @throws IOException     when the files cannot be rewritten
   */
  public static Kept resume(RunDirectory dir, Lineup lineup, int ordersPerDeal, TournamentStats stats)
      throws ConfigException, IOException {
    RunIdentity.check(dir.path(), lineup);
    if (lineup.record() == RecordMode.NONE) {
      throw new ConfigException("--resume: " + dir.path() + " holds a run with record: none, which keeps no games to resume "
          + "from; --force starts it again (record: results or events make a run resumable)");
    }
    List<String> ids = lineup.entries().stream().map(Lineup.Entry::id).toList();
    Path games = dir.resolve(lineup.compress().fileName(GamesFile.NAME));
    Path events = dir.resolve(ReplayFile.NAME);
    boolean withEvents = lineup.record() == RecordMode.EVENTS;
    BitSet inEvents = withEvents ? eventDeals(events, lineup.deals(), ordersPerDeal, new BitSet(), Optional.empty())
        : allDeals(lineup.deals());
    BitSet kept = new BitSet();
    if (Files.exists(games)) {
      try (GamesFile.Reader in = read(games, () -> new GamesFile.Reader(games, lineup.compress(), ids));
          GamesFile out = new GamesFile(AtomicFile.tmp(games), ids, lineup.compress(), false)) {
        Deals<GamesFile.Line> deals = new Deals<>(games, "line", lineup.deals(), ordersPerDeal, (deal, lines) -> {
          if (inEvents.get((int) deal)) {
            List<GameScore> scores = new ArrayList<>(lines.size());
            for (GamesFile.Line line : lines) {
              out.copy(line);
              scores.add(line.score());
            }
            stats.addDeal(scores);
            kept.set((int) deal);
          }
        });
        for (Optional<GamesFile.Line> line = read(games, in::next); line.isPresent(); line = read(games, in::next)) {
          deals.add(line.get().deal(), line.get().order(), line.get().number(), line.get());
        }
        deals.end();
        if (in.torn()) {
          log.info("{}: its last line was cut off while being written, and is dropped", games);
        }
      }
      AtomicFile.commit(games);
    }
    if (withEvents && Files.exists(events)) {
      eventDeals(events, lineup.deals(), ordersPerDeal, kept, Optional.of(AtomicFile.tmp(events)));
      AtomicFile.commit(events);
    }
    long keptGames = (long) kept.cardinality() * ordersPerDeal;
    log.info("resuming {}: {} of {} deals ({} games) kept from before, {} to play", dir.path(), kept.cardinality(), lineup.deals(),
        keptGames, lineup.deals() - kept.cardinality());
    return new Kept(kept, keptGames);
  }

  private static BitSet allDeals(int dealCount) {
    BitSet all = new BitSet();
    all.set(0, dealCount);
    return all;
  }

  /**
   * The deals whose records are all in {@code events} (none when there is no such file); with
   * {@code copyTo}, also writes the records of those in {@code keep} there, after the same header.
   */
  private static BitSet eventDeals(Path events, int dealCount, int ordersPerDeal, BitSet keep, Optional<Path> copyTo)
      throws ConfigException, IOException {
    BitSet complete = new BitSet();
    if (!Files.exists(events)) {
      return complete;
    }
    try (ReplayFile.Reader in = read(events, () -> new ReplayFile.Reader(events));
        ReplayFile.Writer out = copyTo.isPresent() ? new ReplayFile.Writer(copyTo.get(), in.header()) : null) {
      Deals<ReplayFile.Raw> deals = new Deals<>(events, "record", dealCount, ordersPerDeal, (deal, records) -> {
        complete.set((int) deal);
        if (out != null && keep.get((int) deal)) {
          for (ReplayFile.Raw r : records) {
            out.write(r);
          }
        }
      });
      long number = 0;
      for (Optional<ReplayFile.Raw> r = read(events, in::nextRaw); r.isPresent(); r = read(events, in::nextRaw)) {
        deals.add(r.get().deal(), r.get().order(), ++number, r.get());
      }
      deals.end();
      if (in.torn() && copyTo.isEmpty()) {
        log.info("{}: its last record was cut off while being written, and is dropped", events);
      }
    }
    return complete;
  }

  /** Reading the earlier run's files: what fails there is refused like bad input, since --force gets past it. */
  private interface Read<T> {
    T get() throws IOException;
  }

  private static <T> T read(Path file, Read<T> reading) throws ConfigException {
    try {
      return reading.get();
    } catch (IOException e) {
      throw damaged(file, e);
    }
  }

  private static ConfigException damaged(Path file, IOException e) {
    String message = e.getMessage() != null && e.getMessage().startsWith(file.toString()) ? e.getMessage() : file + ": " + e.getMessage();
    return new ConfigException("--resume: " + message + "; the run cannot be resumed from it: --force starts it again");
  }

  /**
   * Groups a file's games, in the order it holds them, into deals: a deal is finished when one run of
   * consecutive games holds each of its seat orders once, as a run writes it. A deal cut short at the
   * end of the file is what a killed run leaves, and is dropped to be played again; one cut short
   * before the end is dropped too, with a warning. A deal or seat order that is not the run's, or a
   * deal found finished twice, means the file is not this run's: an error naming the line or record.
   */
  private static final class Deals<T> {
    /** Receives each finished deal's games. */
    interface Finished<T> {
      void accept(long deal, List<T> games) throws IOException;
    }

    private final Path file;
    private final String unit;
    private final int dealCount;
    private final int orders;
    private final Finished<T> finished;
    private final BitSet seen = new BitSet();
    private final List<T> games = new ArrayList<>();
    private final BitSet ordersSeen = new BitSet();
    private long deal = -1;
    private long first;
    private boolean broken;

    Deals(Path file, String unit, int dealCount, int orders, Finished<T> finished) {
      this.file = file;
      this.unit = unit;
      this.dealCount = dealCount;
      this.orders = orders;
      this.finished = finished;
    }

    void add(long gameDeal, int order, long number, T game) throws ConfigException, IOException {
      if (gameDeal < 0 || gameDeal >= dealCount || order < 0 || order >= orders) {
        throw new ConfigException("--resume: " + file + ", " + unit + " " + number + ": deal " + gameDeal + ", seat order " + order
            + " is not a game of this run (" + dealCount + " deals of " + orders + " seat orders); --force starts it again");
      }
      if (gameDeal != deal) {
        close(false);
        deal = gameDeal;
        first = number;
      }
      broken |= ordersSeen.get(order);
      ordersSeen.set(order);
      if (games.size() < orders) {
        games.add(game);
      }
    }

    /** The end of the file. */
    void end() throws ConfigException, IOException {
      close(true);
    }

    private void close(boolean last) throws ConfigException, IOException {
      if (deal < 0) {
        return;
      }
      if (!broken && ordersSeen.cardinality() == orders) {
        if (seen.get((int) deal)) {
          throw new ConfigException("--resume: " + file + ", " + unit + " " + first + ": deal " + deal
              + " appears a second time; --force starts the run again");
        }
        seen.set((int) deal);
        finished.accept(deal, games);
      } else if (last) {
        log.info("{}: deal {} was cut short at the end ({} of {} games); it is played again", file, deal, ordersSeen.cardinality(),
            orders);
      } else {
        log.warn("{}: deal {} has {} of its {} games, from {} {}; it is played again", file, deal, ordersSeen.cardinality(), orders,
            unit, first);
      }
      games.clear();
      ordersSeen.clear();
      broken = false;
      deal = -1;
    }
  }
}
