package org.mjarena.arena.tournament;

import org.mjarena.arena.config.SeatOrderMode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rules;
import org.mjarena.engine.param.Settings;

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
   * One game as the round trips compare it.
   *
   * @param outcome how it ended
   * @param events  its replay record
   */
  public record Game(GameOutcome outcome, byte[] events) {}

  /**
   * Every game of the run of {@code agents} (default parameters, seed 11, 2 threads) by {@code "deal/order"}:
   * every seat order of {@code deals} deals, or with 0 deals the four rotations of deal 0.
   */
  public static Map<String, Game> play(Rules rules, List<String> agents, int deals, Seating seating) throws Exception {
    Lineup lineup = lineup(rules, agents, Math.max(deals, 1), deals == 0 ? SeatOrderMode.ROTATIONS : SeatOrderMode.ALL, seating);
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), lineup.entries().stream().map(Lineup.Entry::identity).toList());
    Map<String, Game> games = new HashMap<>();
    for (PlayedGames.Game g : PlayedGames.of(lineup, orders, 2)) {
      games.put(g.result().deal() + "/" + g.result().order(), new Game(g.result().outcome(), g.events()));
    }
    return games;
  }

  /** The first game of {@link #play}'s run of one deal: deal 0 in the first rotation. */
  public static Game first(Rules rules, List<String> agents, Seating seating) throws Exception {
    return play(rules, agents, 0, seating).get("0/0");
  }

  private static Lineup lineup(Rules rules, List<String> agents, int deals, SeatOrderMode mode, Seating seating) {
    List<Lineup.Entry> entries = new ArrayList<>();
    for (int e = 0; e < agents.size(); e++) {
      AgentSpec spec = AgentRegistry.byId(agents.get(e));
      Settings settings = spec.settings(rules.variant(), Map.of());
      entries.add(new Lineup.Entry("e" + e, spec.id(), settings, seating.seat(e, spec.build().apply(settings))));
    }
    return new Lineup(Path.of("round-trip"), rules, 11, deals, mode, Optional.of(2), entries, RecordMode.EVENTS, Compression.NONE,
        CommentarySettings.OFF, Optional.empty());
  }
}
