package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.tournament.RoundTrip;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.TurnAction;

/**
 * Our agents seated through the competition's HTTP interface ({@code agent: http-108} against
 * {@code mjarena serve-108}: {@link HttpSeat} posting to an {@link AgentService}) play the same games as
 * the same agents seated in process, event for event: in both walls, with the services in this JVM, and
 * once with the service a real process started from the entry's command.
 */
final class Http108RoundTripTest {
  /** Deterministic agents that claim, kong, declare ting and win; their seeds are never drawn from. */
  private static final List<String> AGENTS = List.of("fanfou-op", "default-order", "fanfou-ba", "tsumogiri");
  private static final int DEALS = 2;

  @TempDir
  Path tmp;

  @ParameterizedTest(name = "wall {0}")
  @ValueSource(strings = {"shared", "per-seat-blocks"})
  void roundTrip_sameGamesAsInProcess(String wall) throws Exception {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of("wall", wall, "time_per_decision_ms", 120_000));
    Map<String, RoundTrip.Game> direct = RoundTrip.play(rules, AGENTS, DEALS, (entry, factory) -> factory);
    AtomicInteger beyondDiscards = new AtomicInteger();
    List<AgentService.Server> servers = new ArrayList<>();
    List<Http108Entry.Factory> entries = new ArrayList<>();
    try {
      // Entries 0 and 2 are served over HTTP; with four entries every seat order has both.
      Map<String, RoundTrip.Game> viaHttp = RoundTrip.play(rules, AGENTS, DEALS, (entry, factory) -> {
        if (entry % 2 == 1) {
          return factory;
        }
        AgentService.Server server = serve(rules, counting(factory, beyondDiscards));
        servers.add(server);
        Http108Entry.Factory http = entry(Map.of("url", "http://127.0.0.1:" + server.port() + PlatformRequest.PATH));
        entries.add(http);
        return http;
      });
      assertThat(viaHttp.keySet()).isEqualTo(direct.keySet()).hasSize(DEALS * 24);
      for (String job : direct.keySet()) {
        assertThat(viaHttp.get(job).outcome().faults()).as("game %s", job).isEmpty();
        assertThat(viaHttp.get(job).events()).as("game %s", job).isEqualTo(direct.get(job).events());
      }
    } finally {
      servers.forEach(AgentService.Server::stop);
      entries.forEach(Http108Entry.Factory::close);
    }
    // The services' answers went beyond discards and passes: claims, kongs, ting or wins went over HTTP.
    assertThat(beyondDiscards.get()).isPositive();
  }

  @Test
  void realProcess_startedFromTheCommand_sameGamesAsInProcess() throws Exception {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of("time_per_decision_ms", 120_000));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> argv = List.of(java, "-cp", System.getProperty("java.class.path"), "org.mjarena.arena.cli.Main",
        "serve-108", "--agent", "fanfou-op", "--port", "{port}");
    Map<String, RoundTrip.Game> direct = RoundTrip.play(rules, AGENTS, 0, (entry, factory) -> factory);
    Http108Entry.Factory http = entry(Map.of("command", argv, "time_limit_ms", 60_000, "start_limit_ms", 120_000));
    http.log().writeTo(tmp.resolve("op.log"));
    Map<String, RoundTrip.Game> viaHttp;
    try {
      viaHttp = RoundTrip.play(rules, AGENTS, 0, (entry, factory) -> entry == 0 ? http : factory);
    } finally {
      http.close();
      http.log().flush();
    }
    for (String job : direct.keySet()) {
      assertThat(viaHttp.get(job).outcome().faults()).as(Files.readString(tmp.resolve("op.log"))).isEmpty();
      assertThat(viaHttp.get(job).events()).as("game %s", job).isEqualTo(direct.get(job).events());
    }
    assertThat(http.restarts()).isZero();
    assertThat(http.answerTimes().snapshot().getTotalCount()).isPositive();
  }

  private static Http108Entry.Factory entry(Map<String, Object> params) {
    AgentSpec spec = Http108Entry.spec(Path.of(".").toAbsolutePath());
    return (Http108Entry.Factory) spec.build().apply(spec.settings(Variant.SUITS_108, params));
  }

  private static AgentService.Server serve(Rules rules, AgentFactory factory) {
    try {
      return new AgentService(rules, factory, 0).serve(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The agents of {@code factory}, counting their answers that are neither a discard nor a pass. */
  private static AgentFactory counting(AgentFactory factory, AtomicInteger count) {
    return seed -> {
      Agent agent = factory.create(seed);
      return new Agent() {
        @Override
        public TurnAction decideTurn(Observation seen, TurnDecision decision) {
          TurnAction a = agent.decideTurn(seen, decision);
          if (!(a instanceof Discard)) {
            count.incrementAndGet();
          }
          return a;
        }

        @Override
        public Claim decideClaim(Observation seen, ClaimOptions options) {
          Claim c = agent.decideClaim(seen, options);
          if (!(c instanceof Pass)) {
            count.incrementAndGet();
          }
          return c;
        }

        @Override
        public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
          return agent.decideOpening(seen, decision);
        }
      };
    };
  }
}
