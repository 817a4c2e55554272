package org.mjarena.arena.commentary;

import org.mjarena.arena.record.Bytes;

/**
 * One decision as the probability models see it: who chose, among which options, what each option
 * looked like to the commentator ({@link #width} small numbers each), and which option was taken. A
 * discard ({@link DiscardChoice}: the options are the legal tiles) or an answer to a discard
 * ({@link ClaimChoice}: pass, each chow, pung, kong, win), or the mover's choice between a discard, a ting, a
 * win and a kong ({@link TurnChoice}).
 */
sealed interface Choice permits DiscardChoice, ClaimChoice, TurnChoice {
  /** The lineup entry that chose (its index). */
  int entry();

  /** Features per option. */
  int width();

  /** Every option's features, option after option, {@link #width} each. */
  byte[] features();

  /** How many options there were. */
  default int options() {
    return features().length / width();
  }

  /** The raw value of feature {@code f} of option {@code i}. */
  default int feature(int i, int f) {
    return features()[i * width() + f];
  }

  /** The option taken. */
  int played();

  /** The kind of decision in a word, {@code discard}, {@code answer} or {@code turn}, as the review and the features file name it. */
  String decision();

  /** Option {@code o} in a word or two: a tile ({@code 5p}), an answer ({@code pass}, {@code chow}), a turn's ({@code ting}). */
  String option(int o);

  /** Feature {@code f}'s raw value {@code v} as the model weighs it, in [0, 1]: a flag as it is. */
  default double value(int f, int v) {
    return v;
  }

  /**
   * Writes a choice whose options are each a small number ({@code ids}: a tile, an answer's kind, a turn's
   * option) with up to 24 flags: the number in a byte, the flags in three.
   */
  static void writeFlagged(Choice c, int[] ids, Bytes.Out out) {
    out.varint(c.entry());
    out.varint(ids.length);
    out.varint(c.played());
    for (int i = 0; i < ids.length; i++) {
      int packed = 0;
      for (int f = 0; f < c.width(); f++) {
        packed |= c.feature(i, f) << f;
      }
      out.put4(ids[i], packed & 0xFF, packed >>> 8 & 0xFF, packed >>> 16);
    }
  }

  /** Reads a choice of {@code width} flags that {@link #writeFlagged} wrote, made by {@code make}. */
  static <T extends Choice> T readFlagged(Bytes.In in, int width, Flagged<T> make) {
    int entry = (int) in.varint();
    int n = (int) in.varint();
    int played = (int) in.varint();
    int[] ids = new int[n];
    byte[] features = new byte[n * width];
    for (int i = 0; i < n; i++) {
      ids[i] = in.get();
      int packed = in.get() | in.get() << 8 | in.get() << 16;
      for (int f = 0; f < width; f++) {
        features[i * width + f] = (byte) (packed >>> f & 1);
      }
    }
    return make.of(entry, ids, features, played);
  }

  /** Makes a choice of flags from what {@link #readFlagged} read: the record's constructor. */
  @FunctionalInterface
  interface Flagged<T> {
    T of(int entry, int[] ids, byte[] features, int played);
  }
}
