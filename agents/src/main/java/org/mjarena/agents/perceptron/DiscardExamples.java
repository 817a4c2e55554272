package org.mjarena.agents.perceptron;

import java.io.BufferedInputStream;
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
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;

/**
 * The discard training examples file ({@code mjarena train dataset} writes it, {@code mjarena train
 * perceptron} reads it): every discard decision of the teacher, as the features of each candidate.
 *
 * <p><b>Why features, not positions.</b> The features take the win-distance calculator several times per
 * candidate, about as long as the rest of a training pass; computed once when the game is played, the
 * three passes only add weights, which is what makes a pass run at hundreds of thousands of examples per
 * second. The file records the feature version and size, and is refused by a model of another version.
 *
 * <p><b>Only the features that tell candidates apart.</b> The perceptron's score of a candidate is the sum
 * of its features' weights, and its update adds the teacher's candidate's features and takes away the
 * predicted one's: a feature every candidate of a decision shares (a window of a suit no candidate
 * touches, the counts of the other suits) changes neither the ranking nor any update. So each decision
 * stores, for each candidate, its features less those common to all its candidates (as multisets); the
 * model trained on that is the model trained on the full vectors, and the file is a third of the size.
 *
 * <p><b>Format</b> (big-endian, {@link DataOutputStream}): the header, {@code "MJPD"} ({@code "MJCD"} for a
 * file of call examples, {@link CallExamples}, laid out the same way), the format version
 * (int, 1), the variant id (UTF), the feature version and dimension (ints) and the identity of the run
 * that wrote it (UTF, the resume check); then one block per deal, in deal order: the deal (int), its
 * number of examples (int), their length in bytes (int) and the examples. An example: the seat order of
 * its game (short), the seat (byte), the number of candidates (byte), the index of the teacher's choice
 * among them (byte), then for each candidate, in tile order, its tile index (byte; for a call, its
 * {@link CallFeatures#code}, in the order {@link CallFeatures#claims} gives), its number of features
 * (byte) and the features (unsigned shorts). A block is written whole or not at all as far as a reader
 * cares: a file cut inside a block is read to the block before, and a resumed run starts from there.
 */
public final class DiscardExamples {
  private static final int MAGIC_LENGTH = 4;
  private static final int FORMAT = 1;

  private DiscardExamples() {}

  /** The two kinds of examples file: the teacher's discards, and its calls ({@link CallExamples}). */
  public enum Kind {
    /** Discard decisions: {@code "MJPD"}, the features of {@link DiscardFeatures}, candidates by tile. */
    DISCARD("MJPD", "discard"),
    /** Call decisions: {@code "MJCD"}, the features of {@link CallFeatures}, candidates by call code. */
    CALL("MJCD", "call");

    private final byte[] magic;
    private final String noun;

    Kind(String magic, String noun) {
      this.magic = magic.getBytes(StandardCharsets.US_ASCII);
      this.noun = noun;
    }

    /** "discard" or "call", for messages. */
    public String noun() {
      return noun;
    }

    /** The feature version of the examples of this kind that this build writes. */
    public int featureVersion() {
      return this == DISCARD ? DiscardFeatures.VERSION : CallFeatures.VERSION;
    }

    /** The number of features of this kind in this build. */
    public int dimension() {
      return this == DISCARD ? DiscardFeatures.DIMENSION : CallFeatures.DIMENSION;
    }
  }

  /** What a file is: its kind, its variant, its features and the run that wrote it. */
  public record Header(Kind kind, Variant variant, int featureVersion, int dimension, String identity) {
    /** The header of a discard examples file written now for {@code variant} by the run of {@code identity}. */
    public static Header of(Variant variant, String identity) {
      return of(Kind.DISCARD, variant, identity);
    }

    /** The header of a file of {@code kind} written now for {@code variant} by the run of {@code identity}. */
    public static Header of(Kind kind, Variant variant, String identity) {
      return new Header(kind, variant, kind.featureVersion(), kind.dimension(), identity);
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
    public byte[] bytes() {
      java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
      try {
        write(new DataOutputStream(b));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return b.toByteArray();
    }
  }

  /**
   * Turns the teacher's discard decisions into example bytes: one instance per thread, as it keeps scratch
   * space. A game's examples go into one growing buffer, handed over when the game is done.
   */
  public static final class Encoder {
    private final DiscardFeatures features = new DiscardFeatures();
    private final int[][] byCandidate = new int[64][DiscardFeatures.MAX_ACTIVE];
    private final int[] sizes = new int[64];
    private final int[] tiles = new int[64];
    private final int[] common = new int[DiscardFeatures.DIMENSION];
    private final int[] seen = new int[DiscardFeatures.DIMENSION];
    private final ExampleBuffer buffer = new ExampleBuffer();

    /**
     * Adds the example of one decision, unless it has fewer than two candidates.
     *
     * @param seen       what the teacher saw
     * @param candidates the tiles it could discard (a tile mask)
     * @param chosen     the tile it discarded, one of them
     * @param order      the seat order of the game
     */
    public void add(Observation seen, long candidates, int chosen, int order) {
      features.load(seen);
      long mask = candidates & features.heldMask();
      if (Long.bitCount(mask) < 2 || (mask >>> chosen & 1) == 0) {
        return;
      }
      int n = 0;
      int teacher = -1;
      for (long m = mask; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        tiles[n] = t;
        if (t == chosen) {
          teacher = n;
        }
        sizes[n] = features.extract(t, byCandidate[n]);
        n++;
      }
      dropCommon(byCandidate, sizes, n, common, this.seen);
      buffer.add(order, seen.me().index(), n, teacher, tiles, sizes, byCandidate);
    }

    /** The number of examples added since the last {@link #take}. */
    public int examples() {
      return buffer.examples();
    }

    /** The bytes of the examples added since the last call, which are then forgotten. */
    public byte[] take() {
      return buffer.take();
    }
  }

  /**
   * Removes from each of the {@code n} candidates (features {@code byCandidate[c]}, {@code sizes[c]} of
   * them) the features all of them have, counted as multisets. {@code common} and {@code seen} are
   * scratch arrays of the features' dimension, all zero, left so.
   */
  static void dropCommon(int[][] byCandidate, int[] sizes, int n, int[] common, int[] seen) {
    int[] first = byCandidate[0];
    for (int i = 0; i < sizes[0]; i++) {
      common[first[i]]++;
    }
    for (int c = 1; c < n; c++) {
      int[] f = byCandidate[c];
      for (int i = 0; i < sizes[c]; i++) {
        seen[f[i]]++;
      }
      for (int i = 0; i < sizes[0]; i++) {
        common[first[i]] = Math.min(common[first[i]], seen[first[i]]);
      }
      for (int i = 0; i < sizes[c]; i++) {
        seen[f[i]] = 0;
      }
    }
    // common[f] is now the number of copies of f that every candidate has: take them from each.
    for (int c = 0; c < n; c++) {
      int[] f = byCandidate[c];
      int kept = 0;
      for (int i = 0; i < sizes[c]; i++) {
        if (seen[f[i]] < common[f[i]]) {
          seen[f[i]]++;
        } else {
          f[kept++] = f[i];
        }
      }
      // The list was compacted in place: clear the counts whole rather than by what is left of it.
      Arrays.fill(seen, 0);
      sizes[c] = kept;
    }
    Arrays.fill(common, 0);
  }

  /** Appends deal blocks to an examples file. */
  public static final class Writer implements AutoCloseable {
    private final DataOutputStream out;

    /** A writer appending to {@code out}; with {@code header}, a new file that starts with it. */
    public Writer(OutputStream out, Header header) throws IOException {
      this.out = new DataOutputStream(new java.io.BufferedOutputStream(out, 1 << 16));
      if (header != null) {
        header.write(this.out);
      }
    }

    /** Writes the block of one deal: its examples' bytes, as {@link Encoder#take} gave them, and their count. */
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
    Header header = read(file, (deal, examples, bytes) -> {
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

  /** Reads {@code file}, handing each whole block to {@code sink}; returns its header. */
  public static Header read(Path file, BlockSink sink) throws IOException {
    return read(file, sink, new long[2]);
  }

  private static Header read(Path file, BlockSink sink, long[] totals) throws IOException {
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
         DataInputStream in = new DataInputStream(raw)) {
      Header header;
      try {
        header = Header.read(in, file);
      } catch (EOFException e) {
        throw new IOException(file + " is not an examples file (too short)");
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
