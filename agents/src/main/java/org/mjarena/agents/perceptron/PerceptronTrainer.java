package org.mjarena.agents.perceptron;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.PermutationSampler;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * Trains the discard model with the averaged perceptron of seed 001 (after Collins 2002): for each
 * decision the candidate of highest score is predicted, and when it is not the teacher's choice the
 * weights take the teacher's features and lose the predicted one's (formula 2); the model is the average
 * of the weights after every decision of every pass. The averaging keeps two sums per weight (the weight,
 * and the updates times the step at which they were made), so no pass ever touches the whole vector.
 *
 * <p>Reproducible: the decisions of each pass are shuffled from {@code Seeds.derive(seed, SHUFFLE, pass)}
 * by Commons RNG's permutation sampler, and whether a deal is held out from {@code Seeds.derive(seed,
 * HOLDOUT, deal)}; ties between candidates go to the first in tile order. The same file and seed give the
 * same model, bit for bit.
 *
 * <p>Held out by deal, not by game: the games of one deal in its other seat orders share its wall, and a
 * wall seen in training would flatter the agreement.
 */
public final class PerceptronTrainer {
  private static final long SHUFFLE = 0x53485546L;
  private static final long HOLDOUT = 0x484F4C44L;
  /** The ranks whose agreement is reported: the teacher's choice among the model's first 1, 2, 3. */
  public static final int RANKS = 3;

  private final AtomicLong done = new AtomicLong();

  /** The examples of one side of the split, packed into arrays. */
  static final class Examples {
    int count;
    int[] firstCandidate = new int[1024];
    byte[] teacher = new byte[1024];
    int candidates;
    int[] firstFeature = new int[1024];
    int features;
    char[] feature;

    /** Room for {@code features} features before the first growth: the training side takes the file's bound. */
    Examples(long features) {
      feature = new char[(int) Math.min(Integer.MAX_VALUE - 16, Math.max(1 << 16, features))];
    }

    void add(DataInputStream in) throws IOException {
      if (count + 1 >= firstCandidate.length) {
        firstCandidate = Arrays.copyOf(firstCandidate, firstCandidate.length * 2);
        teacher = Arrays.copyOf(teacher, teacher.length * 2);
      }
      in.readShort();
      in.readByte();
      int n = in.readUnsignedByte();
      teacher[count] = in.readByte();
      firstCandidate[count] = candidates;
      for (int c = 0; c < n; c++) {
        in.readByte();
        int size = in.readUnsignedByte();
        if (candidates + 2 >= firstFeature.length) {
          firstFeature = Arrays.copyOf(firstFeature, firstFeature.length * 2);
        }
        firstFeature[candidates++] = features;
        if (features + size >= feature.length) {
          feature = Arrays.copyOf(feature, Math.max(feature.length * 2, features + size));
        }
        for (int i = 0; i < size; i++) {
          feature[features++] = (char) in.readUnsignedShort();
        }
      }
      firstFeature[candidates] = features;
      count++;
      firstCandidate[count] = candidates;
    }
  }

  /** What a training made: the model, the examples on each side, the agreement and the speed. */
  public record Result(DiscardModel model, int trained, int heldOut, double[] agreement, double examplesPerSecond) {}

  /** How many examples the passes have gone through so far (for a progress bar). */
  public AtomicLong done() {
    return done;
  }

  /** Reads {@code file}, splitting off the deals held out. Returns {train, held out} and sets the variant. */
  static Examples[] load(Path file, double holdout, long seed, Variant[] variant) throws IOException {
    // Each feature takes two bytes of the file: sized to that bound, the training side never grows.
    Examples train = new Examples(Files.size(file) / 2);
    Examples test = new Examples(0);
    DiscardExamples.Header header = DiscardExamples.read(file, (deal, examples, bytes) -> {
      boolean out = holdout > 0 && Seeds.generator(Seeds.derive(seed, HOLDOUT, deal)).nextDouble() < holdout;
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      for (int i = 0; i < examples; i++) {
        (out ? test : train).add(in);
      }
    });
    if (header.featureVersion() != DiscardFeatures.VERSION || header.dimension() != DiscardFeatures.DIMENSION) {
      throw new IOException(file + " holds features version " + header.featureVersion() + "; this build has version "
          + DiscardFeatures.VERSION + ": make the dataset again");
    }
    variant[0] = header.variant();
    return new Examples[] {train, test};
  }

  /** The number of examples in {@code file}, to size a progress bar. */
  public static long count(Path file) throws IOException {
    return DiscardExamples.scan(file).examples();
  }

  /**
   * Trains a model on {@code file}.
   *
   * @param passes  passes over the training examples (the paper: 3)
   * @param holdout the fraction of deals held out to measure agreement, 0 for none
   * @param seed    the seed of the shuffles and of the split
   */
  public Result train(Path file, int passes, double holdout, long seed) throws IOException {
    Variant[] variant = new Variant[1];
    Examples[] split = load(file, holdout, seed, variant);
    Examples train = split[0];
    int dimension = DiscardFeatures.DIMENSION;
    int[] w = new int[dimension];
    long[] u = new long[dimension];
    long step = 1;
    int[] order = PermutationSampler.natural(train.count);
    long start = System.nanoTime();
    for (int pass = 0; pass < passes; pass++) {
      UniformRandomProvider rng = Seeds.generator(Seeds.derive(seed, SHUFFLE, pass));
      PermutationSampler.shuffle(rng, order);
      for (int k = 0; k < train.count; k++) {
        int e = order[k];
        int first = train.firstCandidate[e];
        int last = train.firstCandidate[e + 1];
        int best = first;
        int bestScore = Integer.MIN_VALUE;
        for (int c = first; c < last; c++) {
          int s = 0;
          for (int i = train.firstFeature[c]; i < train.firstFeature[c + 1]; i++) {
            s += w[train.feature[i]];
          }
          if (s > bestScore) {
            bestScore = s;
            best = c;
          }
        }
        int teacher = first + train.teacher[e];
        if (best != teacher) {
          for (int i = train.firstFeature[teacher]; i < train.firstFeature[teacher + 1]; i++) {
            w[train.feature[i]]++;
            u[train.feature[i]] += step;
          }
          for (int i = train.firstFeature[best]; i < train.firstFeature[best + 1]; i++) {
            w[train.feature[i]]--;
            u[train.feature[i]] -= step;
          }
        }
        step++;
        if ((k & 1023) == 0) {
          done.set((long) pass * train.count + k);
        }
      }
    }
    long nanos = System.nanoTime() - start;
    done.set((long) passes * train.count);
    float[] averaged = new float[dimension];
    for (int f = 0; f < dimension; f++) {
      averaged[f] = (float) (w[f] - (double) u[f] / step);
    }
    DiscardModel model = new DiscardModel(variant[0], averaged);
    double speed = nanos == 0 ? 0 : passes * (double) train.count * 1e9 / nanos;
    return new Result(model, train.count, split[1].count, agreement(model, split[1]), speed);
  }

  /**
   * The share of {@code examples} whose teacher's choice is among the model's first 1, 2, 3 candidates
   * (the paper's Rank n), ranked as the agent ranks them: by score, ties to the first in tile order.
   */
  static double[] agreement(DiscardModel model, Examples examples) {
    long[] within = new long[RANKS];
    int[] buffer = new int[DiscardFeatures.MAX_ACTIVE];
    for (int e = 0; e < examples.count; e++) {
      int first = examples.firstCandidate[e];
      int last = examples.firstCandidate[e + 1];
      int teacher = first + examples.teacher[e];
      float teacherScore = score(model, examples, teacher, buffer);
      int ahead = 0;
      for (int c = first; c < last; c++) {
        float s = score(model, examples, c, buffer);
        if (c != teacher && (s > teacherScore || s == teacherScore && c < teacher)) {
          ahead++;
        }
      }
      for (int r = ahead; r < RANKS; r++) {
        within[r]++;
      }
    }
    double[] shares = new double[RANKS];
    for (int r = 0; r < RANKS; r++) {
      shares[r] = examples.count == 0 ? Double.NaN : within[r] / (double) examples.count;
    }
    return shares;
  }

  private static float score(DiscardModel model, Examples x, int candidate, int[] buffer) {
    int n = 0;
    for (int i = x.firstFeature[candidate]; i < x.firstFeature[candidate + 1]; i++) {
      buffer[n++] = x.feature[i];
    }
    return model.score(buffer, n);
  }
}
