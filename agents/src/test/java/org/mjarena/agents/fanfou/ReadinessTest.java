package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.Position;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * The fit of {@link Readiness}'s threshold, done again: MCR games of four Fanfou_op players (root seed
 * 1, 200 deals), and at every turn of every seat after its draw, each opponent's tenpai score T beside
 * whether that opponent's hand is really ready for an 8-fan win (an effective wait count above 0, as
 * {@link ReadyHands} counts it on the opponent's own observation). Thresholds from 5.45 (T with no
 * change) in steps of 0.5 are scored by F1 of "T at least the threshold" as a prediction of "ready";
 * the default must be the best, and must predict far better than chance.
 */
final class ReadinessTest {
  private static final int DEALS = 200;
  private static final long ROOT = 1;
  private static final double FIRST = 5.45;
  private static final double STEP = 0.5;
  private static final double LAST = 30;

  @Test
  void defaultThreshold_isTheBestFitOnArenaGames() {
    List<double[]> rows = observe();
    double bestF1 = -1;
    double best = Double.NaN;
    for (double threshold = FIRST; threshold < LAST; threshold += STEP) {
      double f1 = score(rows, threshold)[2];
      if (f1 > bestF1) {
        bestF1 = f1;
        best = threshold;
      }
    }
    assertThat(best).isCloseTo(Readiness.DEFAULT_THRESHOLD, offset(1e-9));

    double readyRate = rows.stream().mapToDouble(r -> r[1]).average().orElseThrow();
    double[] atDefault = score(rows, Readiness.DEFAULT_THRESHOLD);
    assertThat(rows).hasSizeGreaterThan(10_000);
    assertThat(atDefault[0]).as("precision against the ready rate %s", readyRate).isGreaterThan(2 * readyRate);
    assertThat(atDefault[1]).as("recall").isGreaterThan(0.6);
  }

  /** Precision, recall and F1 of "T at least {@code threshold}" over {@code rows} of (T, ready). */
  private static double[] score(List<double[]> rows, double threshold) {
    int truePositives = 0;
    int predicted = 0;
    int ready = 0;
    for (double[] r : rows) {
      boolean guess = r[0] >= threshold;
      predicted += guess ? 1 : 0;
      ready += r[1] > 0 ? 1 : 0;
      truePositives += guess && r[1] > 0 ? 1 : 0;
    }
    double precision = truePositives / (double) Math.max(1, predicted);
    double recall = truePositives / (double) Math.max(1, ready);
    double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    return new double[] {precision, recall, f1};
  }

  /** Rows of (T, 1 when ready else 0), one per opponent per turn. */
  private static List<double[]> observe() {
    McrRules rules = new McrRules();
    List<double[]> rows = new ArrayList<>();
    for (int deal = 0; deal < DEALS; deal++) {
      Game game = rules.deal(deal, Seeds.wall(ROOT, deal));
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < agents.length; s++) {
        agents[s] = new Fanfou(Version.OP, Seeds.derive(ROOT, Seeds.AGENT, deal, s));
      }
      GameObserver watch = new GameObserver() {
        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          if (!(decision instanceof TurnDecision) || seen.drawn().isEmpty()) {
            return;
          }
          for (Seat other : Seat.all()) {
            if (other != seat) {
              Position p = new Position();
              p.load(game.observation(other));
              rows.add(new double[] {Readiness.score(seen.river(other)), ReadyHands.effective(p, p.melds()) > 0 ? 1 : 0});
            }
          }
        }
      };
      new Driver(List.of(watch)).play(game, agents);
    }
    return rows;
  }
}
