package org.mjarena.arena.interop.botzone;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The two Botzone I/O styles ({@code botzone-protocol.md} section 5): how a turn's input is written and
 * how a bot's output is read.
 *
 * <p>Inputs follow the platform exactly. Outputs are read as real bots write them: a JSON object printed
 * over several lines, blank lines before it, no final newline, fields besides {@code response}
 * ({@code debug}) ignored; in simple I/O the first non-blank line is the response and the next lines
 * are debug, data and globaldata.
 */
public enum BotzoneEnvelope {
  /** One line of JSON in, one JSON object out (the default on Botzone). */
  JSON,
  /** Lines in (a count, then requests and responses alternating), lines out. */
  SIMPLE;

  /** The marker a long-running bot prints after each response, on a line of its own (section 5.3). */
  public static final String KEEP_RUNNING = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The style named in a lineup ({@code json} or {@code simple}). */
  public static BotzoneEnvelope byId(String id) {
    return valueOf(id.toUpperCase(Locale.ROOT));
  }

  /**
   * A bot's answer as read from its output.
   *
   * @param response   the response string, e.g. {@code CHI B8 F1}
   * @param data       what it keeps for its next turn, if it said
   * @param globaldata what it keeps across games, if it said
   */
  public record Answer(String response, Optional<String> data, Optional<String> globaldata) {}

  /**
   * The full input of a turn: every request so far and the bot's earlier responses (one fewer), with
   * the data it kept. {@code data} and {@code globaldata} are left out when empty, as in the platform's
   * example ({@code botzone-protocol.md} section 6).
   */
  public String fullInput(List<String> requests, List<String> responses, String data, String globaldata) {
    if (this == JSON) {
      ObjectNode o = MAPPER.createObjectNode();
      ArrayNode rq = o.putArray("requests");
      requests.forEach(rq::add);
      ArrayNode rs = o.putArray("responses");
      responses.forEach(rs::add);
      if (!data.isEmpty()) {
        o.put("data", data);
      }
      if (!globaldata.isEmpty()) {
        o.put("globaldata", globaldata);
      }
      return o.toString() + "\n";
    }
    StringBuilder sb = new StringBuilder().append(requests.size()).append('\n');
    for (int i = 0; i < requests.size(); i++) {
      if (i > 0) {
        sb.append(responses.get(i - 1)).append('\n');
      }
      sb.append(requests.get(i)).append('\n');
    }
    if (!data.isEmpty() || !globaldata.isEmpty()) {
      sb.append(data).append('\n').append(globaldata).append('\n');
    }
    return sb.toString();
  }

  /** The input of a later turn to a resident bot: the new request alone (a JSON string literal in JSON I/O). */
  public String nextInput(String request) {
    if (this == JSON) {
      return MAPPER.getNodeFactory().textNode(request).toString() + "\n";
    }
    return request + "\n";
  }

  /**
   * Reads one answer from what the bot printed (the marker already removed).
   *
   * @throws IllegalArgumentException saying why the output is not an answer
   */
  public Answer read(String output) {
    if (this == JSON) {
      JsonNode node;
      try {
        node = MAPPER.readTree(output);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("output is not JSON: " + e.getOriginalMessage());
      }
      if (node == null || !node.isObject()) {
        throw new IllegalArgumentException("output is not a JSON object");
      }
      JsonNode response = node.get("response");
      if (response == null || !response.isTextual()) {
        throw new IllegalArgumentException("the JSON output has no \"response\" string");
      }
      return new Answer(response.asText(), text(node, "data"), text(node, "globaldata"));
    }
    String[] lines = output.split("\r?\n", -1);
    int i = 0;
    while (i < lines.length && lines[i].isBlank()) {
      i++;
    }
    if (i == lines.length) {
      throw new IllegalArgumentException("no output");
    }
    String response = lines[i].strip();
    Optional<String> data = i + 2 < lines.length ? Optional.of(lines[i + 2]) : Optional.empty();
    Optional<String> global = i + 3 < lines.length
        ? Optional.of(String.join("\n", List.of(lines).subList(i + 3, lines.length)).strip()) : Optional.empty();
    return new Answer(response, data, global);
  }

  private static Optional<String> text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    return v != null && v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
  }
}
