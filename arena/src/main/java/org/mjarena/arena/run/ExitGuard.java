package org.mjarena.arena.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Stops a run when the JVM is asked to exit (Ctrl-C, SIGTERM) and holds the exit until the run has
 * closed its sinks and written what it owes, for at most {@value #WAIT_S} seconds: the deals finished
 * before the signal are kept, and the run resumes from them. Closing the guard (after the run is done,
 * whether it finished or not) lets an exit go on.
 */
public final class ExitGuard implements AutoCloseable {
  /** How long an exiting JVM waits for the run to close: long enough to write, short enough not to hang. */
  static final long WAIT_S = 30;

  private final CountDownLatch closed = new CountDownLatch(1);
  private final Thread hook;

  /** Guards {@code run} from now until {@link #close()}. */
  public ExitGuard(Run run) {
    hook = new Thread(() -> {
      run.cancel();
      try {
        closed.await(WAIT_S, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  @Override
  public void close() {
    // Even when the results could not be written, an exiting JVM must not wait for them.
    closed.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // The JVM is exiting: the hook is running, and goes on now.
    }
  }
}
