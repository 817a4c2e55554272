package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/**
 * What a sink keeps of a deal travels as bytes (a cluster task's results, the journal of a resumed run):
 * reading back what was written gives an equal value, and values written one after the other are read
 * back one after the other. Properties over values drawn from a seed; a failing case names its seed.
 */
final class SinkCodecsTest {
  /** Seeds of the drawn cases: enough that every size and sign of number turns up. */
  private static final int CASES = 300;

  static long[] seeds() {
    long[] seeds = new long[CASES];
    for (int i = 0; i < CASES; i++) {
      seeds[i] = 0x5EEDL * (i + 1);
    }
    return seeds;
  }

  /** A number of any size: small ones most often, as a deal's counts are, and the extremes now and then. */
  private static long number(UniformRandomProvider rng) {
    return switch (rng.nextInt(4)) {
      case 0 -> rng.nextInt(256) - 128;
      case 1 -> rng.nextInt();
      case 2 -> rng.nextLong();
      default -> rng.nextBoolean() ? Long.MAX_VALUE - rng.nextInt(3) : Long.MIN_VALUE + rng.nextInt(3);
    };
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void varints_readBackTheSameNumbers(long seed) {
    UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    long[] numbers = new long[rng.nextInt(50)];
    Bytes.Out out = new Bytes.Out(1);
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = number(rng);
      out.signed(numbers[i]);
      out.varint(numbers[i]);
    }
    Bytes.In in = new Bytes.In(out.toByteArray());
    for (long n : numbers) {
      assertThat(in.signed()).isEqualTo(n);
      assertThat(in.varint()).isEqualTo(n);
    }
    assertThat(in.remaining()).isZero();
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void blocks_readBackTheSameBytes(long seed) {
    UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    List<byte[]> blocks = new ArrayList<>();
    Bytes.Out out = new Bytes.Out(1);
    for (int i = rng.nextInt(10); i > 0; i--) {
      byte[] b = new byte[rng.nextInt(300)];
      rng.nextBytes(b);
      blocks.add(b);
      out.bytes(b);
    }
    Bytes.In in = new Bytes.In(out.toByteArray());
    for (byte[] b : blocks) {
      assertThat(in.bytes()).isEqualTo(b);
    }
    assertThat(in.remaining()).isZero();
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void statistics_readBackTheSameScores(long seed) {
    UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    List<GameScore> deal = deal(rng);
    List<GameScore> next = deal(rng);
    Codec<List<GameScore>> codec = new StatsSink(4).codec();
    Bytes.Out out = new Bytes.Out();
    codec.write(deal, out);
    codec.write(next, out);
    Bytes.In in = new Bytes.In(out.toByteArray());
    assertThat(codec.read(in)).isEqualTo(deal);
    assertThat(codec.read(in)).isEqualTo(next);
    assertThat(in.remaining()).isZero();
  }

  /** A deal of up to 24 games, with every flag, sign of points and count of faults. */
  private static List<GameScore> deal(UniformRandomProvider rng) {
    GameOutcome.Kind[] kinds = GameOutcome.Kind.values();
    List<GameScore> games = new ArrayList<>();
    for (int g = rng.nextInt(25); g > 0; g--) {
      List<GameScore.SeatScore> seats = new ArrayList<>();
      for (int s = 0; s < Seat.COUNT; s++) {
        int flags = rng.nextInt(16);
        List<Integer> errors = new ArrayList<>();
        for (int k = 0; k < Fault.Kind.values().length; k++) {
          errors.add(rng.nextInt(1000));
        }
        seats.add(new GameScore.SeatScore(rng.nextInt(4), (flags & 1) != 0, (flags & 2) != 0, (flags & 4) != 0,
            rng.nextInt(200_001) - 100_000, rng.nextInt(200), (flags & 8) != 0, rng.nextInt(200), errors));
      }
      games.add(new GameScore(kinds[rng.nextInt(kinds.length)], seats));
    }
    return games;
  }
}
