package org.mjarena.arena.run;

import java.io.IOException;
import java.util.BitSet;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.Summary;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.tournament.Recorder;

/**
 * One destination of a run's games: the statistics, the games file, the replay file, the commentator,
 * the teacher's examples, the progress bar. Where the games are played (a worker thread, a cluster's
 * task), its {@link #recorder} keeps what it needs of each deal; the run then hands each deal to
 * {@link #accept}, one at a time and in deal order, on the run's own thread, so that everything a sink
 * computes is the same whatever the threads or the cluster.
 *
 * <p>A run that stopped is taken up where it stopped in one way for every sink ({@link Resume}): the deals
 * kept are those every sink still holds. A sink that writes a file of its own ({@link Keeping#FILE}) says
 * which deals the file holds whole and is cut back to the kept ones; a sink that only counts in memory
 * ({@link Keeping#JOURNAL}) gets the kept deals again from the run's {@link Journal}, which holds what
 * its recorder kept of each; a sink with nothing to restore ({@link Keeping#NOTHING}) starts afresh.
 *
 * @param <T> what the sink keeps of one deal
 */
public interface Sink<T> {
  /** How a sink takes up the deals of an earlier session. */
  enum Keeping {
    /** Nothing to restore: it shows this session only (the progress bar). */
    NOTHING,
    /** Its own file holds its deals ({@link #held}, {@link #open}). */
    FILE,
    /** It counts in memory: the journal keeps what it needs of each deal, and hands the kept ones back. */
    JOURNAL
  }

  /** A short name, unique among a run's sinks: the journal names its sinks with it. */
  String name();

  /** A new recorder, for one worker thread or cluster task. */
  Recorder<T> recorder();

  /** How what the recorder keeps of a deal travels and is journaled. */
  Codec<T> codec();

  /** How the sink takes up an earlier session's deals. */
  default Keeping keeping() {
    return Keeping.NOTHING;
  }

  /**
   * For a {@link Keeping#FILE} sink taking up an earlier session: the deals its file holds whole (none
   * when there is no file yet).
   *
   * @throws ConfigException when the file is another run's, or cannot be read
   */
  default BitSet held() throws ConfigException, IOException {
    throw new UnsupportedOperationException(name() + " keeps no file");
  }

  /**
   * Makes the sink ready for this session's deals, on the run's thread, before any deal: a sink with a
   * file creates it, or keeps only the deals {@code kept} of an earlier session's (which are none for a
   * fresh run).
   */
  default void open(BitSet kept) throws IOException {}

  /** One deal, in deal order: what the recorders kept of it. */
  void accept(int deal, T kept) throws IOException;

  /** Adds what the sink found to a run's summary (the commentator's accuracy); most sinks add nothing. */
  default Summary summarize(Summary summary) {
    return summary;
  }

  /** Adds what the sink's own work cost to a session's timing (the commentator's time); most add nothing. */
  default Timing time(Timing timing) {
    return timing;
  }

  /** The run is over, or stopped: flushes and closes what the sink holds open. */
  default void close() throws IOException {}
}
