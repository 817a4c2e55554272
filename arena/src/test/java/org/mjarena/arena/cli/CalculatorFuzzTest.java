package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
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
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;
import org.mjarena.arena.fuzz.Scratch;

/**
 * Fuzzing of the JSON lines {@code mjarena fan} and {@code mjarena shanten} read: records of the engine's
 * reference vectors (winning and not-winning hands, shanten hands; copied to the test resources), three
 * lines a file, mutated. Every input line gets its output line, numbered, with its answer or with an error
 * naming its column; the exit code is 0, or 1 when some line failed; never the failure of the command
 * itself ({@code error: fan failed: ...}, a trace).
 */
@AddLifecycleHook(FuzzTries.class)
final class CalculatorFuzzTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Words of the records: fields, tiles, meld types, numbers. */
  private static final List<String> TOKENS = List.of("\"hand\"", "\"melds\"", "\"win_tile\"", "\"type\"", "\"tiles\"", "\"claimed\"",
      "\"from\"", "\"concealed\"", "\"offer\"", "\"self_drawn\"", "\"fourth_tile\"", "\"about_kong\"", "\"wall_last\"", "\"seat_wind\"",
      "\"prevalent_wind\"", "\"flowers\"", "\"PENG\"", "\"CHI\"", "\"GANG\"", "\"W1\"", "\"T9\"", "\"B5\"", "\"F4\"", "\"J3\"",
      "\"H1\"", "\"Z9\"", "8", "-3");
  private final Path dir = Scratch.directory("calculators");

  @Property(tries = 400)
  void fan_everyLineAnsweredOrPlaced(@ForAll("fanFiles") byte[] bytes) throws IOException {
    check("fan", bytes);
  }

  @Property(tries = 400)
  void shanten_everyLineAnsweredOrPlaced(@ForAll("shantenFiles") byte[] bytes) throws IOException {
    check("shanten", bytes);
  }

  private void check(String command, byte[] bytes) throws IOException {
    Path file = Files.write(dir.resolve(command + ".jsonl"), bytes);
    CliTestSupport.Result r = CliTestSupport.run(command, file.toString());
    assertThat(r.err()).doesNotContain(command + " failed").doesNotContain("\tat ");
    assertThat(r.code()).as(r.err()).isIn(0, LineCommand.SOME_LINES_FAILED);
    List<String> lines = r.out().lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      JsonNode line = JSON.readTree(lines.get(i));
      assertThat(line.get("line").asInt()).isEqualTo(i + 1);
      if (line.has("error")) {
        assertThat(line.get("column").asInt()).as(lines.get(i)).isPositive();
      }
    }
    assertThat(r.code() == 0).as(r.out()).isEqualTo(lines.stream().noneMatch(l -> l.contains("\"error\"")));
  }

  @Provide
  Arbitrary<byte[]> fanFiles() {
    return Mutants.of(seeds("fan-seeds.jsonl"), TOKENS);
  }

  @Provide
  Arbitrary<byte[]> shantenFiles() {
    return Mutants.of(seeds("shanten-seeds.jsonl"), TOKENS);
  }

  /** Files of three consecutive records of {@code resource}. */
  private static List<byte[]> seeds(String resource) {
    List<String> records;
    try (InputStream in = CalculatorFuzzTest.class.getResourceAsStream(resource)) {
      records = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<byte[]> seeds = new ArrayList<>();
    for (int i = 0; i + 3 <= records.size(); i += 3) {
      seeds.add((String.join("\n", records.subList(i, i + 3)) + "\n").getBytes(StandardCharsets.UTF_8));
    }
    return seeds;
  }
}
