package org.mjarena.arena.commentary;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import org.mjarena.engine.Variant;

/**
 * The probability of each option of a decision ({@link Choice}: each legal discard, or each answer to a
 * discard), and how the commentator learns who it watches: a softmax over the options' features, with
 * the weights of the variant's shipped model of that kind of decision (what players in general do,
 * trained by {@code mjarena train commentator}) plus weights of each player's own, learned online from
 * that player's decisions, with the player's sharpness and its {@link LikeliestCalibration}.
 *
 * <p>Prequential: {@link #observe} first predicts the decision from what the learner knew before it,
 * scores that prediction against the tile played, and only then learns from the answer (one step of
 * stochastic gradient descent on the player's weights, pulled back toward the shared model by a small
 * decay). A prediction never depends on its own answer, nor on any later decision. The learner is fed
 * decisions in a fixed order (game after game, as recorded), so the same games give the same figures.
 */
final class ChoiceLearner {
  /** Step of a player's own weights per discard: a few dozen discards show a tendency. */
  static final double DISCARD_STEP = 0.05;
  /** Pull of a player's own weights of discards back toward zero per discard, so that one odd move fades. */
  static final double DISCARD_DECAY = 0.0001;
  /**
   * Step of a player's own weights per answer to a discard (and per choice of the mover between a discard,
   * a ting, a win and a kong): larger, since a player makes fewer of these than discards and its habits
   * there (never chow, always pung, always kong) are stronger tendencies.
   */
  static final double CLAIM_STEP = 0.4;
  /** Pull of a player's own weights of answers back toward zero per answer. */
  static final double CLAIM_DECAY = 0.0001;
  /** Step of the shared weights per decision when training them. */
  static final double SHARED_STEP = 0.02;
  /**
   * Step of a player's sharpness per decision: the factor its scores are multiplied by before the
   * softmax, learned as its weights are (a player whose moves the features foresee well grows sure of
   * them; one they foresee poorly, less sure), so that the probabilities stay calibrated. The step is
   * relative, a multiplicative one: the sharpness moves by this share of itself times the gradient (not by
   * this share of the gradient), so that a player as regular as {@code default-order} grows as sure as it
   * should within its first thousands of discards (with a plain step its sharpness was still climbing past
   * 4 after 6,400, its moves foreseen 96% of the time at 75% to 85%).
   */
  static final double SHARPNESS_STEP = 0.01;
  /**
   * A new player's sharpness of answers to discards. Their shared model is trained on self-play, where a
   * player answers the same position the same way every time, and is sure of itself: at 1 a player it
   * does not know (a real Botzone bot) was foreseen with 95% where it claimed one time in ten more (the
   * answers' calibration error 0.085 on the 16 public rounds). Starting at half, the sharpness grows where
   * the player proves as regular. Chosen on the 16 public rounds (0.3 to 0.8 tried; 0.5 gave the lowest
   * calibration error there, 0.043). A new player's sharpness of discards and of the mover's choices
   * starts at 1: the first's shared model is less sure, and the second's few decisions (a few in a game)
   * were foreseen worse from 0.5 on every table.
   */
  static final double FIRST_CLAIM_SHARPNESS = 0.5;
  /** The bounds of a player's sharpness. */
  static final double MIN_SHARPNESS = 0.2;
  static final double MAX_SHARPNESS = 10;
  private final double[] shared;
  /** Each entry's own weights, added to the shared ones; grown as entries appear. */
  private double[][] own = new double[0][];
  /** Each entry's sharpness; 1 for all when training the shared weights. */
  private double[] sharpness = new double[0];
  /** Each player's correction of its likeliest option's probability, learned with its weights (not when training). */
  private final LikeliestCalibration calibration = new LikeliestCalibration();
  /** True when it trains the shared weights (and no player's own); else it learns each player's own. */
  private final boolean trainsShared;
  /** The step and the decay of each player's own weights per decision, when it learns them, and a new player's sharpness. */
  private final double playerStep;
  private final double playerDecay;
  private final double firstSharpness;
  private double[] scores = new double[16];
  private double[] probabilities = new double[16];

  private ChoiceLearner(double[] shared, boolean trainsShared, double playerStep, double playerDecay,
      double firstSharpness) {
    this.shared = shared.clone();
    this.trainsShared = trainsShared;
    this.playerStep = playerStep;
    this.playerDecay = playerDecay;
    this.firstSharpness = firstSharpness;
  }

  /** The commentator's learner of discards: the variant's shipped model, and each player's weights learned as it plays. */
  static ChoiceLearner discards(Variant variant) {
    return watching(shipped("discards", variant, DiscardChoice.FEATURES), DISCARD_STEP, DISCARD_DECAY, 1);
  }

  /** The commentator's learner of answers to discards, as {@link #discards} is of discards. */
  static ChoiceLearner claims(Variant variant) {
    return watching(shipped("claims", variant, ClaimChoice.FEATURES), CLAIM_STEP, CLAIM_DECAY, FIRST_CLAIM_SHARPNESS);
  }

  /** The commentator's learner of the mover's choice between a discard, a ting, a win and a kong, as {@link #claims}. */
  static ChoiceLearner turns(Variant variant) {
    return watching(shipped("turns", variant, TurnChoice.FEATURES), CLAIM_STEP, CLAIM_DECAY, 1);
  }

  /**
   * A learner of each player's weights on top of the {@code shared} ones, which stay as they are, by
   * {@code step} per decision, pulled back toward zero by {@code decay}; each player's sharpness starts at
   * {@code firstSharpness}.
   */
  static ChoiceLearner watching(double[] shared, double step, double decay, double firstSharpness) {
    return new ChoiceLearner(shared, false, step, decay, firstSharpness);
  }

  /** A learner that trains the shared weights of {@code width} features from zero on every decision, and no player's own. */
  static ChoiceLearner training(int width) {
    return new ChoiceLearner(new double[width], true, 0, 0, 1);
  }

  /**
   * The model's probability of each tile of {@code c}, in its order, from what the learner knows now,
   * before the player's calibration: written to a buffer that the next call reuses.
   */
  double[] predict(Choice c) {
    int n = c.options();
    if (scores.length < n) {
      scores = new double[n];
      probabilities = new double[n];
    }
    double[] w = own(c.entry());
    double beta = sharpness[c.entry()];
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double s = 0;
      for (int f = 0; f < shared.length; f++) {
        int v = c.feature(i, f);
        if (v != 0) {
          s += (shared[f] + w[f]) * c.value(f, v);
        }
      }
      scores[i] = s;
      max = Math.max(max, beta * s);
    }
    double sum = 0;
    for (int i = 0; i < n; i++) {
      probabilities[i] = Math.exp(beta * scores[i] - max);
      sum += probabilities[i];
    }
    for (int i = 0; i < n; i++) {
      probabilities[i] /= sum;
    }
    return probabilities;
  }

  /**
   * Predicts {@code c}, corrected by the player's {@link LikeliestCalibration} (when watching players), has
   * {@code score} count the prediction against the tile played, then learns from it: the weights and the
   * sharpness from the model's probabilities, the calibration from the answer.
   *
   * @return the probabilities predicted and scored, before learning: a buffer that the next call reuses
   */
  double[] observe(Choice c, ChoiceScore score) {
    double[] p = predict(c);
    double[] q = trainsShared ? p : calibration.apply(c.entry(), p, c.options());
    score.add(c, q);
    double[] w = trainsShared ? shared : own(c.entry());
    double step = trainsShared ? SHARED_STEP : playerStep;
    if (!trainsShared) {
      for (int f = 0; f < w.length; f++) {
        w[f] -= playerDecay * w[f];
      }
      double g = 0; // the log-loss's gradient in the sharpness: the scores' mean under p, less the played option's
      for (int i = 0; i < c.options(); i++) {
        g += (p[i] - (i == c.played() ? 1 : 0)) * scores[i];
      }
      int e = c.entry();
      calibration.learn(e, c.played());
      sharpness[e] = Math.max(MIN_SHARPNESS, Math.min(MAX_SHARPNESS, sharpness[e] * (1 - SHARPNESS_STEP * g)));
    }
    // The gradient of the log-loss: each tile's features weighted by its probability, less the played tile's.
    for (int i = 0; i < c.options(); i++) {
      double g = p[i] - (i == c.played() ? 1 : 0);
      if (g == 0) {
        continue;
      }
      for (int f = 0; f < shared.length; f++) {
        int v = c.feature(i, f);
        if (v != 0) {
          w[f] -= step * g * c.value(f, v);
        }
      }
    }
    return q;
  }

  /** The shared weights as they stand. */
  double[] shared() {
    return shared.clone();
  }

  private double[] own(int entry) {
    if (entry >= own.length) {
      int old = own.length;
      own = Arrays.copyOf(own, entry + 1);
      sharpness = Arrays.copyOf(sharpness, entry + 1);
      for (int e = old; e <= entry; e++) {
        own[e] = new double[shared.length];
        sharpness[e] = firstSharpness;
      }
    }
    return own[entry];
  }

  /** The weights file of a model: one line per feature, {@code <index> <weight>}, weights to 6 decimals. */
  static String text(double[] weights) {
    StringBuilder sb = new StringBuilder("# mjarena commentator model: feature weight (DiscardChoice, ClaimChoice or TurnChoice)\n");
    for (int f = 0; f < weights.length; f++) {
      sb.append(f).append(' ').append(String.format(Locale.ROOT, "%.6f", weights[f])).append('\n');
    }
    return sb.toString();
  }

  /** Reads the {@code width} weights written by {@link #text}. */
  static double[] parse(String text, int width) {
    double[] w = new double[width];
    boolean[] given = new boolean[width];
    for (String line : text.split("\n")) {
      String l = line.strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      String[] words = l.split("\\s+");
      int f = Integer.parseInt(words[0]);
      w[f] = Double.parseDouble(words[1]);
      given[f] = true;
    }
    for (int f = 0; f < given.length; f++) {
      if (!given[f]) {
        throw new IllegalArgumentException("the model gives no weight for feature " + f);
      }
    }
    return w;
  }

  /** The file name of the model of {@code kind} ("discards" or "claims") for {@code variant}. */
  static String fileName(String kind, Variant variant) {
    return kind + "-" + variant.id() + ".model";
  }

  /** The model of {@code kind} shipped for {@code variant}, a resource beside this class. */
  static double[] shipped(String kind, Variant variant, int width) {
    String name = fileName(kind, variant);
    try (InputStream in = ChoiceLearner.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the commentator's " + name + " is missing from the class path");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), width);
    } catch (IOException e) {
      throw new IllegalStateException("the commentator's " + name + " cannot be read", e);
    }
  }
}
