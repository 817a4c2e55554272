package org.mjarena.agents.perceptron;

import org.mjarena.engine.Variant;

/**
 * A model of the perceptron player, discard or call: one weight per feature, and a candidate's score is
 * the sum of its features' weights (seed 001, formula 1), trained for one variant. Immutable once made, so
 * one model is shared by every agent that plays with it. Its file is a {@link WeightsFile}.
 */
abstract sealed class LinearModel permits DiscardModel, CallModel {
  private final Variant variant;
  private final float[] weights;

  /** A model of {@code variant} with these weights ({@code dimension} of them, copied). */
  LinearModel(Variant variant, float[] weights, int dimension) {
    if (weights.length != dimension) {
      throw new IllegalArgumentException(weights.length + " weights, expected " + dimension);
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

  /** The weights, not to be changed: for {@link WeightsFile#write}. */
  final float[] weights() {
    return weights;
  }
}
