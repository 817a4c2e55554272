package org.mjarena.arena.interop.http108;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A tiny AI of the competition interface for the tests, in this JVM: it answers {@code GET /} and posts
 * to {@code /Pubilc_MahJong} with whatever {@code replies} makes of the request's JSON; a reply of
 * {@code null} closes the connection without an answer, and one starting with {@code "status "} is sent
 * as that HTTP error. {@link #DISCARD_LAST} plays as the platform's default player: it discards the
 * last tile of its hand (the one drawn, where our requests put it) and passes everything else.
 */
final class TinyAi implements AutoCloseable {
  /** Discards the last tile of the hand on its own turn, passes otherwise. */
  static final Function<JsonNode, String> DISCARD_LAST = r -> {
    String hand = r.path("hand").asText();
    int melds = groups(r, "chow_hand") + groups(r, "pon_hand") + groups(r, "kon_hand");
    if (hand.length() / 2 == 14 - 3 * melds) {
      return "{\"action_type\":\"Discard\",\"action_content\":\"" + hand.substring(hand.length() - 2) + "\",\"note\":\"\"}";
    }
    return "{\"action_type\":\"Pass\",\"action_content\":\"\",\"note\":\"\"}";
  };
  private static final ObjectMapper MAPPER = new ObjectMapper();

  static {
    System.setProperty(AgentService.NO_DELAY, "true");
  }

  private final HttpServer server;

  private TinyAi(HttpServer server) {
    this.server = server;
  }

  /** A tiny AI on a free port answering with {@code replies}. */
  static TinyAi start(Function<JsonNode, String> replies) {
    try {
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      server.createContext("/", exchange -> handle(exchange, replies));
      // No executor: the server's own thread answers, with no hand-over, as a single-threaded Python AI does.
      server.start();
      return new TinyAi(server);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Where the requests go. */
  URI uri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + PlatformRequest.PATH);
  }

  @Override
  public void close() {
    server.stop(0);
  }

  private static int groups(JsonNode r, String field) {
    String s = r.path(field).asText();
    return s.isEmpty() ? 0 : s.split(",").length;
  }

  private static void handle(HttpExchange exchange, Function<JsonNode, String> replies) throws IOException {
    String reply;
    if (exchange.getRequestMethod().equals("GET")) {
      reply = "{\"result_code\":\"1\"}";
    } else {
      reply = replies.apply(MAPPER.readTree(exchange.getRequestBody().readAllBytes()));
    }
    if (reply == null) {
      exchange.close();
      return;
    }
    int status = 200;
    if (reply.startsWith("status ")) {
      status = Integer.parseInt(reply.substring(7));
      reply = "{}";
    }
    byte[] bytes = reply.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }
}
