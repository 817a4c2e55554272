package org.mjarena.arena.training;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * Turns a teacher's decisions into example bytes, discard and call examples alike
 * ({@link DiscardExamples.Encoder}, {@link CallExamples.Encoder}), in the record format of
 * {@link DiscardExamples}: the seat order (short), the seat, the number of candidates and the teacher's
 * candidate (bytes), then per candidate its code (the discarded tile, or a call's code), its number of
 * features (byte) and the features (shorts), those all the candidates share left out. A game's examples
 * go into one growing buffer, handed over when the game is done. One per thread, as it keeps scratch
 * space.
 */
abstract class ExampleEncoder {
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
  private final DataOutputStream out = new DataOutputStream(buffer);
  private final int[] common;
  private final int[] counted;
  private int examples;

  /** An encoder of examples whose features are {@code dimension} many. */
  ExampleEncoder(int dimension) {
    common = new int[dimension];
    counted = new int[dimension];
  }

  /**
   * Adds one example of {@code n} candidates, taking out first the features they all share.
   *
   * @param codes       each candidate's code
   * @param sizes       each candidate's number of features, less the shared ones on return
   * @param byCandidate each candidate's features, the shared ones taken out on return
   */
  final void add(int order, int seat, int n, int teacher, int[] codes, int[] sizes, int[][] byCandidate) {
    dropCommon(byCandidate, sizes, n, common, counted);
    try {
      out.writeShort(order);
      out.writeByte(seat);
      out.writeByte(n);
      out.writeByte(teacher);
      for (int c = 0; c < n; c++) {
        out.writeByte(codes[c]);
        out.writeByte(sizes[c]);
        for (int i = 0; i < sizes[c]; i++) {
          out.writeShort(byCandidate[c][i]);
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException(e); // a byte array does not fail
    }
    examples++;
  }

  /** The number of examples added since the last {@link #take}. */
  int examples() {
    return examples;
  }

  /** The bytes of the examples added since the last call, which are then forgotten. */
  byte[] take() {
    byte[] bytes = buffer.toByteArray();
    buffer.reset();
    examples = 0;
    return bytes;
  }

  /**
   * Removes from each of the {@code n} candidates (features {@code byCandidate[c]}, {@code sizes[c]} of
   * them) the features all of them have, counted as multisets. {@code common} and {@code seen} are
   * scratch arrays of the features' dimension, all zero, left so.
   */
  private static void dropCommon(int[][] byCandidate, int[] sizes, int n, int[] common, int[] seen) {
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
