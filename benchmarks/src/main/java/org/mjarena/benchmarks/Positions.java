package org.mjarena.benchmarks;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.random.Seeds;

/** Inputs for the benchmarks, built once in {@code @Setup} from seeded random play. */
final class Positions {
  private Positions() {}

  /** {@code count} games paused at a turn decision, from random play with claims. */
  static Game[] turns(Rules rules, int count, long seed) {
    UniformRandomProvider rng = Seeds.generator(seed);
    List<Game> out = new ArrayList<>(count);
    long deal = 0;
    while (out.size() < count) {
      Game game = rules.deal(Seeds.wall(seed, deal++));
      while (!game.isOver() && out.size() < count) {
        Decision d = game.pending();
        if (d instanceof TurnDecision t) {
          if (rng.nextInt(8) == 0) {
            out.add(game.copy());
          }
          game.apply(t.legal().get(rng.nextInt(t.legal().size())));
        } else if (d instanceof ClaimDecision c) {
          Claim[] claims = new Claim[Seat.COUNT];
          for (ClaimOptions o : c.asked()) {
            claims[o.seat().index()] = rng.nextInt(4) == 0 ? o.legal().get(rng.nextInt(o.legal().size())) : o.defaultAction();
          }
          game.resolve(claims);
        } else if (d instanceof OpeningDecision o) {
          OpeningAction[] answers = new OpeningAction[Seat.COUNT];
          o.asked().forEach(s -> answers[s.index()] = Pass.INSTANCE);
          game.resolveOpening(answers);
        }
      }
    }
    return out.toArray(new Game[0]);
  }

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
}
