package org.mjarena.engine.mcr.distance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The calculator gives, field by field, what it gave before it was made faster ({@link ReferenceWinDistance},
 * the earlier code kept as the oracle), on random hands of every meld count: the distances and effective
 * tiles of {@link WinDistanceCalculator#of}, and those of {@link WinDistanceCalculator#lowest} for the forms at the
 * lowest distance. The perceptron's shipped models were trained on these values, so they must not move.
 */
final class WinDistanceEquivalenceTest {
  /** Random hands per meld count and shape. */
  private static final int HANDS = 4_000;
  private static final Set<WinDistanceForm> ALL = EnumSet.allOf(WinDistanceForm.class);
  private static final Set<WinDistanceForm> TWO = EnumSet.of(WinDistanceForm.BASIC, WinDistanceForm.SEVEN_PAIRS);

  @Test
  void of_andLowest_matchTheReference() {
    UniformRandomProvider rng = Seeds.generator(11);
    int[] counts = new int[Tile.KINDS];
    int checked = 0;
    for (int melds = 0; melds <= 4; melds++) {
      for (int shape = 0; shape < 3; shape++) {
        for (int h = 0; h < HANDS; h++) {
          deal(counts, 13 - 3 * melds, shape, rng);
          for (Set<WinDistanceForm> forms : List.of(ALL, TWO)) {
            WinDistance expected = ReferenceWinDistance.of(counts, melds, forms);
            WinDistance full = WinDistanceCalculator.of(counts, melds, forms);
            WinDistance lowest = WinDistanceCalculator.lowest(counts, melds, forms);
            int min = expected.min();
            for (WinDistanceForm f : WinDistanceForm.values()) {
              String what = Arrays.toString(counts) + " melds " + melds + " " + f;
              assertThat(full.applies(f)).as(what).isEqualTo(expected.applies(f));
              assertThat(full.of(f)).as(what).isEqualTo(expected.of(f));
              assertThat(full.effective(f)).as(what).isEqualTo(expected.effective(f));
              assertThat(lowest.of(f)).as(what).isEqualTo(expected.of(f));
              if (expected.applies(f) && expected.of(f) == min) {
                assertThat(lowest.effective(f)).as(what).isEqualTo(expected.effective(f));
              }
            }
            assertThat(lowest.effectiveMin()).isEqualTo(expected.effectiveMin());
            checked++;
          }
        }
      }
    }
    assertThat(checked).isEqualTo(5 * 3 * HANDS * 2);
  }

  /** The joins of the vectors of random group keys, written out, are those of the loops they replaced. */
  @Test
  void join_matchesTheReference() {
    UniformRandomProvider rng = Seeds.generator(12);
    int[] counts = new int[Tile.KINDS];
    for (int h = 0; h < 200_000; h++) {
      deal(counts, 1 + rng.nextInt(14), rng.nextInt(3), rng);
      int a = BlockValues.vector(SuitShapes.key(counts, rng.nextInt(3)), false);
      boolean honour = rng.nextBoolean();
      int b = BlockValues.vector(SuitShapes.key(counts, honour ? 3 : rng.nextInt(3)), honour);
      if (rng.nextInt(4) == 0) {
        a = ReferenceWinDistance.join(a, BlockValues.vector(SuitShapes.key(counts, 1), false));
      }
      assertThat(BlockValues.join(a, b)).as(a + " " + b).isEqualTo(ReferenceWinDistance.join(a, b));
      for (int k = 0; k <= BlockValues.MAX_BLOCKS; k++) {
        assertThat(BlockValues.joinedValue(a, b, k)).as(a + " " + b + " " + k)
            .isEqualTo(ReferenceWinDistance.joinedValue(a, b, k));
      }
    }
  }

  /**
   * {@code tiles} tiles drawn from the 136 without replacement: from the whole set (shape 0), from one
   * suit and the honours (1: flushes, fours and the fifth-copy waits), or from the knitted and honour
   * kinds with a few others (2: the knitted forms near ready).
   */
  private static void deal(int[] counts, int tiles, int shape, UniformRandomProvider rng) {
    Arrays.fill(counts, 0);
    int suit = rng.nextInt(3);
    int n = 0;
    while (n < tiles) {
      int t = rng.nextInt(Tile.KINDS);
      if (shape == 1 && t < Tile.NUMBERED_KINDS && t / 9 != suit) {
        t = suit * 9 + t % 9;
      }
      if (shape == 2 && t < Tile.NUMBERED_KINDS && rng.nextInt(4) != 0) {
        int s = (t / 9 + suit) % 3;
        t = s * 9 + (t % 3) * 3 + s;
      }
      if (counts[t] < 4) {
        counts[t]++;
        n++;
      }
    }
  }
}
