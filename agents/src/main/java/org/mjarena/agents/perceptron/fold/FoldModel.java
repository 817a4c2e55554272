package org.mjarena.agents.perceptron.fold;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import org.mjarena.engine.Variant;

/**
 * The fold classifier of the paper (seed 001, section 6.3): a support vector machine with a Gaussian
 * (RBF) kernel, LIBSVM's C-SVC, on features scaled to [-1, 1] each (LIBSVM's {@code svm-scale} default),
 * with C and gamma chosen by a grid search over 2^-10 .. 2^10 by 5-fold cross-validation. This class
 * holds a trained model: it reads it, decides with it and writes it; {@code mjarena train fold} trains it
 * (the arena's training room, {@code org.mjarena.arena.training.fold.FoldTrainer}).
 *
 * <p><b>Threshold.</b> The model folds where LIBSVM's decision value, signed so that fold is above 0,
 * is above its threshold: 0 (LIBSVM's own answer) unless one was set ({@link #withThreshold}, {@code
 * mjarena train fold --threshold}). A threshold above 0 folds only where the model is surer; it is
 * chosen by playing, not by the cross-validation ({@code docs/perceptron-fold.md}).
 *
 * <p><b>File.</b> Text: a header ({@code fold-model 1}, the chosen C and gamma, the cross-validation
 * figures, the threshold when it is not 0, the scaling range of each feature) and then LIBSVM's own
 * model format. Immutable once made
 * and safe to share between threads (LIBSVM's prediction only reads the model), so one shipped model
 * serves every seat of a run.
 */
public final class FoldModel {
  /** The header's first line: the format and its version. */
  static final String MAGIC = "fold-model 1";
  /** The line that ends the header; LIBSVM's model follows. */
  static final String MODEL_START = "libsvm";

  private final svm_model model;
  /** Whether LIBSVM's first label is fold: its decision value is then positive for fold, else negative. */
  private final boolean foldFirst;
  private final double[] low;
  private final double[] high;
  private final double c;
  private final double gamma;
  private final double accuracy;
  private final double f1;
  private final double threshold;

  private FoldModel(svm_model model, double[] low, double[] high, double c, double gamma, double accuracy, double f1,
      double threshold) {
    this.model = model;
    this.threshold = threshold;
    this.foldFirst = model.label[0] > 0;
    this.low = low;
    this.high = high;
    this.c = c;
    this.gamma = gamma;
    this.accuracy = accuracy;
    this.f1 = f1;
  }

  /**
   * A model LIBSVM trained ({@code model}) on rows scaled from [{@code low}, {@code high}] per feature
   * ({@link #scaled}), with the chosen C and gamma and their cross-validated accuracy and fold-class F1;
   * it folds where LIBSVM says fold (threshold 0).
   */
  public static FoldModel trained(svm_model model, double[] low, double[] high, double c, double gamma, double accuracy,
      double f1) {
    return new FoldModel(model, low.clone(), high.clone(), c, gamma, accuracy, f1, 0);
  }

  /**
   * Whether the model says fold for these features (unscaled, as {@link FoldFeatures} writes them): its
   * {@link #decision} is above the {@link #threshold} (at 0, LIBSVM's {@code svm_predict}).
   */
  public boolean fold(double[] features) {
    return decision(features) > threshold;
  }

  /** The decision value above which the model folds: 0 unless set by {@link #withThreshold}. */
  public double threshold() {
    return threshold;
  }

  /** The same model folding where its decision value is above {@code threshold}. */
  public FoldModel withThreshold(double threshold) {
    return new FoldModel(model, low, high, c, gamma, accuracy, f1, threshold);
  }

  /**
   * LIBSVM's decision value for these features (unscaled), by its own {@code svm_predict_values}, signed
   * so that above 0 means fold: the distance from the separating surface in the kernel's space, which a
   * threshold above 0 reads as "fold only when sure".
   */
  public double decision(double[] features) {
    return decision(features, nodes(features.length));
  }

  /**
   * {@link #decision} with the scaled row written into {@code nodes} ({@link #nodes}, of the row's
   * length), so that a check asked every turn allocates no nodes.
   */
  double decision(double[] features, svm_node[] nodes) {
    for (int i = 0; i < features.length; i++) {
      nodes[i].value = scale(features[i], low[i], high[i]);
    }
    double[] value = new double[1];
    svm.svm_predict_values(model, nodes, value);
    return foldFirst ? value[0] : -value[0];
  }

  /** LIBSVM's label for these features by its {@code svm_predict}, 1 fold and -1 play on: for the tests. */
  double predictedLabel(double[] features) {
    return svm.svm_predict(model, scaled(features, low, high));
  }

  /** Nodes for a row of {@code length} features, indexed from 1 as LIBSVM's; their values are written by {@link #decision}. */
  static svm_node[] nodes(int length) {
    svm_node[] x = new svm_node[length];
    for (int i = 0; i < length; i++) {
      x[i] = new svm_node();
      x[i].index = i + 1;
    }
    return x;
  }

  /** The chosen C. */
  public double c() {
    return c;
  }

  /** The chosen gamma. */
  public double gamma() {
    return gamma;
  }

  /** The cross-validated accuracy at the chosen grid point. */
  public double accuracy() {
    return accuracy;
  }

  /** The cross-validated F1 of the fold class at the chosen grid point. */
  public double f1() {
    return f1;
  }

  /** The number of support vectors: the cost of one {@link #fold}. */
  public int supportVectors() {
    return model.l;
  }

  /** Writes the model file to {@code path}. */
  public void save(Path path) throws IOException {
    try (Writer out = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
      write(out);
    }
  }

  /** Writes the model file: the header, then LIBSVM's model text. */
  public void write(Writer out) throws IOException {
    out.write(MAGIC + "\n");
    out.write(String.format(Locale.ROOT, "c %s\ngamma %s\naccuracy %s\nf1 %s\n", c, gamma, accuracy, f1));
    if (threshold != 0) {
      out.write("threshold " + threshold + "\n");
    }
    for (int i = 0; i < low.length; i++) {
      out.write("scale " + i + " " + low[i] + " " + high[i] + "\n");
    }
    out.write(MODEL_START + "\n");
    // LIBSVM writes its model to a named file only.
    Path tmp = Files.createTempFile("fold-model", ".libsvm");
    try {
      synchronized (svm.class) {
        svm.svm_save_model(tmp.toString(), model);
      }
      out.write(Files.readString(tmp, StandardCharsets.UTF_8));
    } finally {
      Files.delete(tmp);
    }
  }

  /**
   * The model the project trained for {@code variant}, shipped as the resource
   * {@code fold-<variant id>.model} beside this class; {@code docs/perceptron-fold.md} gives the
   * commands that made it. Read once per variant and shared: a model is immutable.
   *
   * @throws UncheckedIOException when the resource is missing or unreadable (a broken build)
   */
  public static FoldModel shipped(Variant variant) {
    return SHIPPED.computeIfAbsent(variant, FoldModel::readShipped);
  }

  private static final Map<Variant, FoldModel> SHIPPED = new ConcurrentHashMap<>();

  private static FoldModel readShipped(Variant variant) {
    String name = "fold-" + variant.id() + ".model";
    InputStream in = FoldModel.class.getResourceAsStream(name);
    if (in == null) {
      throw new UncheckedIOException(new IOException("no shipped fold model " + name));
    }
    try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return read(reader);
    } catch (IOException e) {
      throw new UncheckedIOException(name + ": " + e.getMessage(), e);
    }
  }

  /** Reads a model file from {@code path}. */
  public static FoldModel load(Path path) throws IOException {
    try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      return read(in);
    }
  }

  /**
   * Reads a model file as {@link #write} wrote it.
   *
   * @throws IOException on a read error or a file that is not a fold model, naming the line
   */
  public static FoldModel read(Reader reader) throws IOException {
    BufferedReader in = new BufferedReader(reader);
    String line = in.readLine();
    if (!MAGIC.equals(line)) {
      throw new IOException("line 1: expected '" + MAGIC + "', got '" + line + "'");
    }
    double c = value(in.readLine(), "c", 2);
    double gamma = value(in.readLine(), "gamma", 3);
    double accuracy = value(in.readLine(), "accuracy", 4);
    double f1 = value(in.readLine(), "f1", 5);
    List<double[]> ranges = new ArrayList<>();
    int number = 6;
    line = in.readLine();
    double threshold = 0;
    if (line != null && line.startsWith("threshold ")) {
      threshold = value(line, "threshold", number);
      line = in.readLine();
      number++;
    }
    for (; line != null && !line.equals(MODEL_START); line = in.readLine(), number++) {
      String[] parts = line.split(" ");
      if (parts.length != 4 || !parts[0].equals("scale") || Integer.parseInt(parts[1]) != ranges.size()) {
        throw new IOException("line " + number + ": expected 'scale " + ranges.size() + " LOW HIGH', got '" + line + "'");
      }
      ranges.add(new double[] {Double.parseDouble(parts[2]), Double.parseDouble(parts[3])});
    }
    if (line == null) {
      throw new IOException("line " + number + ": the file ends before the '" + MODEL_START + "' line");
    }
    double[] low = new double[ranges.size()];
    double[] high = new double[ranges.size()];
    for (int i = 0; i < low.length; i++) {
      low[i] = ranges.get(i)[0];
      high[i] = ranges.get(i)[1];
    }
    svm_model model;
    synchronized (svm.class) {
      model = svm.svm_load_model(in);
    }
    if (model == null) {
      throw new IOException("line " + (number + 1) + ": not a LIBSVM model");
    }
    return new FoldModel(model, low, high, c, gamma, accuracy, f1, threshold);
  }

  private static double value(String line, String key, int number) throws IOException {
    if (line == null || !line.startsWith(key + " ")) {
      throw new IOException("line " + number + ": expected '" + key + " VALUE', got '" + line + "'");
    }
    try {
      return Double.parseDouble(line.substring(key.length() + 1));
    } catch (NumberFormatException e) {
      throw new IOException("line " + number + ": '" + line + "' is not a number", e);
    }
  }

  /**
   * A row scaled to [-1, 1] per feature from the ranges [{@code low}, {@code high}] seen in training, as
   * LIBSVM nodes (index from 1): how the model reads a row, and how its training rows were read.
   */
  public static svm_node[] scaled(double[] row, double[] low, double[] high) {
    svm_node[] x = nodes(row.length);
    for (int i = 0; i < row.length; i++) {
      x[i].value = scale(row[i], low[i], high[i]);
    }
    return x;
  }

  /** {@code v} mapped linearly from [low, high] to [-1, 1]; 0 for a feature that never varied in training. */
  private static double scale(double v, double low, double high) {
    return high > low ? -1 + 2 * (v - low) / (high - low) : 0;
  }
}
