package org.mjarena.arena.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.record.Timing;
import org.mjarena.arena.table.Table;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.engine.Rules;

/**
 * How fast the full engine plays ({@code mjarena bench}): four copies of one agent, a warm-up so that the
 * JIT has compiled the hot paths, then the measured games, through the same pipeline as a run (table,
 * fallback checks and decision timing included; nothing written). With events, each game's events are
 * encoded as its replay record on the thread that played it, as a run with {@code record: events} does.
 */
public final class Bench {
  /** Folded into the root seed of the warm-up, so that it plays other walls than the measured games. */
  private static final long WARMUP_SEED = 0x5EED;

  private Bench() {}

  /**
   * What to measure.
   *
   * @param rules   the variant's rules
   * @param entry   the agent, seated four times
   * @param seed    the measured games' root seed
   * @param deals   measured deals (each in the four rotations)
   * @param warmup  warm-up deals
   * @param threads worker threads
   * @param events  encode every game's events as a replay record
   */
  public record Setup(Rules rules, Lineup.Entry entry, long seed, int deals, int warmup, int threads, boolean events) {}

  /**
   * What was measured.
   *
   * @param seconds      wall-clock time of the measured games
   * @param games        games measured
   * @param decisions    each decision-time sample of the measured games (nanoseconds; one decision in
   *                     {@value org.mjarena.engine.play.Driver#SAMPLE_EVERY}, forced moves never)
   * @param bytesPerGame the mean size of a replay record, when events were encoded
   */
  public record Measured(double seconds, long games, Histogram decisions, OptionalLong bytesPerGame) {
    /** Games per second. */
    public double gamesPerSecond() {
      return games / seconds;
    }

    /** The {@code percentile} of the decision times, in microseconds. */
    public double decisionMicros(double percentile) {
      return Timing.micros(decisions, percentile);
    }
  }

  /**
   * Plays the warm-up into {@code warmupSinks}, then the measured games into {@code measuredSinks} (the
   * commentator, when it is measured too).
   */
  public static Measured measure(Setup setup, List<Sink<?>> warmupSinks, List<Sink<?>> measuredSinks) throws Exception {
    if (setup.warmup() > 0) {
      play(setup, setup.seed() ^ WARMUP_SEED, setup.warmup(), warmupSinks);
    }
    RecordBytes bytes = new RecordBytes(setup.rules());
    List<Sink<?>> sinks = new ArrayList<>(measuredSinks);
    if (setup.events()) {
      sinks.add(bytes);
    }
    long start = System.nanoTime();
    Run.Played played = play(setup, setup.seed(), setup.deals(), sinks);
    double seconds = (System.nanoTime() - start) / 1e9;
    Histogram decisions = Table.newDecisionHistogram();
    played.times().forEach(decisions::add);
    return new Measured(seconds, played.games(), decisions,
        setup.events() ? OptionalLong.of(Math.round((double) bytes.total / played.games())) : OptionalLong.empty());
  }

  private static Run.Played play(Setup setup, long seed, int deals, List<Sink<?>> sinks) throws Exception {
    List<Lineup.Entry> four = List.of(setup.entry(), setup.entry(), setup.entry(), setup.entry());
    Lineup lineup = new Lineup(Path.of("bench"), setup.rules(), seed, deals, SeatOrderMode.ROTATIONS, Optional.of(setup.threads()),
        four, RecordMode.NONE, Compression.NONE, CommentarySettings.OFF, Optional.empty());
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ROTATIONS, four.stream().map(Lineup.Entry::identity).toList());
    try (Run run = new Run(Run.Plan.local(lineup, orders, setup.threads()), sinks)) {
      run.open(Optional.empty(), false);
      return run.play(new BitSet());
    }
  }

  /** Replay records encoded where the games are played, as a run's replay file has them, and only counted. */
  private static final class RecordBytes implements Sink<List<byte[]>> {
    private final ReplaySink encoding;
    private long total;

    RecordBytes(Rules rules) {
      encoding = new ReplaySink(Path.of(""), ReplayFile.Header.of(rules, List.of(), 0), 0, 0);
    }

    @Override
    public String name() {
      return "record bytes";
    }

    @Override
    public Recorder<List<byte[]>> recorder() {
      return encoding.recorder();
    }

    @Override
    public Codec<List<byte[]>> codec() {
      return encoding.codec();
    }

    @Override
    public void accept(int deal, List<byte[]> records) {
      for (byte[] r : records) {
        total += r.length;
      }
    }
  }
}
