package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import org.mjarena.engine.Variant;

/**
 * The discard model: one weight per feature of {@link DiscardFeatures}; a candidate's score is the sum of
 * its features' weights (seed 001, formula 1), and the best candidate is the one discarded. Immutable once
 * made, so one model is shared by every agent that plays with it.
 *
 * <p>File format ({@link WeightsFile}): {@code "MJPM"}, the format version (int, 1), the variant id (UTF),
 * the feature version and dimension (ints), then the weights as floats. About 13 KB.
 */
public final class DiscardModel extends LinearModel {
  private static final WeightsFile<DiscardModel> FILE = new WeightsFile<>("MJPM", "perceptron discard model",
      "mjarena train perceptron", new int[] {DiscardFeatures.VERSION, DiscardFeatures.DIMENSION},
      DiscardFeatures.DIMENSION, "", DiscardModel::new);

  /** A model of {@code variant} with these weights ({@link DiscardFeatures#DIMENSION} of them, copied). */
  public DiscardModel(Variant variant, float[] weights) {
    super(variant, weights, DiscardFeatures.DIMENSION);
  }

  /**
   * The model the project trained for {@code variant} and ships in the jar ({@code docs/agents.md},
   * "Training", gives the commands that made it).
   */
  public static DiscardModel shipped(Variant variant) {
    return FILE.shipped(variant);
  }

  /**
   * Reads a model file.
   *
   * @throws IOException when it cannot be read, is not a model, or was made with other features
   */
  public static DiscardModel read(Path file) throws IOException {
    return FILE.read(file);
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    FILE.write(raw, this);
  }
}
