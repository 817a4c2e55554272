package org.mjarena.arena.run;

import java.util.BitSet;
import org.mjarena.arena.record.Bytes;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.engine.event.Event;

/**
 * The progress of a session as a sink: counts the games of each deal handed over and shows them on a
 * {@link ProgressBar}, from the first deal on. It shows this session only, so it restores nothing.
 */
public final class ProgressSink implements Sink<Integer> {
  private static final Codec<Integer> CODEC = new Codec<>() {
    @Override
    public void write(Integer games, Bytes.Out out) {
      out.varint(games);
    }

    @Override
    public Integer read(Bytes.In in) {
      return (int) in.varint();
    }
  };

  private final int deals;
  private final int orders;
  private final String task;
  private final String unit;
  private final AtomicLong done = new AtomicLong();
  private ProgressBar bar;

  /** Progress on standard error of a run of {@code deals} deals of {@code orders} seat orders: playing games. */
  public ProgressSink(int deals, int orders) {
    this(deals, orders, "playing", "games");
  }

  /**
   * Progress of a run doing {@code task}, its games counted as {@code unit} (the deals, for a run that
   * plays each deal once).
   */
  public ProgressSink(int deals, int orders, String task, String unit) {
    this.deals = deals;
    this.orders = orders;
    this.task = task;
    this.unit = unit;
  }

  /** The games handed over in this session. */
  long games() {
    return done.get();
  }

  @Override
  public String name() {
    return "progress";
  }

  @Override
  public Recorder<Integer> recorder() {
    return new Recorder<>() {
      private int games;

      @Override
      public void gameOver(GameResult game, List<Event> events) {
        games++;
      }

      @Override
      public Integer take() {
        int taken = games;
        games = 0;
        return taken;
      }
    };
  }

  @Override
  public Codec<Integer> codec() {
    return CODEC;
  }

  @Override
  public void open(BitSet kept) {
    long toPlay = (long) (deals - kept.get(0, deals).cardinality()) * orders;
    bar = new ProgressBar(System.err, task, unit, toPlay, done::get, ProgressBar.stderrIsTerminal());
  }

  @Override
  public void accept(int deal, Integer games) {
    done.addAndGet(games);
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
      bar = null;
    }
  }
}
