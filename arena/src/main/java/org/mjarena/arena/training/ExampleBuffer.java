package org.mjarena.arena.training;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * One game's training examples as bytes, discard and call examples alike, in the record format of
 * {@link DiscardExamples}: the seat order (short), the seat, the number of candidates and the teacher's
 * candidate (bytes), then per candidate its code (the discarded tile, or a call's code), its number of
 * features (byte) and the features (shorts). The buffer grows during a game and is handed over at its end.
 */
final class ExampleBuffer {
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
  private final DataOutputStream out = new DataOutputStream(buffer);
  private int examples;

  /**
   * Adds one example of {@code n} candidates, the features they all share already taken out.
   *
   * @param codes       each candidate's code
   * @param sizes       each candidate's number of features
   * @param byCandidate each candidate's features
   */
  void add(int order, int seat, int n, int teacher, int[] codes, int[] sizes, int[][] byCandidate) {
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
}
