package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.mjarena.engine.Variant;

/**
 * The call model (seed 001, section 7.1): one weight per feature of {@link CallFeatures}; a candidate's
 * score is the sum of its features' weights, and the candidate of highest score is played: not calling,
 * or a chow, pung or kong. Immutable once made, so one model is shared by every agent that plays with it.
 *
 * <p>File format (big-endian): {@code "MJCM"}, the format version (int, 1), the variant id (UTF), the
 * call feature version and dimension (ints), the discard feature version (int: the call features contain
 * the discard features), then the weights as floats. About 35 KB.
 */
public final class CallModel {
  private static final WeightsFile FILE = new WeightsFile("MJCM", "perceptron call model", "mjarena train call",
      new int[] {CallFeatures.VERSION, CallFeatures.DIMENSION, DiscardFeatures.VERSION}, CallFeatures.DIMENSION);
  private static final Map<Variant, CallModel> SHIPPED = new EnumMap<>(Variant.class);

  private final Variant variant;
  private final float[] weights;

  /** A model of {@code variant} with these weights ({@link CallFeatures#DIMENSION} of them, copied). */
  public CallModel(Variant variant, float[] weights) {
    if (weights.length != CallFeatures.DIMENSION) {
      throw new IllegalArgumentException(weights.length + " weights, expected " + CallFeatures.DIMENSION);
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

  /** The resource name of the call model shipped for {@code variant}. */
  public static String resource(Variant variant) {
    return "call-" + variant.id() + ".model";
  }

  /**
   * The call model the project trained for {@code variant} and ships in the jar ({@code mjarena train
   * --help} and docs/perceptron.md give the commands that made it).
   */
  public static synchronized CallModel shipped(Variant variant) {
    return SHIPPED.computeIfAbsent(variant, v -> of(FILE.resource(CallModel.class, resource(v))));
  }

  /**
   * Reads a model file.
   *
   * @throws IOException when it cannot be read, is not a call model, or was made with other features
   */
  public static CallModel read(Path file) throws IOException {
    return of(FILE.read(file));
  }

  private static CallModel of(WeightsFile.Contents contents) {
    return new CallModel(contents.variant(), contents.weights());
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    FILE.write(raw, variant, weights);
  }
}
