package org.mjarena.engine.random;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.core.source64.XoShiRo256PlusPlus;

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
  /** Words of XoShiRo256 state. */
  private static final int XOSHIRO_STATE = 4;
  /** The SplitMix64 increment (the golden ratio in 64 bits), as Commons RNG expands a long seed with it. */
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private Seeds() {}

  /** A seed derived from {@code root} along {@code path}. */
  public static long derive(long root, long... path) {
    long h = mix64(root);
    for (long p : path) {
      h = mix64(h ^ p);
    }
    return h;
  }

  /**
   * A generator seeded with {@code seed}: XoShiRo256++ (Apache Commons RNG), the stream of
   * {@code RandomSource.XO_SHI_RO_256_PP.create(seed)}. It is built directly, with the seed expansion
   * that call makes (four SplitMix64 outputs from {@code seed}), because the call goes through
   * reflection and cost more than the shuffle of a wall; SeedsTest checks the two streams agree.
   */
  public static UniformRandomProvider generator(long seed) {
    long[] state = new long[XOSHIRO_STATE];
    long z = seed;
    for (int i = 0; i < XOSHIRO_STATE; i++) {
      z += GOLDEN_GAMMA;
      state[i] = mix64(z);
    }
    return new XoShiRo256PlusPlus(state);
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
