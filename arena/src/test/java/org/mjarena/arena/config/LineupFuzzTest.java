package org.mjarena.arena.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.mjarena.arena.fuzz.FuzzTries;
import org.mjarena.arena.fuzz.Mutants;

/**
 * Fuzzing of lineup files ({@link LineupLoader}): the shipped lineups under {@code configs/}, mutated,
 * either load or are refused with a {@link ConfigException} whose message starts with the file (and its
 * line and column where there is one), as {@code mjarena run} prints it with exit code 2; never another
 * exception.
 */
@AddLifecycleHook(FuzzTries.class)
final class LineupFuzzTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path FILE = Path.of("fuzzed.yaml");
  /** Words of lineup files: keys, values, agents, YAML's own syntax. */
  private static final List<String> TOKENS = List.of("variant", "seed", "deals", "seat_orders", "threads", "rules", "lineup",
      "record", "compress", "commentary", "output", "id", "agent", "params", "mcr", "competition-108", "all", "rotations",
      "- ", ": ", "{ ", " }", "[", "]", "&a ", "*a", "!!binary ", "!!python/object ", "<<: ", "---\n", "...\n", "? ", "|\n",
      "random", "tsumogiri", "distance-to-win", "botzone", "depth", "wall", "shared", "off", "on", "gzip", "view");

  @Property(tries = 1500)
  void lineup_loadsOrNamesThePlace(@ForAll("lineups") byte[] bytes) {
    try {
      LineupLoader.load(FILE, bytes);
    } catch (ConfigException e) {
      assertThat(e.getMessage()).startsWith(FILE.toString());
    }
  }

  @Provide
  Arbitrary<byte[]> lineups() {
    try (Stream<Path> files = Files.walk(ROOT.resolve("configs"))) {
      List<byte[]> seeds = files.filter(f -> f.toString().endsWith(".yaml")).sorted().map(LineupFuzzTest::bytes).toList();
      return Mutants.of(seeds, TOKENS);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] bytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
