package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.simple.Tsumogiri;
import org.mjarena.arena.config.ArenaAgents;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.stats.GameScore;
import org.mjarena.arena.stats.TournamentStats;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;

/**
 * The console's agent column: a command line reads as the file it runs and a model file left empty as
 * {@code shipped}, while {@code summary.json} keeps every value as the lineup gave it.
 */
final class AgentColumnTest {
  private static final List<String> BOT = List.of("bash", "../arena/src/test/resources/bots/oneshot.sh", "simple");

  @Test
  void render_commandsByTheirFile_emptyModelsShipped_emptyUrlLeftOut() {
    String out = ConsoleTable.render(summary(), new Timing(1, 4, 0, 1.0, 4.0, List.of(time("bot"), time("started"),
        time("running"), time("percep")), OptionalDouble.empty()));
    assertThat(out).contains("bot      botzone oneshot.sh io=simple keep_running=no time_limit_ms=1000 sandbox=on "
        + "memory_limit_mb=256  ");
    assertThat(out).contains("started  http-108 mjarena time_limit_ms=3000 start_limit_ms=30000 sandbox=on "
        + "memory_limit_mb=256  ");
    assertThat(out).contains("running  http-108 url=http://127.0.0.1:9002/Pubilc_MahJong time_limit_ms=3000 "
        + "start_limit_ms=30000 sandbox=on memory_limit_mb=256  ");
    assertThat(out).contains("percep   perceptron model=shipped fold=true call=true call_model=shipped fold_model=shipped");
  }

  @Test
  void json_keepsTheWholeCommandLineAndTheEmptyModel() throws Exception {
    String json = SummaryFile.json(summary());
    assertThat(json).contains("\"command\" : \"[bash, ../arena/src/test/resources/bots/oneshot.sh, simple]\"");
    assertThat(json).contains("\"url\" : \"\"").contains("\"model\" : \"\"");
  }

  /** One deal of one drawn game between the four entries. */
  private static Summary summary() {
    List<Lineup.Entry> entries = new ArrayList<>();
    entries.add(entry("bot", "botzone", Map.of("command", BOT, "io", "simple")));
    entries.add(entry("started", "http-108", Map.of("command", List.of("../mjarena", "serve-108", "--port", "{port}"))));
    entries.add(entry("running", "http-108", Map.of("url", "http://127.0.0.1:9002/Pubilc_MahJong")));
    entries.add(entry("percep", "perceptron", Map.of()));
    Lineup lineup = new Lineup(Path.of("t.yaml"), Rulebook.rules(Variant.MCR, Map.of()), 1, 1, SeatOrderMode.ROTATIONS,
        Optional.empty(), entries, RecordMode.NONE, Compression.NONE, CommentarySettings.OFF, Optional.empty());
    TournamentStats stats = new TournamentStats(4);
    GameOutcome drawn = new GameOutcome(GameOutcome.Kind.DRAW, List.of(), Optional.empty(), List.of(0, 0, 0, 0),
        Optional.empty(), "", List.of());
    stats.addDeal(List.of(GameScore.of(new GameResult(0, 0, new int[] {0, 1, 2, 3}, 0, drawn))));
    return Summary.of(lineup, 1, 1, stats, true);
  }

  private static Timing.AgentTime time(String id) {
    return new Timing.AgentTime(id, 1, 2, OptionalLong.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
        OptionalLong.empty(), "");
  }

  private static Lineup.Entry entry(String id, String agent, Map<String, Object> params) {
    AgentSpec spec = ArenaAgents.byId(agent, Path.of(""));
    return new Lineup.Entry(id, agent, spec.settings(params), seed -> new Tsumogiri());
  }
}
