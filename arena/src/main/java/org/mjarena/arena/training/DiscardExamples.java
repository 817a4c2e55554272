package org.mjarena.arena.training;

import org.mjarena.agents.perceptron.CallFeatures;
import org.mjarena.agents.perceptron.DiscardFeatures;
import org.mjarena.engine.Observation;

/**
 * The discard examples ({@code mjarena train dataset} writes them into an {@link ExamplesFile} of kind
 * {@link ExamplesFile.Kind#DISCARD}, {@code mjarena train perceptron} reads them): every discard decision
 * of the teacher, as the features of each candidate.
 *
 * <p><b>Only the features that tell candidates apart.</b> The perceptron's score of a candidate is the sum
 * of its features' weights, and its update adds the teacher's candidate's features and takes away the
 * predicted one's: a feature every candidate of a decision shares (a window of a suit no candidate
 * touches, the counts of the other suits) changes neither the ranking nor any update. So each decision
 * stores, for each candidate, its features less those common to all its candidates (as multisets); the
 * model trained on that is the model trained on the full vectors, and the file is a third of the size.
 *
 * <p><b>An example</b> ({@link ExampleEncoder}): the seat order of its game (short), the seat (byte), the
 * number of candidates (byte), the index of the teacher's choice among them (byte), then for each
 * candidate, in tile order, its tile index (byte; for a call, its {@link CallFeatures#code}, in the order
 * {@link CallFeatures#claims} gives), its number of features (byte) and the features (unsigned shorts).
 */
final class DiscardExamples {
  private DiscardExamples() {}

  /**
   * Turns the teacher's discard decisions into example bytes: one instance per thread, as it keeps scratch
   * space. A game's examples go into one growing buffer, handed over when the game is done.
   */
  static final class Encoder extends ExampleEncoder {
    private final DiscardFeatures features = new DiscardFeatures();
    private final int[][] byCandidate = new int[64][DiscardFeatures.MAX_ACTIVE];
    private final int[] sizes = new int[64];
    private final int[] tiles = new int[64];

    /** An encoder of discard decisions. */
    Encoder() {
      super(DiscardFeatures.DIMENSION);
    }

    /**
     * Adds the example of one decision, unless it has fewer than two candidates.
     *
     * @param seen       what the teacher saw
     * @param candidates the tiles it could discard (a tile mask)
     * @param chosen     the tile it discarded, one of them
     * @param order      the seat order of the game
     */
    void add(Observation seen, long candidates, int chosen, int order) {
      features.load(seen);
      long mask = candidates & features.heldMask();
      if (Long.bitCount(mask) < 2 || (mask >>> chosen & 1) == 0) {
        return;
      }
      int n = 0;
      int teacher = -1;
      for (long m = mask; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        tiles[n] = t;
        if (t == chosen) {
          teacher = n;
        }
        sizes[n] = features.extract(t, byCandidate[n]);
        n++;
      }
      add(order, seen.me().index(), n, teacher, tiles, sizes, byCandidate);
    }
  }
}
