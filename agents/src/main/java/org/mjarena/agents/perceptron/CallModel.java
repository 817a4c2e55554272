package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import org.mjarena.engine.Variant;

/**
 * The call model (seed 001, section 7.1): one weight per feature of {@link CallFeatures}; a candidate's
 * score is the sum of its features' weights, and the candidate of highest score is played: not calling,
 * or a chow, pung or kong. Immutable once made, so one model is shared by every agent that plays with it.
 *
 * <p>File format ({@link WeightsFile}): {@code "MJCM"}, the format version (int, 1), the variant id (UTF),
 * the call feature version and dimension (ints), the discard feature version (int: the call features
 * contain the discard features), then the weights as floats. About 35 KB.
 */
public final class CallModel extends LinearModel {
  private static final WeightsFile<CallModel> FILE = new WeightsFile<>("MJCM", "perceptron call model",
      "mjarena train call", new int[] {CallFeatures.VERSION, CallFeatures.DIMENSION, DiscardFeatures.VERSION},
      CallFeatures.DIMENSION, "call-", CallModel::new);

  /** A model of {@code variant} with these weights ({@link CallFeatures#DIMENSION} of them, copied). */
  public CallModel(Variant variant, float[] weights) {
    super(variant, weights, CallFeatures.DIMENSION);
  }

  /**
   * The call model the project trained for {@code variant} and ships in the jar ({@code docs/agents.md},
   * "Training", gives the commands that made it).
   */
  public static CallModel shipped(Variant variant) {
    return FILE.shipped(variant);
  }

  /**
   * Reads a model file.
   *
   * @throws IOException when it cannot be read, is not a call model, or was made with other features
   */
  public static CallModel read(Path file) throws IOException {
    return FILE.read(file);
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    FILE.write(raw, this);
  }
}
