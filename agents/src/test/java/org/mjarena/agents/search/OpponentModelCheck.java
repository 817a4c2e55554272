package org.mjarena.agents.search;

import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.mjarena.agents.Agent;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentFactory;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.HiddenHand;
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
 * A manual measurement, not a test: the fit of {@link OpponentModel}'s table. Four copies of a strong
 * agent play; at each turn the mover's win distance (the hand it keeps) is counted by how many tiles
 * it has discarded, and so are hands drawn uniformly from what the mover cannot see for each opponent,
 * by that opponent's discards. Prints both distributions per bucket of discards.
 * {@code mvn -pl agents -am test -Dtest=OpponentModelCheck -Dmjarena.model=true
 * -Dsurefire.failIfNoSpecifiedTests=false -Dmjarena.variant=mcr -Dmjarena.agent=shanten-8fan -Dmjarena.games=300}
 */
@EnabledIfSystemProperty(named = "mjarena.model", matches = "true")
final class OpponentModelCheck {
  private static final int DISTANCES = 7;

  @Test
  void measure() {
    Variant variant = Variant.byId(System.getProperty("mjarena.variant", "mcr"));
    String agent = System.getProperty("mjarena.agent", "shanten-8fan");
    int games = Integer.getInteger("mjarena.games", 300);
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory factory = AgentRegistry.byId(agent).factory(Map.of());
    long[][] real = new long[OpponentModel.BUCKETS][DISTANCES];
    long[][] uniform = new long[OpponentModel.BUCKETS][DISTANCES];
    UniformRandomProvider rng = Seeds.generator(9);
    int kinds = variant.tileKinds();
    for (int deal = 0; deal < games; deal++) {
      Game game = rules.deal(deal, Seeds.wall(77, deal));
      Agent[] agents = new Agent[4];
      for (int s = 0; s < 4; s++) {
        agents[s] = factory.create(Seeds.derive(77, deal, s));
      }
      GameObserver count = new GameObserver() {
        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          if (!(decision instanceof TurnDecision)) {
            return;
          }
          int melds = seen.meldCount(seat);
          int d = HandDistance.of(seen.concealed(), melds, kinds);
          real[OpponentModel.bucket(seen.river(seat).size() + 1)][Math.max(0, Math.min(DISTANCES - 1, d))]++;
          for (Seat o : Seat.all()) {
            if (o == seat) {
              continue;
            }
            HiddenHand h = rules.hiddenHand(seen, o);
            for (int i = 0; i < 4; i++) {
              if (!h.draw(rng)) {
                continue;
              }
              int u = HandDistance.of(h.hand().counts(), h.melds().size(), kinds);
              uniform[OpponentModel.bucket(seen.river(o).size())][Math.max(0, Math.min(DISTANCES - 1, u))]++;
            }
          }
        }
      };
      new Driver(List.of(count)).play(game, agents);
    }
    for (int b = 0; b < OpponentModel.BUCKETS; b++) {
      StringBuilder sb = new StringBuilder("bucket " + b + ":");
      long rt = 0;
      long ut = 0;
      for (int d = 0; d < DISTANCES; d++) {
        rt += real[b][d];
        ut += uniform[b][d];
      }
      for (int d = 0; d < DISTANCES; d++) {
        sb.append(String.format(" d%d real %.3f uniform %.3f |", d, real[b][d] / (double) rt, uniform[b][d] / (double) ut));
      }
      System.out.println(sb);
    }
  }
}
