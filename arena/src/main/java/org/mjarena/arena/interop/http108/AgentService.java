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
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.TurnAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One of our agents served over the 108-tile competition's HTTP interface ({@code competition-108.md}
 * section 12.1): {@code GET} on any path answers a fixed success object (the platform's health check),
 * {@code POST} on {@link PlatformRequest#PATH} answers the request with the agent's decision.
 *
 * <p>Each request is answered on its own, as the interface wants: {@link RequestFold} takes it into the
 * engine, and a fresh agent (from the factory, with the service's seed) decides, as a stateless AI
 * does. As our driver does, a decision with one legal action is answered without asking, and a seat
 * that may not claim passes unasked. So a deterministic agent answers as it would at our table, and an
 * agent that draws random numbers draws the same ones at every request. A request that is not a position
 * of the game is answered with HTTP 400 and a JSON object naming the reason; an agent that fails, 500.
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
    RequestFold.Question q = RequestFold.fold(rules, request);
    switch (q.kind()) {
      case TURN -> {
        if (!(q.pending() instanceof TurnDecision d) || d.seat().index() != request.seat()) {
          throw new IllegalArgumentException("the hand has a tile to discard, but the engine finds another decision "
              + "pending: " + q.pending());
        }
        TurnAction a = d.isForced() ? d.legal().get(0) : agent().decideTurn(q.seen(), d);
        return PlatformReply.of(a, q.seen());
      }
      case CLAIM -> {
        Optional<ClaimOptions> options = q.pending() instanceof ClaimDecision c ? c.options(q.seen().me()) : Optional.empty();
        if (options.isEmpty()) {
          return PlatformReply.PASS;
        }
        List<Claim> legal = options.get().legal();
        Claim c = legal.size() == 1 ? legal.get(0) : agent().decideClaim(q.seen(), options.get());
        return PlatformReply.of(c, options.get());
      }
      default -> {
        if (!(q.pending() instanceof OpeningDecision d) || !d.asked().contains(q.seen().me())) {
          return PlatformReply.PASS;
        }
        OpeningAction a = agent().decideOpening(q.seen(), d);
        return PlatformReply.of(a);
      }
    }
  }

  private Agent agent() {
    return agents.create(seed);
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
