package org.mjarena.engine.random;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Derives every random stream of a run from its root seed. Randomness is always passed explicitly;
 * nothing here is global or depends on the clock or the thread.
 *
 * <p>A stream's seed is a hash of the root seed and a path of numbers naming the stream (its
 * purpose, the deal, the seat order, the seat), so a stream never depends on which other streams
 * were used before it, and every thread count gives the same results.
 */
public final class Seeds {
  /** Path tag for wall streams. */
  public static final long WALL = 0x57414C4CL;
  /** Path tag for agent streams. */
  public static final long AGENT = 0x4147454EL;

  private Seeds() {}

  /** A seed derived from {@code root} along {@code path}. */
  public static long derive(long root, long... path) {
    long h = mix64(root);
    for (long p : path) {
      h = mix64(h ^ p);
    }
    return h;
  }

  /** A generator seeded with {@code seed} (XoShiRo256++, Apache Commons RNG). */
  public static UniformRandomProvider generator(long seed) {
    return RandomSource.XO_SHI_RO_256_PP.create(seed);
  }

  /** The wall stream of deal {@code deal}: the same for every seat order of that deal. */
  public static UniformRandomProvider wall(long root, long deal) {
    return generator(derive(root, WALL, deal));
  }

  /** The stream of the agent in {@code seat} for one game (deal and seat order). */
  public static UniformRandomProvider agent(long root, long deal, long seatOrder, int seat) {
    return generator(derive(root, AGENT, deal, seatOrder, seat));
  }

  /** The SplitMix64 finaliser: a bijective mix of 64 bits. */
  static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
