package org.mjarena.agents.fanfou;

import java.util.List;
import org.mjarena.engine.RiverTile;

/**
 * Fanfou_mc's guess, in MCR, of whether an opponent is ready (听牌): MCR declares nothing, and Algorithm 3
 * of Wang et al. 2022 (seed 004) samples only the hands of ready opponents.
 *
 * <p>The model is the tenpai estimate the Quesheng thesis (seed 000, section 2.3.1.2, after Sato's
 * analysis of top human players) gives: a player who changes the tiles of its hand late in a hand is
 * closing in on a ready hand, scored
 * <pre>T = 0.07 x1 + 0.73 x2 + 1.73 x3 + 1.68 x4 + 1.74 x5 + 5.45</pre>
 * where {@code x1} counts the player's tile changes in its turns 1 to 3, {@code x2} in turns 4 to 6,
 * {@code x3} 7 to 9, {@code x4} 10 to 12 and {@code x5} from turn 13 on. A change (换牌) is read as a
 * discard that is not the tile just drawn (the river's tsumogiri mark is public), a discard after a
 * chow or pung included; the player's n-th discard is its turn n. The thesis says only that a larger T
 * means a ready hand is more likely; the threshold above which Fanfou_mc takes the player as ready is
 * the {@code ready_score} parameter, whose default was fitted on the arena's own MCR games (see
 * {@link #DEFAULT_THRESHOLD}). Public for the fold model's features (an MCR opponent's readiness,
 * {@code org.mjarena.agents.perceptron.fold.FoldFeatures}).
 */
public final class Readiness {
  /** The thesis's weights of the changes in turns 1-3, 4-6, 7-9, 10-12 and 13 on. */
  private static final double[] WEIGHTS = {0.07, 0.73, 1.73, 1.68, 1.74};
  /** The thesis's constant term. */
  private static final double CONSTANT = 5.45;
  /** Turns per range of the formula. */
  private static final int TURNS_PER_RANGE = 3;

  /**
   * The default threshold on T, fitted on the arena's own MCR games (ReadinessTest does the fit again):
   * four Fanfou_op players, root seed 1, 200 deals, each opponent at every turn of every seat (36,030
   * cases, 16.4% of them ready for an 8-fan win). Of the thresholds 5.45, 5.95, ... this one has the
   * best F1 score (0.450) as a prediction of "ready": 33% of the cases are taken as ready, with
   * precision 0.337 (twice the base rate) and recall 0.674. T is a weak signal: at no threshold are
   * most of the opponents taken as ready really ready.
   */
  public static final double DEFAULT_THRESHOLD = 10.45;

  private Readiness() {}

  /** The thesis's T for a player whose discards so far are {@code river}, in order. */
  public static double score(List<RiverTile> river) {
    double t = CONSTANT;
    for (int i = 0; i < river.size(); i++) {
      if (!river.get(i).tsumogiri()) {
        t += WEIGHTS[Math.min(i / TURNS_PER_RANGE, WEIGHTS.length - 1)];
      }
    }
    return t;
  }
}
