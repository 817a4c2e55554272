package org.mjarena.arena.training;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.run.ProgressBar;

/**
 * The perceptron's two trainings as {@code mjarena train perceptron} and {@code train call} run them:
 * the options checked, the examples counted for a progress bar over all passes, the model trained by
 * {@link PerceptronTrainer} and written whole or not at all.
 */
public final class PerceptronTraining {
  /** The most passes a training makes. */
  private static final int MAX_PASSES = 100;
  /** The largest share of the deals that may be held out. */
  private static final double MAX_HOLDOUT = 0.9;

  private PerceptronTraining() {}

  /**
   * What to train on and where the model goes.
   *
   * @param data    the examples file ({@code train dataset})
   * @param out     the model file to write
   * @param passes  passes over the training examples, 1 to 100
   * @param seed    the seed of the shuffles and of the split
   * @param holdout the share of the deals held out to measure agreement, 0 to 0.9
   */
  public record Request(Path data, Path out, int passes, long seed, double holdout) {}

  /** Trains the discard model on discard examples and writes it. */
  public static PerceptronTrainer.Result discardModel(Request r) throws ConfigException, IOException {
    return train(r, trainer -> trainer.train(r.data(), r.passes(), r.holdout(), r.seed()),
        (result, file) -> result.model().write(file));
  }

  /** Trains the call model on call examples and writes it. */
  public static PerceptronTrainer.CallResult callModel(Request r) throws ConfigException, IOException {
    return train(r, trainer -> trainer.trainCalls(r.data(), r.passes(), r.holdout(), r.seed()),
        (result, file) -> result.model().write(file));
  }

  /** One training of {@link PerceptronTrainer}, on the trainer whose progress is shown. */
  private interface Training<R> {
    R run(PerceptronTrainer trainer) throws IOException;
  }

  /** Writes the model of a training result. */
  private interface ModelWriter<R> {
    void write(R result, OutputStream file) throws IOException;
  }

  private static <R> R train(Request r, Training<R> training, ModelWriter<R> model) throws ConfigException, IOException {
    if (r.passes() < 1 || r.passes() > MAX_PASSES) {
      throw new ConfigException("--passes must be 1 to " + MAX_PASSES + ", not " + r.passes());
    }
    if (!(r.holdout() >= 0 && r.holdout() <= MAX_HOLDOUT)) {
      throw new ConfigException("--holdout must be 0 to " + MAX_HOLDOUT + ", not " + r.holdout());
    }
    long total = TrainingFiles.data(r.data(), PerceptronTrainer::count);
    TrainingFiles.out(r.out());
    PerceptronTrainer trainer = new PerceptronTrainer();
    R result;
    try (ProgressBar bar = new ProgressBar(System.err, "training", "examples",
        Math.round(total * (1 - r.holdout())) * r.passes(), () -> trainer.done().get(), ProgressBar.stderrIsTerminal())) {
      result = TrainingFiles.data(r.data(), data -> training.run(trainer));
    }
    AtomicFile.write(r.out(), file -> model.write(result, file));
    return result;
  }
}
