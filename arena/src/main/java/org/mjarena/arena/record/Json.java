package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * The JSON of the files: the factory of the generator that streams {@code games.jsonl}, and the mapper
 * that writes and reads the records written whole ({@link Summary}, {@link Timing}, the file of {@code
 * mjarena commentate}). Each record's components are its keys, in order; the mapper gives them Jackson's
 * default pretty printer (" : ", two spaces a level, arrays on one line) and a final newline.
 */
final class Json {
  static final JsonFactory FACTORY = new JsonFactory();

  /**
   * Optional and OptionalDouble through the JDK 8 module, a key the file lacks read as an empty one; a key
   * the record lacks is skipped, so the report still reads the files of other versions.
   */
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();

  private Json() {}

  /** A generator writing UTF-8 to {@code out}, which it flushes when flushed and leaves open when closed. */
  static JsonGenerator generator(OutputStream out) throws IOException {
    JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    return g;
  }

  /** A record as a file's text: pretty-printed, with a final newline. */
  static String text(Object record) throws IOException {
    return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(record) + "\n";
  }

  /**
   * Writes a record as {@link #text} has it to {@code file}, atomically, streaming: a record too big to hold
   * as text in memory (the review of every decision of a long run) is never made one.
   */
  static void write(Object record, Path file) throws IOException {
    AtomicFile.write(file, out -> {
      try (JsonGenerator g = generator(out)) {
        MAPPER.writerWithDefaultPrettyPrinter().writeValue(g, record);
      }
      out.write('\n');
    });
  }

  /** The record of type {@code type} that {@code file} holds. */
  static <T> T read(Path file, Class<T> type) throws IOException {
    return MAPPER.readValue(file.toFile(), type);
  }

  /**
   * Writes a parameter's value as the files have always had it: a flag, an integer or a decimal as a
   * JSON value, any other (a choice, a text, the words of a command line) as its text.
   */
  static final class SettingValue extends StdSerializer<Object> {
    SettingValue() {
      super(Object.class);
    }

    @Override
    public void serialize(Object value, JsonGenerator g, SerializerProvider provider) throws IOException {
      if (value instanceof Boolean b) {
        g.writeBoolean(b);
      } else if (value instanceof Integer i) {
        g.writeNumber(i);
      } else if (value instanceof Double d) {
        g.writeNumber(d);
      } else {
        g.writeString(String.valueOf(value));
      }
    }
  }
}
