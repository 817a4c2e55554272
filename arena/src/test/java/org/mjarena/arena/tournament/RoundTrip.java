package org.mjarena.arena.tournament;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.param.Settings;
import org.mjarena.arena.config.Lineup;
import org.mjarena.engine.Rules;

/**
 * The round-trip checks of our agents served as external bots (Botzone and the 108 competition's HTTP
 * interface): the same lineup played with some entries seated another way, every game kept by deal and
 * seat order so that the two runs can be compared game by game.
 */
public final class RoundTrip {
  private RoundTrip() {}

  /** Makes the factory of entry {@code e} from the in-process one. */
  public interface Seating {
    AgentFactory seat(int entry, AgentFactory inProcess);
  }

  /**
   * Every game of the run of {@code agents} by {@code "deal/order"}; with 0 deals, the first four seat
   * orders of deal 0.
   */
  public static Map<String, GameResult> play(Rules rules, List<String> agents, int deals, Seating seating) throws Exception {
    Tournament tournament = tournament(rules, agents, Math.max(deals, 1), seating);
    Map<String, GameResult> games = new HashMap<>();
    if (deals == 0) {
      for (int order = 0; order < 4; order++) {
        games.put("0/" + order, tournament.play(0, order));
      }
      return games;
    }
    tournament.run(deal -> {
      for (GameResult g : deal) {
        games.put(g.deal() + "/" + g.order(), g);
      }
    });
    return games;
  }

  /** A tournament of {@code agents} (default parameters, seed 11, every seat order, 2 threads, events recorded). */
  public static Tournament tournament(Rules rules, List<String> agents, int deals, Seating seating) {
    List<Lineup.Entry> entries = new ArrayList<>();
    for (int e = 0; e < agents.size(); e++) {
      AgentSpec spec = AgentRegistry.byId(agents.get(e));
      Settings settings = spec.settings(rules.variant(), Map.of());
      entries.add(new Lineup.Entry("e" + e, spec.id(), settings, seating.seat(e, spec.build().apply(settings))));
    }
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ALL, entries.stream().map(Lineup.Entry::identity).toList());
    return new Tournament(rules, entries, 11, deals, orders, 2, List::of, true);
  }
}
