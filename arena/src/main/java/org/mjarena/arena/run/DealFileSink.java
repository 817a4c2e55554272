package org.mjarena.arena.run;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A sink with a file of its own that holds every game of a run, a deal's games together and flushed
 * with it ({@code games.jsonl}, {@code events.bin}), so that a run killed at any moment leaves every
 * finished deal and at most one deal cut short at its end.
 *
 * <p>Taking up an earlier session, it keeps the deals the file holds whole: a deal is whole when one run
 * of consecutive games holds each of its seat orders once, as a run writes it. A deal cut short at the
 * end of the file is what a killed run leaves, and is dropped to be played again; one cut short before
 * the end is dropped too, with a warning. A deal or seat order that is not the run's, or a deal found
 * whole twice, means the file is not this run's: an error naming the game. Opening it then, the file is
 * written anew, atomically, with the games of the deals the run keeps, and is added to after them.
 *
 * @param <T> what the sink keeps of a deal
 * @param <G> one game as the file holds it
 */
abstract class DealFileSink<T, G> implements Sink<T> {
  private static final Logger log = LoggerFactory.getLogger(DealFileSink.class);

  /** The file. */
  final Path file;
  private final String unit;
  private final int deals;
  private final int orders;

  /**
   * A sink writing {@code file}, which holds a game as one {@code unit} (a line, a record), of a run of
   * {@code deals} deals of {@code orders} seat orders.
   */
  DealFileSink(Path file, String unit, int deals, int orders) {
    this.file = file;
    this.unit = unit;
    this.deals = deals;
    this.orders = orders;
  }

  /** The games of the file, read one at a time, in file order. */
  interface Games<G> extends Closeable {
    /** The next whole game, or empty at the end of the file or at a game cut off there. */
    Optional<G> next() throws IOException;

    /** True when the file ended inside a game. */
    boolean torn();

    /** The games a reader reads: its next game, whether it ended inside one, and closing it. */
    static <G> Games<G> of(Next<G> next, BooleanSupplier torn, Closeable reader) {
      return new Games<>() {
        @Override
        public Optional<G> next() throws IOException {
          return next.next();
        }

        @Override
        public boolean torn() {
          return torn.getAsBoolean();
        }

        @Override
        public void close() throws IOException {
          reader.close();
        }
      };
    }
  }

  /** A reader's next game. */
  interface Next<G> {
    Optional<G> next() throws IOException;
  }

  /** The games of the deals kept, written again. */
  interface Copy<G> extends Closeable {
    void add(G game) throws IOException;

    /** The copy a writer makes: adding a game, and closing it. */
    static <G> Copy<G> of(Add<G> add, Closeable writer) {
      return new Copy<>() {
        @Override
        public void add(G game) throws IOException {
          add.add(game);
        }

        @Override
        public void close() throws IOException {
          writer.close();
        }
      };
    }
  }

  /** A writer's way of adding a game. */
  interface Add<G> {
    void add(G game) throws IOException;
  }

  /** Opens the file to read its games. */
  abstract Games<G> games() throws IOException;

  /** The deal and seat order a game names. */
  abstract long deal(G game);

  /** The seat order within its deal that a game names. */
  abstract int order(G game);

  /** A new file at {@code tmp} to copy the kept games to, with what comes before them. */
  abstract Copy<G> copy(Path tmp) throws IOException;

  /** Creates the file for this session's deals, replacing any. */
  abstract void create() throws IOException;

  /** Opens the file, which holds the kept deals, to add this session's deals after them. */
  abstract void append() throws IOException;

  @Override
  public final Keeping keeping() {
    return Keeping.FILE;
  }

  @Override
  public final BitSet held() throws ConfigException, IOException {
    BitSet whole = new BitSet();
    if (Files.exists(file)) {
      scan(new BitSet(), Optional.empty(), whole);
    }
    return whole;
  }

  @Override
  public final void open(BitSet kept) throws IOException {
    if (kept.isEmpty() || !Files.exists(file)) {
      create();
      return;
    }
    try {
      scan(kept, Optional.of(AtomicFile.tmp(file)), new BitSet());
    } catch (ConfigException e) {
      throw new IOException(e.getMessage(), e);
    }
    AtomicFile.commit(file);
    append();
  }

  /**
   * Reads the file: sets in {@code whole} the deals it holds whole, and with {@code copyTo} writes there
   * the games of those in {@code keep}.
   */
  private void scan(BitSet keep, Optional<Path> copyTo, BitSet whole) throws ConfigException, IOException {
    try (Games<G> in = Resume.read(file, this::games); Copy<G> copy = copyTo.isPresent() ? copy(copyTo.get()) : null) {
      Grouping groups = new Grouping((deal, games) -> {
        whole.set((int) deal);
        if (copy != null && keep.get((int) deal)) {
          for (G g : games) {
            copy.add(g);
          }
        }
      });
      long number = 0;
      for (Optional<G> g = Resume.read(file, in::next); g.isPresent(); g = Resume.read(file, in::next)) {
        groups.add(deal(g.get()), order(g.get()), ++number, g.get());
      }
      groups.end();
      if (in.torn() && copyTo.isEmpty()) {
        log.info("{}: its last {} was cut off while being written, and is dropped", file, unit);
      }
    }
  }

  /** Receives each whole deal's games. */
  private interface Whole<G> {
    void accept(long deal, List<G> games) throws IOException;
  }

  /** Groups the file's games, in the order it holds them, into deals. */
  private final class Grouping {
    private final Whole<G> whole;
    private final BitSet seen = new BitSet();
    private final List<G> games = new ArrayList<>();
    private final BitSet ordersSeen = new BitSet();
    private long deal = -1;
    private long first;
    private boolean broken;

    Grouping(Whole<G> whole) {
      this.whole = whole;
    }

    void add(long gameDeal, int order, long number, G game) throws ConfigException, IOException {
      if (gameDeal < 0 || gameDeal >= deals || order < 0 || order >= orders) {
        throw new ConfigException("--resume: " + file + ", " + unit + " " + number + ": deal " + gameDeal + ", seat order " + order
            + " is not a game of this run (" + deals + " deals of " + orders + " seat orders); --force starts it again");
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
        whole.accept(deal, games);
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
