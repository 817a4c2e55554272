package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.agents.Agent;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * Fuzzing of the competition-108 HTTP interface both ways: the replies an external AI sends us
 * ({@link PlatformReply}, read at a seat's real turn, claim or ting question) and the requests our own
 * {@code serve-108} is posted ({@link PlatformRequest} answered by an {@link AgentService}). Seeds are the
 * requests and replies of three real games, mutated. A reply means an action there or is refused with an
 * {@link IllegalArgumentException} saying why (a wrong answer, WA); a request is answered or refused with
 * one (HTTP 400 naming the field or history entry); never another exception (which would be HTTP 500, or
 * a failed table).
 */
@AddLifecycleHook(FuzzTries.class)
final class Http108FuzzTest {
  private static final Rules RULES = Rulebook.rules(Variant.SUITS_108, Map.of());
  private static final AgentService SERVICE = new AgentService(RULES, AgentRegistry.byId("tsumogiri").factory(Map.of()), 0);
  private static final int GAMES = 3;
  /** Words of the interface: fields, action names, platform tile codes. */
  private static final List<String> TOKENS = List.of("\"action_type\"", "\"action_content\"", "\"note\"", "\"seat\"", "\"dealer\"",
      "\"hand\"", "\"chow_hand\"", "\"pon_hand\"", "\"kon_hand\"", "\"history\"", "\"special\"", "Discard", "Listen", "Chow", "Pon",
      "Pen", "Kon", "Win", "Pass", "C1", "D5", "B9", "C9C9C9C9", "B1B2B3", "0,Discard,C1", "1,Pon,D5D5D5", "3,Kon,", ",", "\"\"");
  private static final List<Position> POSITIONS = positions();

  /** A decision of a real game, with the request that asks it and the reply our service gives. */
  private record Position(Seat seat, Observation seen, Decision decision, String request, String reply) {}

  @Property(tries = 600)
  void reply_meansAnActionOrIsRefused(@ForAll("positionIndices") int index, @ForAll("replies") String body) {
    Position p = POSITIONS.get(index);
    try {
      PlatformReply reply = PlatformReply.parse(body);
      if (p.decision() instanceof TurnDecision) {
        reply.turnAction(p.seen());
      } else if (p.decision() instanceof ClaimDecision c) {
        reply.claim(c.options(p.seat()).orElseThrow());
      } else {
        reply.openingAction();
      }
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).isNotBlank();
    }
  }

  @Property(tries = 600)
  void request_answeredOrRefusedSayingWhy(@ForAll("requests") String body) {
    try {
      PlatformReply reply = SERVICE.answer(PlatformRequest.parse(body));
      assertThat(PlatformReply.parse(reply.toJson())).isEqualTo(reply);
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).isNotBlank();
    }
  }

  @Provide
  Arbitrary<Integer> positionIndices() {
    return Arbitraries.integers().between(0, POSITIONS.size() - 1);
  }

  @Provide
  Arbitrary<String> replies() {
    return Mutants.text(POSITIONS.stream().map(Position::reply).distinct().toList(), TOKENS);
  }

  @Provide
  Arbitrary<String> requests() {
    return Mutants.text(POSITIONS.stream().map(Position::request).toList(), TOKENS);
  }

  /** Every decision of three seeded games that the interface asks (a ting seat's hidden ones are not). */
  private static List<Position> positions() {
    List<Position> positions = new ArrayList<>();
    GameObserver recorder = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation seen, Decision decision) {
        if (!PlatformRequest.tingHidden(seen)) {
          PlatformRequest request = PlatformRequest.of(seen);
          positions.add(new Position(seat, seen, decision, request.toJson(), SERVICE.answer(request).toJson()));
        }
      }
    };
    for (long g = 0; g < GAMES; g++) {
      Game game = RULES.deal(Seeds.generator(g));
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = AgentRegistry.byId(s % 2 == 0 ? "fanfou-op" : "random").factory(Map.of()).create(g * 4 + s);
      }
      new Driver(List.of(recorder)).play(game, agents);
    }
    assertThat(positions).hasSizeGreaterThan(100);
    return positions;
  }
}
