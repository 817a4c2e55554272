package org.mjarena.engine.mcr.distance;

import org.mjarena.engine.hand.SuitShapes;

/**
 * Precomputed block values of every part of a hand that lies in one suit group, and the arithmetic
 * that joins the parts into a whole hand.
 *
 * <p>The basic-form win distance is {@code 2 * need - (2 * sets + partials + pair)}, where {@code need}
 * is the number of sets still missing (four minus the declared melds), sets are chows and pungs,
 * partials are two tiles that a single tile turns into a set (a pair, {@code 12}, {@code 13}), the pair
 * adds one when one of the pairs is kept as the eyes, and at most {@code need} sets and partials count.
 * The cap is shared by the whole hand, so one suit group cannot be scored alone. What a group can
 * contribute is therefore kept as a <em>value vector</em>: for each number {@code k} of blocks (sets
 * and partials) it may use, 0..4, the best {@code 2 * sets + partials}, once without and once with the
 * eyes taken from the group (plus one for the eyes). Vectors of different groups join by a max-plus
 * convolution over {@code k}.
 *
 * <p>A vector is packed into one int of eight 4-bit fields: fields 0..3 hold the values without the
 * eyes for {@code k = 1..4} (the value for {@code k = 0} is always 0), fields 4..7 those with the eyes
 * for {@code k = 1..4}. When the group holds no pair the eyes fields are all 0, since a group that can
 * give the eyes scores at least 1 for every {@code k} (the value with eyes and {@code k = 0} is then 1).
 * No field exceeds 9 ({@code 2 * 4 + 1}).
 *
 * <p>The tables are indexed by the suit key of {@link SuitShapes} (count at
 * position {@code i} times {@code 5^i}) and are filled once by dynamic programming over the keys in
 * increasing order: the lowest tile of a group is either isolated or part of a pung, a chow, a pair,
 * an adjacent or a gapped partial, and removing that block leaves a smaller key whose vector is known.
 * Keys of more than {@link #MAX_TILES} tiles never occur in a hand and are left empty.
 */
final class BlockValues {
  /** The most sets a hand needs: four sets and a pair is the basic winning form. */
  static final int MAX_BLOCKS = 4;
  /** The most tiles a hand holds before a discard (13 plus the drawn tile). */
  static final int MAX_TILES = 14;
  /** Copies of each tile kind in the set; a suit key holds counts 0..4 per position. */
  static final int MAX_COPIES = 4;
  /** Stands for an impossible value (a group without a pair asked for the eyes); far below any real sum. */
  static final int IMPOSSIBLE = -100;

  private static final int FIELD_BITS = 4;
  private static final int FIELD_MASK = 0xF;
  private static final int EYES_SHIFT = MAX_BLOCKS * FIELD_BITS;
  private static final int SET_VALUE = 2;
  private static final int PARTIAL_VALUE = 1;
  private static final int EYES_VALUE = 1;
  /** The vectors of every numbered-suit key, and of every honour key (honours form no chows, so no partials but pairs). */
  private static final int[] NUMBERED = build(SuitShapes.NUMBERED_SIZE, true);
  private static final int[] HONOURS = build(SuitShapes.HONOUR_SIZE, false);

  private BlockValues() {}

  /** The packed vector of a numbered-suit key ({@code honour == false}) or of an honour key. */
  static int vector(int key, boolean honour) {
    return honour ? HONOURS[key] : NUMBERED[key];
  }

  /**
   * The packed vector of a group key with one more tile at {@code position}, where the key already
   * holds four: a fifth copy cannot be written in a suit key, but a ready hand can wait on it in form.
   * One copy of the tile is isolated or in some block; removing that block leaves at most four.
   */
  static int vectorWithFifth(int key, int position, boolean honour) {
    int size = honour ? SuitShapes.HONOUR_SIZE : SuitShapes.NUMBERED_SIZE;
    int[] table = honour ? HONOURS : NUMBERED;
    int[] best = unpack(table[key]);
    int p = SuitShapes.pow5(position);
    addBlock(best, unpack(table[key - 2 * p]), SET_VALUE);
    int[] pairRest = unpack(table[key - p]);
    addBlock(best, pairRest, PARTIAL_VALUE);
    addEyes(best, pairRest);
    if (!honour) {
      for (int start = position - 2; start <= position; start++) {
        if (start >= 0 && start + 2 < size) {
          int rest = key + p;
          boolean present = true;
          for (int j = start; j <= start + 2; j++) {
            present &= j == position || SuitShapes.count(key, j) > 0;
            rest -= SuitShapes.pow5(j);
          }
          if (present) {
            addBlock(best, unpack(table[rest]), SET_VALUE);
          }
        }
      }
      for (int other = position - 2; other <= position + 2; other++) {
        if (other != position && other >= 0 && other < size && SuitShapes.count(key, other) > 0) {
          addBlock(best, unpack(table[key - SuitShapes.pow5(other)]), PARTIAL_VALUE);
        }
      }
    }
    return pack(best);
  }

  /** The value without eyes using at most {@code k} blocks. */
  static int plain(int vector, int k) {
    return k == 0 ? 0 : vector >>> (k - 1) * FIELD_BITS & FIELD_MASK;
  }

  /** The value with eyes using at most {@code k} blocks, or {@link #IMPOSSIBLE} without a pair. */
  static int eyes(int vector, int k) {
    if ((vector >>> EYES_SHIFT & FIELD_MASK) == 0) {
      return IMPOSSIBLE;
    }
    return k == 0 ? EYES_VALUE : vector >>> EYES_SHIFT + (k - 1) * FIELD_BITS & FIELD_MASK;
  }

  /**
   * The vector of two groups taken together: each block budget split in the best way, eyes from at most
   * one. The max-plus convolution written out over the four block counts (the fields read once each):
   * the search and the features join vectors more than they do anything else.
   */
  static int join(int a, int b) {
    int a1 = a & FIELD_MASK;
    int a2 = a >>> 4 & FIELD_MASK;
    int a3 = a >>> 8 & FIELD_MASK;
    int a4 = a >>> 12 & FIELD_MASK;
    int b1 = b & FIELD_MASK;
    int b2 = b >>> 4 & FIELD_MASK;
    int b3 = b >>> 8 & FIELD_MASK;
    int b4 = b >>> 12 & FIELD_MASK;
    int p1 = Math.max(a1, b1);
    int p2 = Math.max(Math.max(a2, b2), a1 + b1);
    int p3 = Math.max(Math.max(a3, b3), Math.max(a1 + b2, a2 + b1));
    int p4 = Math.max(Math.max(a4, b4), Math.max(a1 + b3, Math.max(a2 + b2, a3 + b1)));
    int packed = p1 | p2 << 4 | p3 << 8 | p4 << 12;
    boolean aEyes = (a >>> EYES_SHIFT & FIELD_MASK) != 0;
    boolean bEyes = (b >>> EYES_SHIFT & FIELD_MASK) != 0;
    if (!aEyes && !bEyes) {
      return packed;
    }
    int e1 = IMPOSSIBLE;
    int e2 = IMPOSSIBLE;
    int e3 = IMPOSSIBLE;
    int e4 = IMPOSSIBLE;
    if (aEyes) {
      int x1 = a >>> EYES_SHIFT & FIELD_MASK;
      int x2 = a >>> EYES_SHIFT + 4 & FIELD_MASK;
      int x3 = a >>> EYES_SHIFT + 8 & FIELD_MASK;
      int x4 = a >>> EYES_SHIFT + 12 & FIELD_MASK;
      e1 = Math.max(x1, EYES_VALUE + b1);
      e2 = Math.max(Math.max(x2, EYES_VALUE + b2), x1 + b1);
      e3 = Math.max(Math.max(x3, EYES_VALUE + b3), Math.max(x1 + b2, x2 + b1));
      e4 = Math.max(Math.max(x4, EYES_VALUE + b4), Math.max(x1 + b3, Math.max(x2 + b2, x3 + b1)));
    }
    if (bEyes) {
      int y1 = b >>> EYES_SHIFT & FIELD_MASK;
      int y2 = b >>> EYES_SHIFT + 4 & FIELD_MASK;
      int y3 = b >>> EYES_SHIFT + 8 & FIELD_MASK;
      int y4 = b >>> EYES_SHIFT + 12 & FIELD_MASK;
      e1 = Math.max(e1, Math.max(y1, EYES_VALUE + a1));
      e2 = Math.max(e2, Math.max(Math.max(y2, EYES_VALUE + a2), a1 + y1));
      e3 = Math.max(e3, Math.max(Math.max(y3, EYES_VALUE + a3), Math.max(a1 + y2, a2 + y1)));
      e4 = Math.max(e4, Math.max(Math.max(y4, EYES_VALUE + a4), Math.max(a1 + y3, Math.max(a2 + y2, a3 + y1))));
    }
    return packed | e1 << EYES_SHIFT | e2 << EYES_SHIFT + 4 | e3 << EYES_SHIFT + 8 | e4 << EYES_SHIFT + 12;
  }

  /** The best value of two groups taken together with at most {@code blocks} blocks: one column of {@link #join}. */
  static int joinedValue(int a, int b, int blocks) {
    int best = 0;
    boolean aEyes = (a >>> EYES_SHIFT & FIELD_MASK) != 0;
    boolean bEyes = (b >>> EYES_SHIFT & FIELD_MASK) != 0;
    for (int i = 0; i <= blocks; i++) {
      int j = blocks - i;
      int pa = i == 0 ? 0 : a >>> (i - 1) * FIELD_BITS & FIELD_MASK;
      int pb = j == 0 ? 0 : b >>> (j - 1) * FIELD_BITS & FIELD_MASK;
      best = Math.max(best, pa + pb);
      if (aEyes) {
        best = Math.max(best, (i == 0 ? EYES_VALUE : a >>> EYES_SHIFT + (i - 1) * FIELD_BITS & FIELD_MASK) + pb);
      }
      if (bEyes) {
        best = Math.max(best, pa + (j == 0 ? EYES_VALUE : b >>> EYES_SHIFT + (j - 1) * FIELD_BITS & FIELD_MASK));
      }
    }
    return best;
  }

  /** Unpacks a vector into values without eyes (indices 0..4) and with eyes (5..9). */
  private static int[] unpack(int vector) {
    int[] v = new int[2 * (MAX_BLOCKS + 1)];
    for (int k = 0; k <= MAX_BLOCKS; k++) {
      v[k] = plain(vector, k);
      v[MAX_BLOCKS + 1 + k] = eyes(vector, k);
    }
    return v;
  }

  private static int pack(int[] v) {
    int packed = 0;
    for (int k = 1; k <= MAX_BLOCKS; k++) {
      packed |= v[k] << (k - 1) * FIELD_BITS;
      int eyes = v[MAX_BLOCKS + 1 + k];
      if (eyes > 0) {
        packed |= eyes << EYES_SHIFT + (k - 1) * FIELD_BITS;
      }
    }
    return packed;
  }

  /** Improves {@code best} by the decompositions of {@code rest} plus one block worth {@code gain}. */
  private static void addBlock(int[] best, int[] rest, int gain) {
    for (int k = 1; k <= MAX_BLOCKS; k++) {
      best[k] = Math.max(best[k], rest[k - 1] + gain);
      int e = MAX_BLOCKS + 1 + k;
      if (rest[e - 1] > 0) {
        best[e] = Math.max(best[e], rest[e - 1] + gain);
      }
    }
  }

  /** Improves {@code best} by the decompositions of {@code rest} (which has no eyes yet) plus a pair kept as the eyes. */
  private static void addEyes(int[] best, int[] rest) {
    for (int k = 0; k <= MAX_BLOCKS; k++) {
      int e = MAX_BLOCKS + 1 + k;
      best[e] = Math.max(best[e], rest[k] + EYES_VALUE);
    }
  }

  private static int[] build(int size, boolean chows) {
    int[] table = new int[SuitShapes.pow5(size)];
    int[] digits = new int[size];
    int sum = 0;
    for (int key = 1; key < table.length; key++) {
      int i = 0;
      while (digits[i] == MAX_COPIES) {
        digits[i] = 0;
        sum -= MAX_COPIES;
        i++;
      }
      digits[i]++;
      sum++;
      if (sum <= MAX_TILES) {
        table[key] = pack(decompose(table, digits, key, size, chows));
      }
    }
    return table;
  }

  /** The vector of {@code key}, from the vectors of the keys left after removing the block of its lowest tile. */
  private static int[] decompose(int[] table, int[] digits, int key, int size, boolean chows) {
    int i = 0;
    while (digits[i] == 0) {
      i++;
    }
    int p = SuitShapes.pow5(i);
    int[] best = unpack(table[key - p]);
    if (digits[i] >= 3) {
      addBlock(best, unpack(table[key - 3 * p]), SET_VALUE);
    }
    if (digits[i] >= 2) {
      int[] rest = unpack(table[key - 2 * p]);
      addBlock(best, rest, PARTIAL_VALUE);
      addEyes(best, rest);
    }
    if (chows) {
      if (i + 1 < size && digits[i + 1] > 0) {
        addBlock(best, unpack(table[key - p - SuitShapes.pow5(i + 1)]), PARTIAL_VALUE);
      }
      if (i + 2 < size && digits[i + 2] > 0) {
        addBlock(best, unpack(table[key - p - SuitShapes.pow5(i + 2)]), PARTIAL_VALUE);
        if (digits[i + 1] > 0) {
          addBlock(best, unpack(table[key - p - SuitShapes.pow5(i + 1) - SuitShapes.pow5(i + 2)]), SET_VALUE);
        }
      }
    }
    return best;
  }
}
