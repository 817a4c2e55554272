package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.Map;

/** The JSON factory shared by the writers, and the small helpers they have in common. */
final class Json {
  static final JsonFactory FACTORY = new JsonFactory();

  private Json() {}

  static JsonGenerator generator(Writer out) throws IOException {
    JsonGenerator g = FACTORY.createGenerator(out);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    return g;
  }

  /** A generator writing UTF-8 to {@code out}, which it flushes when flushed and leaves open when closed. */
  static JsonGenerator generator(OutputStream out) throws IOException {
    JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    return g;
  }

  /** Writes a number rounded to {@code decimals} places, so files stay readable. */
  static void number(JsonGenerator g, String field, double value, int decimals) throws IOException {
    g.writeNumberField(field, round(value, decimals));
  }

  static double round(double value, int decimals) {
    double scale = Math.pow(10, decimals);
    return Math.round(value * scale) / scale;
  }

  static void interval(JsonGenerator g, String field, double[] ci, int decimals) throws IOException {
    g.writeArrayFieldStart(field);
    g.writeNumber(round(ci[0], decimals));
    g.writeNumber(round(ci[1], decimals));
    g.writeEndArray();
  }

  static void values(JsonGenerator g, String field, Map<String, Object> values) throws IOException {
    g.writeObjectFieldStart(field);
    for (Map.Entry<String, Object> e : values.entrySet()) {
      Object v = e.getValue();
      if (v instanceof Boolean b) {
        g.writeBooleanField(e.getKey(), b);
      } else if (v instanceof Integer i) {
        g.writeNumberField(e.getKey(), i);
      } else if (v instanceof Double d) {
        g.writeNumberField(e.getKey(), d);
      } else {
        g.writeStringField(e.getKey(), String.valueOf(v));
      }
    }
    g.writeEndObject();
  }
}
