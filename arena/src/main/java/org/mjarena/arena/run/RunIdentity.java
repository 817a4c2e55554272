package org.mjarena.arena.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Optional;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.record.AtomicFile;

/**
 * What makes a run the run it is, stored in {@code run.json} when it starts: everything that decides its
 * games and what is kept of them (the variant, every rule parameter in force, the root seed, the deals,
 * the seat orders, the entries with every parameter, {@code record} and {@code compress}). Not the
 * threads or the output directory, which change nothing in the results. {@code --resume} continues a run
 * only when these are the same, and otherwise names the first that differs.
 */
public final class RunIdentity {
  /** The file name in a run's directory. */
  public static final String NAME = "run.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  private RunIdentity() {}

  /** The identity of a run of {@code lineup}, as {@code run.json} holds it. */
  static JsonNode of(Lineup lineup) {
    ObjectNode run = JSON.createObjectNode();
    run.put("variant", lineup.rules().variant().id());
    run.set("rules", JSON.valueToTree(lineup.rules().settings().values()));
    run.put("seed", lineup.seed());
    run.put("deals", lineup.deals());
    run.put("seat_orders", lineup.seatOrders().name().toLowerCase(Locale.ROOT));
    ArrayNode entries = run.putArray("lineup");
    for (Lineup.Entry e : lineup.entries()) {
      ObjectNode entry = entries.addObject();
      entry.put("id", e.id());
      entry.put("agent", e.agent());
      entry.set("params", JSON.valueToTree(e.settings().values()));
    }
    run.put("record", lineup.record().id());
    run.put("compress", lineup.compress().id());
    try {
      // Read back from its text, as a stored one is, so that numbers compare by value (42 as int or long).
      return JSON.readTree(JSON.writeValueAsString(run));
    } catch (IOException e) {
      throw new IllegalStateException("a tree of strings, numbers and booleans is always JSON", e);
    }
  }

  /** Writes the identity of {@code lineup}'s run into {@code dir}. */
  public static void write(Path dir, Lineup lineup) throws IOException {
    AtomicFile.write(dir.resolve(NAME), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(of(lineup)) + "\n");
  }

  /**
   * Checks that the run stored in {@code dir} is a run of {@code lineup}.
   *
   * @throws ConfigException naming the first difference, or why the stored identity cannot be read
   */
  static void check(Path dir, Lineup lineup) throws ConfigException {
    Path file = dir.resolve(NAME);
    JsonNode stored;
    try {
      stored = JSON.readTree(Files.readAllBytes(file));
    } catch (NoSuchFileException e) {
      throw new ConfigException("--resume: " + dir + " holds results but no " + NAME + " (they were written by an earlier "
          + "version of mjarena, or by hand), so nothing says which run they belong to; --force replaces them");
    } catch (IOException e) {
      throw new ConfigException("--resume: " + file + " cannot be read (" + e.getMessage() + "); --force starts the run again");
    }
    Optional<String> difference = difference("", stored, of(lineup));
    if (difference.isPresent()) {
      throw new ConfigException("--resume: " + dir + " holds a different run: " + difference.get() + "; resume with the lineup "
          + "and options it was started with, or --force to start this one there");
    }
  }

  /** The first place where {@code stored} and {@code current} differ, as {@code path: A there, B here}. */
  static Optional<String> difference(String path, JsonNode stored, JsonNode current) {
    if (stored.isObject() && current.isObject()) {
      for (Iterator<String> names = current.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        Optional<String> d = difference(path.isEmpty() ? name : path + "." + name, stored.path(name), current.get(name));
        if (d.isPresent()) {
          return d;
        }
      }
      for (Iterator<String> names = stored.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        if (!current.has(name)) {
          return Optional.of(describe(path.isEmpty() ? name : path + "." + name, stored.get(name), current.path(name)));
        }
      }
      return Optional.empty();
    }
    if (stored.isArray() && current.isArray() && stored.size() == current.size()) {
      for (int i = 0; i < current.size(); i++) {
        Optional<String> d = difference(path + "[" + i + "]", stored.get(i), current.get(i));
        if (d.isPresent()) {
          return d;
        }
      }
      return Optional.empty();
    }
    return stored.equals(current) ? Optional.empty() : Optional.of(describe(path, stored, current));
  }

  private static String describe(String path, JsonNode stored, JsonNode current) {
    return path + " was " + shown(stored) + ", now " + shown(current);
  }

  private static String shown(JsonNode value) {
    return value.isMissingNode() ? "absent" : value.toString();
  }
}
