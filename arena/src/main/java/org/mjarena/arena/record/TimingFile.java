package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;

/**
 * Writes {@code timing.json}: how long the last session of a run took, on how many threads, and each
 * entry's decision times, and an external entry's answer times; apart from {@code summary.json}, which holds
 * only what the games decide.
 */
public final class TimingFile {
  /** The file name in a run's directory. */
  public static final String NAME = "timing.json";
  /** The field of an entry's whole decision-time histogram ({@link Timing.AgentTime#histogram}). */
  public static final String HISTOGRAM = "decision_ns_histogram";

  private TimingFile() {}

  /** The timing as pretty-printed JSON. */
  public static String json(Timing t) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = Json.generator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeNumberField("threads", t.threads());
      g.writeNumberField("games", t.games());
      g.writeNumberField("games_before", t.gamesBefore());
      Json.number(g, "elapsed_s", t.elapsedS(), 3);
      Json.number(g, "games_per_s", t.gamesPerSecond(), 1);
      g.writeArrayFieldStart("agents");
      for (Timing.AgentTime a : t.agents()) {
        g.writeStartObject();
        g.writeStringField("id", a.id());
        Json.number(g, "decision_us_p50", a.decisionUsP50(), 3);
        Json.number(g, "decision_us_p99", a.decisionUsP99(), 3);
        if (a.answers().isPresent()) {
          Timing.AnswerTime answers = a.answers().get();
          g.writeNumberField("answers", answers.count());
          Json.number(g, "answer_ms_p50", answers.msP50(), 3);
          Json.number(g, "answer_ms_p99", answers.msP99(), 3);
          g.writeNumberField("restarts", answers.restarts());
        }
        if (!a.histogram().isEmpty()) {
          g.writeStringField(HISTOGRAM, a.histogram());
        }
        g.writeEndObject();
      }
      g.writeEndArray();
      if (t.commentaryUsPerDecision().isPresent()) {
        Json.number(g, "commentary_us_per_decision", t.commentaryUsPerDecision().getAsDouble(), 3);
      }
      g.writeEndObject();
    }
    out.write('\n');
    return out.toString();
  }

  /** Writes the timing to {@code file} atomically. */
  public static void write(Timing t, Path file) throws IOException {
    AtomicFile.write(file, json(t));
  }
}
