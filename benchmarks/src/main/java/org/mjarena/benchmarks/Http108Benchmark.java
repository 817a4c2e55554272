package org.mjarena.benchmarks;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.interop.http108.AgentService;
import org.mjarena.arena.interop.http108.Http108Entry;
import org.mjarena.arena.interop.http108.PlatformReply;
import org.mjarena.arena.interop.http108.PlatformRequest;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the 108-tile competition's HTTP interface costs per request, on both sides, over the decisions of
 * seat 0 in seeded games of four tsumogiri players:
 *
 * <ul>
 *   <li>{@code exchange}: an {@code agent: http-108} seat asks an AI in this JVM that thinks not at all (it
 *       sends back a reply made beforehand), so the figure is the adapter's own: the request made from the
 *       observation, the JSON both ways and the HTTP round trip on the loopback;</li>
 *   <li>{@code request}: the request made from the observation, as JSON (the arena's side alone);</li>
 *   <li>{@code answer}: what {@code serve-108} adds before its agent (tsumogiri) decides: the request read,
 *       its events replayed into the seat's observation and the decision worked out by the engine.</li>
 * </ul>
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar Http108Benchmark} (sample mode: look at the p0.50
 * and p0.99 lines).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Http108Benchmark {
  /** Games whose seat-0 decisions are asked; enough positions that no one is asked twice in a row. */
  private static final int GAMES = 20;
  /** The HTTP status of a reply. */
  private static final int OK = 200;

  /** A decision of seat 0 with the reply an AI gives to it. */
  private record Position(Observation seen, Decision decision, String json, String reply) {}

  private final List<Position> positions = new ArrayList<>();
  private HttpServer ai;
  /** The reply the AI sends next; set by the benchmark's thread before each exchange. */
  private volatile String reply;
  private Agent seat;
  private AgentService service;
  private int next;

  @Setup
  public void setup() throws IOException {
    // As serve-108 and the platform's AIs do: without it the JDK's server makes each reply wait some 40 ms
    // for the client's delayed acknowledgement. Set before the first server is made, which reads it.
    System.setProperty(AgentService.NO_DELAY, "true");
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    AgentFactory tsumogiri = AgentRegistry.byId("tsumogiri").factory(Map.of());
    GameObserver collect = new GameObserver() {
      @Override
      public void beforeDecision(Seat s, Observation seen, Decision d) {
        if (s != Seat.S0 || PlatformRequest.tingHidden(seen)) {
          return;
        }
        PlatformReply answer = d instanceof TurnDecision t ? PlatformReply.of(t.defaultAction(), seen)
            : d instanceof ClaimDecision c ? PlatformReply.of(c.options(s).orElseThrow().defaultAction(), c.options(s).get())
            : null;
        if (answer != null) {
          positions.add(new Position(seen, d, PlatformRequest.of(seen).toJson(), answer.toJson()));
        }
      }
    };
    for (long g = 0; g < GAMES; g++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = tsumogiri.create(s);
      }
      new Driver(List.of(collect)).play(rules.deal(Seeds.generator(g)), agents);
    }
    ai = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    ai.createContext("/", this::reply);
    ai.start();
    String url = "http://127.0.0.1:" + ai.getAddress().getPort() + PlatformRequest.PATH;
    seat = Http108Entry.spec(Path.of("").toAbsolutePath()).factory(Map.of("url", url)).create(0);
    service = new AgentService(rules, tsumogiri, 0);
  }

  @TearDown
  public void tearDown() {
    seat.close();
    ai.stop(0);
  }

  /** One decision asked of the seat over HTTP, its reply read as the seat's action. */
  @Benchmark
  public Action exchange() {
    Position p = positions.get(next++ % positions.size());
    reply = p.reply();
    return p.decision() instanceof TurnDecision t ? seat.decideTurn(p.seen(), t)
        : seat.decideClaim(p.seen(), ((ClaimDecision) p.decision()).options(Seat.S0).orElseThrow());
  }

  /** One request made from the observation, as JSON. */
  @Benchmark
  public String request() {
    return PlatformRequest.of(positions.get(next++ % positions.size()).seen()).toJson();
  }

  /** One request answered by serve-108, without HTTP. */
  @Benchmark
  public PlatformReply answer() {
    return service.answer(PlatformRequest.parse(positions.get(next++ % positions.size()).json()));
  }

  private void reply(HttpExchange exchange) throws IOException {
    try (exchange) {
      exchange.getRequestBody().readAllBytes();
      byte[] body = reply.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(OK, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }
}
