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
    String late = Fault.late(4_000_000_000L, 3_000_000_000L);
    GameOutcome outcome = new GameOutcome(GameOutcome.Kind.SANCTION, List.of(), Optional.empty(), List.of(10, -30, 10, 10),
        Optional.of(Seat.S1), late,
        List.of(new Fault(Seat.S2, "answered Pass, which is not legal"), new Fault(Seat.S1, Fault.late(5_000_000, 1_000_000)),
            new Fault(Seat.S1, late)));
    GameResult game = new GameResult(7, 3, new int[] {2, 0, 3, 1}, 99, outcome, new byte[0]);
    Path file = dir.resolve(GamesFile.NAME);
    try (GamesFile out = new GamesFile(file, IDS, Compression.NONE, false)) {
      out.write(List.of(game));
    }
    GameScore expected = GameScore.of(game);
    assertThat(expected.seats()).extracting(GameScore.SeatScore::late).containsExactly(0, 2, 0, 0);
    try (GamesFile.Reader in = new GamesFile.Reader(file, Compression.NONE, IDS)) {
      GamesFile.Line line = in.next().orElseThrow();
      assertThat(line.deal()).isEqualTo(7);
      assertThat(line.order()).isEqualTo(3);
      assertThat(line.score()).isEqualTo(expected);
      assertThat(in.next()).isEmpty();
    }
  }

  @Test
  void late_isTheOnlyReasonTakenForALateAnswer() {
    assertThat(Fault.isLate(Fault.late(3_500_000_000L, 3_000_000_000L))).isTrue();
    assertThat(Fault.late(3_500_000_000L, 3_000_000_000L)).isEqualTo("answered after 3500 ms, over the limit of 3000 ms");
    assertThat(Fault.isLate("threw java.lang.IllegalStateException: answered after lunch")).isFalse();
    assertThat(Fault.isLate("answered Pass, which is not legal")).isFalse();
  }
}
