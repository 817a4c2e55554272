package org.mjarena.arena.interop.botzone;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The bot's side of the Botzone envelopes ({@code botzone-protocol.md} section 5): reads a turn's input
 * as the platform (or our {@link BotProcess}) writes it, has a {@link BotzoneBot} answer it, and prints
 * the answer as a bot prints it. The input style is told by its first character: a JSON object, or the
 * turn count of simple I/O. The answer is given in the same style.
 *
 * <p>One-shot (the platform's default), the whole history comes in and the bot answers every request of
 * it in order, so an agent that keeps state across its decisions is asked as it would have been, and
 * the last answer is printed. Resident ({@code keepRunning}), the marker follows each answer and each
 * later input is one request, until the input ends. Blank lines between inputs are skipped, and
 * {@code data} / {@code globaldata} are neither needed nor written.
 */
public final class BotSide {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private BotSide() {}

  /**
   * Plays one game on {@code in} / {@code out}.
   *
   * @param newBot      the bot of the game, made when its first input has come
   * @param keepRunning whether to stay resident after the first answer
   * @throws BadInput when the input is not a Botzone input
   */
  public static void serve(BufferedReader in, Writer out, Supplier<? extends BotzoneBot> newBot, boolean keepRunning)
      throws IOException {
    String first = nextLine(in);
    if (first == null) {
      throw new BadInput("no input");
    }
    boolean json = first.stripLeading().startsWith("{");
    List<String> requests = json ? jsonRequests(first) : simpleRequests(first, in);
    if (requests.isEmpty()) {
      throw new BadInput("the input holds no request");
    }
    try (BotzoneBot bot = newBot.get()) {
      String response = "";
      for (String r : requests) {
        response = bot.respond(r);
      }
      write(out, response, json, keepRunning);
      if (!keepRunning) {
        return;
      }
      for (String line = nextLine(in); line != null; line = nextLine(in)) {
        write(out, bot.respond(json ? jsonString(line) : line.strip()), json, true);
      }
    }
  }

  private static void write(Writer out, String response, boolean json, boolean keepRunning) throws IOException {
    if (json) {
      out.write(MAPPER.createObjectNode().put("response", response).toString());
    } else {
      out.write(response);
    }
    out.write('\n');
    if (keepRunning) {
      out.write(BotzoneEnvelope.KEEP_RUNNING);
      out.write('\n');
    }
    out.flush();
  }

  /** The next line that is not blank, or null at the end of the input. */
  private static String nextLine(BufferedReader in) throws IOException {
    String line = in.readLine();
    while (line != null && line.isBlank()) {
      line = in.readLine();
    }
    return line;
  }

  private static List<String> jsonRequests(String line) {
    JsonNode node = json(line);
    JsonNode requests = node.get("requests");
    if (requests == null || !requests.isArray()) {
      throw new BadInput("the JSON input has no \"requests\" array");
    }
    List<String> list = new ArrayList<>();
    for (JsonNode r : requests) {
      if (!r.isTextual()) {
        throw new BadInput("a request is not a string: " + r);
      }
      list.add(r.asText());
    }
    return list;
  }

  /** A later request of a resident JSON bot: a JSON string literal. */
  private static String jsonString(String line) {
    JsonNode node = json(line);
    if (!node.isTextual()) {
      throw new BadInput("a resident bot's input is one JSON string, not " + line);
    }
    return node.asText();
  }

  private static JsonNode json(String line) {
    try {
      return MAPPER.readTree(line);
    } catch (JsonProcessingException e) {
      throw new BadInput("the input is not JSON: " + e.getOriginalMessage());
    }
  }

  /** Simple I/O: the turn count n, then n requests with my n - 1 earlier responses between them. */
  private static List<String> simpleRequests(String countLine, BufferedReader in) throws IOException {
    int n;
    try {
      n = Integer.parseInt(countLine.strip());
    } catch (NumberFormatException e) {
      throw new BadInput("the input is neither a JSON object nor a simple-I/O turn count: " + countLine);
    }
    if (n < 1) {
      throw new BadInput("the simple-I/O turn count is " + n + "; a turn count is from 1");
    }
    // The count is the input's word, not a size to trust: the list grows with the lines that come, and a
    // count near 2^31 must not overflow the number of lines awaited.
    long expected = 2L * n - 1;
    List<String> requests = new ArrayList<>();
    for (long i = 0; i < expected; i++) {
      String line = in.readLine();
      if (line == null) {
        throw new BadInput("the input ends after " + i + " of its " + expected + " lines");
      }
      if (i % 2 == 0) {
        requests.add(line.strip());
      }
    }
    return requests;
  }

  /** The input is not a Botzone input: what the platform (or the user at a terminal) wrote, not the bot's fault. */
  public static final class BadInput extends IllegalArgumentException {
    BadInput(String message) {
      super(message);
    }

    BadInput(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
