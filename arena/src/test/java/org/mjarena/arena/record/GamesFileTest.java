package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/** A game's line read back counts exactly as the game did: a resumed run's statistics depend on it. */
final class GamesFileTest {
  private static final List<String> IDS = List.of("a", "b", "c", "d");

  @TempDir
  Path dir;

  @Test
  void readBack_faultsAndALateSanction_sameScoreAsTheGame() throws Exception {
    Fault late = Fault.late(Seat.S1, 4_000_000_000L, 3_000_000_000L);
    GameOutcome outcome = new GameOutcome(GameOutcome.Kind.SANCTION, List.of(), Optional.empty(), List.of(10, -30, 10, 10),
        Optional.of(Seat.S1), late.reason(),
        List.of(Fault.illegal(Seat.S2, "Pass", List.of()), Fault.late(Seat.S1, 5_000_000, 1_000_000),
            new Fault(Seat.S3, Fault.Kind.LATE, true, "no answer within 1000 ms"), late));
    GameResult game = new GameResult(7, 3, new int[] {2, 0, 3, 1}, 99, outcome);
    Path file = dir.resolve(GamesFile.NAME);
    try (GamesFile out = new GamesFile(file, IDS, Compression.NONE, false)) {
      out.write(game);
    }
    GameScore expected = GameScore.of(game);
    assertThat(expected.seats()).extracting(GameScore.SeatScore::late).containsExactly(0, 2, 0, 0);
    assertThat(expected.seats().get(3).errors()).containsExactly(1, 0, 0, 0);
    try (GamesFile.Reader in = new GamesFile.Reader(file, Compression.NONE, IDS)) {
      GamesFile.Line line = in.next().orElseThrow();
      assertThat(line.deal()).isEqualTo(7);
      assertThat(line.order()).isEqualTo(3);
      assertThat(line.score()).isEqualTo(expected);
      assertThat(in.next()).isEmpty();
    }
  }

  @Test
  void reason_readBack_sameFaultOfEveryKind() {
    List<Fault> faults = List.of(Fault.late(Seat.S1, 3_500_000_000L, 3_000_000_000L),
        Fault.threw(Seat.S2, new IllegalStateException("answered after lunch")), Fault.illegal(Seat.S0, "Pass", List.of("Discard")),
        new Fault(Seat.S3, Fault.Kind.LATE, true, "no answer within 1000 ms"), new Fault(Seat.S3, Fault.Kind.THREW, true, "exited"),
        new Fault(Seat.S3, Fault.Kind.ILLEGAL, true, "response 'x'"));
    assertThat(faults).extracting(Fault::reason).containsExactly("answered after 3500 ms, over the limit of 3000 ms",
        "threw java.lang.IllegalStateException: answered after lunch", "answered Pass, which is not legal; legal: [Discard]",
        "TLE: no answer within 1000 ms", "RE: exited", "WA: response 'x'");
    for (Fault f : faults) {
      assertThat(Fault.of(f.seat(), f.reason())).isEqualTo(f);
    }
    assertThat(faults).extracting(Fault::isLateAtTable).containsExactly(true, false, false, false, false, false);
  }
}
