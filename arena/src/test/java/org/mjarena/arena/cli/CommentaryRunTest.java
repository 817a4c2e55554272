package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commentator in a run: on by default, the same block whatever the threads, off on request, config errors placed. */
final class CommentaryRunTest {
  private static final String LINEUP = """
      variant: mcr
      seed: 11
      deals: 6
      seat_orders: rotations
      record: none
      lineup:
        - { id: op, agent: fanfou-op }
        - { id: dist, agent: distance-to-win, params: { depth: 0 } }
        - { id: order, agent: default-order }
        - { id: rnd, agent: random }
      """;
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  @Test
  void run_oneThreadAndTwoThreads_sameCommentaryBlock() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    CliTestSupport.Result one = CliTestSupport.run("run", file.toString(), "--threads", "1", "--out", dir.resolve("one").toString());
    assertThat(one.code()).isZero();
    assertThat(CliTestSupport.run("run", file.toString(), "--threads", "2", "--out", dir.resolve("two").toString()).code()).isZero();
    assertThat(Files.readAllBytes(dir.resolve("one/summary.json"))).isEqualTo(Files.readAllBytes(dir.resolve("two/summary.json")));
    JsonNode c = JSON.readTree(dir.resolve("one/summary.json").toFile()).get("commentary");
    assertThat(c.get("view").asText()).isEqualTo("table");
    assertThat(c.get("games").asLong()).isEqualTo(24);
    JsonNode discard = c.get("overall").get("discard");
    assertThat(discard.get("decisions").asLong()).isPositive();
    assertThat(discard.get("mean_candidates").asDouble()).isBetween(1.0, 5.0);
    long byEntry = 0;
    for (JsonNode a : c.get("agents")) {
      byEntry += a.get("discard").get("decisions").asLong();
      for (String kind : new String[] {"chi", "pong", "kong", "hu"}) {
        assertThat(a.get(kind).has("f1")).isTrue();
      }
    }
    assertThat(byEntry).isEqualTo(discard.get("decisions").asLong());
    assertThat(one.out()).contains("commentary (view table, method combined, reactions distance) over 24 games").contains("chow F1 %");
    assertThat(JSON.readTree(dir.resolve("one/timing.json").toFile()).has("commentary_us_per_decision")).isTrue();
  }

  @Test
  void run_noCommentaryOptionOrOffInTheFile_noBlock() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    CliTestSupport.Result flagged = CliTestSupport.run("run", file.toString(), "--no-commentary", "--out", dir.resolve("a").toString());
    assertThat(flagged.code()).isZero();
    assertThat(JSON.readTree(dir.resolve("a/summary.json").toFile()).has("commentary")).isFalse();
    assertThat(flagged.out()).doesNotContain("commentary (");
    Path off = CliTestSupport.write(dir, "off.yaml", LINEUP + "commentary: off\n");
    assertThat(CliTestSupport.run("run", off.toString(), "--out", dir.resolve("b").toString()).code()).isZero();
    assertThat(JSON.readTree(dir.resolve("b/summary.json").toFile()).has("commentary")).isFalse();
  }

  @Test
  void run_playerViewAndTheThesisRule_namedInTheBlock() throws Exception {
    Path file = CliTestSupport.write(dir, "lineup.yaml", LINEUP
        + "commentary: { view: player, method: expert, reactions: thesis }\n");
    assertThat(CliTestSupport.run("run", file.toString(), "--out", dir.resolve("p").toString()).code()).isZero();
    JsonNode c = JSON.readTree(dir.resolve("p/summary.json").toFile()).get("commentary");
    assertThat(c.get("view").asText()).isEqualTo("player");
    assertThat(c.get("method").asText()).isEqualTo("expert");
    assertThat(c.get("reactions").asText()).isEqualTo("thesis");
  }

  @Test
  void run_badCommentaryValues_exit2NamingThePlace() throws Exception {
    Path view = CliTestSupport.write(dir, "view.yaml", LINEUP + "commentary: { view: wall }\n");
    CliTestSupport.Result r = CliTestSupport.run("run", view.toString(), "--out", dir.resolve("v").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(view + ":11:21: view must be table").doesNotContain("Exception");
    Path key = CliTestSupport.write(dir, "key.yaml", LINEUP + "commentary: { voice: zh }\n");
    r = CliTestSupport.run("run", key.toString(), "--out", dir.resolve("k").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(key + ":11:15: unknown key 'voice' in commentary; known: view, method, reactions");
    Path method = CliTestSupport.write(dir, "method.yaml", LINEUP + "commentary: { method: oracle }\n");
    r = CliTestSupport.run("run", method.toString(), "--out", dir.resolve("m").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(method + ":11:23: method must be expert or statistical or combined, not 'oracle'");
    Path rule = CliTestSupport.write(dir, "rule.yaml", LINEUP + "commentary: { reactions: psychic }\n");
    r = CliTestSupport.run("run", rule.toString(), "--out", dir.resolve("r").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(rule + ":11:26: reactions must be thesis or distance, not 'psychic'");
    Path word = CliTestSupport.write(dir, "word.yaml", LINEUP + "commentary: loud\n");
    r = CliTestSupport.run("run", word.toString(), "--out", dir.resolve("w").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(word + ":11:13: commentary must be off, on, or a mapping");
    assertThat(dir.resolve("v")).doesNotExist();
  }
}
