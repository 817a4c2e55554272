package org.mjarena.arena.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fuzz test's working directory under {@code target/fuzz/}, reused by every try: jqwik has no
 * {@code @TempDir}, and tens of thousands of tries in {@code /tmp} would leave as many directories;
 * {@code mvn clean} removes this one.
 */
public final class Scratch {
  private Scratch() {}

  /** The empty directory {@code target/fuzz/NAME} (emptied when it exists). */
  public static Path directory(String name) {
    Path dir = Path.of("target", "fuzz", name).toAbsolutePath();
    try {
      if (Files.exists(dir)) {
        try (var all = Files.walk(dir)) {
          for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
            Files.delete(p);
          }
        }
      }
      return Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
