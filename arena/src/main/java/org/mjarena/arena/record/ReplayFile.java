package org.mjarena.arena.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

/**
 * A file of game records: {@code events.bin} in a run's directory. It holds the magic {@code MJEVENTS},
 * a format version, the header as JSON (the variant, the rule parameters in force, the entry ids, the
 * root seed), then each {@link GameRecord} as a varint length and its bytes ({@link EventCodec}). It is
 * not compressed: compressing would cost more time per game than encoding it, and a record of a few
 * hundred bytes is already small. A run that stops keeps every record flushed before; a record cut off
 * at the end is recognised when reading.
 */
public final class ReplayFile {
  /** The file name in a run's directory. */
  public static final String NAME = "events.bin";
  private static final byte[] MAGIC = "MJEVENTS".getBytes(StandardCharsets.US_ASCII);
  private static final int VERSION = 1;
  /** The longest record read: a game takes a few hundred bytes, so a longer one is a damaged length. */
  private static final int MAX_RECORD = 1 << 24;
  private static final ObjectMapper JSON = new ObjectMapper();

  private ReplayFile() {}

  /**
   * What every game of a file shares.
   *
   * @param variant the variant
   * @param rules   every rule parameter's value, as {@link Rules#settings()} lists them
   * @param entries the ids of the entries the records' seats refer to
   * @param seed    the run's root seed (0 for imported logs)
   */
  public record Header(Variant variant, Map<String, Object> rules, List<String> entries, long seed) {
    /** Copies the collections. */
    public Header {
      rules = new LinkedHashMap<>(rules);
      entries = List.copyOf(entries);
    }

    /** The header of games played under {@code rules} by {@code entries}. */
    public static Header of(Rules rules, List<String> entries, long seed) {
      return new Header(rules.variant(), rules.settings().values(), entries, seed);
    }

    /** The rules the games were played under. */
    public Rules toRules() {
      return Rulebook.rules(variant, rules);
    }
  }

  /**
   * One record as a file holds it: the deal and seat order it starts with, and its encoded bytes.
   *
   * @param deal  the deal
   * @param order the seat order within the deal
   * @param bytes the record ({@link EventCodec})
   */
  public record Raw(long deal, int order, byte[] bytes) {}

  /** Writes a file; records go in the order written. */
  public static final class Writer implements Closeable {
    private final OutputStream file;

    private Writer(OutputStream file) {
      this.file = new BufferedOutputStream(file, 1 << 16);
    }

    /**
     * Opens {@code path}, a file of records with its header, to add records after the ones it holds (a
     * resumed run's). The caller checks that the header is the one its records need.
     */
    public static Writer appending(Path path) throws IOException {
      return new Writer(Files.newOutputStream(path, StandardOpenOption.WRITE, StandardOpenOption.APPEND));
    }

    /** Creates (or replaces) {@code path} and writes the header. */
    public Writer(Path path, Header header) throws IOException {
      this(Files.newOutputStream(path));
      file.write(MAGIC);
      Bytes.Out out = new Bytes.Out();
      out.varint(VERSION);
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("variant", header.variant().id());
      json.put("rules", header.rules());
      json.put("entries", header.entries());
      json.put("seed", header.seed());
      out.string(JSON.writeValueAsString(json));
      out.writeTo(file);
      flush();
    }

    /** Adds one game. */
    public void write(GameRecord record) throws IOException {
      write(EventCodec.encode(record));
    }

    /** Adds one game as another file held it ({@link Reader#nextRaw}). */
    public void write(Raw record) throws IOException {
      write(record.bytes());
    }

    /** Adds one game already encoded ({@link EventCodec#encode}). */
    public void write(byte[] bytes) throws IOException {
      Bytes.Out length = new Bytes.Out();
      length.varint(bytes.length);
      length.writeTo(file);
      file.write(bytes);
    }

    /** Pushes everything written so far to the file. */
    public void flush() throws IOException {
      file.flush();
    }

    @Override
    public void close() throws IOException {
      flush();
      file.close();
    }
  }

  /**
   * What went wrong reading {@code file}, naming it once: the header's errors name the file already, a record's
   * do not.
   */
  public static String problem(Path file, IOException e) {
    String message = String.valueOf(e.getMessage());
    return message.startsWith(file.toString()) ? message : file + ": " + message;
  }

  /** Reads a file record by record. */
  public static final class Reader implements Closeable {
    private final InputStream in;
    private final Header header;
    private long read;
    private boolean torn;

    /**
     * Opens {@code path} and reads its header.
     *
     * @throws IOException when it cannot be read or is not a file of game records
     */
    @SuppressWarnings("unchecked")
    public Reader(Path path) throws IOException {
      in = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
      try {
        byte[] magic = in.readNBytes(MAGIC.length);
        if (!Arrays.equals(magic, MAGIC)) {
          throw new IOException(path + " is not a file of game records (" + NAME + ")");
        }
        int version = (int) varint(in);
        if (version != VERSION) {
          throw new IOException(path + " has format version " + version + "; this mjarena reads version " + VERSION);
        }
        byte[] text = in.readNBytes((int) varint(in));
        Map<String, Object> json = JSON.readValue(text, Map.class);
        header = new Header(Variant.byId((String) json.get("variant")), (Map<String, Object>) json.get("rules"),
            (List<String>) json.get("entries"), ((Number) json.get("seed")).longValue());
      } catch (IOException | RuntimeException e) {
        in.close();
        throw e instanceof IOException io ? io : new IOException(path + " has a broken header: " + e.getMessage(), e);
      }
    }

    /** The header. */
    public Header header() {
      return header;
    }

    /**
     * The next record, or empty at the end of the file.
     *
     * @throws IOException when the file ends inside a record (a run killed while writing) or a record
     *                     cannot be decoded; the message says after how many records
     */
    public Optional<GameRecord> next() throws IOException {
      byte[] bytes;
      try {
        bytes = read();
      } catch (EOFException e) {
        throw new IOException("the file ends inside record " + (read + 1) + " (after " + read
            + " complete records): it was cut off while being written", e);
      }
      if (bytes == null) {
        return Optional.empty();
      }
      try {
        return Optional.of(EventCodec.decode(bytes));
      } catch (IllegalArgumentException e) {
        throw new IOException("record " + read + " cannot be read: " + e.getMessage(), e);
      }
    }

    /**
     * The next record as stored, not decoded, or empty at the end of the file or where a record is cut off
     * (a run killed while writing; {@link #torn()} then says so).
     *
     * @throws IOException when a record does not start with its deal and seat order
     */
    public Optional<Raw> nextRaw() throws IOException {
      byte[] bytes;
      try {
        bytes = read();
      } catch (EOFException e) {
        torn = true;
        return Optional.empty();
      }
      if (bytes == null) {
        return Optional.empty();
      }
      Bytes.In in = new Bytes.In(bytes);
      try {
        return Optional.of(new Raw(in.varint(), (int) in.varint(), bytes));
      } catch (RuntimeException e) {
        throw new IOException("record " + read + " does not start with its deal and seat order", e);
      }
    }

    /** True when {@link #nextRaw} found the file cut off inside a record. */
    public boolean torn() {
      return torn;
    }

    /** The next record's bytes; null at the end; EOFException when the file ends inside it. */
    private byte[] read() throws IOException {
      int first = in.read();
      if (first < 0) {
        return null;
      }
      long length = first & 0x7F;
      for (int shift = 7, b = first; (b & 0x80) != 0; shift += 7) {
        b = in.read();
        if (b < 0) {
          throw new EOFException();
        }
        length |= (long) (b & 0x7F) << shift;
        if (length > MAX_RECORD) {
          throw new IOException("record " + (read + 1) + " claims to be longer than " + MAX_RECORD + " bytes: the file is damaged");
        }
      }
      byte[] bytes = in.readNBytes((int) length);
      if (bytes.length != length) {
        throw new EOFException();
      }
      read++;
      return bytes;
    }

    @Override
    public void close() throws IOException {
      in.close();
    }

    private static long varint(InputStream in) throws IOException {
      long v = 0;
      for (int shift = 0; ; shift += 7) {
        int b = in.read();
        if (b < 0) {
          throw new EOFException();
        }
        v |= (long) (b & 0x7F) << shift;
        if ((b & 0x80) == 0) {
          return v;
        }
      }
    }
  }
}
