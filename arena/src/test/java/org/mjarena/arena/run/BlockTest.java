package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.cli.Main;
import org.mjarena.arena.commentary.Commentary;
import org.mjarena.arena.commentary.CommentarySink;
import org.mjarena.arena.commentary.CommentaryTally;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.record.GamesFile;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.arena.tournament.PlayedDeal;

/**
 * Blocks of deals played apart, in any order, give back each deal as the local run played it: its lines of
 * {@code games.jsonl}, its replay records, what the statistics count of each game and the commentator's
 * tallies of its games.
 */
final class BlockTest {
  private static final String LINEUP = """
      variant: competition-108
      seed: 7
      deals: 7
      seat_orders: all
      lineup:
        - { id: a, agent: distance-to-win, params: { depth: 0 } }
        - { id: b, agent: random }
        - { id: c, agent: random }
        - { id: d, agent: tsumogiri }
      """;

  @TempDir
  Path dir;

  @Test
  void blocks_playedOutOfOrder_giveTheLocalRunsGames() throws Exception {
    Path file = Files.writeString(dir.resolve("lineup.yaml"), LINEUP);
    Path local = dir.resolve("local");
    int code = Main.execute(new String[] {"run", file.toString(), "--threads", "2", "--out", local.toString()},
        new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    assertThat(code).isZero();
    Lineup lineup = LineupLoader.load(file);
    List<String> ids = lineup.entries().stream().map(Lineup.Entry::id).toList();
    Job job = Job.of(lineup, RunSession.sinks(lineup, List.of(CommentarySink.factory())));
    List<Sink<?>> sinks = job.sinks(job.lineup());
    List<String> names = sinks.stream().map(Sink::name).toList();
    // The later block first: each block's bytes depend only on the job and its deals.
    Block late = Block.decode(Block.play(job, new int[] {4, 5, 6}), sinks);
    Block early = Block.decode(Block.play(job, new int[] {0, 1, 2, 3}), sinks);
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    List<byte[]> events = new ArrayList<>();
    List<PlayedDeal> deals = new ArrayList<>(early.deals());
    deals.addAll(late.deals());
    for (int d = 0; d < deals.size(); d++) {
      assertThat(deals.get(d).deal()).isEqualTo(d);
      lines.write((byte[]) deals.get(d).kept().get(names.indexOf("games")));
      events.addAll(kept(deals.get(d), names.indexOf("replays")));
    }
    assertThat(lines.toByteArray()).isEqualTo(Files.readAllBytes(local.resolve(GamesFile.NAME)));
    try (GamesFile.Reader reader = new GamesFile.Reader(local.resolve(GamesFile.NAME), Compression.NONE, ids)) {
      for (PlayedDeal deal : deals) {
        for (Object score : kept(deal, names.indexOf("statistics"))) {
          assertThat(reader.next().orElseThrow().score()).isEqualTo(score);
        }
      }
      assertThat(reader.next()).isEqualTo(Optional.empty());
    }
    try (ReplayFile.Reader replays = new ReplayFile.Reader(local.resolve(ReplayFile.NAME))) {
      for (byte[] record : events) {
        assertThat(replays.nextRaw().orElseThrow().bytes()).isEqualTo(record);
      }
      assertThat(replays.nextRaw()).isEmpty();
    }
    Commentary commentary = new Commentary(lineup.commentary(), lineup.rules().variant(), ids.size());
    int commented = names.indexOf(new CommentarySink(lineup.commentary(), lineup.rules().variant(), ids).name());
    for (PlayedDeal deal : deals) {
      commentary.add((Commentary.Games) deal.kept().get(commented));
    }
    Commentary.Report report = commentary.report();
    JsonNode expected = new ObjectMapper().readTree(local.resolve("summary.json").toFile()).get("commentary");
    assertThat(report.games()).isEqualTo(expected.get("games").asLong()).isEqualTo(deals.stream().mapToLong(PlayedDeal::games).sum());
    for (int e = 0; e < ids.size(); e++) {
      CommentaryTally t = report.byEntry().get(e);
      JsonNode row = expected.get("agents").get(e);
      assertThat(t.decisions()).as(ids.get(e)).isEqualTo(row.get("discard").get("decisions").asLong());
      assertThat(t.hits()).as(ids.get(e)).isEqualTo(row.get("discard").get("hits").asLong());
    }
    assertThat(early.times()).hasSize(4);
    assertThat(early.times().get(0).getTotalCount()).isPositive();
  }

  @SuppressWarnings("unchecked")
  private static <T> List<T> kept(PlayedDeal deal, int sink) {
    return (List<T>) deal.kept().get(sink);
  }
}
