package org.mjarena.arena.interop.http108;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.play.PlayerFault;

/**
 * Where one {@code http-108} entry's requests go: a service already running at a URL, or services the
 * arena starts from a command line, one per seat that plays at a time. A seat {@link #lease leases} a
 * service for its game and gives it back when the game ends; a started service is kept for the next
 * game (an AI of this interface keeps nothing from one request to the next), and every one is ended
 * when the run is over ({@link #close}). A started service found dead, or killed after a late answer, is
 * started again before the next request, and counted ({@link #restarts}).
 *
 * <p>Requests are posted with the JDK's HTTP client over HTTP/1.1 (the platform's demo AIs are Python
 * {@code http.server}s); a reply must come within the time limit, its body included. Each exchange is timed
 * in the entry's {@link AnswerTimes}, a service's start included. Thread-safe.
 */
final class Services implements AutoCloseable {
  /** The HTTP status of a reply. */
  private static final int OK = 200;

  private final Optional<URI> url;
  private final Sandbox box;
  private final List<String> command;
  private final Path directory;
  private final long limitMillis;
  private final long startLimitMillis;
  private final BotLog log;
  private final AnswerTimes times;
  private final HttpClient client;
  private final Deque<ServiceProcess> idle = new ArrayDeque<>();
  private final List<ServiceProcess> started = new ArrayList<>();
  private final AtomicLong restarts = new AtomicLong();
  private boolean closed;

  private Services(Optional<URI> url, Sandbox box, List<String> command, Path directory, long limitMillis,
      long startLimitMillis, BotLog log, AnswerTimes times) {
    this.url = url;
    this.box = box;
    this.command = List.copyOf(command);
    this.directory = directory;
    this.limitMillis = limitMillis;
    this.startLimitMillis = startLimitMillis;
    this.log = log;
    this.times = times;
    this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofMillis(limitMillis)).executor(Runnable::run).build();
  }

  /** The service running at {@code url}, answering within {@code limitMillis}. */
  static Services at(URI url, long limitMillis, BotLog log, AnswerTimes times) {
    return new Services(Optional.of(url), Sandbox.off(Path.of(".")), List.of(), Path.of("."), limitMillis, 0, log, times);
  }

  /**
   * Services started from {@code command} (its program resolved, {@value ServiceProcess#PORT} where the
   * port goes) in {@code directory}, in {@code box}, each answering {@code GET /} within {@code startLimitMillis}
   * of its start and each request within {@code limitMillis}.
   */
  static Services started(Sandbox box, List<String> command, Path directory, long limitMillis, long startLimitMillis,
      BotLog log, AnswerTimes times) {
    return new Services(Optional.empty(), box, command, directory, limitMillis, startLimitMillis, log, times);
  }

  /** A service for one seat's game, to {@link Lease#close} when the game ends. */
  Lease lease() {
    if (url.isPresent()) {
      return new Lease(null);
    }
    synchronized (this) {
      ServiceProcess p = idle.poll();
      if (p == null) {
        p = new ServiceProcess(box, command, directory, startLimitMillis, client, log);
      }
      return new Lease(p);
    }
  }

  /** How many times a started service that had died, or had been killed after a late answer, was started again. */
  long restarts() {
    return restarts.get();
  }

  /** Ends every service started, and every one started from now on once its game ends. */
  @Override
  public synchronized void close() {
    closed = true;
    started.forEach(ServiceProcess::kill);
    started.clear();
    idle.clear();
  }

  private synchronized void giveBack(ServiceProcess p) {
    if (closed) {
      p.kill();
    } else {
      idle.push(p);
    }
  }

  private synchronized void remember(ServiceProcess p) {
    if (!started.contains(p)) {
      started.add(p);
    }
    if (closed) {
      p.kill();
    }
  }

  /** One seat's service for one game. Belongs to the seat's thread. */
  final class Lease implements AutoCloseable {
    private final ServiceProcess process;
    private boolean released;

    private Lease(ServiceProcess process) {
      this.process = process;
    }

    /**
     * Posts a request and returns the reply's body.
     *
     * @throws PlayerFault with {@link Verdict#TLE} when no reply came within the time limit, with
     *                     {@link Verdict#RE} when the service could not be started, died, or answered
     *                     with an HTTP error
     */
    String post(String json) {
      long start = System.nanoTime();
      try {
        return exchange(json);
      } finally {
        times.record(System.nanoTime() - start);
      }
    }

    /**
     * One exchange. A request that fails for want of a reply while the service still runs is sent once
     * more, within the same time limit: the JDK client keeps connections open between requests, and a
     * service that closes them after each reply, as the platform's Python services do (HTTP/1.0), may
     * have closed the one the client takes next; the client resends only idempotent requests itself.
     */
    private String exchange(String json) {
      URI target = url.orElseGet(this::ready);
      long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limitMillis);
      for (int attempt = 0; ; attempt++) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw late();
        }
        HttpRequest request = HttpRequest.newBuilder(target).timeout(Duration.ofNanos(left))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build();
        CompletableFuture<HttpResponse<String>> reply =
            client.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        HttpResponse<String> response;
        try {
          response = reply.get(left, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
          reply.cancel(true);
          throw late();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          reply.cancel(true);
          throw Verdict.RE.fault("interrupted");
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          if (cause instanceof HttpTimeoutException) {
            throw late();
          }
          if (process != null && !stillRunning()) {
            if (process.outOfMemory()) {
              throw Verdict.MLE.fault("the service was killed over its memory limit (memory_limit_mb) while answering");
            }
            throw Verdict.RE.fault("the service died while answering (exit status " + process.exitValue() + ")");
          }
          if (attempt == 0 && cause instanceof IOException) {
            continue;
          }
          throw Verdict.RE.fault("no HTTP reply from " + target + ": " + (cause instanceof IOException
              ? cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : " " + cause.getMessage()) : cause));
        }
        if (response.statusCode() != OK) {
          throw Verdict.RE.fault("HTTP status " + response.statusCode() + " from " + target);
        }
        if (process != null && process.cpuOver(TimeUnit.MILLISECONDS.toNanos(limitMillis))) {
          process.kill();
          throw Verdict.TLE.fault("used more than " + limitMillis + " ms of CPU time since its last reply");
        }
        return response.body();
      }
    }

    /** A late reply: a started service is killed, as a bot is on Botzone, and started again next time. */
    private PlayerFault late() {
      if (process != null) {
        process.kill();
      }
      return Verdict.TLE.fault("no reply within " + limitMillis + " ms");
    }

    /**
     * True when the service still runs a moment after its exchange failed: a service that is dying may
     * close its connections before its process is gone.
     */
    private boolean stillRunning() {
      for (int i = 0; i < 50 && process.isAlive(); i++) {
        try {
          Thread.sleep(2);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
      return process.isAlive();
    }

    /** The started service's address, starting it first, or again when it died. */
    private URI ready() {
      if (process.isAlive()) {
        return process.uri();
      }
      if (process.wasStarted()) {
        restarts.incrementAndGet();
        log.note("service " + process.uri() + (process.wasKilled() ? " had been killed by the arena (a late reply, or no answer to GET / in time)"
            : " had exited with status " + process.exitValue()) + "; started again");
      }
      remember(process);
      process.start();
      return process.uri();
    }

    /** Gives the service back for the next game. */
    @Override
    public void close() {
      if (process != null && !released) {
        released = true;
        giveBack(process);
      }
    }
  }
}
