package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.agents.Agent;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * A seat played by the tests' tiny AI: a well-behaved one plays as the platform's default player, and
 * each misbehaviour (an empty object, a pass on its own turn, a false win, an illegal chow, a late reply,
 * an HTTP error, a dropped connection) is a fault with its verdict, logged with the request and reply.
 */
final class HttpSeatTest {
  private static final String PASS = "{\"action_type\":\"Pass\",\"action_content\":\"\"}";

  @TempDir
  Path dir;

  @Test
  void discardLast_playsAsThePlatformsDefaultPlayer() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    try (TinyAi ai = TinyAi.start(TinyAi.DISCARD_LAST)) {
      for (long g = 0; g < 4; g++) {
        Game viaHttp = rules.deal(Seeds.generator(g));
        BotLog log = new BotLog();
        AnswerTimes times = new AnswerTimes();
        Agent[] seats = tsumogiri();
        seats[0] = new HttpSeat(Services.at(ai.uri(), 10_000, log, times), log);
        GameOutcome outcome = play(viaHttp, seats);
        Game direct = rules.deal(Seeds.generator(g));
        play(direct, tsumogiri());
        assertThat(outcome.faults()).isEmpty();
        assertThat(viaHttp.events()).isEqualTo(direct.events());
        assertThat(times.snapshot().getTotalCount()).isPositive();
      }
    }
  }

  @Test
  void emptyObject_wrongAnswer_sanctioned() throws IOException {
    Fault f = firstFault(r -> "{}", Map.of());
    assertThat(f.reason()).startsWith("WA: the reply has no action_type");
    assertThat(logged()).contains("error: WA: the reply has no action_type").contains("request: {\"seat\":0");
  }

  @Test
  void passOnOwnTurn_wrongAnswer() {
    assertThat(firstFault(r -> PASS, Map.of()).reason()).startsWith("WA: Pass is not an action on one's own turn");
  }

  @Test
  void falseWin_wrongAnswerFoundByTheEngine() throws IOException {
    Fault f = firstFault(r -> "{\"action_type\":\"Win\",\"action_content\":\"\"}", Map.of());
    assertThat(f.kind()).isEqualTo(Fault.Kind.ILLEGAL);
    assertThat(f.reported()).isFalse();
    assertThat(f.reason()).contains("self-drawn win").contains("not legal");
    assertThat(logged()).contains("not legal").contains("output: {\"action_type\":\"Win\"");
  }

  @Test
  void chowOnEveryClaim_illegalChowIsAWrongAnswer() {
    // Seat 0 answers every claim with a chow starting at the tile offered, which it cannot make (it holds no
    // such tiles, or the discarder does not sit before it); its turns are played as the default player.
    Function<JsonNode, String> chower = r -> {
      String turn = TinyAi.DISCARD_LAST.apply(r);
      if (turn.contains("Discard")) {
        return turn;
      }
      List<String> history = new java.util.ArrayList<>();
      r.path("history").forEach(h -> history.add(h.asText()));
      String last = history.get(history.size() - 1);
      String tile = last.substring(last.length() - 2);
      int n = Math.min(tile.charAt(1) - '0', 7);
      return "{\"action_type\":\"Chow\",\"action_content\":\"" + tile.charAt(0) + n + tile.charAt(0) + (n + 1)
          + tile.charAt(0) + (n + 2) + "\"}";
    };
    boolean sawIllegalChow = false;
    for (long g = 0; g < 20 && !sawIllegalChow; g++) {
      GameOutcome outcome = playOne(chower, Map.of("on_error", "default-action"), g);
      for (Fault f : outcome.faults()) {
        assertThat(f.kind()).as(f.reason()).isEqualTo(Fault.Kind.ILLEGAL);
        sawIllegalChow |= f.reason().contains("answered chow") && f.reason().contains("not legal");
      }
    }
    assertThat(sawIllegalChow).isTrue();
  }

  @Test
  void lateReply_timeLimitExceeded() {
    Function<JsonNode, String> slow = r -> {
      try {
        Thread.sleep(1500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return TinyAi.DISCARD_LAST.apply(r);
    };
    assertThat(firstFault(slow, Map.of(), 200).reason()).isEqualTo("TLE: no reply within 200 ms");
  }

  @Test
  void httpError_andDroppedConnection_runtimeErrors() {
    assertThat(firstFault(r -> "status 500", Map.of()).reason()).startsWith("RE: HTTP status 500 from http://127.0.0.1:");
    assertThat(firstFault(r -> null, Map.of()).reason()).startsWith("RE: no HTTP reply from");
  }

  @Test
  void defaultAction_theGameGoesOnAfterEachFault() {
    GameOutcome outcome = playOne(r -> "{}", Map.of("on_error", "default-action"), 0);
    assertThat(outcome.offender()).isEmpty();
    assertThat(outcome.faults()).hasSizeGreaterThan(3).allMatch(f -> f.seat() == Seat.S0 && f.reason().startsWith("WA: "));
  }

  @Test
  void replies_readLeniently() {
    ClaimOptions options = new ClaimOptions(Seat.S1, Tile.parse("T5"), Seat.S0, false, true, false, true, false, 0b111);
    assertThat(PlatformReply.parse("{\"action_type\":\"Pen\",\"action_content\":\"B5B5B5\"}").claim(options))
        .isEqualTo(Pung.INSTANCE);
    assertThat(PlatformReply.parse("{\"action_type\":\"pon\"}").claim(options)).isEqualTo(Pung.INSTANCE);
    assertThat(PlatformReply.parse("{\"action_type\":\"PASS\",\"action_content\":0,\"debug\":[1]}").claim(options))
        .isEqualTo(Pass.INSTANCE);
    assertThat(PlatformReply.parse("{\"action_type\":\"Win\",\"action_content\":5}").claim(options))
        .isEqualTo(ClaimWin.INSTANCE);
    assertThat(PlatformReply.parse("{\"action_type\":\"chow\",\"action_content\":\"B6B4B5\"}").claim(options))
        .isEqualTo(new Chow(Tile.parse("T4")));
    assertThatThrownBy(() -> PlatformReply.parse("{\"action_type\":\"Chow\",\"action_content\":\"B6B7B8\"}").claim(options))
        .hasMessageContaining("not a sequence with the tile offered, B5");
    assertThatThrownBy(() -> PlatformReply.parse("{\"action_type\":\"Pon\",\"action_content\":\"D5D5D5\"}").claim(options))
        .hasMessageContaining("does not name the tile offered, B5");
    assertThatThrownBy(() -> PlatformReply.parse("[]")).hasMessageContaining("not a JSON object");
    assertThatThrownBy(() -> PlatformReply.parse("{\"action_type\":\"Discard\"}").openingAction())
        .hasMessageContaining("not an answer to the ting question");
  }

  private Fault firstFault(Function<JsonNode, String> replies, Map<String, Object> rules) {
    return firstFault(replies, rules, 10_000);
  }

  private Fault firstFault(Function<JsonNode, String> replies, Map<String, Object> rules, int limitMs) {
    GameOutcome outcome = playOne(replies, rules, 0, limitMs);
    assertThat(outcome.faults()).isNotEmpty();
    Fault f = outcome.faults().get(0);
    assertThat(f.seat()).isEqualTo(Seat.S0);
    return f;
  }

  private GameOutcome playOne(Function<JsonNode, String> replies, Map<String, Object> rules, long deal) {
    return playOne(replies, rules, deal, 10_000);
  }

  /** One game with seat 0 played by a tiny AI answering {@code replies}, logged to {@code dir/seat.log}. */
  private GameOutcome playOne(Function<JsonNode, String> replies, Map<String, Object> rules, long deal, int limitMs) {
    Rules table = Rulebook.rules(Variant.SUITS_108, rules);
    try (TinyAi ai = TinyAi.start(replies)) {
      BotLog log = new BotLog();
      log.writeTo(dir.resolve("seat.log"));
      Agent[] seats = tsumogiri();
      seats[0] = new HttpSeat(Services.at(ai.uri(), limitMs, log, new AnswerTimes()), log);
      GameOutcome outcome = play(table.deal(Seeds.generator(deal)), seats);
      log.flush();
      return outcome;
    }
  }

  private static GameOutcome play(Game game, Agent[] seats) {
    GameOutcome outcome = new Driver().play(game, seats);
    for (int s = 0; s < seats.length; s++) {
      if (seats[s] instanceof HttpSeat seat) {
        seat.gameEnded(Seat.of(s), outcome);
        seat.close();
      }
    }
    return outcome;
  }

  private String logged() throws IOException {
    return Files.readString(dir.resolve("seat.log"));
  }

  private static Agent[] tsumogiri() {
    Agent[] seats = new Agent[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      seats[s] = AgentRegistry.byId("tsumogiri").factory(Map.of()).create(s);
    }
    return seats;
  }
}
