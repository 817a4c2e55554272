package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.engine.Game;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;

/**
 * What the adapter costs per request, measured without JMH: seat 0 of many games is played over HTTP by
 * the tests' tiny AI in this JVM (which does next to nothing: it reads the request's JSON and answers a
 * discard or a pass), so the time of an exchange is the adapter's own, the request made from the
 * observation, the JSON both ways and the HTTP round trip on the loopback. The figures are printed, not
 * checked (no timing assertions); the first games warm the JIT up and are not counted.
 *
 * <p>Also measured, without HTTP: the request made from the observation as JSON, and what
 * {@code serve-108} adds per request on its side before the agent decides, the request read and folded
 * into the engine and the decision worked out ({@link RequestFold}).
 */
final class HttpOverheadTest {
  private static final int WARM_UP_GAMES = 150;
  private static final int GAMES = 300;

  @Test
  void measure_adapterOverheadPerRequest() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    try (TinyAi ai = TinyAi.start(TinyAi.DISCARD_LAST)) {
      Histogram warm = play(rules, ai, 0, WARM_UP_GAMES);
      Histogram measured = play(rules, ai, WARM_UP_GAMES, GAMES);
      assertThat(warm.getTotalCount()).isPositive();
      assertThat(measured.getTotalCount()).isGreaterThan(GAMES);
      System.out.printf(Locale.ROOT, "http-108 adapter against the tiny AI in this JVM: %d requests, p50 %.1f us, "
          + "p99 %.1f us per request%n", measured.getTotalCount(), measured.getValueAtPercentile(50) / 1000.0,
          measured.getValueAtPercentile(99) / 1000.0);
    }
  }

  @Test
  void measure_requestAndFoldPerRequest() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    AgentService service = new AgentService(rules, AgentRegistry.byId("tsumogiri").factory(Map.of()), 0);
    Histogram folds = new Histogram(3_600_000_000_000L, 3);
    Histogram requests = new Histogram(3_600_000_000_000L, 3);
    for (long g = 0; g < WARM_UP_GAMES + GAMES; g++) {
      boolean counted = g >= WARM_UP_GAMES;
      Game game = rules.deal(Seeds.generator(g));
      new Driver(java.util.List.of(new org.mjarena.engine.play.GameObserver() {
        @Override
        public void beforeDecision(Seat seat, org.mjarena.engine.Observation seen, org.mjarena.engine.Decision d) {
          long start = System.nanoTime();
          PlatformRequest request = PlatformRequest.of(seen);
          String json = request.toJson();
          long made = System.nanoTime();
          service.answer(PlatformRequest.parse(json));
          if (counted) {
            requests.recordValue(made - start);
            folds.recordValue(System.nanoTime() - made);
          }
        }
      })).play(game, tsumogiri());
    }
    assertThat(folds.getTotalCount()).isGreaterThan(GAMES);
    System.out.printf(Locale.ROOT, "request made from the observation as JSON (arena side): p50 %.1f us, p99 %.1f us; "
        + "read, folded and decided (serve-108 side, tsumogiri): %d requests, p50 %.1f us, p99 %.1f us%n",
        requests.getValueAtPercentile(50) / 1000.0, requests.getValueAtPercentile(99) / 1000.0, folds.getTotalCount(),
        folds.getValueAtPercentile(50) / 1000.0, folds.getValueAtPercentile(99) / 1000.0);
  }

  /** Plays {@code games} games from deal {@code first} with seat 0 over HTTP; returns its exchange times. */
  private static Histogram play(Rules rules, TinyAi ai, long first, int games) {
    AnswerTimes times = new AnswerTimes();
    BotLog log = new BotLog();
    Services services = Services.at(ai.uri(), 10_000, log, times);
    for (long g = first; g < first + games; g++) {
      Agent[] seats = tsumogiri();
      HttpSeat seat = new HttpSeat(services, log);
      seats[0] = seat;
      assertThat(new Driver().play(rules.deal(Seeds.generator(g)), seats).faults()).isEmpty();
      seat.close();
    }
    return times.snapshot();
  }

  private static Agent[] tsumogiri() {
    Agent[] seats = new Agent[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      seats[s] = AgentRegistry.byId("tsumogiri").factory(Map.of()).create(s);
    }
    return seats;
  }
}
