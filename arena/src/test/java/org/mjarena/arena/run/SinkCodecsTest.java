package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/**
 * What a sink keeps of a deal travels as bytes (a cluster task's results, the journal of a resumed run):
 * reading back what was written gives an equal value, for every value, and the bytes of values written
 * one after the other are read back one after the other.
 */
final class SinkCodecsTest {
  @Property
  void varints_readBackTheSameNumbers(@ForAll List<Long> numbers) {
    Bytes.Out out = new Bytes.Out(1);
    for (long n : numbers) {
      out.signed(n);
      out.varint(n);
    }
    Bytes.In in = new Bytes.In(out.toByteArray());
    for (long n : numbers) {
      assertThat(in.signed()).isEqualTo(n);
      assertThat(in.varint()).isEqualTo(n);
    }
    assertThat(in.remaining()).isZero();
  }

  @Property
  void blocks_readBackTheSameBytes(@ForAll List<byte[]> blocks) {
    Bytes.Out out = new Bytes.Out(1);
    blocks.forEach(out::bytes);
    Bytes.In in = new Bytes.In(out.toByteArray());
    for (byte[] b : blocks) {
      assertThat(in.bytes()).isEqualTo(b);
    }
    assertThat(in.remaining()).isZero();
  }

  @Property
  void statistics_readBackTheSameScores(@ForAll("deals") List<GameScore> deal, @ForAll("deals") List<GameScore> next) {
    Codec<List<GameScore>> codec = new StatsSink(4).codec();
    Bytes.Out out = new Bytes.Out();
    codec.write(deal, out);
    codec.write(next, out);
    Bytes.In in = new Bytes.In(out.toByteArray());
    assertThat(codec.read(in)).isEqualTo(deal);
    assertThat(codec.read(in)).isEqualTo(next);
    assertThat(in.remaining()).isZero();
  }

  @Provide
  Arbitrary<List<GameScore>> deals() {
    Arbitrary<GameScore.SeatScore> seat = Combinators.combine(Arbitraries.integers().between(0, 3),
        Arbitraries.integers().between(0, 15), Arbitraries.integers().between(-100_000, 100_000),
        Arbitraries.integers().between(0, 200), Arbitraries.integers().between(0, 200),
        Arbitraries.integers().between(0, 1000).list().ofSize(Fault.Kind.values().length))
        .as((entry, flags, points, fallbacks, late, errors) -> new GameScore.SeatScore(entry, (flags & 1) != 0,
            (flags & 2) != 0, (flags & 4) != 0, points, fallbacks, (flags & 8) != 0, late, errors));
    Arbitrary<GameScore> game = Combinators.combine(Arbitraries.of(GameOutcome.Kind.class), seat.list().ofSize(Seat.COUNT))
        .as(GameScore::new);
    return game.list().ofMaxSize(24).map(ArrayList::new);
  }
}
