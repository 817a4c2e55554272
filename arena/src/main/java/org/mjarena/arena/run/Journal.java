package org.mjarena.arena.run;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.Bytes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code journal.bin} in a run's directory: for every deal handed to the run's sinks, what the recorders
 * of its {@link Sink.Keeping#JOURNAL} sinks kept of it (the statistics' scores, the commentator's
 * tallies), so that a resumed run counts its earlier deals exactly as the run that played them did,
 * without playing them again.
 *
 * <p>The file holds the magic {@code MJJOURNL}, a version, the names of the journaled sinks (a resumed
 * run must journal the same ones), then one record per deal, in the order the deals were handed over: its
 * length, its CRC-32, the deal number and each sink's bytes ({@link Codec}). Each record is flushed with
 * its deal, so a run killed at any moment leaves every finished deal and at most one record cut off at
 * the end, which is dropped.
 */
public final class Journal implements AutoCloseable {
  /** The file name in a run's directory. */
  public static final String NAME = "journal.bin";
  private static final byte[] MAGIC = "MJJOURNL".getBytes(StandardCharsets.US_ASCII);
  /**
   * The format's version: 2 since the commentator's discard decisions carry the distance weight's flag and its
   * answers to discards the two ready flags, which a version-1 journal lacks (its deals would be counted
   * otherwise than a fresh run's); 3 since its answers carry the answers of
   * report 002's bot and seed 001's call model when a kong is legal and five flags of stage and hand, in
   * three bytes of flags; 4 since its discard decisions carry the copies of each tile in public sight, in
   * four bytes a tile; 5 since its answers carry the meld seed 003's distance weight gives.
   */
  private static final int VERSION = 5;
  /** The longest record read: a deal's scores and tallies take a few kilobytes, so a longer one is damage. */
  private static final int MAX_RECORD = 1 << 24;
  private static final Logger log = LoggerFactory.getLogger(Journal.class);

  private final List<Sink<?>> sinks;
  private final List<String> names;
  private OutputStream out;

  /** The journal of {@code sinks}' {@link Sink.Keeping#JOURNAL} ones. */
  Journal(List<Sink<?>> sinks) {
    this.sinks = sinks.stream().filter(s -> s.keeping() == Sink.Keeping.JOURNAL).toList();
    this.names = this.sinks.stream().map(Sink::name).toList();
  }

  /** True when some sink is journaled: otherwise there is no journal to keep. */
  boolean isNeeded() {
    return !sinks.isEmpty();
  }

  /** True once {@link #open} made the file, until {@link #close}. */
  boolean isOpen() {
    return out != null;
  }

  /**
   * One deal of an earlier session, as the journal holds it.
   *
   * @param deal the deal
   * @param kept each journaled sink's value, in the order of the sinks
   */
  record Deal(int deal, List<Object> kept) {}

  /**
   * Reads the deals {@code file} holds whole, in the order it holds them.
   *
   * @throws ConfigException when the file is not a journal of these sinks, or is damaged before its end
   */
  List<Deal> read(Path file) throws ConfigException, IOException {
    List<Deal> deals = new ArrayList<>();
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      byte[] magic = in.readNBytes(MAGIC.length);
      if (!Arrays.equals(magic, MAGIC)) {
        throw damaged(file, "not a journal of mjarena (no MJJOURNL at its start)");
      }
      List<String> stored = new ArrayList<>();
      try {
        int version = in.readInt();
        if (version != VERSION) {
          throw damaged(file, "journal version " + version + ", this mjarena reads version " + VERSION);
        }
        for (int n = in.readInt(), i = 0; i < n; i++) {
          stored.add(in.readUTF());
        }
      } catch (EOFException | UTFDataFormatException e) {
        // A journal's header is written whole before any deal, so a short or garbled one is damage, not a cut.
        throw damaged(file, "its header (version and sink names) is cut off or garbled");
      }
      if (!stored.equals(names)) {
        throw new ConfigException("--resume: " + file.getParent() + " was played with " + describe(stored) + ", this run has "
            + describe(names) + "; resume with the options it was started with, or --force to start this one there");
      }
      for (long number = 1; ; number++) {
        byte[] head = in.readNBytes(8);
        if (head.length == 0) {
          break;
        }
        if (head.length < 8) {
          log.info("{}: its last record was cut off while being written, and is dropped", file);
          break;
        }
        DataInputStream h = new DataInputStream(new ByteArrayInputStream(head));
        int length = h.readInt();
        if (length < 0 || length > MAX_RECORD) {
          throw damaged(file, "record " + number + " has a length of " + length + " bytes");
        }
        long crc = h.readInt() & 0xFFFF_FFFFL;
        byte[] bytes = in.readNBytes(length);
        if (bytes.length < length) {
          log.info("{}: its last record was cut off while being written, and is dropped", file);
          break;
        }
        CRC32 check = new CRC32();
        check.update(bytes);
        if (check.getValue() != crc) {
          throw damaged(file, "record " + number + " does not match its checksum");
        }
        try {
          deals.add(decode(bytes));
        } catch (RuntimeException e) {
          throw damaged(file, "record " + number + " is not one of these sinks' deals (" + e.getMessage() + ")");
        }
      }
    }
    return deals;
  }

  private Deal decode(byte[] bytes) {
    Bytes.In in = new Bytes.In(bytes);
    int deal = (int) in.varint();
    List<Object> kept = new ArrayList<>(sinks.size());
    for (Sink<?> s : sinks) {
      kept.add(s.codec().read(in));
    }
    return new Deal(deal, kept);
  }

  /**
   * Starts the journal at {@code file} with the deals {@code kept} of an earlier session (none for a
   * fresh run), written anew and atomically, then open for this session's deals.
   */
  void open(Path file, List<Deal> kept) throws IOException {
    Path tmp = AtomicFile.tmp(file);
    try (DataOutputStream head = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
      head.write(MAGIC);
      head.writeInt(VERSION);
      head.writeInt(names.size());
      for (String n : names) {
        head.writeUTF(n);
      }
      for (Deal d : kept) {
        writeRecord(head, d.deal(), d.kept());
      }
    }
    AtomicFile.commit(file);
    out = new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND), 1 << 16);
  }

  /** Adds one deal, {@code kept} holding each sink's value in the order of the run's sinks, and flushes it. */
  void append(int deal, List<Object> keptBySink) throws IOException {
    writeRecord(new DataOutputStream(out), deal, keptBySink);
    out.flush();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private void writeRecord(DataOutputStream to, int deal, List<Object> kept) throws IOException {
    Bytes.Out body = new Bytes.Out();
    body.varint(deal);
    for (int i = 0; i < sinks.size(); i++) {
      ((Codec) sinks.get(i).codec()).write(kept.get(i), body);
    }
    byte[] bytes = body.toByteArray();
    CRC32 crc = new CRC32();
    crc.update(bytes);
    to.writeInt(bytes.length);
    to.writeInt((int) crc.getValue());
    to.write(bytes);
  }

  /** The journaled sinks, in the order of the values of {@link Deal#kept} and {@link #append}. */
  List<Sink<?>> sinks() {
    return sinks;
  }

  @Override
  public void close() throws IOException {
    if (out != null) {
      out.close();
      out = null;
    }
  }

  private static String describe(List<String> names) {
    return names.isEmpty() ? "no journaled sinks" : String.join(", ", names);
  }

  private static ConfigException damaged(Path file, String what) {
    return new ConfigException("--resume: " + file + ": " + what + "; the run cannot be resumed from it: --force starts it again");
  }
}
