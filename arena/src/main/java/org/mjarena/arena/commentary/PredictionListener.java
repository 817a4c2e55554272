package org.mjarena.arena.commentary;

import org.mjarena.engine.Seat;

/**
 * Told what the {@link Commentator} predicts, as it predicts it: the narrow seam between predicting and
 * saying ({@link Narrator}). The arrays belong to the commentator and are valid only during the call.
 */
public interface PredictionListener {
  /**
   * {@code seat}'s discard was predicted.
   *
   * @param ranked the candidates, best first, as tile indices: the first {@code count}
   * @param seen   copies of each tile kind in the commentator's sight (its view's hands, the rivers and
   *               melds), the mover's tiles included, indexed by tile index
   */
  void discardPredicted(Seat seat, int[] ranked, int count, int[] seen);

  /**
   * Each asked seat's reaction to a discard was predicted, the priority between seats applied.
   *
   * @param bySeat the reaction of each seat by seat index, null for a seat not asked
   */
  void reactionsPredicted(Reaction[] bySeat);
}
