package org.mjarena.arena.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options the {@code train} commands share, declared once and mixed into each. */
final class TrainOptions {
  private TrainOptions() {}

  /** The model a training writes: {@code train perceptron}, {@code call} and {@code fold}. */
  static final class Model {
    @Option(names = "--out", required = true, paramLabel = "MODEL", description = "the model file to write")
    Path out;
  }

  /** How the perceptron trainings shuffle and hold out: {@code train perceptron} and {@code call}. */
  static final class Split {
    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "seed of the shuffles and of the split (default: 1)")
    long seed;

    @Option(names = "--holdout", paramLabel = "F", defaultValue = "0.1",
        description = "fraction of the deals held out to measure agreement, 0 to 0.9 (default: 0.1)")
    double holdout;
  }
}
