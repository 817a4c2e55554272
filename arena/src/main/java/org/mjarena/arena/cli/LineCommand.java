package org.mjarena.arena.cli;

import org.mjarena.arena.record.BoundedLines;
import org.mjarena.arena.record.HandRecord;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.mjarena.arena.record.HandRecord.BadRecord;
import org.mjarena.arena.config.ConfigException;

/**
 * A command that answers a JSON Lines file of hand records line by line on standard output: output
 * line N answers input line N and says so ({@code "line": N}), whatever happened to the lines before it.
 * A line that cannot be answered (blank, not JSON, a hand that cannot exist, longer than
 * {@value #MAX_LINE} characters) gets an error line naming its line number and the column where the
 * problem starts ({@code {"line": 12, "column": 31, "error": "..."}}), and the others are still answered;
 * the exit code is 1 when any line failed. The file {@code -} is standard input.
 */
abstract class LineCommand {
  /** Exit code when some lines could not be answered. */
  static final int SOME_LINES_FAILED = 1;
  /**
   * The longest line read: the longest record of the reference vectors has 2,281 characters, so this
   * leaves room for any real record, and anything longer is refused without being parsed.
   */
  static final int MAX_LINE = 65_536;
  /** The file name that stands for standard input. */
  static final String STDIN = "-";
  static final ObjectMapper JSON = new ObjectMapper();

  /** The answer to one record. */
  abstract ObjectNode answer(HandRecord record);

  /** Answers every line of {@code file} ({@code -}: standard input); returns the exit code. */
  int answerAll(Path file, PrintWriter out, PrintWriter err) throws ConfigException {
    boolean stdin = file.toString().equals(STDIN);
    String name = stdin ? "standard input" : file.toString();
    if (!stdin && Files.isDirectory(file)) {
      throw new ConfigException(name + " is a directory; give a file of JSON lines (or - for standard input)");
    }
    int failed = 0;
    int lineNumber = 0;
    // Malformed UTF-8 becomes U+FFFD (InputStreamReader's default) and fails only the line it is in.
    try (Reader in = new InputStreamReader(stdin ? System.in : Files.newInputStream(file), StandardCharsets.UTF_8)) {
      BoundedLines lines = new BoundedLines(in, MAX_LINE);
      for (Optional<BoundedLines.Line> line = lines.next(); line.isPresent(); line = lines.next()) {
        lineNumber++;
        ObjectNode result = JSON.createObjectNode().put("line", lineNumber);
        try {
          HandRecord record = HandRecord.parse(readable(line.get()));
          if (!record.id().isMissingNode()) {
            result.set("id", record.id());
          }
          result.setAll(answer(record));
        } catch (BadRecord e) {
          result.put("column", e.column());
          result.put("error", e.getMessage());
          failed++;
        }
        out.println(JSON.writeValueAsString(result));
      }
    } catch (NoSuchFileException e) {
      throw new ConfigException(name + ": no such file");
    } catch (IOException e) {
      throw new ConfigException(name + ": cannot read: " + e.getMessage());
    }
    out.flush();
    if (failed > 0) {
      err.println(name + ": " + failed + " of the lines could not be answered; see the lines with \"error\"");
      err.flush();
      return SOME_LINES_FAILED;
    }
    return 0;
  }

  /** The text of a line worth parsing: a blank line holds no record, and an over-long one is not read. */
  private static String readable(BoundedLines.Line line) {
    if (line.tooLong()) {
      throw new BadRecord(MAX_LINE + 1, "the line is longer than " + MAX_LINE + " characters, far longer than any record; it was not read");
    }
    if (line.text().isBlank()) {
      throw new BadRecord(1, "a blank line holds no record");
    }
    return line.text();
  }
}
