package org.mjarena.arena.run;

import java.io.PrintStream;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarStyle;
import org.jline.terminal.impl.exec.ExecTerminalProvider;
import org.jline.terminal.spi.SystemStream;

/**
 * A progress bar with games/s and time left, on standard error, for runs longer than a few seconds,
 * drawn by the {@code me.tongfei:progressbar} library. On a terminal it redraws one line every
 * {@value #REDRAW_MS} ms and clears it at the end; otherwise (a log file, CI) it prints a plain line
 * every {@value #PLAIN_INTERVAL_MS} ms and a last one at the end, so logs stay short and readable.
 *
 * <p>The library renders and schedules; this class feeds it the count of finished games, holds its
 * output back for the first {@value #DELAY_MS} ms, and writes it. It never lets the library open a
 * JLine terminal (to measure the width, or to pick an output): JLine's native signal handling puts back
 * the default Ctrl-C action, and the JVM would then stop without running the shutdown hook that writes
 * the summary of an interrupted run (the JDK's own JLine upgrade hit this: JDK-8332921). So the line
 * has a fixed width of {@value #WIDTH} characters, which fits an 80-column terminal.
 */
public final class ProgressBar implements AutoCloseable {
  /** Runs shorter than this show no progress at all. */
  static final long DELAY_MS = 2000;
  /** How often a terminal's line is redrawn, and the count of finished games read. */
  static final int REDRAW_MS = 250;
  /** How often a plain line is printed when standard error is not a terminal. */
  static final int PLAIN_INTERVAL_MS = 10_000;
  /** The width of a drawn line. */
  static final int WIDTH = 79;

  private final me.tongfei.progressbar.ProgressBar bar;
  private final LongSupplier done;
  private final ScheduledExecutorService feeder = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "progress");
    t.setDaemon(true);
    return t;
  });

  /**
   * Starts watching {@code done} out of {@code total} {@code unit} (games, deals, examples), doing
   * {@code task} (playing, labelling, training).
   *
   * @param terminal whether {@code err} is a terminal ({@link #stderrIsTerminal()} for standard error):
   *                 a redrawn line, or plain lines
   */
  public ProgressBar(PrintStream err, String task, String unit, long total, LongSupplier done, boolean terminal) {
    this(err, task, unit, total, done, terminal, DELAY_MS, terminal ? REDRAW_MS : PLAIN_INTERVAL_MS);
  }

  ProgressBar(PrintStream err, long total, LongSupplier done, boolean terminal, long delayMs, int intervalMs) {
    this(err, "playing", "games", total, done, terminal, delayMs, intervalMs);
  }

  private ProgressBar(PrintStream err, String task, String unit, long total, LongSupplier done, boolean terminal,
      long delayMs, int intervalMs) {
    this.done = done;
    ProgressBarBuilder builder = new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
        .setStyle(ProgressBarStyle.ASCII).setUnit(" " + unit, 1)
        .showSpeed(new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)))
        .setUpdateIntervalMillis(intervalMs).setConsumer(new Output(err, terminal, System.nanoTime(), delayMs));
    if (terminal) {
      builder.clearDisplayOnFinish();
    }
    bar = builder.build();
    feeder.scheduleWithFixedDelay(() -> bar.stepTo(done.getAsLong()), 0, Math.min(intervalMs, REDRAW_MS), TimeUnit.MILLISECONDS);
  }

  /**
   * Whether standard error is a terminal. Java 17 cannot tell ({@code System.console()} looks at
   * standard input and output, so {@code mjarena run x.yaml 2> log} would fill the log with redrawn
   * lines); JLine's exec provider asks {@code test -t 2}, without opening a terminal. False where
   * there is no {@code test} command (Windows): plain lines then.
   */
  public static boolean stderrIsTerminal() {
    return new ExecTerminalProvider().isSystemStream(SystemStream.Error);
  }

  /** Stops: a last line with the final count, then, on a terminal, the line cleared. */
  @Override
  public void close() {
    feeder.shutdownNow();
    try {
      feeder.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    bar.stepTo(done.getAsLong());
    bar.close();
  }

  /** Writes what the library renders once the run has lasted the delay: over one line on a terminal, else as lines. */
  private static final class Output implements ProgressBarConsumer {
    private final PrintStream err;
    private final boolean terminal;
    private final long start;
    private final long delayMs;
    private boolean shown;
    /** Set once the line is cleared: a render the library had under way then must not draw it again. */
    private boolean cleared;
    /** The last line written: the library renders the final state twice when it stops, and a log needs it once. */
    private String last = "";

    Output(PrintStream err, boolean terminal, long start, long delayMs) {
      this.err = err;
      this.terminal = terminal;
      this.start = start;
      this.delayMs = delayMs;
    }

    @Override
    public int getMaxRenderedLength() {
      return WIDTH;
    }

    @Override
    public synchronized void accept(String rendered) {
      if (cleared || !shown && System.nanoTime() - start < TimeUnit.MILLISECONDS.toNanos(delayMs) || rendered.equals(last)) {
        return;
      }
      shown = true;
      last = rendered;
      if (terminal) {
        err.print("\r" + rendered);
      } else {
        err.println(rendered);
      }
      err.flush();
    }

    @Override
    public synchronized void clear() {
      if (shown) {
        err.print("\r" + " ".repeat(WIDTH) + "\r");
        err.flush();
      }
      cleared = true;
    }

    @Override
    public void close() {
      err.flush();
    }
  }
}
