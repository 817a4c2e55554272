package org.mjarena.arena.output;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A progress bar with games/s and time left, on standard error, for runs longer than a few seconds.
 * On a terminal it redraws one line; otherwise (a log file, CI) it prints a line every
 * {@value #PLAIN_INTERVAL_MS} ms so logs stay short.
 */
public final class ProgressBar implements AutoCloseable {
  /** Runs shorter than this show no progress at all. */
  static final long DELAY_MS = 2000;
  static final long REDRAW_MS = 250;
  static final long PLAIN_INTERVAL_MS = 10_000;
  private static final int WIDTH = 30;

  private final PrintStream err;
  private final long total;
  private final LongSupplier done;
  private final boolean terminal;
  private final long start = System.nanoTime();
  private final Thread thread;
  private final AtomicLong lastPlain = new AtomicLong();
  private volatile boolean drawn;
  private volatile boolean stopped;

  /** Starts watching {@code done} out of {@code total} games. */
  public ProgressBar(PrintStream err, long total, LongSupplier done, boolean terminal) {
    this.err = err;
    this.total = total;
    this.done = done;
    this.terminal = terminal;
    this.thread = new Thread(this::loop, "progress");
    thread.setDaemon(true);
    thread.start();
  }

  private void loop() {
    try {
      Thread.sleep(DELAY_MS);
      while (!stopped) {
        long elapsedMs = (System.nanoTime() - start) / 1_000_000;
        if (terminal) {
          err.print("\r" + line(done.getAsLong(), elapsedMs));
          err.flush();
          drawn = true;
        } else if (elapsedMs - lastPlain.get() >= PLAIN_INTERVAL_MS || lastPlain.get() == 0) {
          lastPlain.set(elapsedMs);
          err.println(line(done.getAsLong(), elapsedMs));
        }
        Thread.sleep(REDRAW_MS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** One progress line: bar, counts, speed and time left. */
  String line(long games, long elapsedMs) {
    double fraction = total == 0 ? 1 : Math.min(1, (double) games / total);
    int filled = (int) Math.round(fraction * WIDTH);
    double rate = elapsedMs == 0 ? 0 : games * 1000.0 / elapsedMs;
    String eta = rate == 0 ? "--" : duration((long) ((total - games) / rate));
    return String.format(Locale.ROOT, "[%s%s] %3.0f%%  %d/%d games  %.0f games/s  ETA %s   ", "#".repeat(filled),
        ".".repeat(WIDTH - filled), 100 * fraction, games, total, rate, eta);
  }

  private static String duration(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds / 60 % 60)
        : seconds >= 60 ? String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
  }

  /** Stops and clears the bar. */
  @Override
  public void close() {
    stopped = true;
    thread.interrupt();
    try {
      thread.join(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (drawn) {
      err.print("\r" + " ".repeat(100) + "\r");
      err.flush();
    }
  }
}
