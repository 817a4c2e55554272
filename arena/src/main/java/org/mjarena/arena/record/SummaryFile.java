package org.mjarena.arena.record;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.io.IOException;
import java.nio.file.Path;

/** Writes and reads {@code summary.json} ({@link Summary}), and writes {@code mjarena commentate}'s {@code commentary.json}. */
public final class SummaryFile {
  /** The file name in a run's directory. */
  public static final String NAME = "summary.json";
  /** The file name of {@code mjarena commentate}'s figures, in the directory it comments. */
  public static final String COMMENTARY_NAME = "commentary.json";

  private SummaryFile() {}

  /** The summary as the file's text. */
  public static String json(Summary s) throws IOException {
    return Json.text(s);
  }

  /** Writes the summary to {@code file} atomically: a reader never sees half a file. */
  public static void write(Summary s, Path file) throws IOException {
    AtomicFile.write(file, json(s));
  }

  /** The summary {@code file} holds. */
  public static Summary read(Path file) throws IOException {
    return Json.read(file, Summary.class);
  }

  /**
   * {@code commentary.json} of {@code mjarena commentate}: the records read, those not counted because
   * their replay differs from them, those learned from without being counted ({@code --learn-first}), and
   * the {@code commentary} block exactly as {@code summary.json} has it (of the games counted).
   */
  public static String commentaryJson(CommentaryAccuracy accuracy, long records, long notReplayed, long learnedUnscored)
      throws IOException {
    return Json.text(new Commentated(records, notReplayed, learnedUnscored, accuracy));
  }

  /** The {@code commentary.json} in {@code file}. */
  public static Commentated readCommentated(Path file) throws IOException {
    return Json.read(file, Commentated.class);
  }

  /**
   * The schema of {@code commentary.json}.
   *
   * @param records         the games read
   * @param notReplayed     those not counted because their replay differs from their record
   * @param learnedUnscored those learned from first without being counted ({@code --learn-first})
   * @param commentary      the figures of the games counted, as {@code summary.json}'s block
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Commentated(long records, long notReplayed, long learnedUnscored, CommentaryAccuracy commentary) {}
}
