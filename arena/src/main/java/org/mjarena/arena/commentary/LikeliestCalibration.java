package org.mjarena.arena.commentary;

import java.util.Arrays;

/**
 * Each player's correction of the probability the commentator gives its likeliest option, learned from how
 * often that option was taken: histogram binning (Zadrozny and Elkan, 2001), online. The likeliest option's
 * probability falls in one of ten bins; the player's past decisions in that bin say how far their hit rate
 * was from their probabilities, and the next probability in the bin is moved by that gap, shrunk toward no
 * move by {@value #PRIOR} decisions' worth of trust in the model. The other options share what is left in
 * the proportions the model gave them.
 *
 * <p>The model's softmax and its sharpness can only make a player's probabilities surer or less sure all
 * at once; a player the model finds too sure in the middle bins and right at the ends (as it found
 * {@code shanten-8fan}, which breaks ties at random) needs a correction bin by bin. The order of the options
 * never changes: the likeliest stays likeliest, so top-1 and top-3 are the model's, and only the
 * probabilities, and so the candidate set and a claim's summed probability, move.
 *
 * <p>Prequential as the learner: {@link #apply} uses only the decisions {@link #learn learned} before, and
 * the learner scores the corrected probabilities before it learns the answer.
 */
final class LikeliestCalibration {
  /**
   * How many decisions of its own a player's bin needs before its gap counts as much as the model. Chosen
   * on the four self-play tables (5, 10 and 20 tried, with the relative sharpness step): they could not
   * tell them apart (mean calibration error 0.0059, 0.0065 and 0.0072 over the tables' discards and
   * answers, mean log-loss 0.3976, 0.3969 and 0.3965), and 10 is the middle of both; docs/commentary.md
   * gives the real matches' figures under each.
   */
  static final double PRIOR = 10;
  /** Bins of the likeliest option's probability: tenths, as the calibration error counts them. */
  private static final int BINS = ChoiceScore.BINS;
  /** A probability this far below 1 at most, so that a log-loss stays finite when a sure move is missed. */
  private static final double MOST = 1 - 1e-6;

  /** Per player and bin: the decisions seen, and the sum of (taken ? 1 : 0) - probability over them. */
  private double[][] decisions = new double[0][];
  private double[][] gaps = new double[0][];
  private double[] corrected = new double[16];
  /** The decision last {@link #apply applied} to, until it is {@link #learn learned}: its bin, likeliest option and probability. */
  private int bin;
  private int likeliest;
  private double probability;

  /**
   * The probabilities {@code p} of the {@code n} options of a decision of player {@code entry}, corrected:
   * written to a buffer that the next call reuses.
   */
  double[] apply(int entry, double[] p, int n) {
    grow(entry, n);
    int top = 0;
    int second = -1;
    for (int i = 1; i < n; i++) {
      if (p[i] > p[top]) {
        second = top;
        top = i;
      } else if (second < 0 || p[i] > p[second]) {
        second = i;
      }
    }
    likeliest = top;
    probability = p[top];
    bin = Math.min(BINS - 1, (int) (probability * BINS));
    double rest = 1 - probability;
    if (second < 0 || rest <= 0) {
      System.arraycopy(p, 0, corrected, 0, n);
      return corrected;
    }
    double moved = probability + gaps[entry][bin] / (decisions[entry][bin] + PRIOR);
    // The least that keeps it ahead of the second once the rest is scaled: q > p2 (1 - q) / rest.
    double least = p[second] / (rest + p[second]) * (1 + 1e-9);
    double q = Math.max(least, Math.min(MOST, moved));
    for (int i = 0; i < n; i++) {
      corrected[i] = i == top ? q : p[i] * (1 - q) / rest;
    }
    return corrected;
  }

  /** Learns the answer {@code played} of the decision of {@code entry} last {@link #apply applied} to. */
  void learn(int entry, int played) {
    decisions[entry][bin]++;
    gaps[entry][bin] += (played == likeliest ? 1 : 0) - probability;
  }

  private void grow(int entry, int n) {
    if (entry >= decisions.length) {
      int old = decisions.length;
      decisions = Arrays.copyOf(decisions, entry + 1);
      gaps = Arrays.copyOf(gaps, entry + 1);
      for (int e = old; e <= entry; e++) {
        decisions[e] = new double[BINS];
        gaps[e] = new double[BINS];
      }
    }
    if (corrected.length < n) {
      corrected = new double[n];
    }
  }
}
