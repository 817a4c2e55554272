package org.mjarena.arena.interop.http108;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.mjarena.agents.AgentFactory;
import org.mjarena.arena.interop.AskedSeat;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.TurnDecision;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One of our agents served over the 108-tile competition's HTTP interface ({@code competition-108.md}
 * section 12.1): {@code GET} on any path answers a fixed success object (the platform's health check),
 * {@code POST} on {@link PlatformRequest#PATH} answers the request with the agent's decision.
 *
 * <p>Each request is answered on its own, as the interface wants: {@link RequestEvents} reads it into the
 * events it stands for, and a fresh agent (from the factory, with the service's seed) answers them in an
 * {@link AskedSeat}, as a stateless AI does, and as our driver would ask it. So a deterministic agent
 * answers as it would at our table, and an agent that draws random numbers draws the same ones at every
 * request. A request that is not a position of the game is answered with HTTP 400 and a JSON object
 * naming the reason; an agent that fails, 500.
 */
public final class AgentService {
  private static final Logger log = LoggerFactory.getLogger(AgentService.class);
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /** The health check's answer, shaped as the platform's demo services shape theirs. */
  static final String HEALTHY = "{\"result_code\":\"1\",\"result_desc\":\"Success\"}";
  private static final int OK = 200;
  private static final int BAD_REQUEST = 400;
  private static final int NOT_FOUND = 404;
  private static final int NOT_ALLOWED = 405;
  private static final int FAILED = 500;
  /** The seed of the stream sampled games draw from; their hidden tiles never change what may be done. */
  private static final long SAMPLE_SEED = 0x108;
  /** The JDK server's switch for TCP_NODELAY on its connections. */
  public static final String NO_DELAY = "sun.net.httpserver.nodelay";

  static {
    // The JDK's server writes a reply's headers and body apart; with Nagle's algorithm the body then waits
    // for the client's delayed acknowledgement, some 40 ms per request. Read when the server first loads.
    System.setProperty(NO_DELAY, "true");
  }

  private final Rules rules;
  private final AgentFactory agents;
  private final long seed;

  /** Serves the agents of {@code agents}, seeded with {@code seed}, under {@code rules} (competition-108). */
  public AgentService(Rules rules, AgentFactory agents, long seed) {
    this.rules = rules;
    this.agents = agents;
    this.seed = seed;
  }

  /**
   * The reply to one request.
   *
   * @throws IllegalArgumentException when the request is not a position of the game
   */
  public PlatformReply answer(PlatformRequest request) {
    Question q = question(request);
    AskedSeat seat = q.seat();
    switch (q.kind()) {
      case TURN -> {
        if (!(q.pending() instanceof TurnDecision d) || d.seat().index() != request.seat()) {
          throw new IllegalArgumentException("the hand has a tile to discard, but the engine finds another decision "
              + "pending: " + q.pending());
        }
        return PlatformReply.of(seat.turn(q.seen(), d), q.seen());
      }
      case CLAIM -> {
        Optional<ClaimOptions> options = seat.claimOptions(q.pending());
        if (options.isEmpty()) {
          return PlatformReply.PASS;
        }
        return PlatformReply.of(seat.claim(q.seen(), options.get()), options.get());
      }
      default -> {
        return seat.opening(q.seen(), q.pending()).map(a -> PlatformReply.of(a)).orElse(PlatformReply.PASS);
      }
    }
  }

  /**
   * What a request asks.
   *
   * @param seat    the asked seat, with a fresh agent, after the request's events
   * @param seen    its observation
   * @param pending the decision pending there, worked out by the engine (the others taken as not ting,
   *                which changes nothing the asked seat may do): the asked seat's turn, a claim or robbing
   *                decision (the seat may not be among those asked), or the ting question before play (or,
   *                when nobody could claim in the game taken up, whatever comes next)
   * @param kind    which of the three the request asks, told by the seat's tile count
   */
  record Question(AskedSeat seat, Observation seen, Decision pending, RequestEvents.Kind kind) {}

  /**
   * What {@code request} asks.
   *
   * @throws IllegalArgumentException naming what in the request is not a position of the game
   */
  Question question(PlatformRequest request) {
    RequestEvents.Read read = RequestEvents.read(rules, request);
    AskedSeat seat = new AskedSeat(rules, read.me(), agents.create(seed), SAMPLE_SEED);
    read.events().forEach(seat::accept);
    Decision pending;
    try {
      pending = seat.pending();
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("the request is not a position of the game: " + e.getMessage());
    }
    return new Question(seat, seat.seen(), pending, read.kind());
  }

  /**
   * Serves on {@code address} with {@code threads} threads, until {@link Server#stop}.
   *
   * @throws IOException when the address cannot be bound (a port in use)
   */
  public Server serve(InetSocketAddress address, int threads) throws IOException {
    HttpServer server = HttpServer.create(address, 0);
    ExecutorService executor = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "serve-108");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(executor);
    server.createContext("/", this::handle);
    server.start();
    return new Server(server, executor);
  }

  /** A running server. */
  public static final class Server implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService executor;

    private Server(HttpServer server, ExecutorService executor) {
      this.server = server;
      this.executor = executor;
    }

    /** The port it listens on. */
    public int port() {
      return server.getAddress().getPort();
    }

    /** Stops it at once. */
    public void stop() {
      server.stop(0);
      executor.shutdownNow();
    }

    @Override
    public void close() {
      stop();
    }
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String method = exchange.getRequestMethod();
      if (method.equals("GET")) {
        send(exchange, OK, HEALTHY);
        return;
      }
      if (!method.equals("POST")) {
        send(exchange, NOT_ALLOWED, error("only GET and POST " + PlatformRequest.PATH + " are served"));
        return;
      }
      if (!exchange.getRequestURI().getPath().equals(PlatformRequest.PATH)) {
        send(exchange, NOT_FOUND, error("requests are posted to " + PlatformRequest.PATH));
        return;
      }
      String body;
      try (InputStream in = exchange.getRequestBody()) {
        body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      String reply;
      try {
        reply = answer(PlatformRequest.parse(body)).toJson();
      } catch (IllegalArgumentException e) {
        log.debug("bad request {}: {}", body, e.getMessage());
        send(exchange, BAD_REQUEST, error(e.getMessage()));
        return;
      } catch (RuntimeException e) {
        log.warn("the agent failed on request {}", body, e);
        send(exchange, FAILED, error("the agent failed: " + e));
        return;
      }
      send(exchange, OK, reply);
    }
  }

  private static String error(String message) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("error", message);
    return o.toString();
  }

  private static void send(HttpExchange exchange, int status, String json) throws IOException {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }
}
