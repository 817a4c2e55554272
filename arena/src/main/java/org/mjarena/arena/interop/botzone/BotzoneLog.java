package org.mjarena.arena.interop.botzone;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Optional;

/**
 * What {@link BotzoneLogReader} read from one file: the matches it could read, and one problem for
 * each match it skipped or stretch of text it could not place. A file with problems is still read to
 * its end.
 *
 * @param matches  the well-formed matches, in file order
 * @param problems what was wrong, in file order
 * @param charset  the encoding the bytes were decoded with; empty when the reader was given characters
 */
public record BotzoneLog(List<BotzoneMatch> matches, List<Problem> problems, Optional<Charset> charset) {

  /** Copies the lists, so a log is a value. */
  public BotzoneLog {
    matches = List.copyOf(matches);
    problems = List.copyOf(problems);
  }

  /** True when every block of the file was read. */
  public boolean isClean() {
    return problems.isEmpty();
  }

  /**
   * One thing the reader could not read: the first malformed line of a match (the match is then
   * skipped), a match that ends without its {@code Deal} or {@code Score} lines, or text outside any
   * match.
   *
   * @param lineNumber the line (from 1) where the problem was found
   * @param matchId    the id of the match skipped; empty for text outside a match
   * @param message    what was expected, and the offending line
   */
  public record Problem(int lineNumber, Optional<String> matchId, String message) {
    /** A one-line description: {@code line 12 (match 6160...): message}. */
    @Override
    public String toString() {
      return "line " + lineNumber + matchId.map(id -> " (match " + id + ")").orElse("") + ": " + message;
    }
  }
}
