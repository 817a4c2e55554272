package org.mjarena.benchmarks;

import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.random.Seeds;

/** Seeded random inputs for the benchmarks, built once in {@code @Setup}. */
final class Positions {
  private Positions() {}

  /** {@code count} random hands of {@code size} tiles from the 108-tile set. */
  static Hand[] hands(int count, int size, long seed) {
    UniformRandomProvider rng = Seeds.generator(seed);
    Hand[] hands = new Hand[count];
    int[] wall = new int[108];
    for (int i = 0; i < wall.length; i++) {
      wall[i] = i / 4;
    }
    for (int h = 0; h < count; h++) {
      for (int i = wall.length - 1; i > 0; i--) {
        int j = rng.nextInt(i + 1);
        int t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
      }
      Hand hand = new Hand();
      for (int i = 0; i < size; i++) {
        hand.add(wall[i]);
      }
      hands[h] = hand;
    }
    return hands;
  }
}
