package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * Every decision of seeded competition-108 games, written as the platform's request and read back into
 * the engine's events: the seat's concealed tiles, draw, melds, the public facts and the wall's count
 * come out as at the table, the engine finds the same decision with the same legal actions, and the reply
 * {@code serve-108} gives is an action the seat may play there.
 */
final class RequestEventsTest {
  private static final int GAMES = 60;

  @ParameterizedTest(name = "wall {0}")
  @ValueSource(strings = {"shared", "per-seat-blocks"})
  void everyDecision_readBackToTheSameDecision(String wall) {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of("wall", wall));
    Checker checker = new Checker(rules);
    for (long g = 0; g < GAMES; g++) {
      Game game = rules.deal(Seeds.generator(g));
      // Fanfou-op declares ting (before play too), pungs and kongs; the random robot chows and claims.
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = AgentRegistry.byId(s % 2 == 0 ? "fanfou-op" : "random").factory(Map.of()).create(g * 4 + s);
      }
      new Driver(List.of(checker)).play(game, agents);
    }
    assertThat(checker.turns).isGreaterThan(1000);
    assertThat(checker.claims).isGreaterThan(100);
    assertThat(checker.listens).isPositive();
  }

  @Test
  void requestsThatAreNoPosition_areRefusedWithTheReason() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    assertThatThrownBy(() -> read(rules, 0, 0, "C1C1C1", List.of()))
        .hasMessageContaining("the hand has 3 tiles");
    assertThatThrownBy(() -> read(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Discard,C1", "2,Discard,B1")))
        .hasMessageContaining("history entry 1 '2,Discard,B1': seat 1 was to draw, not seat 2");
    assertThatThrownBy(() -> read(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Fly,C1")))
        .hasMessageContaining("unknown action 'Fly'");
    assertThatThrownBy(() -> read(rules, 2, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Discard,C1", "2,Chow,C1C2C3")))
        .hasMessageContaining("may only chow the discard of the seat before it");
    assertThatThrownBy(() -> read(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3X4", List.of("0,Discard,C1")))
        .hasMessageContaining("'X4' is not a tile code");
  }

  @Test
  void platformCodes_cIsCharactersDIsDotsBIsBamboo() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    Observation seen = question(rules, new PlatformRequest(1, 0, "C1C2C3D4D5D6B7B8B9C5C5D1D1", "", "", "",
        List.of("0,Discard,B2"), "")).seen();
    assertThat(org.mjarena.engine.tile.Tiles.compact(seen.concealed())).isEqualTo("12355m 789s 11456p");
    assertThat(seen.river(Seat.S0).get(0).tile().code()).isEqualTo("T2");
  }

  private static AgentService.Question read(Rules rules, int seat, int dealer, String hand, List<String> history) {
    return question(rules, new PlatformRequest(seat, dealer, hand, "", "", "", history, ""));
  }

  /** What the request asks, as serve-108 reads it. */
  private static AgentService.Question question(Rules rules, PlatformRequest request) {
    return service(rules).question(request);
  }

  /** serve-108 with tsumogiri. */
  private static AgentService service(Rules rules) {
    return new AgentService(rules, AgentRegistry.byId("tsumogiri").factory(Map.of()), 0);
  }

  /** Checks each decision as the driver is about to ask it. */
  private static final class Checker implements GameObserver {
    private final AgentService service;
    int turns;
    int claims;
    int listens;

    Checker(Rules rules) {
      this.service = service(rules);
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      if (PlatformRequest.tingHidden(seen)) {
        return;
      }
      PlatformRequest request = PlatformRequest.of(seen);
      assertThat(PlatformRequest.parse(request.toJson())).isEqualTo(request);
      AgentService.Question q = service.question(request);
      PlatformReply reply = service.answer(request);
      String where = request.toJson();
      Observation read = q.seen();
      assertThat(read.concealed()).as(where).isEqualTo(seen.concealed());
      assertThat(read.drawn()).as(where).isEqualTo(seen.drawn());
      assertThat(read.wallRemaining()).as(where).isEqualTo(seen.wallRemaining());
      for (Seat s : Seat.all()) {
        assertThat(read.melds(s)).as(where).isEqualTo(seen.melds(s));
        assertThat(read.handSize(s)).as(where).isEqualTo(seen.handSize(s));
        assertThat(read.wallRemaining(s)).as(where).isEqualTo(seen.wallRemaining(s));
        assertThat(read.concealedKongs(s)).as(where).isEqualTo(seen.concealedKongs(s));
        assertThat(tiles(read.river(s))).as(where).isEqualTo(tiles(seen.river(s)));
        boolean written = request.history().stream().anyMatch(h -> h.startsWith(s.index() + ",Listen,"));
        assertThat(read.isTing(s)).as(where).isEqualTo(written);
        assertThat(!seen.isTing(s) || written || s != seat).as(where).isTrue();
      }
      listens += request.history().stream().anyMatch(h -> h.contains(",Listen,")) ? 1 : 0;
      if (decision instanceof TurnDecision t) {
        turns++;
        assertThat(q.kind()).as(where).isEqualTo(RequestEvents.Kind.TURN);
        TurnDecision d = (TurnDecision) q.pending();
        assertThat(d.legal()).as(where).isEqualTo(t.legal());
        assertThat(d.drawn()).as(where).isEqualTo(t.drawn());
        assertThat(d.isForced()).as(where).isEqualTo(t.isForced());
        assertThat(t.legal()).as(where).contains(reply.turnAction(seen));
      } else if (decision instanceof ClaimDecision c) {
        claims++;
        assertThat(q.kind()).as(where).isEqualTo(RequestEvents.Kind.CLAIM);
        ClaimOptions real = c.options(seat).orElseThrow();
        ClaimOptions options = ((ClaimDecision) q.pending()).options(seat).orElseThrow();
        assertThat(options).as(where).isEqualTo(real);
        assertThat(real.legal()).as(where).contains(reply.claim(real));
      } else {
        assertThat(q.kind()).as(where).isEqualTo(RequestEvents.Kind.OPENING);
        assertThat(((OpeningDecision) q.pending()).asked()).as(where).contains(seat);
        assertThat(reply.openingAction()).as(where).isEqualTo(Pass.INSTANCE);
      }
    }

    private static List<String> tiles(List<RiverTile> river) {
      return river.stream().map(r -> r.tile().code() + (r.claimed() ? "*" : "")).toList();
    }
  }
}
