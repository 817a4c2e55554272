package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.record.Probabilities;
import org.mjarena.arena.stats.Intervals;

/**
 * Scores the probabilities of one kind of decision against the options taken, per entry and overall: log-loss, Brier
 * score, top-1 and top-3, the candidate set (the fewest likeliest options whose probabilities reach
 * {@value #SET_MASS}, at most {@value #SET_MAX}, so that hit rate and set size compare with the thesis's
 * "about three" candidates), the expected calibration error of the likeliest option over ten bins beside the
 * error that chance alone gives a forecaster whose probabilities are exactly right ({@link #chanceError}), and
 * the first tenth of the decisions against the rest, where a reader sees the learning.
 */
final class ChoiceScore {
  /**
   * The probability the candidate set must reach. At 0.9 the set is smaller than the combined method's
   * candidates (1.9 to 2.63 tiles against 2.55 to 2.76 on real logs and self-play), so its hit rate is compared
   * with theirs at a disadvantage; as large as theirs on average, at 0.99, it hit 0.8 to 1.9 points more
   * before each player's calibration of its likeliest option (docs/commentary.md). Kept at 0.9, set before
   * those figures were seen: two likely tiles say more than three.
   */
  static final double SET_MASS = 0.9;
  /** The most tiles in the candidate set. */
  static final int SET_MAX = 3;
  /** Bins of the reliability diagram. */
  static final int BINS = 10;
  /** The standard normal distribution's 95th percentile: the one-sided bound of {@link #chanceError}. */
  private static final double Z95 = 1.6448536269514722;
  /** Its 97.5th percentile: the two-sided 95% range of {@link #chanceRange}. */
  private static final double Z975 = 1.959963984540054;

  private final Tally all = new Tally();
  private final List<Tally> byEntry = new ArrayList<>();
  private int[] order = new int[16];
  /** Of an answer to a discard, per {@link Reaction}: its answers' summed probability, and whether it was offered. */
  private final double[] kindMass = new double[Reaction.values().length];
  private final boolean[] kindOffered = new boolean[Reaction.values().length];

  /** Counts one decision, predicted with {@code p} (one probability per tile of {@code c}). */
  void add(Choice c, double[] p) {
    int n = c.options();
    if (order.length < n) {
      order = new int[n];
    }
    // The tiles by probability, the likeliest first; ties by tile order, so the figures do not hang on chance.
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = 1; i < n; i++) {
      int k = order[i];
      int j = i - 1;
      while (j >= 0 && p[order[j]] < p[k]) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = k;
    }
    int rank = 0;
    while (order[rank] != c.played()) {
      rank++;
    }
    int setSize = 0;
    double mass = 0;
    while (setSize < Math.min(SET_MAX, n) && mass < SET_MASS) {
      mass += p[order[setSize++]];
    }
    double brier = 0;
    for (int i = 0; i < n; i++) {
      double d = p[i] - (i == c.played() ? 1 : 0);
      brier += d * d;
    }
    double logLoss = -Math.log(Math.max(p[c.played()], Double.MIN_NORMAL));
    double confidence = p[order[0]];
    while (byEntry.size() <= c.entry()) {
      byEntry.add(new Tally());
    }
    int predicted = -1;
    if (c instanceof ClaimChoice claim) {
      Arrays.fill(kindMass, 0);
      Arrays.fill(kindOffered, false);
      for (int i = 0; i < n; i++) {
        kindMass[claim.kinds()[i]] += p[i];
        kindOffered[claim.kinds()[i]] = true;
      }
      predicted = predictedClaim(kindMass);
    }
    for (Tally t : new Tally[] {all, byEntry.get(c.entry())}) {
      t.add(logLoss, brier, rank, setSize, confidence);
      if (c instanceof ClaimChoice claim) {
        t.claim(claim.kinds()[c.played()], kindMass, kindOffered, predicted);
      }
    }
  }

  /**
   * The calibration error that chance alone gives over {@code decisions} decisions, were the probabilities
   * exactly right: its expected value and the value it stays under 95 times in 100. With a bin's likeliest
   * options taken at their probabilities p, its hits stray from the sum of its p with variance V, the sum of
   * p (1 - p) ({@code binVariance}), and add |hits - sum of p| / decisions to the error. Taking that straying
   * as normal (central limit), its mean is sqrt(2 V / pi) / decisions and its variance (1 - 2 / pi) V /
   * decisions^2; the bins are independent, so the means and the variances add, and the bound is the mean
   * plus 1.645 standard deviations. An error within it is one that a right forecaster shows on so few
   * decisions: 234 answers, for instance, give about 0.05 by chance.
   */
  static double[] chanceError(double[] binVariance, long decisions) {
    if (decisions == 0) {
      return new double[] {0, 0};
    }
    double mean = 0;
    double variance = 0;
    for (double v : binVariance) {
      mean += Math.sqrt(2 * v / Math.PI);
      variance += (1 - 2 / Math.PI) * v;
    }
    return new double[] {mean / decisions, (mean + Z95 * Math.sqrt(variance)) / decisions};
  }

  /**
   * The hit rates a right forecaster shows 95 times in 100 in a bin of {@code n} decisions of mean probability
   * {@code meanP}, whose hits vary by chance with {@code variance} (the sum of p (1 - p)): {@code meanP} give or
   * take 1.96 standard deviations, sqrt(variance) / n, kept within [0, 1].
   */
  static double[] chanceRange(double meanP, double variance, long n) {
    double spread = n == 0 ? 0 : Z975 * Math.sqrt(variance) / n;
    return new double[] {Math.max(0, meanP - spread), Math.min(1, meanP + spread)};
  }

  /**
   * A claim is predicted when its kind's answers together reach this probability. Chosen on the training
   * self-play ({@code configs/commentator/*-train*.yaml}): it gave the best mean chow and pung F1 over both
   * variants there (0.725, against 0.712 at 0.5 and 0.722 at 0.25).
   */
  static final double CLAIM_THRESHOLD = 0.3;

  /**
   * The claim kind predicted from each kind's summed probability ({@code mass}, by {@link Reaction}): the claim
   * kind of most probability (the first of equals), when it reaches {@link #CLAIM_THRESHOLD}; else a pass.
   */
  private static int predictedClaim(double[] mass) {
    int best = Reaction.CHOW.ordinal();
    for (int k = best + 1; k < mass.length; k++) {
      if (mass[k] > mass[best]) {
        best = k;
      }
    }
    return mass[best] >= CLAIM_THRESHOLD ? best : Reaction.NONE.ordinal();
  }

  /** The figures, with the entries named by {@code ids}. */
  Probabilities report(List<String> ids) {
    List<Probabilities.Score> agents = new ArrayList<>();
    for (int e = 0; e < ids.size(); e++) {
      agents.add((e < byEntry.size() ? byEntry.get(e) : new Tally()).score(Optional.of(ids.get(e))));
    }
    return new Probabilities(SET_MASS, SET_MAX, all.score(Optional.empty()), agents);
  }

  /** The figures of some decisions, kept one by one for the early and late parts. */
  private static final class Tally {
    private double[] logLosses = new double[64];
    private boolean[] top1s = new boolean[64];
    private int decisions;
    private double brier;
    private long top3;
    private long setHits;
    private long setSizes;
    private final long[] binCount = new long[BINS];
    private final double[] binProbability = new double[BINS];
    private final long[] binHits = new long[BINS];
    /** Per bin, the sum of p (1 - p) over its decisions' likeliest-option probabilities p: the variance of its hits by chance. */
    private final double[] binVariance = new double[BINS];
    /** Of answers to discards, per {@link Reaction}: offered, log-loss and Brier sums, and the predicted claims' hits. */
    private boolean ofClaims;
    private final long[] offered = new long[Reaction.values().length];
    private final double[] kindLogLoss = new double[Reaction.values().length];
    private final double[] kindBrier = new double[Reaction.values().length];
    private final long[] tp = new long[Reaction.values().length];
    private final long[] fp = new long[Reaction.values().length];
    private final long[] fn = new long[Reaction.values().length];

    /**
     * Counts an answer to a discard of kind {@code made}, each kind's summed probability {@code mass} and
     * whether it was {@code offered}, the claim predicted of kind {@code likeliest} ({@link #predictedClaim}).
     */
    void claim(int made, double[] mass, boolean[] offeredKinds, int likeliest) {
      ofClaims = true;
      for (int k = 1; k < mass.length; k++) {
        if (offeredKinds[k]) {
          double y = made == k ? 1 : 0;
          double q = Math.min(1, mass[k]);
          offered[k]++;
          kindLogLoss[k] += -Math.log(Math.max(y == 1 ? q : 1 - q, Double.MIN_NORMAL));
          kindBrier[k] += (q - y) * (q - y);
        }
      }
      if (likeliest == made) {
        tp[made]++;
      } else {
        fp[likeliest]++;
        fn[made]++;
      }
    }

    private Probabilities.ClaimKind kind(Reaction r) {
      int k = r.ordinal();
      long n = offered[k];
      long d = 2 * tp[k] + fp[k] + fn[k];
      return new Probabilities.ClaimKind(n, n == 0 ? 0 : kindLogLoss[k] / n, n == 0 ? 0 : kindBrier[k] / n, tp[k], fp[k],
          fn[k], d == 0 ? 0 : 2.0 * tp[k] / d, Intervals.f1(tp[k], fp[k], fn[k]));
    }

    void add(double logLoss, double brier, int rank, int setSize, double confidence) {
      if (decisions == logLosses.length) {
        logLosses = Arrays.copyOf(logLosses, 2 * decisions);
        top1s = Arrays.copyOf(top1s, 2 * decisions);
      }
      logLosses[decisions] = logLoss;
      top1s[decisions] = rank == 0;
      decisions++;
      this.brier += brier;
      top3 += rank < 3 ? 1 : 0;
      setHits += rank < setSize ? 1 : 0;
      setSizes += setSize;
      int bin = Math.min(BINS - 1, (int) (confidence * BINS));
      binCount[bin]++;
      binProbability[bin] += confidence;
      binHits[bin] += rank == 0 ? 1 : 0;
      binVariance[bin] += Math.max(0, confidence * (1 - confidence)); // a probability rounded past 1 adds nothing
    }

    Probabilities.Score score(Optional<String> id) {
      int early = (decisions + 9) / 10;
      double error = 0;
      List<Probabilities.Bin> bins = new ArrayList<>();
      for (int b = 0; b < BINS; b++) {
        long n = binCount[b];
        double meanP = n == 0 ? 0 : binProbability[b] / n;
        double hitRate = n == 0 ? 0 : (double) binHits[b] / n;
        error += decisions == 0 ? 0 : (double) n / decisions * Math.abs(hitRate - meanP);
        bins.add(new Probabilities.Bin(n, meanP, hitRate, chanceRange(meanP, binVariance[b], n)));
      }
      long top1 = count(0, decisions);
      return new Probabilities.Score(id, decisions, mean(0, decisions), per(brier), per(top1), Intervals.wilson(top1, decisions),
          per(top3), per(setHits), Intervals.wilson(setHits, decisions), per(setSizes), error, chanceError(binVariance, decisions), part(0, early),
          part(early, decisions), bins,
          ofClaims ? Optional.of(new Probabilities.Claims(kind(Reaction.CHOW), kind(Reaction.PUNG), kind(Reaction.KONG),
              kind(Reaction.WIN))) : Optional.empty());
    }

    private Probabilities.Part part(int from, int to) {
      int n = to - from;
      return new Probabilities.Part(n, mean(from, to), n == 0 ? 0 : (double) count(from, to) / n);
    }

    private double mean(int from, int to) {
      double sum = 0;
      for (int i = from; i < to; i++) {
        sum += logLosses[i];
      }
      return to == from ? 0 : sum / (to - from);
    }

    private long count(int from, int to) {
      long n = 0;
      for (int i = from; i < to; i++) {
        n += top1s[i] ? 1 : 0;
      }
      return n;
    }

    private double per(double x) {
      return decisions == 0 ? 0 : x / decisions;
    }
  }
}
