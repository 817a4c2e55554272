package org.mjarena.arena.interop;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;
import org.mjarena.arena.interop.sandbox.LoopbackBridge;
import org.mjarena.arena.interop.sandbox.Sandbox;

/**
 * One program outside the arena that plays for a lineup entry (a Botzone bot, a 108-tile competition
 * HTTP service): the one place where the arena starts, boxes, times and ends the programs it does not
 * control, each platform keeping only its protocol.
 *
 * <p>A program runs in its entry's {@link Sandbox}: where bubblewrap works, in a box whose PID namespace
 * ends every process the program started once it exits or is killed, and which may hold it to a memory limit
 * (then {@link #outOfMemory}) and measure its CPU time ({@link #cpuNanos}). Boxed or not, it runs in a process
 * group of its own: it is started through {@code setsid}, under a small shell that sends the group TERM when
 * the program exits, and the group is sent KILL once the shell has exited too; without the box, the
 * descendants found through the process tree are killed first, which reaches a child that left the group
 * ({@code setsid}) while its parent lives, though not one its parent left behind. Programs are started from one
 * long-lived thread, since a box dies with the thread that started it. What a program prints on stderr goes
 * to the entry's {@link BotLog}, and so does its stdout when it answers elsewhere ({@link #logStdout}): a pipe
 * nobody reads fills up and stops the program at its next print. A time limit ({@link #limit}) kills the whole
 * group when it passes; {@link #end} kills it at once. Every group still alive when the JVM exits (Ctrl-C,
 * SIGTERM) is killed by a shutdown hook, and from then on no program is started.
 */
public final class ExternalProcess {
  /**
   * Runs the program, then sends TERM to its process group (children it left behind), ignoring it itself,
   * and exits with the program's status. The trap is set after the program ran, since ignored signals are
   * inherited.
   */
  private static final String WRAPPER = "\"$@\"; rc=$?; trap '' TERM; kill -TERM -$$ 2>/dev/null; exit $rc";
  private static final String SETSID = "setsid";
  /** How long an ended program is waited for by {@link #endAndWait}. */
  private static final long EXIT_WAIT_SECONDS = 5;
  /**
   * How long {@link #end} waits for the last of what an ended program printed to reach the log: its pipes
   * close as its process group dies, so only a child that left the group can hold them open that long.
   */
  private static final long DRAIN_WAIT_MILLIS = 1000;
  /** The process groups alive, killed by the shutdown hook when the JVM exits. */
  private static final Set<Long> LIVE = ConcurrentHashMap.newKeySet();
  /**
   * Starts every program: a box started with bubblewrap's {@code --die-with-parent} is killed when the thread
   * that started it ends, so it is started from this thread, which lives as long as the JVM.
   */
  private static final ExecutorService LAUNCHER = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "bot-launcher");
    t.setDaemon(true);
    return t;
  });
  /** Kills the programs whose time limit passed. */
  private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "bot-watchdog");
    t.setDaemon(true);
    return t;
  });

  /** Set when the JVM begins to exit: from then on no program is started. */
  private static volatile boolean closing;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      closing = true;
      LIVE.forEach(ExternalProcess::killGroup);
    }, "bot-reaper"));
  }

  private final Process process;
  private final Sandbox.Launch launch;
  /** Where the arena reaches a service: the host's loopback port, or -1 for a program answering on stdout. */
  private final int port;
  /** The bridge from that port to a boxed service's socket, if any. */
  private final Optional<LoopbackBridge> bridge;
  /** The threads copying the program's output to the log. */
  private final List<Thread> drains = new CopyOnWriteArrayList<>();

  private ExternalProcess(Process process, Sandbox.Launch launch, int port, Optional<LoopbackBridge> bridge) {
    this.process = process;
    this.launch = launch;
    this.port = port;
    this.bridge = bridge;
  }

  /**
   * Starts {@code argv} in {@code directory}, in {@code box}, in a process group of its own, its stderr copied
   * to {@code log}.
   *
   * @throws org.mjarena.engine.play.PlayerFault a runtime error ({@link Verdict#RE}) when the program
   *                                              cannot be started, or the JVM is exiting
   */
  public static ExternalProcess start(Sandbox box, List<String> argv, Path directory, BotLog log) {
    return start(box, argv, directory, log, OptionalInt.empty(), -1, Optional.empty());
  }

  /**
   * Starts an HTTP service: {@code argv} given the port it is to listen on, in {@code directory}, in
   * {@code box}. The arena reaches it at {@link #port} on the host's loopback: the same port, or, in a box
   * without network, a bridge to the Unix socket the box listens on.
   *
   * @throws org.mjarena.engine.play.PlayerFault a runtime error ({@link Verdict#RE}) when the service cannot
   *                                              be started, or the JVM is exiting
   */
  public static ExternalProcess serve(Sandbox box, IntFunction<List<String>> argv, Path directory, BotLog log) {
    Optional<LoopbackBridge> bridge = Optional.empty();
    int port;
    try {
      if (box.bridged()) {
        bridge = Optional.of(new LoopbackBridge());
        port = bridge.get().port();
      } else {
        port = freePort();
      }
    } catch (IOException e) {
      throw Verdict.RE.fault("no free port: " + e.getMessage());
    }
    try {
      return start(box, argv.apply(port), directory, log, OptionalInt.of(port), port, bridge);
    } catch (RuntimeException e) {
      bridge.ifPresent(LoopbackBridge::close);
      throw e;
    }
  }

  private static ExternalProcess start(Sandbox box, List<String> argv, Path directory, BotLog log, OptionalInt inside,
      int port, Optional<LoopbackBridge> bridge) {
    if (closing) {
      throw Verdict.RE.fault("not started: the arena is exiting");
    }
    Sandbox.Launch launch;
    try {
      launch = box.launch(argv, directory, inside);
    } catch (IOException e) {
      throw Verdict.RE.fault("cannot box " + argv.get(0) + ": " + e.getMessage());
    }
    List<String> all = new ArrayList<>(List.of(SETSID, "sh", "-c", WRAPPER, "sh"));
    all.addAll(launch.argv());
    Process p;
    try {
      p = LAUNCHER.submit(() -> new ProcessBuilder(all).directory(directory.toFile()).start()).get();
    } catch (ExecutionException e) {
      launch.close();
      throw Verdict.RE.fault("cannot start " + argv.get(0) + ": " + e.getCause().getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      launch.close();
      throw Verdict.RE.fault("interrupted while starting " + argv.get(0));
    }
    LIVE.add(p.pid());
    // When the program has exited (and its shell with it, TERM sent to the group), KILL what is left in its
    // group: a child that ignores TERM would live on, and hold the program's stdout open.
    p.onExit().thenRun(() -> killGroup(p.pid()));
    if (closing) {
      // The reaper may have run between the check and the start.
      killGroup(p.pid());
    }
    launch.socket().ifPresent(socket -> bridge.ifPresent(b -> b.connectTo(socket)));
    ExternalProcess started = new ExternalProcess(p, launch, port, bridge);
    started.drain(p.getErrorStream(), log);
    return started;
  }

  /** Where the arena reaches a service started by {@link #serve}: a port on the host's loopback. */
  public int port() {
    return port;
  }

  /** True when the kernel killed the program, or a process it started, for going over its memory limit. */
  public boolean outOfMemory() {
    return launch.outOfMemory();
  }

  /** The CPU time the program and every process it started have used so far, where the box measures it. */
  public OptionalLong cpuNanos() {
    return launch.cpuNanos();
  }

  /** The program's standard input. */
  public OutputStream stdin() {
    return process.getOutputStream();
  }

  /** The program's standard output. */
  public InputStream stdout() {
    return process.getInputStream();
  }

  /** Copies the program's stdout to {@code log} too: for a program that answers elsewhere (over HTTP). */
  public void logStdout(BotLog log) {
    drain(process.getInputStream(), log);
  }

  /** True while the program runs. */
  public boolean isAlive() {
    return process.isAlive();
  }

  /** The exit status of a program that ended. */
  public int exitValue() {
    return process.exitValue();
  }

  /** Waits up to {@code nanos} for the program to end; true when it did. */
  public boolean waitFor(long nanos) throws InterruptedException {
    return process.waitFor(nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * A time limit on the program: {@code nanos} from now its whole process group is killed, unless the
   * limit is closed first.
   */
  public Limit limit(long nanos) {
    AtomicBoolean passed = new AtomicBoolean();
    ScheduledFuture<?> kill = WATCHDOG.schedule(() -> {
      passed.set(true);
      killGroup(process.pid());
    }, nanos, TimeUnit.NANOSECONDS);
    return new Limit(kill, passed);
  }

  /** A time limit set on a program by {@link #limit}. */
  public static final class Limit implements AutoCloseable {
    private final ScheduledFuture<?> kill;
    private final AtomicBoolean passed;

    private Limit(ScheduledFuture<?> kill, AtomicBoolean passed) {
      this.kill = kill;
      this.passed = passed;
    }

    /** True once the limit passed and the program was killed. */
    public boolean passed() {
      return passed.get();
    }

    /** Lifts the limit, if it has not passed. */
    @Override
    public void close() {
      kill.cancel(false);
    }
  }

  /**
   * Ends the program and its process group, whatever state it is in, closes its pipes, and lets what it
   * printed last reach the log, so that a crashed bot's last words are there with its error.
   */
  public void end() {
    if (process.isAlive()) {
      killGroup(process.pid());
    }
    try {
      process.getOutputStream().close();
      process.getInputStream().close();
    } catch (IOException e) {
      // already closed
    }
    LIVE.remove(process.pid());
    bridge.ifPresent(LoopbackBridge::close);
    process.onExit().thenRun(launch::close);
    try {
      for (Thread t : drains) {
        t.join(DRAIN_WAIT_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Ends the program as {@link #end} does, and waits a moment for it to be gone, so that it is not taken
   * for alive the moment after.
   */
  public void endAndWait() {
    end();
    try {
      process.waitFor(EXIT_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The program of a command line as the system would run it: a name with a slash resolved against
   * {@code folder}, a bare name looked up on the PATH.
   *
   * @throws IllegalArgumentException when it does not exist or is not executable
   */
  public static Path program(String name, Path folder) {
    if (name.contains("/")) {
      Path p = folder.resolve(name).normalize();
      if (!Files.exists(p)) {
        throw new IllegalArgumentException("'command' names " + p + ", which does not exist");
      }
      if (Files.isDirectory(p) || !Files.isExecutable(p)) {
        throw new IllegalArgumentException("'command' names " + p + ", which is not an executable file");
      }
      return p;
    }
    String path = System.getenv().getOrDefault("PATH", "");
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, name);
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return p;
      }
    }
    throw new IllegalArgumentException("'command' names " + name + ", which is not on the PATH");
  }

  /**
   * Sends KILL to the process group led by {@code pid} (the wrapping shell, the program and its children),
   * then to the descendants of {@code pid} found through the process tree before: the group first, so that the
   * shell does not live to report its program killed.
   */
  private static void killGroup(long pid) {
    List<ProcessHandle> tree = ProcessHandle.of(pid).map(h -> h.descendants().toList()).orElse(List.of());
    try {
      new ProcessBuilder("kill", "-KILL", "--", "-" + pid).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(1, TimeUnit.SECONDS);
    } catch (IOException e) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    tree.forEach(ProcessHandle::destroyForcibly);
  }

  /**
   * A port free on the loopback interface now. Another program may take it before the service binds it;
   * the service then fails to start, which is reported as such.
   */
  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /**
   * Copies one of the program's output streams to the log, on a thread of its own, until the program
   * closes it.
   */
  private void drain(InputStream err, BotLog log) {
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
    drains.add(t);
    t.start();
  }
}
