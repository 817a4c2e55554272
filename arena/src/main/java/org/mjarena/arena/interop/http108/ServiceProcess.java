package org.mjarena.arena.interop.http108;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.arena.interop.sandbox.Sandbox;

/**
 * One AI service started by the arena from a command line, on a free port it chooses: the command's
 * {@value #PORT} is replaced by the port. It is run as every external program is ({@link ExternalProcess}),
 * in its entry's box (reached, when the box has no network, through a bridge to the port), and is ready
 * once {@code GET /} gets an answer; what it prints, on stdout and stderr, goes to the entry's log. Where
 * the box measures CPU time, the service's own from one reply to the next is held to the reply's limit
 * ({@link #cpuOver}). One instance serves one seat at a time.
 */
final class ServiceProcess {
  /** The placeholder of the command line that the port replaces. */
  static final String PORT = "{port}";
  /** How often a starting service is asked whether it is ready. */
  private static final long POLL_MILLIS = 20;
  /** How long one readiness check may take. */
  private static final Duration POLL_TIMEOUT = Duration.ofSeconds(1);

  private final Sandbox box;
  private final List<String> template;
  private final Path directory;
  private final long startLimitMillis;
  private final HttpClient client;
  private final BotLog log;

  private ExternalProcess process;
  private URI uri;
  /** The CPU time the service had used when it last answered, or was ready. */
  private long cpuSeen;
  /** Set when the arena killed the service, cleared when it starts it. */
  private boolean killed;

  /**
   * A service not yet started.
   *
   * @param template         the command line, with {@value #PORT} where the port goes
   * @param directory        where it runs
   * @param startLimitMillis how long it has to answer {@code GET /} once started
   */
  ServiceProcess(Sandbox box, List<String> template, Path directory, long startLimitMillis, HttpClient client,
      BotLog log) {
    this.box = box;
    this.template = List.copyOf(template);
    this.directory = directory;
    this.startLimitMillis = startLimitMillis;
    this.client = client;
    this.log = log;
  }

  /** True once started, even if it has died since. */
  boolean wasStarted() {
    return process != null;
  }

  /** True while its process runs, and the arena has not killed it. */
  boolean isAlive() {
    return process != null && !killed && process.isAlive();
  }

  /** True when the arena killed it (after a late reply), rather than it exiting. */
  boolean wasKilled() {
    return killed;
  }

  /** True when the kernel killed the service over its box's memory limit. */
  boolean outOfMemory() {
    return process != null && process.outOfMemory();
  }

  /**
   * True when the service used more than {@code limitNanos} of CPU time since it last answered (or was
   * ready), where its box measures it; the time is counted from now on afresh.
   */
  boolean cpuOver(long limitNanos) {
    long now = process.cpuNanos().orElse(cpuSeen);
    boolean over = now - cpuSeen > limitNanos;
    cpuSeen = now;
    return over;
  }

  /** The exit status of a service that died. */
  int exitValue() {
    return process.exitValue();
  }

  /** Where the platform's requests go: {@link PlatformRequest#PATH} on its port. */
  URI uri() {
    return uri;
  }

  /**
   * Starts the service (anew, if it ran before) and waits until it answers {@code GET /}.
   *
   * @throws org.mjarena.engine.play.PlayerFault a runtime error ({@link Verdict#RE}) when it cannot
   *                                              be started, exits, or does not answer in time
   */
  void start() {
    kill();
    process = ExternalProcess.serve(box, port -> template.stream().map(a -> a.replace(PORT, Integer.toString(port))).toList(),
        directory, log);
    killed = false;
    int port = process.port();
    // A service answers over HTTP: what it prints goes to the log, like its stderr.
    process.logStdout(log);
    URI root = URI.create("http://127.0.0.1:" + port + "/");
    uri = root.resolve(PlatformRequest.PATH.substring(1));
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startLimitMillis);
    HttpRequest get = HttpRequest.newBuilder(root).timeout(POLL_TIMEOUT).GET().build();
    while (true) {
      try {
        client.send(get, HttpResponse.BodyHandlers.discarding());
        cpuSeen = process.cpuNanos().orElse(0);
        return;
      } catch (IOException e) {
        // not listening yet
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        kill();
        throw Verdict.RE.fault("interrupted while starting");
      }
      if (!process.isAlive()) {
        throw (process.outOfMemory() ? Verdict.MLE : Verdict.RE).fault("the service exited with status "
            + process.exitValue() + " before answering GET /" + (process.outOfMemory() ? ", killed over its memory limit" : ""));
      }
      if (System.nanoTime() > deadline) {
        kill();
        throw Verdict.RE.fault("the service did not answer GET / within " + startLimitMillis + " ms of its start");
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        kill();
        throw Verdict.RE.fault("interrupted while starting");
      }
    }
  }

  /** Ends the service and its process group, if it runs, and waits a moment for it to be gone. */
  void kill() {
    if (process != null) {
      killed = true;
      process.endAndWait();
    }
  }
}
