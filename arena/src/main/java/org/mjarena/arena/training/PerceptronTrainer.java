package org.mjarena.arena.training;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.PermutationSampler;
import org.mjarena.agents.perceptron.CallFeatures;
import org.mjarena.agents.perceptron.CallModel;
import org.mjarena.agents.perceptron.DiscardFeatures;
import org.mjarena.agents.perceptron.DiscardModel;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;

/**
 * Trains the discard model with the averaged perceptron of seed 001 (after Collins 2002): for each
 * decision the candidate of highest score is predicted, and when it is not the teacher's choice the
 * weights take the teacher's features and lose the predicted one's (formula 2); the model is the average
 * of the weights after every decision of every pass. The call model ({@link #trainCalls}) is trained
 * the same way on call examples, where the candidates are not calling and each call (section 7.1), one
 * pass by default as the paper's. The averaging keeps two sums per weight (the weight,
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
    /** Each candidate's byte: its tile (discards) or its {@link CallFeatures#code} (calls). */
    byte[] code = new byte[1024];
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
        byte id = in.readByte();
        int size = in.readUnsignedByte();
        if (candidates + 2 >= firstFeature.length) {
          firstFeature = Arrays.copyOf(firstFeature, firstFeature.length * 2);
          code = Arrays.copyOf(code, firstFeature.length);
        }
        code[candidates] = id;
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

  /** Reads {@code file} of {@code kind}, splitting off the deals held out. Returns {train, held out} and sets the variant. */
  static Examples[] load(Path file, ExamplesFile.Kind kind, double holdout, long seed, Variant[] variant)
      throws IOException {
    // Each feature takes two bytes of the file: sized to that bound, the training side never grows.
    Examples train = new Examples(Files.size(file) / 2);
    Examples test = new Examples(0);
    ExamplesFile.Header header = ExamplesFile.read(file, kind, (deal, examples, bytes) -> {
      boolean out = holdout > 0 && Seeds.generator(Seeds.derive(seed, HOLDOUT, deal)).nextDouble() < holdout;
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      for (int i = 0; i < examples; i++) {
        (out ? test : train).add(in);
      }
    });
    variant[0] = header.variant();
    return new Examples[] {train, test};
  }

  /** The number of examples in {@code file} (of either kind), to size a progress bar. */
  public static long count(Path file) throws IOException {
    return ExamplesFile.scan(file).examples();
  }

  /**
   * Trains a model on {@code file}.
   *
   * @param passes  passes over the training examples (the paper: 3)
   * @param holdout the fraction of deals held out to measure agreement, 0 for none
   * @param seed    the seed of the shuffles and of the split
   */
  public Result train(Path file, int passes, double holdout, long seed) throws IOException {
    Fitted<DiscardModel> f = fit(file, ExamplesFile.Kind.DISCARD, passes, holdout, seed, DiscardModel::new);
    return new Result(f.model(), f.trained(), f.heldOut().count, agreement(f.model(), f.heldOut()), f.speed());
  }

  /**
   * A model trained on the training side of a file's split.
   *
   * @param model   the model of the averaged weights
   * @param trained the examples it was trained on
   * @param heldOut the examples held out
   * @param speed   examples per second over all passes
   */
  private record Fitted<M>(M model, int trained, Examples heldOut, double speed) {}

  /** Reads {@code file} of {@code kind}, splits it and trains; {@code model} makes the model of the averaged weights. */
  private <M> Fitted<M> fit(Path file, ExamplesFile.Kind kind, int passes, double holdout, long seed,
      BiFunction<Variant, float[], M> model) throws IOException {
    Variant[] variant = new Variant[1];
    Examples[] split = load(file, kind, holdout, seed, variant);
    long start = System.nanoTime();
    float[] averaged = fit(split[0], kind.dimension(), passes, seed);
    long nanos = System.nanoTime() - start;
    double speed = nanos == 0 ? 0 : passes * (double) split[0].count * 1e9 / nanos;
    return new Fitted<>(model.apply(variant[0], averaged), split[0].count, split[1], speed);
  }


  /**
   * How often the model agrees with the teacher on the held-out call decisions (the paper's Table 9):
   * on another player's discard, of the decisions where the teacher called, how many the model called
   * on, and with the very call (which chow, the pung or the kong); of those where it did not, how many the
   * model passed on; on its own turns with a kong legal, the same for konging.
   */
  public record CallAgreement(int called, int modelCalled, int sameCall, int passed, int modelPassed,
      int konged, int modelKonged, int kept, int modelKept) {
    /** The share of the teacher's calls the model called on (the paper: 84.2%). */
    public double callShare() {
      return share(modelCalled, called);
    }

    /** The share of the teacher's calls the model made the same call on. */
    public double sameCallShare() {
      return share(sameCall, called);
    }

    /** The share of the teacher's passes the model passed on (the paper: 90.7%). */
    public double passShare() {
      return share(modelPassed, passed);
    }

    private static double share(int part, int whole) {
      return whole == 0 ? Double.NaN : part / (double) whole;
    }
  }

  /** What a call training made: the model, the examples on each side, the agreement and the speed. */
  public record CallResult(CallModel model, int trained, int heldOut, CallAgreement agreement,
      double examplesPerSecond) {}

  /**
   * Trains a call model on {@code file} (call examples, {@code train dataset --kind call}).
   *
   * @param passes  passes over the training examples (the paper: 1)
   * @param holdout the fraction of deals held out to measure agreement, 0 for none
   * @param seed    the seed of the shuffles and of the split
   */
  public CallResult trainCalls(Path file, int passes, double holdout, long seed) throws IOException {
    Fitted<CallModel> f = fit(file, ExamplesFile.Kind.CALL, passes, holdout, seed, CallModel::new);
    return new CallResult(f.model(), f.trained(), f.heldOut().count, callAgreement(f.model(), f.heldOut()), f.speed());
  }


  /** The averaged perceptron over {@code train}: {@code passes} shuffled passes, the averaged weights. */
  private float[] fit(Examples train, int dimension, int passes, long seed) {
    int[] w = new int[dimension];
    long[] u = new long[dimension];
    long step = 1;
    int[] order = PermutationSampler.natural(train.count);
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
    done.set((long) passes * train.count);
    float[] averaged = new float[dimension];
    for (int f = 0; f < dimension; f++) {
      averaged[f] = (float) (w[f] - (double) u[f] / step);
    }
    return averaged;
  }

  /** The call agreement of {@code model} on {@code examples}, each decided as the agent decides it. */
  static CallAgreement callAgreement(CallModel model, Examples examples) {
    int[] tally = new int[9];
    int[] buffer = new int[CallFeatures.MAX_ACTIVE];
    for (int e = 0; e < examples.count; e++) {
      int first = examples.firstCandidate[e];
      int last = examples.firstCandidate[e + 1];
      int teacher = first + examples.teacher[e];
      int best = first;
      float bestScore = Float.NEGATIVE_INFINITY;
      for (int c = first; c < last; c++) {
        int n = 0;
        for (int i = examples.firstFeature[c]; i < examples.firstFeature[c + 1]; i++) {
          buffer[n++] = examples.feature[i];
        }
        float s = model.score(buffer, n);
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      // The first candidate is not calling; an own-turn decision is told by its kongs' kinds.
      int kind = CallFeatures.kind(examples.code[last - 1] & 0xFF);
      boolean ownTurn = kind == CallFeatures.CONCEALED_KONG || kind == CallFeatures.ADDED_KONG;
      int base = ownTurn ? 5 : 0;
      if (teacher != first) {
        tally[base]++;
        tally[base + 1] += best != first ? 1 : 0;
        if (!ownTurn) {
          tally[2] += best == teacher ? 1 : 0;
        }
      } else {
        tally[ownTurn ? 7 : 3]++;
        tally[ownTurn ? 8 : 4] += best == first ? 1 : 0;
      }
    }
    return new CallAgreement(tally[0], tally[1], tally[2], tally[3], tally[4], tally[5], tally[6], tally[7], tally[8]);
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
