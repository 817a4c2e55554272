package org.mjarena.arena.interop.botzone;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.arena.cli.Main;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.arena.fuzz.Scratch;

/**
 * Fuzzing of {@code mjarena import botzone FILE --out DIR} on both formats: the 16 public matches of the
 * test resources, one match a file, in the PKU text format ({@link BotzoneLogReader}, decoded by
 * {@link BotzoneLogDecoder}) and written as Botzone's native JSON logs ({@link BotzoneJsonReader}), then
 * mutated. Whatever the bytes, the import ends with exit code 0 and a verdict whose every skipped match
 * names its line, or with exit code 2 and one line naming the file; never a failure (exit code 1) or a
 * trace.
 */
@AddLifecycleHook(FuzzTries.class)
final class BotzoneImportFuzzTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> NAMES = List.of("[a]one", "[b]two", "[c]three", "[d]four");
  /** Words of both formats: keywords, tiles, seats, the native log's keys and actions. */
  private static final List<String> TOKENS = List.of("Match", "Wind", "Player", "Deal", "Draw", "Play", "Chi", "Peng", "Gang",
      "BuGang", "Hu", "Huang", "Fan", "Score", "Ignore", "W1", "T9", "B5", "F4", "J3", "H1", "*", "+", "0", "1", "2", "3",
      "\"logs\"", "\"log\"", "\"output\"", "\"display\"", "\"action\"", "\"player\"", "\"tile\"", "\"hand\"", "\"fanCnt\"",
      "\"score\"", "\"initdata\"", "\"quan\"", "\"response\"", "\"content\"", "\"DRAW\"", "\"PLAY\"", "\"PENG\"", "\"CHI\"",
      "\"GANG\"", "\"BUGANG\"", "\"HU\"", "\"HUANG\"", "\"BUHUA\"", "\"INIT\"", "\"DEAL\"", "\"_id\"");
  private final Path dir = Scratch.directory("botzone-import");

  @Property(tries = 250)
  void importText_readsOrNamesThePlace(@ForAll("textLogs") byte[] bytes) throws IOException {
    check(dir.resolve("log.txt"), bytes);
  }

  @Property(tries = 250)
  void importJson_readsOrNamesThePlace(@ForAll("jsonLogs") byte[] bytes) throws IOException {
    check(dir.resolve("log.json"), bytes);
  }

  private void check(Path file, byte[] bytes) throws IOException {
    Files.write(file, bytes);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new String[] {"import", "botzone", file.toString(), "--out", dir.resolve("out").toString()},
        new PrintWriter(out, true), new PrintWriter(err, true));
    assertThat(code).as(err.toString()).isIn(0, Main.BAD_INPUT);
    if (code == Main.BAD_INPUT) {
      assertThat(err.toString()).startsWith("error: ").contains(file.toString()).doesNotContain("\tat ");
      return;
    }
    assertThat(err.toString()).isEmpty();
    JsonNode verdict = JSON.readTree(out.toString());
    for (JsonNode skipped : verdict.get("skipped")) {
      assertThat(skipped.get("line").asInt()).as(skipped.toString()).isPositive();
      assertThat(skipped.get("reason").asText()).isNotBlank();
    }
    for (JsonNode disagreement : verdict.get("disagreements")) {
      assertThat(disagreement.get("reason").asText()).isNotBlank();
    }
  }

  @Provide
  Arbitrary<byte[]> textLogs() {
    return Mutants.of(matches().stream().map(m -> m.getBytes(StandardCharsets.UTF_8)).toList(), TOKENS);
  }

  @Provide
  Arbitrary<byte[]> jsonLogs() {
    List<BotzoneMatch> all = BotzoneLogReader.read(String.join("", matches()).getBytes(StandardCharsets.UTF_8)).matches();
    return Mutants.of(all.stream().map(m -> NativeLogWriter.write(m, NAMES).getBytes(StandardCharsets.UTF_8)).toList(), TOKENS);
  }

  /** The text of each public match of the test resources, from its {@code Match} line to the next. */
  private static List<String> matches() {
    String all;
    try (InputStream in = BotzoneImportFuzzTest.class.getResourceAsStream("sample-logs.txt")) {
      all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> matches = new ArrayList<>();
    for (String block : all.split("(?m)^(?=Match )")) {
      if (block.startsWith("Match ")) {
        matches.add(block);
      }
    }
    assertThat(matches).hasSize(16);
    return matches;
  }
}
