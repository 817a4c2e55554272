package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class TimingTest {
  /**
   * A resumed session with an external entry (its answer times), an entry with a histogram only and one with
   * neither, with and without the commentator's time, as the goldens have them (written by the hand-written
   * writer the records replaced, main 0b6b0af).
   */
  @Test
  void json_answersHistogramsAndCommentary_matchGolden() throws Exception {
    assertThat(TimingFile.json(session())).isEqualTo(SummaryTest.golden("timing.json"));
    assertThat(TimingFile.json(session().withCommentary(81.10349))).isEqualTo(SummaryTest.golden("timing-commentary.json"));
  }

  @Test
  void read_writtenTiming_writesTheSameBytes(@TempDir Path dir) throws Exception {
    for (Timing t : List.of(session(), session().withCommentary(81.10349))) {
      Path file = dir.resolve(TimingFile.NAME);
      TimingFile.write(t, file);
      Timing read = TimingFile.read(file);
      assertThat(read.agents().get(0).restarts()).hasValue(1);
      assertThat(read.agents().get(1).answers()).isEmpty();
      assertThat(read.agents().get(2).histogram()).isEmpty();
      assertThat(TimingFile.json(read)).isEqualTo(Files.readString(file));
    }
  }

  private static Timing session() {
    return new Timing(2, 48, 12, 78.49949, 48 / 78.49949, List.of(
        new Timing.AgentTime("op", 8781.82349, 5234491.3914, OptionalLong.of(7040), OptionalDouble.of(0.70449),
            OptionalDouble.of(54.62351), OptionalLong.of(1), "HISTFAAAAGl4nJNpmSzMwMAQzAABTFCakYGB2c1gxwIG"),
        new Timing.AgentTime("order", 1.80749, 4.2234, OptionalLong.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
            OptionalLong.empty(), "HISTFAAAAGV4nJNpmSzMwMAQwAABTFCakYGB2c1gxwIG"),
        new Timing.AgentTime("none", 0, 0, OptionalLong.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
            OptionalLong.empty(), "")), OptionalDouble.empty());
  }
}
