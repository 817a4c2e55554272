package org.mjarena.arena.commentary;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.record.CommentaryAccuracy;
import org.mjarena.arena.record.SummaryFile;

/** The commentator's tallies as the {@code commentary} block of the files. */
final class CommentaryAccuracyTest {
  /**
   * Three entries' tallies, one with no discard decided and a claim never predicted nor made: the block of
   * {@code commentary.json} as the golden has it, written by the hand-written writer the records replaced
   * (main 0b6b0af), so the block is the same bytes as it was.
   */
  @Test
  void accuracy_threeEntries_commentaryJsonMatchesGolden() throws Exception {
    List<CommentaryTally> byEntry = List.of(tally(7, 252361, 121675, 65771, 121669, 711763, 82952761),
        tally(11, 3, 1, 0, 1, 9, 600600), tally(13, 0, 0, 0, 0, 0, 0));
    CommentaryTally overall = new CommentaryTally();
    byEntry.forEach(overall::add);
    Commentary.Report report = new Commentary.Report("table", "combined", "distance", 6000, overall, byEntry,
        java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty());
    CommentaryAccuracy accuracy = report.accuracy(List.of("dist", "order", "robot"));
    assertThat(accuracy.agents().get(2).kong().tp() + accuracy.agents().get(2).kong().fn()).isZero();
    try (InputStream golden = getClass().getResourceAsStream("commentary.json")) {
      assertThat(SummaryFile.commentaryJson(accuracy, 6000, 2, 0))
          .isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  /** A tally of the discard counts given and, for each reaction, counts spread from {@code seed} (kong's none for 13). */
  private static CommentaryTally tally(int seed, long decisions, long hits, long top1, long top3, long candidates,
      long randomHits) {
    CommentaryTally t = new CommentaryTally();
    t.decisions = decisions;
    t.hits = hits;
    t.top1 = top1;
    t.top3 = top3;
    t.candidates = candidates;
    t.randomHits = randomHits;
    for (Reaction r : Reaction.values()) {
      int i = r.ordinal();
      long k = (long) seed * (i + 1);
      boolean none = seed == 13 && r == Reaction.KONG;
      t.tp[i] = none ? 0 : (k * 7 + i * 13) % 1000;
      t.fp[i] = none ? 0 : (k * 3 + i * i * 5) % 977;
      t.fn[i] = none ? 0 : (k * 5 + 17 * i) % 331;
    }
    return t;
  }
}
