package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/** Seeded random inputs for the benchmarks, built once in {@code @Setup}. */
final class Positions {
  private Positions() {}

  /** {@code count} random hands of {@code size} tiles from the 108-tile set. */
  static Hand[] hands(int count, int size, long seed) {
    UniformRandomProvider rng = Seeds.generator(seed);
    Hand[] hands = new Hand[count];
    int[] wall = new int[108];
    for (int i = 0; i < wall.length; i++) {
      wall[i] = i / 4;
    }
    for (int h = 0; h < count; h++) {
      for (int i = wall.length - 1; i > 0; i--) {
        int j = rng.nextInt(i + 1);
        int t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
      }
      Hand hand = new Hand();
      for (int i = 0; i < size; i++) {
        hand.add(wall[i]);
      }
      hands[h] = hand;
    }
    return hands;
  }

  /**
   * {@code count} positions of seeded 108-tile games of {@code lineup} (registry ids, seat 0 first) at
   * which Fanfou_mc samples: a seat to move after its draw, not ting, with another seat ting, whose
   * Fanfou_op answer is a plain discard of several it may make (so Algorithm 2 found no ting discard,
   * and Fanfou_mc runs Algorithm 3). Each is a copy of the game at that point, its own decision pending.
   */
  static List<Game> sampledDiscards(Rules rules, List<String> lineup, int count, long seed) {
    List<AgentFactory> factories = lineup.stream().map(id -> AgentRegistry.byId(id).factory(Map.of())).toList();
    AgentFactory op = AgentRegistry.byId("fanfou-op").factory(Map.of());
    List<Game> positions = new ArrayList<>();
    for (long deal = 0; positions.size() < count; deal++) {
      Game game = rules.deal(Seeds.wall(seed, deal));
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = factories.get(s).create(Seeds.derive(seed, Seeds.AGENT, deal, s));
      }
      long d = deal;
      GameObserver watch = new GameObserver() {
        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          if (positions.size() < count && decision instanceof TurnDecision turn && samples(seat, seen, turn)) {
            TurnAction answer = op.create(Seeds.derive(seed, d)).decideTurn(seen, turn);
            if (answer instanceof Discard) {
              positions.add(game.copy());
            }
          }
        }
      };
      new Driver(List.of(watch)).play(game, agents);
    }
    return positions;
  }

  private static boolean samples(Seat seat, Observation seen, TurnDecision turn) {
    if (seen.isTing(seat) || seen.drawn().isEmpty() || Long.bitCount(turn.discardMask()) < 2) {
      return false;
    }
    for (Seat other : Seat.all()) {
      if (other != seat && seen.isTing(other)) {
        return true;
      }
    }
    return false;
  }
}
