package org.mjarena.engine.play;

/**
 * A clock that a daemon thread advances every {@value #TICK_MILLIS} ms: reading it is a memory read,
 * where {@link System#nanoTime()} costs about 25 ns. The driver reads it around every decision to
 * enforce the time limit; its error is at most about one tick, which is negligible against limits
 * of a second or so.
 */
final class CoarseClock {
  /** How often the clock advances. */
  static final long TICK_MILLIS = 1;
  private static volatile long now = System.nanoTime();

  static {
    Thread ticker = new Thread(() -> {
      while (true) {
        try {
          Thread.sleep(TICK_MILLIS);
        } catch (InterruptedException e) {
          return;
        }
        now = System.nanoTime();
      }
    }, "coarse-clock");
    ticker.setDaemon(true);
    ticker.start();
  }

  private CoarseClock() {}

  /** The time of the last tick, on the {@link System#nanoTime()} scale. */
  static long now() {
    return now;
  }

  /** The longest a tick may lag behind real time, in nanoseconds: allowed for before calling an answer late. */
  static long tolerance() {
    return 2 * TICK_MILLIS * 1_000_000;
  }
}
