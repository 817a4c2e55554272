package org.mjarena.agents.fanfou;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.agents.Position;
import org.mjarena.engine.tile.Tile;

/**
 * The discard priority of Wang et al. 2022 (seed 004): its Table 1 (弃牌优先层级), four tiers of
 * single-tile shapes in 23 layers, and the history check of its Algorithm 1.
 *
 * <p><b>Table 1.</b> Each entry is a shape of one suit around the tile to discard: which numbers are
 * held, and how many of each. The first tier holds tiles that join nothing (no tile within two numbers);
 * the second, tiles that help little (an edge tile beside a run, a single beside a pung, ...); the third
 * and fourth, tiles that touch a pair. Within a tier the layers are in the paper's order, which is the
 * order it discards them in. The paper writes a shape as the numbers held with 0 for a number not held
 * and marks under some digits; here a shape is the count at each number, read upwards:
 * <ul>
 *   <li>{@code 0}..{@code 3}: exactly that many (a digit without a mark in the paper);</li>
 *   <li>{@code +}: at least one (the paper's underline: "不是0张");</li>
 *   <li>{@code #}: not exactly one (the double underline: "不是1张");</li>
 *   <li>{@code ~}: not exactly two (the dotted underline: "数量不为2");</li>
 * </ul>
 * and the tile to discard is written in brackets, with its own count: {@code "(1)00"} is the paper's
 * {@code 100}, a single 1 with no 2 and no 3. Numbers off the end of the suit hold nothing. A shape the
 * paper also lists reflected (its {@code 100} and {@code 900}) is written once and {@linkplain
 * Shape#mirrored mirrored}: the counts read downwards from 9. The text of the paper we have lost its
 * marks, so which digits carry them was read from the authors' published experiment code (the paper's
 * reference [14], which it names as its design). Where that code checks more than the table shows (for
 * tier 2, layer 4, that the number just past the shape, four from the tile, is not held once; it also
 * has a second copy of that layer without the check), the table is followed.
 *
 * <p><b>Algorithm 1.</b> The tiers are taken in order. Within a tier, its tiles in layer order (and
 * within a layer by tile index, an order the paper leaves open), the first tile some copy of which has
 * already been played (HISTORY &gt; 0: in a river or a meld) is discarded: a tile others have given up
 * is safer and less likely to be needed by them. The printed algorithm returns only such a tile and
 * says nothing of a tier where none has been played; the authors' code then discards the tier's first
 * tile, and so does this class, before looking at a later tier. When no tier holds a tile, the caller
 * decides.
 *
 * <p><b>Honours (MCR).</b> The 108-tile set has none. An honour forms no chow, so a single honour joins
 * nothing, as a tier-one tile, and fewer kinds of tile can ever join it than join a terminal; the paper
 * orders the first tier by exactly that count (terminals, then 2 and 8, then 3 to 7). So in MCR the
 * first tier starts with a layer of single honours, before the terminals: winds that are neither the
 * seat's nor the prevalent wind first (their pung scores only 幺九刻, 1 fan), then the dragons and the
 * seat and prevalent winds (箭刻, 门风刻, 圈风刻: 2 fan each). Honours play no part in the other layers.
 *
 * <p>Matching is bit-parallel: one mask per kind of count condition marks the numbers of all three
 * suits that meet it, and a shape matches at every number at once by shifting and intersecting those
 * masks.
 * Thread-safe: the tables are built once; the scratch masks belong to one instance per agent.
 */
final class DiscardTiers {
  /**
   * The three suits share one 64-bit mask, each suit's nine numbers with this many bits below and above
   * them, which hold nothing: at least as many as any shape reaches from its tile, so a shape never
   * reads the next suit.
   */
  private static final int PAD = 6;
  private static final int NUMBERS = 9;
  private static final int SUITS = 3;
  /** The distance between the first bits of two suits. */
  private static final int STRIDE = NUMBERS + PAD;
  private static final long ONE_SUIT = (1L << NUMBERS) - 1;
  private static final long WINDOW = (1L << (PAD + SUITS * STRIDE)) - 1;
  /** The count conditions, in the notation above. */
  private static final String CONDITIONS = "0123+#~";
  private static final int CONDITION_KINDS = CONDITIONS.length();
  private static final int MAX_COUNT = 4;
  /** The first honour tile and the first dragon. */
  private static final int FIRST_HONOUR = Tile.F1.index();
  private static final int FIRST_DRAGON = Tile.J1.index();

  /** Table 1, tier by tier, layer by layer. */
  private static final Layer[][] TABLE = {
      { // 第1级: tiles that join nothing
          layer(shape("(1)00", 1).mirrored()),                                  // 100, 900
          layer(shape("0(1)00", 2).mirrored()),                                 // 0200, 0800
          layer(shape("00(1)00", 3, 7))},                                       // 00300-00700
      { // 第2级
          layer(shape("(1)11100", 1).mirrored(), shape("(1)10", 1).mirrored(),  // 123400, 120 (9: 987600, 980)
              shape("(1)01", 1).mirrored(), shape("(1)+01", 1).mirrored(),     // 103, 1224 124
              shape("(1)0+1", 1).mirrored()),                                   // 1334 134
          layer(shape("1(2)10", 2).mirrored()).whenPairs(),                     // 1223, 7889 with over one pair
          layer(shape("#(1)0+1", 2).mirrored(), shape("#(1)01+", 2).mirrored()), // 2450, 5689
          layer(shape("00(1)0+1", 3, 5).mirrored(), shape("00(1)01+", 3, 5).mirrored()), // 00356-00578, 23500-45700
          layer(shape("(1)20", 1).mirrored(), shape("(1)2111", 1).mirrored(),   // 1220, 122345
              shape("(1)02", 1).mirrored(), shape("(1)102", 1).mirrored()),     // 133, 1244
          layer(shape("1(2)10", 2).mirrored()),                                 // 12230, 07889
          layer(shape("(1)3#", 1).mirrored(), shape("(1)#3", 1).mirrored(),     // 1222, 1333
              shape("0(1)3", 2).mirrored()),                                    // 02333, 77780
          layer(shape("00(1)3", 3, 8), shape("3(1)00", 2, 7),                   // 003444-008999, 111200-666700
              shape("30(1)0", 3, 8), shape("0(1)03", 2, 7)),                    // 111030-666080, 02444-07999
          layer(shape("(1)0111#", 2, 4).mirrored()),                            // 24567-46789, 12346-34568
          layer(shape("00(1)0111", 5).mirrored()),                              // 005789, 123500
          layer(shape("0(1)01", 2).mirrored()),                                 // 0204, 0806
          layer(shape("~0(1)01", 3, 7).mirrored())},                            // 10305-50709, 90705-50301
      { // 第3级
          layer(shape("2(1)00", 2).mirrored(), shape("0(1)02", 2).mirrored()),  // 11200, 0244, 99800, 6680
          layer(shape("0(1)00", 3, 7), shape("00(1)0", 3, 7)),                  // 0300-0700, 0030-0070
          layer(shape("0(1)02", 3, 7).mirrored(), shape("111(1)02", 4, 7).mirrored()), // 0355 0466-0799, 123466-456799
          layer(shape("(2)110", 1).mirrored()),                                 // 11230, 07899
          layer(shape("011(2)#", 8), shape("11(2)0#", 3, 7),                    // 067889, 123300-567709
              shape("#0(2)11", 3, 7), shape("01(2)10", 3, 7))},                 // 103345-507789, 023340-067780
      { // 第4级: tiles beside a pair
          layer(shape("1(2)1", 2, 8)),                                          // 1223-7889
          layer(shape("0(1)20", 2).mirrored()),                                 // 02330, 07780
          layer(shape("(1)20", 3, 7), shape("02(1)", 3, 7))}};                  // 3440-7880, 0223-0667

  /** Per count condition, the bits of the numbers that meet it (bits outside the suits hold nothing). */
  private final long[] conditions = new long[CONDITION_KINDS];
  /** Per count 0..4, the bits of the numbers held that many times. */
  private final long[] byCount = new long[MAX_COUNT + 1];
  /** The first candidate of the tier being scanned, or -1. */
  private int first;

  /**
   * The tile of {@code allowed} to discard by Table 1 and Algorithm 1, or -1 when no tier holds one.
   *
   * @param valuedHonours the honours whose pung scores 2 fan (MCR: dragons, seat and prevalent wind),
   *                      discarded after the other single honours; 0 in the 108-tile variant
   */
  int choose(Position p, long allowed, long valuedHonours) {
    fillConditions(p.counts());
    boolean manyPairs = p.kindsHeld(2) > 1;
    for (int tier = 0; tier < TABLE.length; tier++) {
      first = -1;
      if (tier == 0 && p.kinds() == Tile.KINDS) {
        long singles = singleHonours(p) & allowed;
        int t = played(p, singles & ~valuedHonours);
        if (t < 0) {
          t = played(p, singles & valuedHonours);
        }
        if (t >= 0) {
          return t;
        }
      }
      for (Layer layer : TABLE[tier]) {
        if (layer.needsPairs && !manyPairs) {
          continue;
        }
        int t = played(p, layer.match(conditions) & allowed);
        if (t >= 0) {
          return t;
        }
      }
      if (first >= 0) {
        return first;
      }
    }
    return -1;
  }

  /**
   * Algorithm 1 over one layer's candidates, in tile order: the first already played, or -1; the
   * tier's first candidate is remembered in {@link #first}.
   */
  private int played(Position p, long candidates) {
    if (first < 0 && candidates != 0) {
      first = Long.numberOfTrailingZeros(candidates);
    }
    for (long m = candidates; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      if (p.shown(t) > 0) {
        return t;
      }
    }
    return -1;
  }

  private static long singleHonours(Position p) {
    long mask = 0;
    for (int t = FIRST_HONOUR; t < Tile.KINDS; t++) {
      if (p.counts()[t] == 1) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  /** The honours whose pung scores 2 fan in MCR: the three dragons, the seat wind and the prevalent wind. */
  static long valuedHonours(Position p) {
    long dragons = (1L << Tile.KINDS) - (1L << FIRST_DRAGON);
    return dragons | 1L << p.seatWind().tile().index() | 1L << p.prevalentWind().tile().index();
  }

  private void fillConditions(int[] counts) {
    Arrays.fill(byCount, 0);
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      byCount[counts[t]] |= 1L << (PAD + t / NUMBERS * STRIDE + t % NUMBERS);
    }
    long held = byCount[1] | byCount[2] | byCount[3] | byCount[4];
    conditions[0] = WINDOW & ~held;
    conditions[1] = byCount[1];
    conditions[2] = byCount[2];
    conditions[3] = byCount[3];
    conditions[CONDITIONS.indexOf('+')] = held;
    conditions[CONDITIONS.indexOf('#')] = WINDOW & ~byCount[1];
    conditions[CONDITIONS.indexOf('~')] = WINDOW & ~byCount[2];
  }

  private static Layer layer(Shape... shapes) {
    List<Shape> all = new ArrayList<>();
    for (Shape s : shapes) {
      all.add(s);
      if (s.mirror) {
        all.add(s.reflection());
      }
    }
    return new Layer(all.toArray(new Shape[0]), false);
  }

  private static Shape shape(String pattern, int number) {
    return shape(pattern, number, number);
  }

  /** A shape whose bracketed tile may be any number from {@code from} to {@code to}. */
  private static Shape shape(String pattern, int from, int to) {
    int open = pattern.indexOf('(');
    String counts = pattern.substring(0, open) + pattern.charAt(open + 1) + pattern.substring(open + 3);
    long numbers = 0;
    for (int n = from; n <= to; n++) {
      numbers |= 1L << (n - 1);
    }
    return new Shape(counts, open, numbers, false);
  }

  /** One layer of a tier: shapes whose tiles it discards; some need more than one pair in the hand. */
  private record Layer(Shape[] shapes, boolean needsPairs) {
    /** This layer, used only when the hand holds more than one pair (第2级第2层: "if 对子数>1"). */
    Layer whenPairs() {
      return new Layer(shapes, true);
    }

    /** The tiles (a mask over the 27 numbered tiles) that some shape of this layer matches. */
    long match(long[] conditions) {
      long at = 0;
      for (Shape shape : shapes) {
        at |= shape.match(conditions);
      }
      long tiles = 0;
      for (int s = 0; s < SUITS; s++) {
        tiles |= (at >>> (PAD + s * STRIDE) & ONE_SUIT) << (s * NUMBERS);
      }
      return tiles;
    }
  }

  /**
   * One shape: the count condition at each number of a window (as indices into {@link #CONDITIONS}),
   * the offset of the tile to discard in it, and the numbers that tile may be (bit n - 1 for number n).
   */
  private static final class Shape {
    private final String counts;
    private final int target;
    private final long numbers;
    private final boolean mirror;
    private final int[] kinds;
    /** {@link #numbers} in every suit of the shared mask. */
    private final long targets;

    Shape(String counts, int target, long numbers, boolean mirror) {
      this.counts = counts;
      this.target = target;
      this.numbers = numbers;
      this.mirror = mirror;
      if (target > PAD || counts.length() - 1 - target > PAD) {
        throw new IllegalArgumentException("shape " + counts + " reaches beyond the padding between suits");
      }
      kinds = new int[counts.length()];
      for (int i = 0; i < kinds.length; i++) {
        kinds[i] = CONDITIONS.indexOf(counts.charAt(i));
        if (kinds[i] < 0) {
          throw new IllegalArgumentException("no count condition '" + counts.charAt(i) + "' in " + counts);
        }
      }
      long all = 0;
      for (int s = 0; s < SUITS; s++) {
        all |= numbers << (PAD + s * STRIDE);
      }
      targets = all;
    }

    /** This shape, to be listed with its reflection, read downwards from 9 (the paper's 100 and 900). */
    Shape mirrored() {
      return new Shape(counts, target, numbers, true);
    }

    Shape reflection() {
      return new Shape(new StringBuilder(counts).reverse().toString(), counts.length() - 1 - target,
          Long.reverse(numbers) >>> (Long.SIZE - NUMBERS), false);
    }

    /** The bits of the shared mask where the tile to discard stands in this shape. */
    long match(long[] conditions) {
      long at = targets;
      for (int i = 0; i < kinds.length; i++) {
        long holds = conditions[kinds[i]];
        int shift = i - target;
        at &= shift >= 0 ? holds >>> shift : holds << -shift;
      }
      return at;
    }
  }
}
