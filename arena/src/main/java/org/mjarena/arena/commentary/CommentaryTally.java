package org.mjarena.arena.commentary;

import java.util.Optional;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.CommentaryAccuracy;
import org.mjarena.arena.stats.Intervals;

/**
 * The commentator's accuracy over some decisions: for discards, how often the tile played was among the
 * candidates, at the top, or in the top three, and how many candidates there were; for each reaction,
 * true and false positives and false negatives over the seats asked about a discard. Only whole counts,
 * so tallies merge by addition in any order to the same figures whatever the threads.
 */
public final class CommentaryTally {
  /**
   * The least common multiple of 1 to 14, the most distinct tiles a hand can discard: the same-size
   * random baseline of each decision, candidates over legal discards, is a whole number of its parts.
   */
  static final long RANDOM_DENOMINATOR = 360_360;

  long decisions;
  long hits;
  long top1;
  long top3;
  long candidates;
  /** The sum over decisions of candidates / legal discards, in parts of {@link #RANDOM_DENOMINATOR}. */
  long randomHits;
  final long[] tp = new long[Reaction.values().length];
  final long[] fp = new long[Reaction.values().length];
  final long[] fn = new long[Reaction.values().length];
  /** Time spent predicting, and the predictions it covers: machine-dependent, kept out of the summary. */
  long nanos;
  long predictions;

  /** Counts one discard decision. */
  void discard(int[] ranked, int count, int played, int legalDiscards) {
    decisions++;
    candidates += count;
    randomHits += count * (RANDOM_DENOMINATOR / legalDiscards);
    for (int i = 0; i < count; i++) {
      if (ranked[i] == played) {
        hits++;
        top1 += i == 0 ? 1 : 0;
        top3 += i < 3 ? 1 : 0;
        break;
      }
    }
  }

  /** Counts one seat's answer to a discard against the reaction predicted. */
  void reaction(Reaction predicted, Reaction answered) {
    if (predicted == answered) {
      tp[predicted.ordinal()]++;
    } else {
      fp[predicted.ordinal()]++;
      fn[answered.ordinal()]++;
    }
  }

  /** Adds {@code other}'s counts to these. */
  public void add(CommentaryTally other) {
    decisions += other.decisions;
    hits += other.hits;
    top1 += other.top1;
    top3 += other.top3;
    candidates += other.candidates;
    randomHits += other.randomHits;
    for (int i = 0; i < tp.length; i++) {
      tp[i] += other.tp[i];
      fp[i] += other.fp[i];
      fn[i] += other.fn[i];
    }
    nanos += other.nanos;
    predictions += other.predictions;
  }

  /**
   * Writes every count, for {@link #read} where the games were not played: a cluster's driver, a resumed
   * run's journal.
   */
  public void write(Bytes.Out out) {
    for (long n : new long[] {decisions, hits, top1, top3, candidates, randomHits, nanos, predictions}) {
      out.varint(n);
    }
    for (int i = 0; i < tp.length; i++) {
      out.varint(tp[i]);
      out.varint(fp[i]);
      out.varint(fn[i]);
    }
  }

  /** The tally {@link #write} wrote. */
  public static CommentaryTally read(Bytes.In in) {
    CommentaryTally t = new CommentaryTally();
    t.decisions = in.varint();
    t.hits = in.varint();
    t.top1 = in.varint();
    t.top3 = in.varint();
    t.candidates = in.varint();
    t.randomHits = in.varint();
    t.nanos = in.varint();
    t.predictions = in.varint();
    for (int i = 0; i < t.tp.length; i++) {
      t.tp[i] = in.varint();
      t.fp[i] = in.varint();
      t.fn[i] = in.varint();
    }
    return t;
  }

  /** Discard decisions commented. */
  public long decisions() {
    return decisions;
  }

  /** Discards that were among the candidates. */
  public long hits() {
    return hits;
  }

  /** Share of discards among the candidates. */
  public double hitRate() {
    return ratio(hits, decisions);
  }

  /** The Wilson 95% interval of {@link #hitRate}. */
  public double[] hitRateCi95() {
    return Intervals.wilson(hits, decisions);
  }

  /** Mean number of candidates per discard decision. */
  public double meanCandidates() {
    return ratio(candidates, decisions);
  }

  /** Share of discards that were the first candidate. */
  public double top1Rate() {
    return ratio(top1, decisions);
  }

  /** Share of discards among the first three candidates. */
  public double top3Rate() {
    return ratio(top3, decisions);
  }

  /**
   * The hit rate of a guess of as many candidates drawn at random from the legal discards: the mean of
   * candidates / distinct legal discards. A hit rate means something only above it.
   */
  public double sameSizeRandomHitRate() {
    return decisions == 0 ? 0 : randomHits / (double) RANDOM_DENOMINATOR / decisions;
  }

  /** True positives of {@code r}: predicted and answered. */
  public long tp(Reaction r) {
    return tp[r.ordinal()];
  }

  /** False positives of {@code r}: predicted, answered otherwise. */
  public long fp(Reaction r) {
    return fp[r.ordinal()];
  }

  /** False negatives of {@code r}: answered, predicted otherwise. */
  public long fn(Reaction r) {
    return fn[r.ordinal()];
  }

  /** TP / (TP + FP). (The thesis's formulas 4.1-4.2 print a factor 2 in the numerators, a typo: it would exceed 1.) */
  public double precision(Reaction r) {
    return ratio(tp(r), tp(r) + fp(r));
  }

  /** TP / (TP + FN). */
  public double recall(Reaction r) {
    return ratio(tp(r), tp(r) + fn(r));
  }

  /** The harmonic mean of precision and recall (thesis formula 4.3): 2 TP / (2 TP + FP + FN). */
  public double f1(Reaction r) {
    return ratio(2 * tp(r), 2 * tp(r) + fp(r) + fn(r));
  }

  /** Mean microseconds the commentator spent per prediction (discard or reaction), on this machine. */
  public double usPerDecision() {
    return predictions == 0 ? 0 : nanos / 1000.0 / predictions;
  }

  /**
   * These counts as the {@code commentary} block writes them: its discards and each claim scored.
   *
   * @param id the entry's id; empty for every entry together
   */
  public CommentaryAccuracy.Accuracy accuracy(Optional<String> id) {
    return new CommentaryAccuracy.Accuracy(id, new CommentaryAccuracy.DiscardAccuracy(decisions, hits, hitRate(),
        hitRateCi95(), meanCandidates(), top1Rate(), top3Rate(), sameSizeRandomHitRate()),
        claim(Reaction.CHOW), claim(Reaction.PUNG), claim(Reaction.KONG), claim(Reaction.WIN));
  }

  private CommentaryAccuracy.ClaimAccuracy claim(Reaction r) {
    return new CommentaryAccuracy.ClaimAccuracy(tp(r), fp(r), fn(r), precision(r), recall(r), f1(r),
        Intervals.f1(tp(r), fp(r), fn(r)));
  }

  private static double ratio(long a, long b) {
    return b == 0 ? 0 : (double) a / b;
  }
}
