package org.mjarena.arena.interop;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * External programs run each in a process group of its own, so that the children they leave behind can
 * be ended with them: the program is started through {@code setsid}, under a small shell that ends the
 * group when the program exits. Every group still alive when the JVM exits (Ctrl-C, SIGTERM) is killed
 * by a shutdown hook, and from then on no program is started. Used by the Botzone bots and by the
 * 108-tile competition's HTTP services alike.
 */
public final class ProcessGroups {
  /**
   * Runs the program, then sends TERM to its process group (children it left behind), ignoring it itself,
   * and exits with the program's status. The trap is set after the program ran, since ignored signals are
   * inherited.
   */
  private static final String WRAPPER = "\"$@\"; rc=$?; trap '' TERM; kill -TERM -$$ 2>/dev/null; exit $rc";
  private static final String SETSID = "setsid";
  /** The process groups alive, killed by the shutdown hook when the JVM exits. */
  private static final Set<Long> LIVE = ConcurrentHashMap.newKeySet();

  /** Set when the JVM begins to exit: from then on no program is started. */
  private static volatile boolean closing;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      closing = true;
      LIVE.forEach(ProcessGroups::killGroup);
    }, "bot-reaper"));
  }

  private ProcessGroups() {}

  /**
   * Starts {@code argv} in {@code directory}, in a process group of its own, its stderr copied to
   * {@code log}.
   *
   * @throws IOException           when the program cannot be started
   * @throws IllegalStateException when the JVM is exiting
   */
  public static Process start(List<String> argv, Path directory, BotLog log) throws IOException {
    List<String> all = new ArrayList<>(List.of(SETSID, "sh", "-c", WRAPPER, "sh"));
    all.addAll(argv);
    if (closing) {
      throw new IllegalStateException("not started: the arena is exiting");
    }
    Process p = new ProcessBuilder(all).directory(directory.toFile()).start();
    LIVE.add(p.pid());
    if (closing) {
      // The reaper may have run between the check and the start.
      killGroup(p.pid());
    }
    drain(p.getErrorStream(), log);
    return p;
  }

  /** Ends a process started here and its group, whatever state it is in. */
  public static void end(Process p) {
    if (p.isAlive()) {
      killGroup(p.pid());
    }
    try {
      p.getOutputStream().close();
      p.getInputStream().close();
    } catch (IOException e) {
      // already closed
    }
    LIVE.remove(p.pid());
  }

  /** Sends KILL to the process group led by {@code pid}: the wrapping shell, the program and its children. */
  public static void killGroup(long pid) {
    try {
      new ProcessBuilder("kill", "-KILL", "--", "-" + pid).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(1, TimeUnit.SECONDS);
    } catch (IOException e) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Copies a process's output stream (its stderr, or the stdout of a program that answers elsewhere) to
   * the log, on a thread of its own, until the process closes it: a pipe nobody reads fills up and stops
   * the program at its next print.
   */
  public static void drain(InputStream err, BotLog log) {
    Thread t = new Thread(() -> {
      byte[] chunk = new byte[4096];
      try (err) {
        int n;
        while ((n = err.read(chunk)) >= 0) {
          log.stderr(new String(chunk, 0, n, StandardCharsets.UTF_8));
        }
      } catch (IOException e) {
        // closed: the process is gone
      }
    }, "bot-stderr");
    t.setDaemon(true);
    t.start();
  }
}
