package org.mjarena.arena.commentary;

import java.util.Arrays;

/**
 * Each player's correction of the probability the commentator gives its likeliest option, learned from how
 * often that option was taken: histogram binning (Zadrozny and Elkan, 2001), online. The likeliest option's
 * probability falls in one of ten bins; the player's past decisions in that bin say how far their hit rate
 * was from their probabilities, and the next probability in the bin is moved by that gap, shrunk toward no
 * move by {@value #PRIOR} decisions' worth of trust in the model. A move up stops at the bin's hit rate
 * (shrunk the same way toward the probability itself): a probability above the bin's mean would otherwise
 * pass what the player ever showed, up to a certainty no player earns; and it leaves the other options at
 * least {@link #LEAST_DOUBT} of their share. They share what is left in the proportions the model gave them.
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
   * on the four self-play tables by the calibration error (5, 10 and 20 tried: their discards' and answers'
   * mean 0.0065, 0.0072 and 0.0081, with log-loss alike, 0.3952, 0.3951 and 0.3953); docs/commentary.md
   * gives the real matches' figures under each.
   */
  static final double PRIOR = 5;
  /**
   * The share of the others' probability a move up always leaves them: the likeliest grows at most a
   * thousandfold surer, so that a long run of hits never makes it a certainty (a miss would then cost a
   * log-loss of 708, the floor of a zero probability, instead of a few nats).
   */
  private static final double LEAST_DOUBT = 1e-3;
  /** Bins of the likeliest option's probability: tenths, as the calibration error counts them. */
  private static final int BINS = ChoiceScore.BINS;
  /** Per player and bin: the decisions seen, how many of them took the likeliest option, and the sum of (taken ? 1 : 0) - probability. */
  private double[][] decisions = new double[0][];
  private double[][] hits = new double[0][];
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
    double rest = 0; // the others' sum, not 1 less the top: near 1 the softmax's rounding parts the two
    for (int i = 0; i < n; i++) {
      rest += i == top ? 0 : p[i];
    }
    if (second < 0 || rest <= 0) {
      System.arraycopy(p, 0, corrected, 0, n);
      return corrected;
    }
    // Worked in the others' share, the doubt 1 - q, which stays exact where q rounds to 1.
    double trust = decisions[entry][bin] + PRIOR;
    double moved = rest - gaps[entry][bin] / trust;
    double hitRate = (decisions[entry][bin] - hits[entry][bin] + PRIOR * rest) / trust;
    // The most that keeps the likeliest ahead of the second once the rest is scaled: q > p2 (1 - q) / rest.
    double most = (rest - 1e-9 * p[second]) / (rest + p[second]);
    double doubt = Math.min(most, Math.max(Math.max(moved, Math.min(rest, hitRate)), LEAST_DOUBT * rest));
    for (int i = 0; i < n; i++) {
      corrected[i] = i == top ? 1 - doubt : p[i] * doubt / rest;
    }
    return corrected;
  }

  /** Learns the answer {@code played} of the decision of {@code entry} last {@link #apply applied} to. */
  void learn(int entry, int played) {
    int hit = played == likeliest ? 1 : 0;
    decisions[entry][bin]++;
    hits[entry][bin] += hit;
    gaps[entry][bin] += hit - probability;
  }

  private void grow(int entry, int n) {
    if (entry >= decisions.length) {
      int old = decisions.length;
      decisions = Arrays.copyOf(decisions, entry + 1);
      hits = Arrays.copyOf(hits, entry + 1);
      gaps = Arrays.copyOf(gaps, entry + 1);
      for (int e = old; e <= entry; e++) {
        decisions[e] = new double[BINS];
        hits[e] = new double[BINS];
        gaps[e] = new double[BINS];
      }
    }
    if (corrected.length < n) {
      corrected = new double[n];
    }
  }
}
