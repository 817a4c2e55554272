package org.mjarena.agents.perceptron.fold;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import libsvm.svm_node;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The fold check decides as LIBSVM does: with each shipped model, on the features of the turns of seeded
 * {@code fanfou-op} games, every discard held taken as the intended one, and on the same rows with
 * features moved at random (so that both answers are met), the decision value read with reused nodes
 * is above 0 exactly when LIBSVM's {@code svm_predict} gives the fold label, and the model folds where
 * it is above the model's threshold (the MCR model's is -1.4). Its effective-tiles feature is the
 * count of trying every kind on the whole hand.
 */
final class FoldCheckExactTest {
  private static final int POSITIONS = 150;

  @ParameterizedTest
  @EnumSource(Variant.class)
  void check_foldsWhereLibsvmPredictsFold(Variant variant) {
    FoldModel model = FoldModel.shipped(variant);
    List<double[]> rows = rows(variant);
    UniformRandomProvider rng = Seeds.generator(7);
    svm_node[] nodes = FoldModel.nodes(FoldFeatures.COUNT);
    int folds = 0;
    int checked = 0;
    for (double[] row : rows) {
      for (int moved = 0; moved < 4; moved++) {
        double[] x = row.clone();
        for (int i = 0; i < moved * 3; i++) {
          x[rng.nextInt(x.length)] += rng.nextInt(5) - 2;
        }
        boolean libsvm = model.predictedLabel(x) > 0;
        assertThat(model.decision(x, nodes) > 0).as(Arrays.toString(x)).isEqualTo(libsvm);
        assertThat(model.fold(x)).isEqualTo(model.decision(x) > model.threshold());
        folds += libsvm ? 1 : 0;
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(1000);
    assertThat(folds).as("rows the model folds").isPositive().isLessThan(checked);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void extract_effectiveTilesAreThoseOfTryingEveryKind(Variant variant) {
    List<double[]> rows = new ArrayList<>();
    List<Observation> seen = new ArrayList<>();
    List<Integer> intended = new ArrayList<>();
    collect(variant, rows, seen, intended);
    int positive = 0;
    for (int r = 0; r < rows.size(); r++) {
      Observation o = seen.get(r);
      int expected = tryingEveryKind(o, intended.get(r));
      assertThat(rows.get(r)[3]).as(o.concealed() + " discarding " + intended.get(r)).isEqualTo(expected);
      positive += expected > 0 ? 1 : 0;
    }
    assertThat(positive).isPositive();
  }

  /** The unseen copies of the kinds one more copy of which lowers the basic distance after the discard. */
  private static int tryingEveryKind(Observation o, int discard) {
    int[] counts = new int[Tile.KINDS];
    for (int t = 0; t < Tile.KINDS; t++) {
      counts[t] = o.concealedCount(Tile.of(t));
    }
    int melds = o.meldCount(o.me());
    int[] unseen = o.unseen();
    counts[discard]--;
    int distance = WinDistanceCalculator.basic(counts, melds);
    int effective = 0;
    for (int t = 0; t < o.variant().tileKinds(); t++) {
      if (unseen[t] > 0) {
        counts[t]++;
        effective += WinDistanceCalculator.basic(counts, melds) < distance ? unseen[t] : 0;
        counts[t]--;
      }
    }
    return effective;
  }

  /** The fold features of the turns of seeded games, each discard held taken as the intended one. */
  private static List<double[]> rows(Variant variant) {
    List<double[]> rows = new ArrayList<>();
    collect(variant, rows, new ArrayList<>(), new ArrayList<>());
    return rows;
  }

  /** The rows of {@link #rows}, with the position and the discard of each. */
  private static void collect(Variant variant, List<double[]> rows, List<Observation> positions, List<Integer> intended) {
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory op = AgentRegistry.byId("fanfou-op").factory(Map.of());
    FoldFeatures features = new FoldFeatures();
    List<Observation> seen = new ArrayList<>();
    GameObserver watch = new GameObserver() {
      @Override
      public void beforeDecision(Seat seat, Observation o, Decision decision) {
        if (seen.size() < POSITIONS && decision instanceof TurnDecision t && !t.isForced() && !o.isTing(seat)) {
          seen.add(o);
          for (long m = t.discardMask(); m != 0; m &= m - 1) {
            double[] x = new double[FoldFeatures.COUNT];
            features.extract(o, Long.numberOfTrailingZeros(m), x);
            rows.add(x);
            positions.add(o);
            intended.add(Long.numberOfTrailingZeros(m));
          }
        }
      }
    };
    for (long deal = 0; seen.size() < POSITIONS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = op.create(Seeds.derive(9, Seeds.AGENT, deal, s));
      }
      Game game = rules.deal(deal, Seeds.wall(9, deal));
      new Driver(List.of(watch)).play(game, agents);
    }
  }
}
