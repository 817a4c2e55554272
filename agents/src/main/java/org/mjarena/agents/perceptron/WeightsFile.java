package org.mjarena.agents.perceptron;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BiFunction;
import org.mjarena.engine.Variant;

/**
 * The file format of the perceptron's models, one per kind of model (discard, call): big-endian, a
 * four-letter magic, the format version (int, 1), the variant id (UTF), the feature versions the weights
 * were trained on with the number of weights among them (ints), then the weights as floats. A file
 * trained on other features is refused with a message that says to train it again. It also keeps the
 * models shipped in the jar, read once each.
 *
 * @param <M> the kind of model
 */
final class WeightsFile<M extends LinearModel> {
  private static final int FORMAT = 1;

  private final byte[] magic;
  private final String kind;
  private final String madeBy;
  private final int[] features;
  private final int dimension;
  private final String resourcePrefix;
  private final BiFunction<Variant, float[], M> model;
  private final Map<Variant, M> shipped = new EnumMap<>(Variant.class);

  /**
   * @param magic     the four letters that open the file
   * @param kind      what the file holds, for messages ("perceptron call model")
   * @param madeBy    the command that writes such files, for messages
   * @param features  the feature versions and dimension of this build, in file order
   * @param dimension the number of weights
   * @param resourcePrefix what the name of a shipped model starts with, before the variant id
   * @param model     makes a model of a variant and its weights
   */
  WeightsFile(String magic, String kind, String madeBy, int[] features, int dimension, String resourcePrefix,
      BiFunction<Variant, float[], M> model) {
    this.magic = magic.getBytes(StandardCharsets.US_ASCII);
    this.kind = kind;
    this.madeBy = madeBy;
    this.features = features.clone();
    this.dimension = dimension;
    this.resourcePrefix = resourcePrefix;
    this.model = model;
  }

  /**
   * The model shipped in the jar for {@code variant} (the resource {@code PREFIX + variant id + ".model"}
   * in this package), read at its first use; a missing one is a packaging error.
   */
  synchronized M shipped(Variant variant) {
    return shipped.computeIfAbsent(variant, v -> {
      String name = resourcePrefix + v.id() + ".model";
      try (InputStream in = WeightsFile.class.getResourceAsStream(name)) {
        if (in == null) {
          throw new IllegalStateException("no shipped " + kind + " " + name);
        }
        return read(in, name);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** Reads a file. @throws IOException when it cannot be read, is not such a model, or was made with other features */
  M read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString());
    }
  }

  private M read(InputStream raw, String name) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(raw));
    try {
      byte[] opening = new byte[magic.length];
      in.readFully(opening);
      if (!Arrays.equals(opening, magic) || in.readInt() != FORMAT) {
        throw new IOException(name + " is not a " + kind + " (" + madeBy + " writes them)");
      }
      Variant variant;
      try {
        variant = Variant.byId(in.readUTF());
      } catch (IllegalArgumentException e) {
        throw new IOException(name + ": " + e.getMessage());
      }
      int[] found = new int[features.length];
      for (int i = 0; i < found.length; i++) {
        found[i] = in.readInt();
      }
      if (!Arrays.equals(found, features)) {
        throw new IOException(name + " was trained on features " + Arrays.toString(found) + "; this build has "
            + Arrays.toString(features) + ": train it again");
      }
      float[] weights = new float[dimension];
      for (int i = 0; i < dimension; i++) {
        weights[i] = in.readFloat();
      }
      return model.apply(variant, weights);
    } catch (EOFException e) {
      throw new IOException(name + " is cut short: not a whole " + kind);
    }
  }

  /** Writes a model; the same weights always give the same bytes. */
  void write(OutputStream raw, M model) throws IOException {
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw));
    out.write(magic);
    out.writeInt(FORMAT);
    out.writeUTF(model.variant().id());
    for (int f : features) {
      out.writeInt(f);
    }
    for (float w : model.weights()) {
      out.writeFloat(w);
    }
    out.flush();
  }
}
