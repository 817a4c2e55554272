package org.mjarena.arena.training;

import java.util.Arrays;
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
 * <p><b>An example</b> ({@link ExampleBuffer}): the seat order of its game (short), the seat (byte), the
 * number of candidates (byte), the index of the teacher's choice among them (byte), then for each
 * candidate, in tile order, its tile index (byte; for a call, its {@link CallFeatures#code}, in the order
 * {@link CallFeatures#claims} gives), its number of features (byte) and the features (unsigned shorts).
 */
public final class DiscardExamples {
  private DiscardExamples() {}

  /**
   * Turns the teacher's discard decisions into example bytes: one instance per thread, as it keeps scratch
   * space. A game's examples go into one growing buffer, handed over when the game is done.
   */
  public static final class Encoder {
    private final DiscardFeatures features = new DiscardFeatures();
    private final int[][] byCandidate = new int[64][DiscardFeatures.MAX_ACTIVE];
    private final int[] sizes = new int[64];
    private final int[] tiles = new int[64];
    private final int[] common = new int[DiscardFeatures.DIMENSION];
    private final int[] seen = new int[DiscardFeatures.DIMENSION];
    private final ExampleBuffer buffer = new ExampleBuffer();

    /**
     * Adds the example of one decision, unless it has fewer than two candidates.
     *
     * @param seen       what the teacher saw
     * @param candidates the tiles it could discard (a tile mask)
     * @param chosen     the tile it discarded, one of them
     * @param order      the seat order of the game
     */
    public void add(Observation seen, long candidates, int chosen, int order) {
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
      dropCommon(byCandidate, sizes, n, common, this.seen);
      buffer.add(order, seen.me().index(), n, teacher, tiles, sizes, byCandidate);
    }

    /** The number of examples added since the last {@link #take}. */
    public int examples() {
      return buffer.examples();
    }

    /** The bytes of the examples added since the last call, which are then forgotten. */
    public byte[] take() {
      return buffer.take();
    }
  }

  /**
   * Removes from each of the {@code n} candidates (features {@code byCandidate[c]}, {@code sizes[c]} of
   * them) the features all of them have, counted as multisets. {@code common} and {@code seen} are
   * scratch arrays of the features' dimension, all zero, left so.
   */
  static void dropCommon(int[][] byCandidate, int[] sizes, int n, int[] common, int[] seen) {
    int[] first = byCandidate[0];
    for (int i = 0; i < sizes[0]; i++) {
      common[first[i]]++;
    }
    for (int c = 1; c < n; c++) {
      int[] f = byCandidate[c];
      for (int i = 0; i < sizes[c]; i++) {
        seen[f[i]]++;
      }
      for (int i = 0; i < sizes[0]; i++) {
        common[first[i]] = Math.min(common[first[i]], seen[first[i]]);
      }
      for (int i = 0; i < sizes[c]; i++) {
        seen[f[i]] = 0;
      }
    }
    // common[f] is now the number of copies of f that every candidate has: take them from each.
    for (int c = 0; c < n; c++) {
      int[] f = byCandidate[c];
      int kept = 0;
      for (int i = 0; i < sizes[c]; i++) {
        if (seen[f[i]] < common[f[i]]) {
          seen[f[i]]++;
        } else {
          f[kept++] = f[i];
        }
      }
      // The list was compacted in place: clear the counts whole rather than by what is left of it.
      Arrays.fill(seen, 0);
      sizes[c] = kept;
    }
    Arrays.fill(common, 0);
  }
}
