package org.mjarena.arena.training;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Optional;
import org.mjarena.agents.perceptron.CallFeatures;
import org.mjarena.agents.perceptron.DiscardFeatures;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.engine.Variant;

/**
 * The examples file, one container for every kind of training example ({@code mjarena train dataset}
 * writes the teacher's discards or calls, {@code mjarena train perceptron} and {@code train call} read
 * them; {@code train fold-data} writes labelled fold positions, {@code train fold} reads them): a header
 * that says what the file holds and which run wrote it, then the examples of each deal as one block, in
 * deal order.
 *
 * <p><b>Why features, not positions.</b> The features take the win-distance calculator several times per
 * candidate, about as long as the rest of a training pass; computed once when the game is played, the
 * three passes only add weights, which is what makes a pass run at hundreds of thousands of examples per
 * second. The file records the feature version and size, and is refused by a model of another version.
 *
 * <p><b>Format</b> (big-endian, {@link DataOutputStream}): the header, the kind's four letters
 * ({@link Kind}), the format version (int, 1), the variant id (UTF), the feature version and dimension
 * (ints) and the identity of the run that wrote it (UTF, the resume check); then one block per deal, in
 * deal order: the deal (int), its number of examples (int), their length in bytes (int) and the examples,
 * laid out as their kind says ({@link DiscardExamples}, {@link CallExamples}, {@code fold.FoldData}). A
 * block is written whole or not at all as far as a reader cares: a file cut inside a block is read to the
 * block before, and a resumed run starts from there.
 */
public final class ExamplesFile {
  private static final int MAGIC_LENGTH = 4;
  private static final int FORMAT = 1;

  private ExamplesFile() {}

  /** The kinds of examples file: the teacher's discards, its calls, and positions labelled fold or play on. */
  public enum Kind {
    /** Discard decisions ({@link DiscardExamples}): the features of {@link DiscardFeatures}, candidates by tile. */
    DISCARD("MJPD", "discard", "train perceptron", "train dataset"),
    /** Call decisions ({@link CallExamples}): the features of {@link CallFeatures}, candidates by call code. */
    CALL("MJCD", "call", "train call", "train dataset --kind call"),
    /** Positions labelled fold or play on ({@code fold.FoldData}): the features of {@link FoldFeatures}. */
    FOLD("MJFD", "fold", "train fold", "train fold-data");

    private final byte[] magic;
    private final String noun;
    private final String reader;
    private final String writer;

    Kind(String magic, String noun, String reader, String writer) {
      this.magic = magic.getBytes(StandardCharsets.US_ASCII);
      this.noun = noun;
      this.reader = reader;
      this.writer = writer;
    }

    /** "discard", "call" or "fold", for messages. */
    public String noun() {
      return noun;
    }

    /** The feature version of the examples of this kind that this build writes. */
    public int featureVersion() {
      return switch (this) {
        case DISCARD -> DiscardFeatures.VERSION;
        case CALL -> CallFeatures.VERSION;
        case FOLD -> FoldFeatures.VERSION;
      };
    }

    /** The number of features of this kind in this build. */
    public int dimension() {
      return switch (this) {
        case DISCARD -> DiscardFeatures.DIMENSION;
        case CALL -> CallFeatures.DIMENSION;
        case FOLD -> FoldFeatures.COUNT;
      };
    }
  }

  /** What a file is: its kind, its variant, its features and the run that wrote it. */
  public record Header(Kind kind, Variant variant, int featureVersion, int dimension, String identity) {
    /** The header of a file of {@code kind} written now for {@code variant} by the run of {@code identity}. */
    public static Header of(Kind kind, Variant variant, String identity) {
      return new Header(kind, variant, kind.featureVersion(), kind.dimension(), identity);
    }

    /**
     * Checks that {@code file}, whose header this is, holds examples of {@code expected} with the features
     * of this build.
     *
     * @throws IOException naming the file, what it holds and the command that writes or reads it
     */
    private void expect(Kind expected, Path file) throws IOException {
      if (kind != expected) {
        throw new IOException(file + " holds " + kind.noun() + " examples, not " + expected.noun() + " examples ("
            + (expected == Kind.DISCARD ? kind.reader + " reads them" : expected.writer + " writes them") + ")");
      }
      if (featureVersion != expected.featureVersion() || dimension != expected.dimension()) {
        throw new IOException(file + " holds features version " + featureVersion + "; this build has version "
            + expected.featureVersion() + ": make the dataset again");
      }
    }

    void write(DataOutputStream out) throws IOException {
      out.write(kind.magic);
      out.writeInt(FORMAT);
      out.writeUTF(variant.id());
      out.writeInt(featureVersion);
      out.writeInt(dimension);
      out.writeUTF(identity);
    }

    static Header read(DataInputStream in, Path file) throws IOException {
      byte[] magic = new byte[MAGIC_LENGTH];
      in.readFully(magic);
      Kind kind = null;
      for (Kind k : Kind.values()) {
        if (Arrays.equals(magic, k.magic)) {
          kind = k;
        }
      }
      if (kind == null || in.readInt() != FORMAT) {
        throw new IOException(file + " is not an examples file (mjarena train dataset writes them)");
      }
      Variant variant;
      try {
        variant = Variant.byId(in.readUTF());
      } catch (IllegalArgumentException e) {
        throw new IOException(file + ": " + e.getMessage());
      }
      return new Header(kind, variant, in.readInt(), in.readInt(), in.readUTF());
    }

    /** The bytes of the header. */
    private byte[] bytes() {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      try {
        write(new DataOutputStream(b));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return b.toByteArray();
    }
  }

  /** Appends deal blocks to an examples file. */
  public static final class Writer implements AutoCloseable {
    private final DataOutputStream out;

    /** A writer appending to {@code out}; with {@code header}, a new file that starts with it. */
    public Writer(OutputStream out, Header header) throws IOException {
      this.out = new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
      if (header != null) {
        header.write(this.out);
      }
    }

    /** Writes the block of one deal: its examples' bytes, as an encoder's {@code take} gave them, and their count. */
    public void deal(long deal, int examples, byte[] bytes) throws IOException {
      out.writeInt((int) deal);
      out.writeInt(examples);
      out.writeInt(bytes.length);
      out.write(bytes);
    }

    /** Pushes what was written to the file. */
    public void flush() throws IOException {
      out.flush();
    }

    @Override
    public void close() throws IOException {
      out.close();
    }
  }

  /** What a file holds, read to its last whole block. */
  public record Scan(Header header, BitSet deals, long examples, long length) {}

  /**
   * Reads the header of {@code file} and its whole blocks.
   *
   * @throws IOException when it cannot be read or is not an examples file
   */
  public static Scan scan(Path file) throws IOException {
    BitSet deals = new BitSet();
    long[] totals = new long[2];
    Header header = read(file, Optional.empty(), (deal, examples, bytes) -> {
      deals.set((int) deal);
      totals[0] += examples;
    }, totals);
    return new Scan(header, deals, totals[0], totals[1]);
  }

  /** Receives the blocks of a file. */
  @FunctionalInterface
  public interface BlockSink {
    /** One deal's block. */
    void block(long deal, int examples, byte[] bytes) throws IOException;
  }

  /**
   * Reads {@code file}, handing each whole block to {@code sink}; returns its header. The file must hold
   * examples of {@code kind} with this build's features: else, before any block, an {@link IOException}
   * says what it holds and which command writes or reads that.
   */
  public static Header read(Path file, Kind kind, BlockSink sink) throws IOException {
    return read(file, Optional.of(kind), sink, new long[2]);
  }

  private static Header read(Path file, Optional<Kind> kind, BlockSink sink, long[] totals) throws IOException {
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
         DataInputStream in = new DataInputStream(raw)) {
      Header header;
      try {
        header = Header.read(in, file);
      } catch (EOFException e) {
        throw new IOException(file + " is not an examples file (too short)");
      }
      if (kind.isPresent()) {
        header.expect(kind.get(), file);
      }
      long length = header.bytes().length;
      while (true) {
        int deal;
        int examples;
        byte[] bytes;
        try {
          deal = in.readInt();
          examples = in.readInt();
          int size = in.readInt();
          if (size < 0) {
            break;
          }
          bytes = in.readNBytes(size);
          if (bytes.length < size) {
            break;
          }
        } catch (EOFException e) {
          break;
        }
        sink.block(deal, examples, bytes);
        length += 12 + bytes.length;
      }
      totals[1] = length;
      return header;
    }
  }
}
