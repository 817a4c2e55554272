package org.mjarena.engine.random;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/** Seed derivation: a pure function of the root seed and the path. */
final class SeedsTest {
  @Test
  void derive_sameInputsSameSeed() {
    assertThat(Seeds.derive(42L, Seeds.WALL, 3)).isEqualTo(Seeds.derive(42L, Seeds.WALL, 3));
  }

  @Test
  void derive_differentPathDifferentSeed() {
    long seed = Seeds.derive(42L, Seeds.WALL, 3);
    assertThat(Seeds.derive(42L, Seeds.WALL, 4)).isNotEqualTo(seed);
    assertThat(Seeds.derive(43L, Seeds.WALL, 3)).isNotEqualTo(seed);
    assertThat(Seeds.derive(42L, 3, Seeds.WALL)).isNotEqualTo(seed);
    assertThat(Seeds.derive(42L, Seeds.AGENT, 3)).isNotEqualTo(seed);
  }

  @Test
  void wall_sameSeedSameStream() {
    UniformRandomProvider a = Seeds.wall(7L, 11);
    UniformRandomProvider b = Seeds.wall(7L, 11);
    for (int i = 0; i < 16; i++) {
      assertThat(a.nextLong()).isEqualTo(b.nextLong());
    }
  }

  @Test
  void generator_sameStreamAsRandomSource() {
    for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, Seeds.derive(7L, Seeds.WALL, 11)}) {
      UniformRandomProvider direct = Seeds.generator(seed);
      UniformRandomProvider library = RandomSource.XO_SHI_RO_256_PP.create(seed);
      for (int i = 0; i < 64; i++) {
        assertThat(direct.nextLong()).as("seed %d, draw %d", seed, i).isEqualTo(library.nextLong());
      }
    }
  }

  @Test
  void agent_streamDependsOnSeat() {
    assertThat(Seeds.agent(7L, 1, 0, 0).nextLong()).isNotEqualTo(Seeds.agent(7L, 1, 0, 1).nextLong());
    assertThat(Seeds.agent(7L, 1, 0, 2).nextLong()).isEqualTo(Seeds.agent(7L, 1, 0, 2).nextLong());
  }
}
