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
import org.mjarena.engine.Variant;

/**
 * The discard model: one weight per feature of {@link DiscardFeatures}; a candidate's score is the sum of
 * its features' weights (seed 001, formula 1), and the best candidate is the one discarded. Immutable once
 * made, so one model is shared by every agent that plays with it.
 *
 * <p>File format (big-endian): {@code "MJPM"}, the format version (int, 1), the variant id (UTF), the
 * feature version and dimension (ints), then the weights as floats. About 13 KB.
 */
public final class DiscardModel {
  private static final byte[] MAGIC = "MJPM".getBytes(StandardCharsets.US_ASCII);
  private static final int FORMAT = 1;
  private static final Map<Variant, DiscardModel> SHIPPED = new EnumMap<>(Variant.class);

  private final Variant variant;
  private final float[] weights;

  /** A model of {@code variant} with these weights ({@link DiscardFeatures#DIMENSION} of them, copied). */
  public DiscardModel(Variant variant, float[] weights) {
    if (weights.length != DiscardFeatures.DIMENSION) {
      throw new IllegalArgumentException(weights.length + " weights, expected " + DiscardFeatures.DIMENSION);
    }
    this.variant = variant;
    this.weights = weights.clone();
  }

  /** The variant it was trained for. */
  public Variant variant() {
    return variant;
  }

  /** The score of a candidate with the first {@code n} features of {@code features}. */
  public float score(int[] features, int n) {
    float sum = 0;
    for (int i = 0; i < n; i++) {
      sum += weights[features[i]];
    }
    return sum;
  }

  /** The weight of one feature. */
  public float weight(int feature) {
    return weights[feature];
  }

  /** The resource name of the model shipped for {@code variant}. */
  public static String resource(Variant variant) {
    return variant.id() + ".model";
  }

  /**
   * The model the project trained for {@code variant} and ships in the jar (README, "The perceptron
   * agent", gives the commands that made it).
   */
  public static synchronized DiscardModel shipped(Variant variant) {
    return SHIPPED.computeIfAbsent(variant, v -> {
      try (InputStream in = DiscardModel.class.getResourceAsStream(resource(v))) {
        if (in == null) {
          throw new IllegalStateException("no shipped discard model for " + v.id());
        }
        return read(in, resource(v));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /**
   * Reads a model file.
   *
   * @throws IOException when it cannot be read, is not a model, or was made with other features
   */
  public static DiscardModel read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString());
    }
  }

  private static DiscardModel read(InputStream raw, String name) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(raw));
    try {
      byte[] magic = new byte[MAGIC.length];
      in.readFully(magic);
      if (!Arrays.equals(magic, MAGIC) || in.readInt() != FORMAT) {
        throw new IOException(name + " is not a perceptron discard model (mjarena train perceptron writes them)");
      }
      Variant variant;
      try {
        variant = Variant.byId(in.readUTF());
      } catch (IllegalArgumentException e) {
        throw new IOException(name + ": " + e.getMessage());
      }
      int version = in.readInt();
      int dimension = in.readInt();
      if (version != DiscardFeatures.VERSION || dimension != DiscardFeatures.DIMENSION) {
        throw new IOException(name + " was trained on features version " + version + " (" + dimension
            + " features); this build has version " + DiscardFeatures.VERSION + ": train it again");
      }
      float[] weights = new float[dimension];
      for (int i = 0; i < dimension; i++) {
        weights[i] = in.readFloat();
      }
      return new DiscardModel(variant, weights);
    } catch (EOFException e) {
      throw new IOException(name + " is cut short: not a whole perceptron discard model");
    }
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw));
    out.write(MAGIC);
    out.writeInt(FORMAT);
    out.writeUTF(variant.id());
    out.writeInt(DiscardFeatures.VERSION);
    out.writeInt(DiscardFeatures.DIMENSION);
    for (float w : weights) {
      out.writeFloat(w);
    }
    out.flush();
  }
}
