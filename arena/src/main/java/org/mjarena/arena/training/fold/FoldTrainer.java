package org.mjarena.arena.training.fold;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_problem;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.run.ProgressBar;
import org.mjarena.arena.training.TrainingFiles;

/**
 * Trains the fold classifier of the paper (seed 001, section 6.3, {@link FoldModel}): LIBSVM's C-SVC
 * with a Gaussian (RBF) kernel on features scaled to [-1, 1] each, C and gamma chosen by a grid search
 * over 2^-10 .. 2^10 by 5-fold cross-validation, then trained on every row.
 *
 * <p><b>Choice.</b> The paper reports, and chose by, the F-value of the fold class (Table 7): folds are
 * rare (531 of 5,716 of its positions), so accuracy alone would favour a model that never folds. The
 * grid point with the best cross-validated F1 of the fold class wins; ties go to the better accuracy,
 * then to the smaller C, then the smaller gamma (the smoother model).
 *
 * <p><b>Reproducible.</b> LIBSVM shuffles the cross-validation folds with its one static
 * {@code java.util.Random} ({@code svm.rand}), and trains without randomness otherwise (no probability
 * estimates). Every cross-validation reseeds it from the training seed and the grid point, inside a lock
 * on {@code svm.class}, so the same data and seed give the same choice and a byte-identical model file
 * whatever else runs in the process.
 */
public final class FoldTrainer {
  /** The paper's grid bounds on log2 C and log2 gamma. */
  public static final int GRID_LOW = -10;
  public static final int GRID_HIGH = 10;
  /** The largest step that still leaves two points per axis of the grid. */
  public static final int MAX_STEP = GRID_HIGH - GRID_LOW;
  /** The paper's folds of cross-validation. */
  public static final int FOLDS = 5;
  /** LIBSVM's defaults (svm-train): kernel cache in MB and the stopping tolerance. */
  private static final double CACHE_MB = 100;
  private static final double EPSILON = 1e-3;

  private FoldTrainer() {}

  /**
   * What {@code mjarena train fold} trains on and writes.
   *
   * @param data      a fold examples file ({@code train fold-data})
   * @param out       the model file to write
   * @param step      the grid step on log2 C and log2 gamma, 1 to {@link #MAX_STEP}
   * @param seed      the seed of the cross-validation shuffles
   * @param threshold the decision value above which the model folds, written into it
   */
  public record Request(Path data, Path out, int step, long seed, double threshold) {}

  /**
   * What was trained.
   *
   * @param model      the model written, its threshold set
   * @param positions  the labelled positions it was trained on
   * @param folds      those labelled fold
   * @param gridPoints the grid points searched
   */
  public record Result(FoldModel model, int positions, int folds, int gridPoints) {}

  /**
   * Trains a model on the examples of {@code r.data()} by the grid search, with a progress bar over its
   * points, and writes it whole or not at all to {@code r.out()}.
   *
   * @throws ConfigException for a step or threshold out of range, a missing or unreadable file, or
   *                         examples that cannot be learnt from (too few, or of one label only)
   */
  public static Result train(Request r) throws ConfigException, IOException {
    if (r.step() < 1 || r.step() > MAX_STEP) {
      throw new ConfigException("--step must be 1 to " + MAX_STEP + ", not " + r.step());
    }
    if (!Double.isFinite(r.threshold())) {
      throw new ConfigException("--threshold must be a number, not " + r.threshold());
    }
    List<FoldData.Example> examples = TrainingFiles.data(r.data(), FoldData::read);
    TrainingFiles.out(r.out());
    boolean[] fold = new boolean[examples.size()];
    int folds = 0;
    for (int i = 0; i < fold.length; i++) {
      fold[i] = examples.get(i).fold();
      folds += fold[i] ? 1 : 0;
    }
    int perAxis = (GRID_HIGH - GRID_LOW) / r.step() + 1;
    AtomicLong done = new AtomicLong();
    FoldModel model;
    try (ProgressBar bar = new ProgressBar(System.err, "searching", "grid points", (long) perAxis * perAxis, done::get,
        ProgressBar.stderrIsTerminal())) {
      model = fit(examples.stream().map(FoldData.Example::features).toList(), fold, r.step(), r.seed(),
          (logC, logGamma, accuracy, f1) -> done.incrementAndGet());
    } catch (IllegalArgumentException e) {
      throw new ConfigException("--data: " + r.data() + ": " + e.getMessage());
    }
    model = model.withThreshold(r.threshold());
    model.save(AtomicFile.tmp(r.out()));
    AtomicFile.commit(r.out());
    return new Result(model, examples.size(), folds, perAxis * perAxis);
  }

  /**
   * Trains on {@code features} (one row per position, all of one length) and {@code fold} (the label of
   * each row), searching log2 C and log2 gamma from {@link #GRID_LOW} to {@link #GRID_HIGH} by
   * {@code step} (1 is the paper's grid of factors of 2) with {@link #FOLDS}-fold cross-validation
   * shuffled from {@code seed}, then trains the chosen model on all rows.
   *
   * @param progress told of each grid point as it is done: log2 C, log2 gamma, accuracy, F1
   * @throws IllegalArgumentException when there are fewer rows than folds, rows of different lengths, or
   *                                  only one class
   */
  public static FoldModel fit(List<double[]> features, boolean[] fold, int step, long seed, GridProgress progress) {
    int n = features.size();
    if (n < FOLDS || fold.length != n) {
      throw new IllegalArgumentException("need at least " + FOLDS + " labelled rows, got " + n + " rows and " + fold.length + " labels");
    }
    int dims = features.get(0).length;
    double[] low = new double[dims];
    double[] high = new double[dims];
    Arrays.fill(low, Double.POSITIVE_INFINITY);
    Arrays.fill(high, Double.NEGATIVE_INFINITY);
    int positives = 0;
    for (int r = 0; r < n; r++) {
      double[] row = features.get(r);
      if (row.length != dims) {
        throw new IllegalArgumentException("row " + r + " has " + row.length + " features, row 0 has " + dims);
      }
      for (int i = 0; i < dims; i++) {
        low[i] = Math.min(low[i], row[i]);
        high[i] = Math.max(high[i], row[i]);
      }
      positives += fold[r] ? 1 : 0;
    }
    if (positives == 0 || positives == n) {
      throw new IllegalArgumentException("the labels are all " + (positives == 0 ? "play on" : "fold") + ": nothing to learn");
    }
    svm_problem problem = new svm_problem();
    problem.l = n;
    problem.y = new double[n];
    problem.x = new svm_node[n][];
    for (int r = 0; r < n; r++) {
      problem.y[r] = fold[r] ? 1 : -1;
      problem.x[r] = FoldModel.scaled(features.get(r), low, high);
    }
    double[] predicted = new double[n];
    int bestC = 0;
    int bestG = 0;
    double bestF1 = -1;
    double bestAccuracy = -1;
    synchronized (svm.class) {
      svm.svm_set_print_string_function(s -> { });
      for (int logC = GRID_LOW; logC <= GRID_HIGH; logC += step) {
        for (int logG = GRID_LOW; logG <= GRID_HIGH; logG += step) {
          svm.rand.setSeed(seed ^ (logC * 31L + logG));
          svm.svm_cross_validation(problem, parameter(logC, logG), FOLDS, predicted);
          int tp = 0;
          int fp = 0;
          int fn = 0;
          int right = 0;
          for (int r = 0; r < n; r++) {
            boolean said = predicted[r] > 0;
            right += said == fold[r] ? 1 : 0;
            tp += said && fold[r] ? 1 : 0;
            fp += said && !fold[r] ? 1 : 0;
            fn += !said && fold[r] ? 1 : 0;
          }
          double f1 = tp == 0 ? 0 : 2.0 * tp / (2.0 * tp + fp + fn);
          double accuracy = (double) right / n;
          progress.done(logC, logG, accuracy, f1);
          if (f1 > bestF1 || f1 == bestF1 && accuracy > bestAccuracy) {
            bestF1 = f1;
            bestAccuracy = accuracy;
            bestC = logC;
            bestG = logG;
          }
        }
      }
      svm_model model = svm.svm_train(problem, parameter(bestC, bestG));
      return FoldModel.trained(model, low, high, Math.scalb(1.0, bestC), Math.scalb(1.0, bestG), bestAccuracy, bestF1);
    }
  }

  /** Told of each grid point of {@link #fit} as its cross-validation ends. */
  @FunctionalInterface
  public interface GridProgress {
    /** The grid point (log2 C, log2 gamma) gave this cross-validated accuracy and fold-class F1. */
    void done(int logC, int logGamma, double accuracy, double f1);
  }

  private static svm_parameter parameter(int logC, int logGamma) {
    svm_parameter p = new svm_parameter();
    p.svm_type = svm_parameter.C_SVC;
    p.kernel_type = svm_parameter.RBF;
    p.C = Math.scalb(1.0, logC);
    p.gamma = Math.scalb(1.0, logGamma);
    p.cache_size = CACHE_MB;
    p.eps = EPSILON;
    p.shrinking = 1;
    p.probability = 0;
    p.nr_weight = 0;
    p.weight_label = new int[0];
    p.weight = new double[0];
    return p;
  }
}
