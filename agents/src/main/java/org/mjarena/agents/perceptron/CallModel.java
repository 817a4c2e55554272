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
 * The call model (seed 001, section 7.1): one weight per feature of {@link CallFeatures}; a candidate's
 * score is the sum of its features' weights, and the candidate of highest score is played: not calling,
 * or a chow, pung or kong. Immutable once made, so one model is shared by every agent that plays with it.
 *
 * <p>File format (big-endian): {@code "MJCM"}, the format version (int, 1), the variant id (UTF), the
 * call feature version and dimension (ints), the discard feature version (int: the call features contain
 * the discard features), then the weights as floats. About 35 KB.
 */
public final class CallModel {
  private static final byte[] MAGIC = "MJCM".getBytes(StandardCharsets.US_ASCII);
  private static final int FORMAT = 1;
  private static final Map<Variant, CallModel> SHIPPED = new EnumMap<>(Variant.class);

  private final Variant variant;
  private final float[] weights;

  /** A model of {@code variant} with these weights ({@link CallFeatures#DIMENSION} of them, copied). */
  public CallModel(Variant variant, float[] weights) {
    if (weights.length != CallFeatures.DIMENSION) {
      throw new IllegalArgumentException(weights.length + " weights, expected " + CallFeatures.DIMENSION);
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

  /** The resource name of the call model shipped for {@code variant}. */
  public static String resource(Variant variant) {
    return "call-" + variant.id() + ".model";
  }

  /**
   * The call model the project trained for {@code variant} and ships in the jar ({@code mjarena train
   * --help} and docs/perceptron.md give the commands that made it).
   */
  public static synchronized CallModel shipped(Variant variant) {
    return SHIPPED.computeIfAbsent(variant, v -> {
      try (InputStream in = CallModel.class.getResourceAsStream(resource(v))) {
        if (in == null) {
          throw new IllegalStateException("no shipped call model for " + v.id());
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
   * @throws IOException when it cannot be read, is not a call model, or was made with other features
   */
  public static CallModel read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString());
    }
  }

  private static CallModel read(InputStream raw, String name) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(raw));
    try {
      byte[] magic = new byte[MAGIC.length];
      in.readFully(magic);
      if (!Arrays.equals(magic, MAGIC) || in.readInt() != FORMAT) {
        throw new IOException(name + " is not a perceptron call model (mjarena train call writes them)");
      }
      Variant variant;
      try {
        variant = Variant.byId(in.readUTF());
      } catch (IllegalArgumentException e) {
        throw new IOException(name + ": " + e.getMessage());
      }
      int version = in.readInt();
      int dimension = in.readInt();
      int discardVersion = in.readInt();
      if (version != CallFeatures.VERSION || dimension != CallFeatures.DIMENSION
          || discardVersion != DiscardFeatures.VERSION) {
        throw new IOException(name + " was trained on call features version " + version + " (" + dimension
            + " features); this build has version " + CallFeatures.VERSION + ": train it again");
      }
      float[] weights = new float[dimension];
      for (int i = 0; i < dimension; i++) {
        weights[i] = in.readFloat();
      }
      return new CallModel(variant, weights);
    } catch (EOFException e) {
      throw new IOException(name + " is cut short: not a whole perceptron call model");
    }
  }

  /** Writes the model; the same model always gives the same bytes. */
  public void write(OutputStream raw) throws IOException {
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw));
    out.write(MAGIC);
    out.writeInt(FORMAT);
    out.writeUTF(variant.id());
    out.writeInt(CallFeatures.VERSION);
    out.writeInt(CallFeatures.DIMENSION);
    out.writeInt(DiscardFeatures.VERSION);
    for (float w : weights) {
      out.writeFloat(w);
    }
    out.flush();
  }
}
