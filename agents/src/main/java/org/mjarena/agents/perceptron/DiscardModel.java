package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.mjarena.engine.Variant;

/**
 * The discard model: one weight per feature of {@link DiscardFeatures}; a candidate's score is the sum of
 * its features' weights (seed 001, formula 1), and the best candidate is the one discarded. Immutable once
 * made, so one model is shared by every agent that plays with it.
 *
 * <p>File format (big-endian): {@code "MJPM"}, the format version (int, 1), the variant id (UTF), the
 * feature version and dimension (ints), then the weights as floats. About 13 KB.
 */
public final class DiscardModel {
  private static final WeightsFile FILE = new WeightsFile("MJPM", "perceptron discard model", "mjarena train perceptron",
      new int[] {DiscardFeatures.VERSION, DiscardFeatures.DIMENSION}, DiscardFeatures.DIMENSION);
  private static final Map<Variant, DiscardModel> SHIPPED = new EnumMap<>(Variant.class);

  private final Variant variant;
  private final float[] weights;

  /** A model of {@code variant} with these weights ({@link DiscardFeatures#DIMENSION} of them, copied). */
  public DiscardModel(Variant variant, float[] weights) {
    if (weights.length != DiscardFeatures.DIMENSION) {
      throw new IllegalArgumentException(weights.length + " weights, expected " + DiscardFeatures.DIMENSION);
    }
    this.variant = variant;
    this.weights = weights.clone();
  }

  /** The variant it was trained for. */
  public Variant variant() {
    return variant;
  }

  /** The score of a candidate with the first {@code n} features of {@code features}. */
  public float score(int[] features, int n) {
    float sum = 0;
    for (int i = 0; i < n; i++) {
      sum += weights[features[i]];
    }
    return sum;
  }

  /** The weight of one feature. */
  public float weight(int feature) {
    return weights[feature];
  }

  /** The resource name of the model shipped for {@code variant}. */
  public static String resource(Variant variant) {
    return variant.id() + ".model";
  }

  /**
   * The model the project trained for {@code variant} and ships in the jar ({@code docs/agents.md},
   * "Training", gives the commands that made it).
   */
  public static synchronized DiscardModel shipped(Variant variant) {
    return SHIPPED.computeIfAbsent(variant, v -> of(FILE.resource(DiscardModel.class, resource(v))));
  }

  /**
   * Reads a model file.
   *
   * @throws IOException when it cannot be read, is not a model, or was made with other features
   */
  public static DiscardModel read(Path file) throws IOException {
    return of(FILE.read(file));
  }

  private static DiscardModel of(WeightsFile.Contents contents) {
    return new DiscardModel(contents.variant(), contents.weights());
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    FILE.write(raw, variant, weights);
  }
}
