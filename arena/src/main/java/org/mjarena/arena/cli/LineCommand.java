package org.mjarena.arena.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.mjarena.arena.config.ConfigException;

/**
 * A command that answers a JSON Lines file line by line on standard output: one answer per input
 * line, in order. A line that cannot be read gets an error line naming its line number instead
 * ({@code {"line": 12, "error": "..."}}), and the others are still answered; the exit code is 1 when
 * any line failed.
 */
abstract class LineCommand {
  /** Exit code when some lines could not be answered. */
  static final int SOME_LINES_FAILED = 1;
  static final ObjectMapper JSON = new ObjectMapper();

  /** The answer to one record. */
  abstract ObjectNode answer(JsonNode record);

  /** Answers every line of {@code file}; returns the exit code. */
  int answerAll(Path file, PrintWriter out, PrintWriter err) throws ConfigException, IOException {
    int failed = 0;
    int lineNumber = 0;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      while ((line = in.readLine()) != null) {
        lineNumber++;
        if (line.isBlank()) {
          continue;
        }
        ObjectNode result;
        try {
          JsonNode record = JSON.readTree(line);
          if (!record.isObject()) {
            throw new IllegalArgumentException("a line must hold one JSON object");
          }
          result = JSON.createObjectNode();
          result.set("id", record.path("id"));
          result.setAll(answer(record));
        } catch (JsonProcessingException e) {
          result = error(lineNumber, "not JSON: " + e.getOriginalMessage());
          failed++;
        } catch (IllegalArgumentException e) {
          result = error(lineNumber, e.getMessage());
          failed++;
        }
        out.println(JSON.writeValueAsString(result));
      }
    } catch (NoSuchFileException e) {
      throw new ConfigException(file + ": no such file");
    }
    out.flush();
    if (failed > 0) {
      err.println(file + ": " + failed + " of the lines could not be answered; see the lines with \"error\"");
      err.flush();
      return SOME_LINES_FAILED;
    }
    return 0;
  }

  private static ObjectNode error(int line, String message) {
    ObjectNode e = JSON.createObjectNode();
    e.put("line", line);
    e.put("error", message);
    return e;
  }
}
