package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.record.ConsoleTable;
import org.mjarena.arena.record.Probabilities;
import org.mjarena.arena.stats.Intervals;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * The discard probabilities: a prediction never depends on its own answer or a later one (prequential),
 * a player's tendency is learned from its own decisions only, the figures are those of the definitions on
 * hand-counted cases, and the shipped models load.
 */
final class ChoiceLearnerTest {

  @Test
  void observe_aPredictionNeverDependsOnItsOwnAnswer_butTheNextOnesDo() {
    List<DiscardChoice> choices = randomChoices(200, 1);
    int k = 120;
    double[][] seen = predictions(choices);
    double[][] seenOther = predictions(withOtherAnswer(choices, k));
    for (int i = 0; i <= k; i++) {
      assertThat(seenOther[i]).as("decision %d", i).containsExactly(seen[i]);
    }
    // The answer of decision k was learned from: the same player's next decision looks different.
    int next = k + 1;
    while (choices.get(next).entry() != choices.get(k).entry()) {
      next++;
    }
    assertThat(Arrays.equals(seenOther[next], seen[next])).isFalse();
  }

  /**
   * With its weights held still (no step), a player is made surer or less sure by its sharpness alone:
   * the shared model's 73% for the drawn tile rises for a player that always lets it go and falls toward
   * an even guess for one that lets it go half the time. The step is relative to the sharpness: after a
   * thousand such discards the first is at 95.8% (a plain step of the same size leaves it at 91.9%).
   */
  @Test
  void observe_sharpness_followsHowWellTheFeaturesForeseeAPlayer() {
    byte[] features = new byte[2 * DiscardChoice.FEATURES];
    features[11] = 1;
    double[] shared = new double[DiscardChoice.FEATURES];
    shared[11] = 1;
    ChoiceLearner watching = ChoiceLearner.watching(shared, 0, 0, 1);
    ChoiceScore score = new ChoiceScore();
    DiscardChoice always = new DiscardChoice(0, new int[] {3, 7}, features, 0);
    assertThat(watching.predict(always)[0]).isCloseTo(Math.exp(1) / (1 + Math.exp(1)), within(1e-12));
    for (int i = 0; i < 1000; i++) {
      watching.observe(always, score);
      watching.observe(new DiscardChoice(1, new int[] {3, 7}, features, i % 2), score);
    }
    assertThat(watching.predict(always)[0]).isGreaterThan(0.95);
    assertThat(watching.predict(new DiscardChoice(1, new int[] {3, 7}, features, 0))[0]).isBetween(0.45, 0.6);
  }

  @Test
  void observe_aPlayerWhoAlwaysDiscardsItsDrawnTile_isLearnedForItAlone() {
    // Two tiles alike but for feature 11 (the tile just drawn); player 0 always lets it go, player 1 never.
    byte[] features = new byte[2 * DiscardChoice.FEATURES];
    features[11] = 1;
    // A learner that has seen nothing yet: the shared model as it stands.
    ChoiceLearner learner = ChoiceLearner.watching(new double[DiscardChoice.FEATURES], ChoiceLearner.DISCARD_STEP, ChoiceLearner.DISCARD_DECAY, 1);
    ChoiceLearner watching = ChoiceLearner.watching(new double[DiscardChoice.FEATURES], ChoiceLearner.DISCARD_STEP, ChoiceLearner.DISCARD_DECAY, 1);
    ChoiceScore score = new ChoiceScore();
    for (int i = 0; i < 300; i++) {
      watching.observe(new DiscardChoice(0, new int[] {3, 7}, features, 0), score);
      watching.observe(new DiscardChoice(1, new int[] {3, 7}, features, 1), score);
    }
    assertThat(learner.predict(new DiscardChoice(0, new int[] {3, 7}, features, 0))[0]).isEqualTo(0.5);
    assertThat(watching.predict(new DiscardChoice(0, new int[] {3, 7}, features, 0))[0]).isGreaterThan(0.85);
    assertThat(watching.predict(new DiscardChoice(1, new int[] {3, 7}, features, 0))[0]).isLessThan(0.15);
    Probabilities p = score.report(List.of("drawn", "kept"));
    // Player 1 keeps the drawn tile, which the first, even guesses miss (ties go to the first tile): it is learned.
    assertThat(p.agents().get(1).late().top1Rate()).isGreaterThan(p.agents().get(1).early().top1Rate());
  }

  @Test
  void score_twoEqualTiles_lnTwoHalfAndTheSetOfBoth() {
    ChoiceScore score = new ChoiceScore();
    DiscardChoice c = new DiscardChoice(0, new int[] {1, 2}, new byte[2 * DiscardChoice.FEATURES], 1);
    score.add(c, new double[] {0.5, 0.5});
    Probabilities.Score s = score.report(List.of("a")).overall();
    assertThat(s.logLoss()).isCloseTo(Math.log(2), within(1e-12));
    assertThat(s.brier()).isCloseTo(0.5, within(1e-12));
    // Ties go to the first tile: the likeliest is tile 1, not the one played.
    assertThat(s.top1Rate()).isZero();
    assertThat(s.meanSetSize()).isEqualTo(2);
    assertThat(s.setHitRate()).isEqualTo(1);
    // One decision at probability 0.5 that missed: the calibration error is |0 - 0.5|.
    assertThat(s.calibrationError()).isCloseTo(0.5, within(1e-12));
    assertThat(s.reliability().get(5).decisions()).isEqualTo(1);
  }

  /**
   * A reliability diagram counted by hand: seven two-tile decisions whose likeliest tile has 0.92 (three, two
   * of them hits), 0.75 (a hit: 7.5 tenths, in the bin of 0.7 to 0.8, where rounding would put it in the next),
   * 0.62 (a hit), 0.53 and 0.57 (misses). The calibration error weighs each bin by its share of the decisions,
   * and chance's error takes each decision's own p (1 - p). Top-1 and the set (one tile each here, past 90%
   * only at 0.92) carry their Wilson intervals; the console and the report show the figures.
   */
  @Test
  void score_reliabilityAndCalibrationError_asCountedByHand() {
    ChoiceScore score = new ChoiceScore();
    double[] likeliest = {0.92, 0.92, 0.92, 0.75, 0.62, 0.53, 0.57};
    boolean[] hit = {true, true, false, true, true, false, false};
    for (int i = 0; i < likeliest.length; i++) {
      score.add(new DiscardChoice(0, new int[] {1, 2}, new byte[2 * DiscardChoice.FEATURES], hit[i] ? 0 : 1),
          new double[] {likeliest[i], 1 - likeliest[i]});
    }
    Probabilities.Score s = score.report(List.of("a")).overall();
    List<Probabilities.Bin> bins = s.reliability();
    assertThat(bins).hasSize(10);
    assertThat(bins.get(9).decisions()).isEqualTo(3);
    assertThat(bins.get(9).meanProbability()).isCloseTo(0.92, within(1e-9));
    assertThat(bins.get(9).hitRate()).isCloseTo(2 / 3.0, within(1e-9));
    assertThat(bins.get(7).decisions()).isEqualTo(1);
    assertThat(bins.get(8).decisions()).isZero();
    assertThat(bins.get(6).hitRate()).isEqualTo(1);
    assertThat(bins.get(5).decisions()).isEqualTo(2);
    assertThat(bins.get(5).meanProbability()).isCloseTo(0.55, within(1e-9));
    assertThat(bins.get(5).hitRate()).isZero();
    double ece = (3 * Math.abs(2 / 3.0 - 0.92) + Math.abs(1 - 0.75) + Math.abs(1 - 0.62) + 2 * Math.abs(0 - 0.55)) / 7;
    assertThat(s.calibrationError()).isCloseTo(ece, within(1e-9));
    double[] variance = {3 * 0.92 * 0.08, 0.75 * 0.25, 0.62 * 0.38, 0.53 * 0.47 + 0.57 * 0.43};
    double mean = 0;
    double spread = 0;
    for (double v : variance) {
      mean += Math.sqrt(2 * v / Math.PI);
      spread += (1 - 2 / Math.PI) * v;
    }
    assertThat(s.calibrationErrorByChance()[0]).isCloseTo(mean / 7, within(1e-9));
    assertThat(s.calibrationErrorByChance()[1]).isCloseTo((mean + 1.6448536 * Math.sqrt(spread)) / 7, within(1e-6));
    assertThat(bins.get(9).chanceRange()).containsExactly(new double[] {0.92 - 1.959964 * Math.sqrt(variance[0]) / 3, 1},
        within(1e-5));
    assertThat(s.top1Rate()).isCloseTo(4 / 7.0, within(1e-12));
    assertThat(s.top1RateCi95()).containsExactly(Intervals.wilson(4, 7));
    // The set: both tiles below 90% (six decisions, all hits), the one tile at 0.92 (two hits of three).
    assertThat(s.setHitRate()).isCloseTo(6 / 7.0, within(1e-12));
    assertThat(s.setHitRateCi95()).containsExactly(Intervals.wilson(6, 7));
    // Log-loss -ln of the played tile's probability, Brier 2 (1 - it)^2 for two tiles, over the seven.
    double logLoss = -(2 * Math.log(0.92) + Math.log(0.08) + Math.log(0.75) + Math.log(0.62) + Math.log(0.47) + Math.log(0.43)) / 7;
    double brier = 2 * (2 * 0.08 * 0.08 + 0.92 * 0.92 + 0.25 * 0.25 + 0.38 * 0.38 + 0.53 * 0.53 + 0.57 * 0.57) / 7;
    assertThat(ConsoleTable.scoreFigures(s)).containsExactly(String.format(java.util.Locale.ROOT, "%.3f", logLoss),
        String.format(java.util.Locale.ROOT, "%.3f", brier), "57.1", "100.0", "85.7", "1.57",
        String.format(java.util.Locale.ROOT, "%.3f", ece), ConsoleTable.byChance(s.calibrationErrorByChance()), "100.0", "50.0");
  }

  /** A player never scored, or a part with no decision, shows dashes, not zeros that read as figures. */
  @Test
  void scoreFigures_noDecision_dashes() {
    ChoiceScore score = new ChoiceScore();
    score.add(new DiscardChoice(1, new int[] {1, 2}, new byte[2 * DiscardChoice.FEATURES], 0), new double[] {0.6, 0.4});
    List<Probabilities.Score> agents = score.report(List.of("never", "once")).agents();
    assertThat(ConsoleTable.scoreFigures(agents.get(0))).hasSize(ConsoleTable.SCORE_KEYS.size()).containsOnly("-");
    // One decision: the first tenth holds it, the rest none.
    assertThat(ConsoleTable.scoreFigures(agents.get(1))).hasSize(ConsoleTable.SCORE_KEYS.size()).endsWith("100.0", "-")
        .doesNotContain("0.0");
  }

  @Test
  void chanceError_hundredCoinFlips_meanOfTheHalfNormal() {
    double[] variance = new double[ChoiceScore.BINS];
    variance[5] = 100 * 0.5 * 0.5;
    double[] chance = ChoiceScore.chanceError(variance, 100);
    // |hits - 50| / 100 with hits ~ Binomial(100, 1/2): sd 5, mean of its absolute value 5 sqrt(2 / pi).
    assertThat(chance[0]).isCloseTo(5 * Math.sqrt(2 / Math.PI) / 100, within(1e-12));
    assertThat(chance[1]).isCloseTo((5 * Math.sqrt(2 / Math.PI) + 1.6448536 * 5 * Math.sqrt(1 - 2 / Math.PI)) / 100,
        within(1e-9));
    assertThat(ChoiceScore.chanceError(new double[ChoiceScore.BINS], 0)).containsExactly(0, 0);
    // The bin's own range: 50 hits give or take 1.96 x 5.
    assertThat(ChoiceScore.chanceRange(0.5, variance[5], 100)).containsExactly(new double[] {0.402, 0.598}, within(1e-4));
    assertThat(ChoiceScore.chanceRange(0.95, 0.95 * 0.05, 1)).containsExactly(new double[] {0.5228, 1}, within(1e-4));
  }

  @Test
  void chanceError_aRightForecaster_showsAboutItsMeanAndStaysUnderItsBoundMostly() {
    // A forecaster right about each two-tile decision (the first tile taken with exactly the probability it
    // gives), 250 decisions a run, as few as the 16 public rounds' answers: its measured error averages what
    // chanceError expects and exceeds the bound about one run in twenty.
    UniformRandomProvider rng = Seeds.generator(11);
    int runs = 400;
    double sum = 0;
    int over = 0;
    double[] expected = null;
    for (int run = 0; run < runs; run++) {
      ChoiceScore score = new ChoiceScore();
      for (int d = 0; d < 250; d++) {
        double q = 0.5 + 0.5 * ((d * 37) % 100) / 100.0; // the same spread of probabilities every run
        int played = rng.nextDouble() < q ? 0 : 1;
        score.add(new DiscardChoice(0, new int[] {1, 2}, new byte[2 * DiscardChoice.FEATURES], played),
            new double[] {q, 1 - q});
      }
      Probabilities.Score s = score.report(List.of("a")).overall();
      expected = s.calibrationErrorByChance();
      sum += s.calibrationError();
      over += s.calibrationError() > expected[1] ? 1 : 0;
    }
    assertThat(sum / runs).isCloseTo(expected[0], within(0.1 * expected[0]));
    assertThat(over).isBetween(runs / 50, runs / 8);
  }

  @Test
  void score_anAnswerToADiscard_eachClaimKindAsAYesOrNoForecast() {
    ChoiceScore score = new ChoiceScore();
    int[] kinds = {Reaction.NONE.ordinal(), Reaction.CHOW.ordinal(), Reaction.PUNG.ordinal()};
    score.add(new ClaimChoice(0, kinds, new byte[3 * ClaimChoice.FEATURES], 2), new double[] {0.5, 0.3, 0.2});
    Probabilities.Claims c = score.report(List.of("a")).overall().claims().orElseThrow();
    assertThat(c.chow().offered()).isEqualTo(1);
    assertThat(c.chow().logLoss()).isCloseTo(-Math.log(0.7), within(1e-12));
    assertThat(c.chow().brier()).isCloseTo(0.09, within(1e-12));
    assertThat(c.pung().logLoss()).isCloseTo(-Math.log(0.2), within(1e-12));
    assertThat(c.pung().brier()).isCloseTo(0.64, within(1e-12));
    // The chow's 0.3 reaches the threshold and is predicted; the pung made was not foreseen.
    assertThat(c.chow().fp()).isEqualTo(1);
    assertThat(c.pung().fn()).isEqualTo(1);
    assertThat(c.pung().f1()).isZero();
    assertThat(c.kong().offered()).isZero();
  }

  @Test
  void score_theSetStopsAtItsMassOrThreeTiles() {
    ChoiceScore score = new ChoiceScore();
    byte[] none = new byte[5 * DiscardChoice.FEATURES];
    score.add(new DiscardChoice(0, new int[] {0, 1, 2, 3, 4}, none, 0), new double[] {0.92, 0.04, 0.02, 0.01, 0.01});
    score.add(new DiscardChoice(0, new int[] {0, 1, 2, 3, 4}, none, 4), new double[] {0.2, 0.2, 0.2, 0.2, 0.2});
    Probabilities.Score s = score.report(List.of("a")).overall();
    assertThat(s.meanSetSize()).isEqualTo(2.0); // one tile (past the mass), then three (the most)
    assertThat(s.setHitRate()).isEqualTo(0.5);
  }

  @Test
  void text_parse_roundTripsAndShippedModelsLoad() {
    double[] w = new double[DiscardChoice.FEATURES];
    for (int f = 0; f < w.length; f++) {
      w[f] = f * 0.125 - 0.5;
    }
    assertThat(ChoiceLearner.parse(ChoiceLearner.text(w), w.length)).containsExactly(w);
    for (Variant v : Variant.values()) {
      assertThat(ChoiceLearner.shipped("discards", v, DiscardChoice.FEATURES)).hasSize(DiscardChoice.FEATURES);
      assertThat(ChoiceLearner.shipped("claims", v, ClaimChoice.FEATURES)).hasSize(ClaimChoice.FEATURES);
      assertThat(ChoiceLearner.shipped("turns", v, TurnChoice.FEATURES)).hasSize(TurnChoice.FEATURES);
    }
  }

  @Test
  void writeRead_decisionsOfEveryKind_comeBackAsWritten() {
    for (DiscardChoice d : randomChoices(50, 3)) {
      Bytes.Out out = new Bytes.Out();
      d.write(out);
      DiscardChoice back = DiscardChoice.read(new Bytes.In(out.toByteArray()));
      assertThat(back.entry()).isEqualTo(d.entry());
      assertThat(back.tiles()).containsExactly(d.tiles());
      assertThat(back.features()).containsExactly(d.features());
      assertThat(back.played()).isEqualTo(d.played());
    }
    UniformRandomProvider rng = Seeds.generator(5);
    for (int i = 0; i < 50; i++) {
      int n = 1 + rng.nextInt(6);
      int[] kinds = new int[n];
      byte[] f = new byte[n * ClaimChoice.FEATURES];
      for (int j = 0; j < n; j++) {
        kinds[j] = rng.nextInt(Reaction.values().length);
        for (int k = 0; k < ClaimChoice.FEATURES; k++) {
          f[j * ClaimChoice.FEATURES + k] = (byte) rng.nextInt(2);
        }
      }
      ClaimChoice c = new ClaimChoice(rng.nextInt(4), kinds, f, rng.nextInt(n));
      Bytes.Out out = new Bytes.Out();
      c.write(out);
      ClaimChoice back = ClaimChoice.read(new Bytes.In(out.toByteArray()));
      assertThat(back.kinds()).containsExactly(kinds);
      assertThat(back.features()).containsExactly(f);
      assertThat(back.played()).isEqualTo(c.played());
      assertThat(back.entry()).isEqualTo(c.entry());
    }
    int[] codes = {TurnChoice.DISCARD, TurnChoice.TING, TurnChoice.WIN, TurnChoice.CONCEALED_KONG + 33, TurnChoice.ADDED_KONG + 26};
    for (int i = 0; i < 50; i++) {
      byte[] f = new byte[codes.length * TurnChoice.FEATURES];
      for (int k = 0; k < f.length; k++) {
        f[k] = (byte) rng.nextInt(2);
      }
      TurnChoice t = new TurnChoice(rng.nextInt(4), codes, f, rng.nextInt(codes.length));
      Bytes.Out out = new Bytes.Out();
      t.write(out);
      TurnChoice back = TurnChoice.read(new Bytes.In(out.toByteArray()));
      assertThat(back.codes()).containsExactly(codes);
      assertThat(back.features()).containsExactly(f);
      assertThat(back.played()).isEqualTo(t.played());
      assertThat(back.entry()).isEqualTo(t.entry());
    }
  }

  /**
   * The same through {@link Commentary#learn(Commentary.Games, Commentary.Forecast)}, the path a run and {@code
   * commentate} take: the probabilities it reports for decision k, and so those it scores, are the same whatever
   * answer k had.
   */
  @Test
  void commentaryLearn_aPredictionNeverDependsOnItsOwnAnswer() {
    List<DiscardChoice> choices = randomChoices(200, 2);
    int k = 150;
    double[][] seen = forecasts(new ArrayList<>(choices));
    double[][] seenOther = forecasts(new ArrayList<>(withOtherAnswer(choices, k)));
    for (int i = 0; i <= k; i++) {
      assertThat(seenOther[i]).as("decision %d", i).containsExactly(seen[i]);
    }
  }

  /** {@code choices} with decision {@code k} answered by the next tile instead. */
  private static List<DiscardChoice> withOtherAnswer(List<DiscardChoice> choices, int k) {
    List<DiscardChoice> other = new ArrayList<>(choices);
    DiscardChoice c = choices.get(k);
    other.set(k, new DiscardChoice(c.entry(), c.tiles(), c.features(), (c.played() + 1) % c.tiles().length));
    return other;
  }

  private static double[][] forecasts(List<Choice> choices) {
    Commentary commentary = new Commentary(CommentarySettings.DEFAULT, 4, ChoiceLearner.discards(Variant.MCR), null, null);
    double[][] seen = new double[choices.size()][];
    commentary.learn(new Commentary.Games(1, List.of(), choices),
        (index, choice, p) -> seen[index] = Arrays.copyOf(p, choice.options()));
    return seen;
  }

  /**
   * Every prediction the watching learner makes over {@code choices} as {@link ChoiceLearner#observe} returns it,
   * copied; and what it scored is those predictions: the log-loss it reports is theirs.
   */
  private static double[][] predictions(List<DiscardChoice> choices) {
    ChoiceLearner learner = ChoiceLearner.discards(Variant.MCR);
    ChoiceScore score = new ChoiceScore();
    double[][] seen = new double[choices.size()][];
    double logLoss = 0;
    for (int i = 0; i < choices.size(); i++) {
      DiscardChoice c = choices.get(i);
      seen[i] = Arrays.copyOf(learner.observe(c, score), c.tiles().length);
      logLoss -= Math.log(seen[i][c.played()]);
    }
    assertThat(score.report(List.of()).overall().logLoss()).isCloseTo(logLoss / choices.size(), within(1e-12));
    return seen;
  }

  /** {@code n} discard decisions of random features by four players, from {@code seed}. */
  static List<DiscardChoice> randomChoices(int n, long seed) {
    UniformRandomProvider rng = Seeds.generator(seed);
    List<DiscardChoice> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int tiles = 2 + rng.nextInt(12);
      int[] t = new int[tiles];
      byte[] f = new byte[tiles * DiscardChoice.FEATURES];
      for (int j = 0; j < tiles; j++) {
        t[j] = j;
        for (int k = 0; k < DiscardChoice.OWN; k++) {
          f[j * DiscardChoice.FEATURES + k] = (byte) (k == DiscardChoice.SEEN || k == DiscardChoice.PUBLIC ? rng.nextInt(5) : rng.nextInt(2));
        }
      }
      DiscardChoice.markTiles(t, f);
      out.add(new DiscardChoice(rng.nextInt(4), t, f, rng.nextInt(tiles)));
    }
    return out;
  }
}
