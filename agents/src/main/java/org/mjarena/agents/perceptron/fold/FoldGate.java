package org.mjarena.agents.perceptron.fold;

import org.mjarena.engine.Variant;

/**
 * Where the fold model is asked at all: a danger that shows in public and a hand far from winning, read
 * from the {@link FoldFeatures} of the position. The agent asks the classifier only at an open gate, and
 * {@code mjarena train fold-data --gated} labels only such positions, so the model is trained on the
 * positions it decides.
 *
 * <p><b>Why.</b> A fold lasts to the end of the hand ({@link FoldingAgent}), so a classifier asked every
 * turn folds at its first false alarm: a per-turn false-positive rate of a few percent, over the fifteen
 * or so turns of a hand, folds most hands. That is what the first MCR model did (wins 24.8% to 3.9%,
 * {@code docs/perceptron-fold.md}). In MCR the labels also say that folding rarely pays: a deal-in costs
 * the discarder only the hand's fan more than another player's win on a discard would, and nothing
 * more than a self-drawn win (MCR pays 8 from each player, and the fan from the discarder or from all
 * three on a self-drawn win), while folding gives up the player's own chance of 8 x 3 + fan.
 *
 * <p><b>MCR.</b> Open when the player's basic win distance (feature 0) is at least
 * {@link #MCR_MIN_DISTANCE}, so its own chance is small, and some opponent's tenpai score T is at least
 * Fanfou_mc's threshold (features 7, 15 and 23 at 1 or more): the only public sign of a ready hand MCR
 * has.
 *
 * <p><b>108 tiles.</b> Always open: the ting declaration, the public sign of danger, is among the
 * features, and the model shipped for that variant was trained on every position and meets the
 * paper's direction as it is ({@code docs/perceptron.md}, Table 11).
 */
public final class FoldGate {
  /**
   * The least own win distance at which an MCR player considers folding: at distance 1 or 0 the hand
   * is one tile from ready or ready, and the labels of such positions favour playing on most (mean
   * margin -10 to -27 points in the first MCR labels, against -3 to -12 at distance 2).
   */
  public static final int MCR_MIN_DISTANCE = 2;
  /** An opponent's readiness feature (T over Fanfou_mc's threshold) at or above which it looks ready. */
  public static final double READY = 1.0;

  private FoldGate() {}

  /** Whether the fold model is asked at a position of {@code variant} with these fold features. */
  public static boolean open(Variant variant, double[] features) {
    if (variant != Variant.MCR) {
      return true;
    }
    if (features[0] < MCR_MIN_DISTANCE) {
      return false;
    }
    for (int k = 0; k < FoldFeatures.OPPONENTS; k++) {
      if (features[FoldFeatures.OWN + k * FoldFeatures.PER_OPPONENT] >= READY) {
        return true;
      }
    }
    return false;
  }
}
