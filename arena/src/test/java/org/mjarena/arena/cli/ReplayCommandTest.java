package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.tile.Tile;

/** {@code mjarena replay}: a recorded run printed and verified, as a user runs it. */
final class ReplayCommandTest {
  private static final String LINEUP = """
      variant: mcr
      seed: 7
      deals: 3
      lineup:
        - { id: dist, agent: distance-to-win, params: { depth: 0 } }
        - { id: order, agent: default-order }
        - { id: robot1, agent: random }
        - { id: robot2, agent: random }
      """;

  @TempDir
  Path dir;
  Path out;

  @BeforeEach
  void run() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    out = dir.resolve("out");
    assertThat(CliTestSupport.run("run", file.toString(), "--out", out.toString()).code()).isZero();
  }

  @Test
  void replay_game_printsEveryEventAndWhoSawIt() {
    CliTestSupport.Result r = CliTestSupport.run("replay", out.toString(), "--game", "13");
    assertThat(r.code()).isZero();
    String[] lines = r.out().split("\n");
    assertThat(lines[0]).startsWith("game 13: deal 1, seat order 1; seats S0 ");
    assertThat(r.out()).contains("game starts: mcr").contains("S0 is dealt ").contains("final points: S0 ");
    assertThat(r.out()).containsPattern("\\n +\\d+  S2 +S2 draws ").containsPattern("\\n +\\d+  all +S\\d discards ");
  }

  @Test
  void replay_seat_showsOnlyWhatThatSeatSaw() {
    CliTestSupport.Result r = CliTestSupport.run("replay", out.toString(), "--game", "0", "--seat", "1");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("S0 is dealt 13 tiles").containsPattern("S1 is dealt \\d")
        .contains("S0 draws a tile").doesNotContainPattern("S0 draws \\d");
  }

  @Test
  void replay_verify_everyGameReplays() {
    CliTestSupport.Result r = CliTestSupport.run("replay", out.toString(), "--verify");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("verified 36 games").contains("every one replays event for event");
  }

  @Test
  void replay_verify_aChangedRecord_exitCodeOneAndWhere() throws Exception {
    Path file = out.resolve(ReplayFile.NAME);
    List<GameRecord> records = new ArrayList<>();
    ReplayFile.Header header;
    try (ReplayFile.Reader reader = new ReplayFile.Reader(file)) {
      header = reader.header();
      for (Optional<GameRecord> r = reader.next(); r.isPresent(); r = reader.next()) {
        records.add(r.get());
      }
    }
    GameRecord g = records.get(4);
    List<Event> events = new ArrayList<>(g.events());
    int i = 0;
    while (!(events.get(i) instanceof Drew)) {
      i++;
    }
    Drew d = (Drew) events.get(i);
    events.set(i, Drew.of(d.seat(), d.tile().get() == Tile.F1 ? Tile.F2 : Tile.F1, d.replacement()));
    records.set(4, new GameRecord(g.deal(), g.order(), g.seats(), g.label(), g.wallSeed(), g.setup(), events));
    try (ReplayFile.Writer w = new ReplayFile.Writer(file, header)) {
      for (GameRecord r : records) {
        w.write(r);
      }
    }
    CliTestSupport.Result r = CliTestSupport.run("replay", out.toString(), "--verify");
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.out()).contains("game 4 (deal 0, seat order 4) differs at event " + i + ": recorded ")
        .contains("1 differ from their record");
  }

  @Test
  void replay_badInput_exitCodeTwoAndWhatToDo() throws Exception {
    assertThat(CliTestSupport.run("replay", dir.resolve("nowhere").toString(), "--game", "0").code()).isEqualTo(2);
    CliTestSupport.Result r = CliTestSupport.run("replay", out.toString(), "--game", "500");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("holds 36 games (0 to 35), not game 500");
    assertThat(CliTestSupport.run("replay", out.toString()).err()).contains("--game N").contains("--verify");
    Files.writeString(out.resolve(ReplayFile.NAME), "garbage");
    assertThat(CliTestSupport.run("replay", out.toString(), "--verify").err()).contains("not a file of game records");
  }
}
