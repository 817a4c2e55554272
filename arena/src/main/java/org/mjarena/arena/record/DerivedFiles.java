package org.mjarena.arena.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files made from the games a directory records, once they were played or imported: {@code mjarena
 * commentate}'s {@value SummaryFile#COMMENTARY_NAME}, each review of {@code mjarena review} ({@link ReviewFile})
 * and the report, {@value #REPORT}. Each describes the games as they stood when it was made, so a run or an
 * import that writes games into the directory deletes them first: a report must never show one set of
 * games beside the figures of another.
 */
public final class DerivedFiles {
  /** The report's file name in a run's directory. */
  public static final String REPORT = "report.html";

  private DerivedFiles() {}

  /**
   * Deletes the files made from {@code dir}'s games (and their half-written rewrites), and nothing else.
   *
   * @return the names of the files deleted, in name order
   */
  public static List<String> clear(Path dir) throws IOException {
    List<Path> made = new ArrayList<>(List.of(dir.resolve(SummaryFile.COMMENTARY_NAME), dir.resolve(REPORT)));
    if (Files.isDirectory(dir)) {
      try (Stream<Path> files = Files.list(dir)) {
        files.filter(f -> ReviewFile.isReview(f.getFileName().toString())).forEach(made::add);
      }
    }
    List<String> deleted = new ArrayList<>();
    for (Path file : made) {
      Files.deleteIfExists(AtomicFile.tmp(file));
      if (Files.isRegularFile(file)) {
        Files.delete(file);
        deleted.add(file.getFileName().toString());
      }
    }
    deleted.sort(null);
    return deleted;
  }

  /**
   * The line that tells a user which files {@link #clear} deleted from {@code dir} (a run's, replaced or resumed,
   * or an import's, imported into again), the same for both.
   */
  public static String deletedLine(Path dir, List<String> deleted) {
    return "deleted from " + dir + ", made from its earlier games: " + String.join(", ", deleted);
  }
}
