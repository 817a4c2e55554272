package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.Optional;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.commentary.Narrator;
import org.mjarena.arena.commentary.Phrasebook;
import org.mjarena.arena.commentary.ReplayCommentary;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Won;

/**
 * {@code mjarena commentate} and {@code mjarena replay --commentary}: the commentary made again from the
 * replay records, as a user asks for it.
 */
final class CommentateCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /** The commentator is deterministic given the events: made again from the records, the block is the run's. */
  @Test
  void commentate_run_writesTheSummarysCommentaryBlock() throws Exception {
    Path out = run();
    CliTestSupport.Result r = CliTestSupport.run("commentate", out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("commentary (view table, method combined, reactions distance) over 8 games").contains("chow F1 %")
        .contains("commentary: " + out.resolve("commentary.json"));
    JsonNode written = JSON.readTree(out.resolve("commentary.json").toFile());
    JsonNode summary = JSON.readTree(out.resolve("summary.json").toFile());
    assertThat(written.get("records").asLong()).isEqualTo(8);
    assertThat(written.get("not_replayed").asLong()).isZero();
    assertThat(written.get("commentary")).isEqualTo(summary.get("commentary"));
    assertThat(written.get("commentary").get("overall").get("discard").get("decisions").asLong()).isPositive();
    // The combined method also gives every discard a probability: as many decisions, each scored, learned in
    // deal order in the run and in record order here, so the run's block is the same (checked above).
    JsonNode p = written.get("commentary").get("discard_probabilities").get("overall");
    assertThat(p.get("decisions").asLong()).isEqualTo(written.get("commentary").get("overall").get("discard").get("decisions").asLong());
    assertThat(p.get("log_loss").asDouble()).isPositive();
    assertThat(p.get("reliability")).hasSize(10);
    assertThat(p.get("early").get("decisions").asLong() + p.get("late").get("decisions").asLong()).isEqualTo(p.get("decisions").asLong());
    assertThat(r.out()).contains("discard probabilities (each predicted before its answer");
  }

  /**
   * {@code --learn-first N}: the commentator learns from the first N games and is measured on the rest. The
   * run of two deals is the first half of the run of four (the same seed): the first's decisions and their
   * summed log-loss, added to what the longer run counts after learning from its first eight games, give
   * what the longer run counts in all; the prediction of a later game does not depend on whether the
   * earlier ones were scored.
   */
  @Test
  void commentate_learnFirst_countsOnlyTheGamesAfterThem() throws Exception {
    Path first = run();
    Path all = run("all", 4);
    assertThat(CliTestSupport.run("commentate", first.toString()).code()).isZero();
    JsonNode head = JSON.readTree(first.resolve("commentary.json").toFile());
    assertThat(CliTestSupport.run("commentate", all.toString()).code()).isZero();
    JsonNode whole = JSON.readTree(all.resolve("commentary.json").toFile());
    CliTestSupport.Result r = CliTestSupport.run("commentate", all.toString(), "--learn-first", "8");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("learned from the first 8 games without counting them").contains("over 8 games");
    JsonNode tail = JSON.readTree(all.resolve("commentary.json").toFile());
    assertThat(tail.get("records").asLong()).isEqualTo(16);
    assertThat(tail.get("learned_unscored").asLong()).isEqualTo(8);
    assertThat(tail.get("commentary").get("games").asLong()).isEqualTo(8);
    for (String block : List.of("discard_probabilities", "claim_probabilities")) {
      JsonNode h = head.get("commentary").get(block).get("overall");
      JsonNode t = tail.get("commentary").get(block).get("overall");
      JsonNode w = whole.get("commentary").get(block).get("overall");
      long n = t.get("decisions").asLong();
      assertThat(n).as(block).isPositive();
      assertThat(h.get("decisions").asLong() + n).as(block).isEqualTo(w.get("decisions").asLong());
      double summed = h.get("log_loss").asDouble() * h.get("decisions").asLong() + t.get("log_loss").asDouble() * n;
      // Each log-loss is written to 4 decimals.
      assertThat(summed).as(block).isCloseTo(w.get("log_loss").asDouble() * w.get("decisions").asLong(),
          offset(0.0001 * (w.get("decisions").asLong() + n + h.get("decisions").asLong())));
    }
    CliTestSupport.Result tooMany = CliTestSupport.run("commentate", all.toString(), "--learn-first", "16");
    assertThat(tooMany.code()).isEqualTo(2);
    assertThat(tooMany.err()).contains("--learn-first 16").contains("holds 16 games that replay, none left to count");
    assertThat(CliTestSupport.run("commentate", all.toString(), "--learn-first", "-1").err())
        .contains("--learn-first is a number of games, 0 or more, not -1");
  }

  /** The commentator's models are trained by a command of the project, to the same bytes from the same games. */
  @Test
  void trainCommentator_sameGames_sameModelFiles() throws Exception {
    Path out = run();
    Path a = Files.createDirectories(dir.resolve("a"));
    Path b = Files.createDirectories(dir.resolve("b"));
    CliTestSupport.Result r = CliTestSupport.run("train", "commentator", out.toString(), "--out", a.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("competition-108 models, 8 games x 2 passes").contains("discards, last pass")
        .contains("answers to discards, last pass");
    assertThat(CliTestSupport.run("train", "commentator", out.toString(), "--out", b.toString()).code()).isZero();
    for (String model : List.of("discards-competition-108.model", "claims-competition-108.model")) {
      assertThat(Files.readAllBytes(a.resolve(model))).as(model).isEqualTo(Files.readAllBytes(b.resolve(model)));
      assertThat(Files.readString(a.resolve(model))).startsWith("# mjarena commentator model");
    }
    CliTestSupport.Result none = CliTestSupport.run("train", "commentator", dir.resolve("nowhere").toString(), "--out",
        a.toString());
    assertThat(none.code()).isEqualTo(2);
    assertThat(none.err()).contains("holds no replay records");
    CliTestSupport.Result notAFolder = CliTestSupport.run("train", "commentator", out.toString(), "--out",
        dir.resolve("missing").toString());
    assertThat(notAFolder.err()).contains("no such folder");
  }

  @Test
  void commentate_botzoneImport_commentsEveryMatch() throws Exception {
    Path log = CliTestSupport.botzoneSample(dir);
    Path out = dir.resolve("import");
    assertThat(CliTestSupport.run("import", "botzone", log.toString(), "--out", out.toString()).code()).isZero();
    CliTestSupport.Result r = CliTestSupport.run("commentate", out.toString(), "--method", "expert", "--view", "player");
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode written = JSON.readTree(out.resolve("commentary.json").toFile());
    assertThat(written.get("records").asLong()).isEqualTo(16);
    JsonNode block = written.get("commentary");
    assertThat(block.get("view").asText()).isEqualTo("player");
    assertThat(block.get("method").asText()).isEqualTo("expert");
    assertThat(block.get("games").asLong()).isEqualTo(16);
    assertThat(block.get("agents")).hasSize(4);
    assertThat(block.get("agents").get(0).get("id").asText()).isEqualTo("seat0");
  }

  /**
   * {@code --features FILE}: one line per decision the probabilities scored, as many of each kind as
   * {@code commentary.json} counts, each with its options in words, a row of features per option (21 for a
   * discard or an answer, 7 for a turn) and the option taken among them; and the figures are those without it.
   */
  @Test
  void commentate_features_oneLinePerScoredDecision() throws Exception {
    Path log = CliTestSupport.botzoneSample(dir);
    Path out = dir.resolve("import");
    assertThat(CliTestSupport.run("import", "botzone", log.toString(), "--out", out.toString()).code()).isZero();
    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    String without = Files.readString(out.resolve("commentary.json"));
    Path file = dir.resolve("features.jsonl");
    CliTestSupport.Result r = CliTestSupport.run("commentate", out.toString(), "--features", file.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("features: " + file);
    assertThat(Files.readString(out.resolve("commentary.json"))).isEqualTo(without);
    Map<String, Integer> lines = new java.util.HashMap<>();
    Map<String, Integer> width = Map.of("discard", 21, "answer", 21, "turn", 7);
    long lastGame = -1;
    for (String line : Files.readAllLines(file)) {
      JsonNode d = JSON.readTree(line);
      String decision = d.get("decision").asText();
      lines.merge(decision, 1, Integer::sum);
      assertThat(d.get("entry").asText()).startsWith("seat");
      assertThat(d.get("game").asLong()).isBetween(lastGame, 15L);
      lastGame = d.get("game").asLong();
      int options = d.get("options").size();
      assertThat(d.get("features")).hasSize(options);
      d.get("features").forEach(f -> assertThat(f).as(decision).hasSize(width.get(decision)));
      assertThat(d.get("played").asInt()).isBetween(0, options - 1);
      if (decision.equals("answer")) {
        assertThat(d.get("options").get(0).asText()).isEqualTo("pass");
      } else if (decision.equals("discard")) {
        d.get("options").forEach(o -> assertThat(o.asText()).matches("[1-9][mspz]"));
      }
    }
    JsonNode block = JSON.readTree(out.resolve("commentary.json").toFile()).get("commentary");
    assertThat(lines).containsOnlyKeys("discard", "answer", "turn");
    assertThat((long) lines.get("discard")).isEqualTo(block.get("discard_probabilities").get("overall").get("decisions").asLong());
    assertThat((long) lines.get("answer")).isEqualTo(block.get("claim_probabilities").get("overall").get("decisions").asLong());
    assertThat((long) lines.get("turn")).isEqualTo(block.get("turn_probabilities").get("overall").get("decisions").asLong());

    CliTestSupport.Result expert = CliTestSupport.run("commentate", out.toString(), "--method", "expert", "--features",
        dir.resolve("expert.jsonl").toString());
    assertThat(expert.code()).isEqualTo(2);
    assertThat(expert.err()).contains("only the combined method gives").doesNotContain("Exception");
    assertThat(dir.resolve("expert.jsonl")).doesNotExist();
    CliTestSupport.Result nowhere = CliTestSupport.run("commentate", out.toString(), "--features",
        dir.resolve("nowhere").resolve("f.jsonl").toString());
    assertThat(nowhere.code()).isEqualTo(2);
    assertThat(nowhere.err()).contains("there is no folder").doesNotContain("Exception");
  }

  /**
   * Every game of a 108-tile run (ting included) and of the Botzone import (MCR), said in both languages:
   * one sentence per discard naming its seat, one per win, and none about an event that is not there.
   */
  @Test
  void narrate_everyRecordedGame_oneSentencePerDiscardAndPerWin() throws Exception {
    Path log = CliTestSupport.botzoneSample(dir);
    Path imported = dir.resolve("import");
    assertThat(CliTestSupport.run("import", "botzone", log.toString(), "--out", imported.toString()).code()).isZero();
    for (Path out : List.of(run(), imported)) {
      try (ReplayFile.Reader reader = new ReplayFile.Reader(out.resolve(ReplayFile.NAME))) {
        ReplayCommentary commentary = new ReplayCommentary(reader.header(), CommentarySettings.DEFAULT);
        for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
          GameRecord record = next.get();
          Seat dealer = ((GameStarted) record.events().get(0)).dealer();
          for (String language : List.of("zh", "en")) {
            Phrasebook words = Phrasebook.of(language).orElseThrow();
            List<Narrator.Sentence> said = commentary.narrate(record, words);
            for (int i = 0; i < record.events().size(); i++) {
              Event e = record.events().get(i);
              int at = i;
              List<String> here = said.stream().filter(s -> s.event() == at).map(Narrator.Sentence::text).toList();
              if (e instanceof Discarded d) {
                String seat = words.seat(Wind.ofSeat(d.seat(), dealer));
                String discards = language.equals("zh") ? seat + "打出" + words.tile(d.tile()) : seat + " discards " + words.tile(d.tile());
                assertThat(here).as("event %d of %s", i, record.label()).filteredOn(s -> s.startsWith(discards)).hasSize(1);
              } else if (e instanceof Won) {
                assertThat(here).as("event %d", i).hasSize(1);
              }
            }
            assertThat(said).allMatch(s -> s.event() >= 0 && s.event() < record.events().size());
          }
        }
      }
    }
  }

  @Test
  void commentate_badInput_exitCodeTwoAndOneLine() throws Exception {
    CliTestSupport.Result missing = CliTestSupport.run("commentate", dir.resolve("nowhere").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("nowhere: no such directory").doesNotContain("Exception");

    CliTestSupport.Result noRecords = CliTestSupport.run("commentate", dir.toString());
    assertThat(noRecords.code()).isEqualTo(2);
    assertThat(noRecords.err()).contains("holds no replay records (events.bin)");

    Path empty = Files.createDirectories(dir.resolve("empty"));
    try (ReplayFile.Writer w = new ReplayFile.Writer(empty.resolve(ReplayFile.NAME),
        ReplayFile.Header.of(Rulebook.rules(Variant.MCR, Map.of()), List.of("a", "b", "c", "d"), 0))) {
      // a header and no game
    }
    CliTestSupport.Result noGames = CliTestSupport.run("commentate", empty.toString());
    assertThat(noGames.code()).isEqualTo(2);
    assertThat(noGames.err()).contains("holds no games");
    assertThat(empty.resolve("commentary.json")).doesNotExist();
    // The other readers of a run's games say the same, where they have nothing else to show.
    for (String[] command : List.of(new String[] {"review", empty.toString(), "--player", "a"},
        new String[] {"replay", empty.toString(), "--verify"}, new String[] {"report", empty.toString()})) {
      CliTestSupport.Result none = CliTestSupport.run(command);
      assertThat(none.code()).as(command[0] + ": " + none.err()).isEqualTo(2);
      assertThat(none.err()).as(command[0]).startsWith("error: " + empty.resolve(ReplayFile.NAME) + " holds no games")
          .doesNotContain("Exception");
    }
    assertThat(empty.resolve("report.html")).doesNotExist();

    Path foreign = Files.createDirectories(dir.resolve("foreign"));
    Files.writeString(foreign.resolve(ReplayFile.NAME), "a user's notes, not game records\n");
    for (String[] command : List.of(new String[] {"commentate", foreign.toString()},
        new String[] {"review", foreign.toString(), "--player", "a"})) {
      CliTestSupport.Result notRecords = CliTestSupport.run(command);
      assertThat(notRecords.code()).isEqualTo(2);
      assertThat(notRecords.err()).as(command[0] + ": the path once")
          .isEqualTo("error: " + foreign.resolve(ReplayFile.NAME) + " is not a file of game records (events.bin)\n");
    }

    assertThat(CliTestSupport.run("commentate", empty.toString(), "--method", "psychic").err())
        .contains("--method is expert, statistical or combined, not 'psychic'");
    assertThat(CliTestSupport.run("commentate", empty.toString(), "--reactions", "psychic").err())
        .contains("--reactions is distance or thesis, not 'psychic'");
  }

  @Test
  void replay_commentary_printsSentencesBesideTheEvents() throws Exception {
    Path out = run();
    CliTestSupport.Result zh = CliTestSupport.run("replay", out.toString(), "--game", "0", "--commentary", "zh");
    assertThat(zh.code()).as(zh.err()).isZero();
    assertThat(zh.out()).contains("commentary (view table, method combined, reactions distance): S0 东家, S1 南家, S2 西家, S3 北家")
        .containsPattern("\\n +\\d+  all +S0 discards \\S+\\n +> 东家打出[一二三四五六七八九][万条筒]");
    CliTestSupport.Result en = CliTestSupport.run("replay", out.toString(), "--game", "0", "--commentary", "en");
    assertThat(en.code()).isZero();
    assertThat(en.out()).containsPattern("\\n +\\d+  all +S1 discards \\S+\\n +> South discards (Character|Bamboo|Dot) \\d");
  }

  @Test
  void replay_commentary_badInput_exitCodeTwo() throws Exception {
    Path out = run();
    CliTestSupport.Result lang = CliTestSupport.run("replay", out.toString(), "--game", "0", "--commentary", "fr");
    assertThat(lang.code()).isEqualTo(2);
    assertThat(lang.err()).contains("--commentary takes a language: zh, en, not 'fr'");
    CliTestSupport.Result seat = CliTestSupport.run("replay", out.toString(), "--game", "0", "--seat", "1", "--commentary", "en");
    assertThat(seat.code()).isEqualTo(2);
    assertThat(seat.err()).contains("--commentary goes with --game alone");
  }

  /** A small competition-108 run of 2 deals x 4 rotations with every event recorded. */
  private Path run() throws Exception {
    return run("run", 2);
  }

  /** A run of {@code deals} deals of a fixed lineup into {@code name}, in rotations (four games a deal). */
  private Path run(String name, int deals) throws Exception {
    Path lineup = CliTestSupport.write(dir, name + ".yaml", """
        variant: competition-108
        seed: 3
        deals: %d
        seat_orders: rotations
        lineup:
          - { id: op, agent: fanfou-op }
          - { id: dist, agent: distance-to-win, params: { depth: 0 } }
          - { id: order, agent: default-order }
          - { id: robot, agent: random }
        """.formatted(deals));
    Path out = dir.resolve(name);
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--threads", "1");
    assertThat(r.code()).as(r.err()).isZero();
    return out;
  }
}
