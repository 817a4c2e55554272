package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.mjarena.arena.config.ConfigException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Groups a file's games, in the order it holds them, into deals: a deal is finished when one run of
 * consecutive games holds each of its seat orders once, as a run writes it. A deal cut short at the
 * end of the file is what a killed run leaves, and is dropped to be played again; one cut short
 * before the end is dropped too, with a warning. A deal or seat order that is not the run's, or a
 * deal found finished twice, means the file is not this run's: an error naming the line or record.
 */
final class WholeDeals<T> {
  private static final Logger log = LoggerFactory.getLogger(WholeDeals.class);

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

  WholeDeals(Path file, String unit, int dealCount, int orders, Finished<T> finished) {
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
