package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentRegistry;
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
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * Every decision of seeded competition-108 games, written as the platform's request and folded back:
 * the seat's concealed tiles, draw, melds, the public facts and the wall's count come out as at the table,
 * and the engine finds the same decision with the same legal actions.
 */
final class RequestFoldTest {
  private static final int GAMES = 60;

  @ParameterizedTest(name = "wall {0}")
  @ValueSource(strings = {"shared", "per-seat-blocks"})
  void everyDecision_foldsBackToTheSameDecision(String wall) {
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
    assertThatThrownBy(() -> fold(rules, 0, 0, "C1C1C1", List.of()))
        .hasMessageContaining("the hand has 3 tiles");
    assertThatThrownBy(() -> fold(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Discard,C1", "2,Discard,B1")))
        .hasMessageContaining("history entry 1 '2,Discard,B1': seat 1 was to draw, not seat 2");
    assertThatThrownBy(() -> fold(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Fly,C1")))
        .hasMessageContaining("unknown action 'Fly'");
    assertThatThrownBy(() -> fold(rules, 2, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", List.of("0,Discard,C1", "2,Chow,C1C2C3")))
        .hasMessageContaining("may only chow the discard of the seat before it");
    assertThatThrownBy(() -> fold(rules, 1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3X4", List.of("0,Discard,C1")))
        .hasMessageContaining("'X4' is not a tile code");
  }

  @Test
  void platformCodes_cIsCharactersDIsDotsBIsBamboo() {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    Observation seen = RequestFold.fold(rules, new PlatformRequest(1, 0, "C1C2C3D4D5D6B7B8B9C5C5D1D1", "", "", "",
        List.of("0,Discard,B2"), "")).seen();
    assertThat(org.mjarena.engine.tile.Tiles.compact(seen.concealed())).isEqualTo("12355m 789s 11456p");
    assertThat(seen.river(Seat.S0).get(0).tile().code()).isEqualTo("T2");
  }

  private static RequestFold.Question fold(Rules rules, int seat, int dealer, String hand, List<String> history) {
    return RequestFold.fold(rules, new PlatformRequest(seat, dealer, hand, "", "", "", history, ""));
  }

  /** Checks each decision as the driver is about to ask it. */
  private static final class Checker implements GameObserver {
    private final Rules rules;
    int turns;
    int claims;
    int listens;

    Checker(Rules rules) {
      this.rules = rules;
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      if (PlatformRequest.tingHidden(seen)) {
        return;
      }
      PlatformRequest request = PlatformRequest.of(seen);
      assertThat(PlatformRequest.parse(request.toJson())).isEqualTo(request);
      RequestFold.Question q = RequestFold.fold(rules, request);
      String where = request.toJson();
      Observation folded = q.seen();
      assertThat(folded.concealed()).as(where).isEqualTo(seen.concealed());
      assertThat(folded.drawn()).as(where).isEqualTo(seen.drawn());
      assertThat(folded.wallRemaining()).as(where).isEqualTo(seen.wallRemaining());
      for (Seat s : Seat.all()) {
        assertThat(folded.melds(s)).as(where).isEqualTo(seen.melds(s));
        assertThat(folded.handSize(s)).as(where).isEqualTo(seen.handSize(s));
        assertThat(folded.wallRemaining(s)).as(where).isEqualTo(seen.wallRemaining(s));
        assertThat(folded.concealedKongs(s)).as(where).isEqualTo(seen.concealedKongs(s));
        assertThat(tiles(folded.river(s))).as(where).isEqualTo(tiles(seen.river(s)));
        boolean written = request.history().stream().anyMatch(h -> h.startsWith(s.index() + ",Listen,"));
        assertThat(folded.isTing(s)).as(where).isEqualTo(written);
        assertThat(!seen.isTing(s) || written || s != seat).as(where).isTrue();
      }
      listens += request.history().stream().anyMatch(h -> h.contains(",Listen,")) ? 1 : 0;
      if (decision instanceof TurnDecision t) {
        turns++;
        assertThat(q.kind()).as(where).isEqualTo(RequestFold.Kind.TURN);
        TurnDecision d = (TurnDecision) q.pending();
        assertThat(d.legal()).as(where).isEqualTo(t.legal());
        assertThat(d.drawn()).as(where).isEqualTo(t.drawn());
        assertThat(d.isForced()).as(where).isEqualTo(t.isForced());
      } else if (decision instanceof ClaimDecision c) {
        claims++;
        assertThat(q.kind()).as(where).isEqualTo(RequestFold.Kind.CLAIM);
        ClaimOptions real = c.options(seat).orElseThrow();
        ClaimOptions options = ((ClaimDecision) q.pending()).options(seat).orElseThrow();
        assertThat(options).as(where).isEqualTo(real);
      } else {
        assertThat(q.kind()).as(where).isEqualTo(RequestFold.Kind.OPENING);
        assertThat(((OpeningDecision) q.pending()).asked()).as(where).contains(seat);
      }
    }

    private static List<String> tiles(List<RiverTile> river) {
      return river.stream().map(r -> r.tile().code() + (r.claimed() ? "*" : "")).toList();
    }
  }
}
