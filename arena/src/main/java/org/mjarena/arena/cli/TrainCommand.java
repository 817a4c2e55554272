package org.mjarena.arena.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.mjarena.arena.commentary.CommentatorTraining;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.LineupLoader;
import org.mjarena.arena.record.Probabilities;
import org.mjarena.arena.training.Datasets;
import org.mjarena.arena.training.ExamplesFile;
import org.mjarena.arena.training.PerceptronTrainer;
import org.mjarena.arena.training.PerceptronTraining;
import org.mjarena.engine.Seat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena train}: training data from the arena's games, the perceptron discard model, the call
 * model and the fold model (seed 001; the fold steps are {@link TrainFoldCommand}'s). The footer gives
 * the exact commands that made the shipped models.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = {"Trains the perceptron's and the commentator's models from recorded games.",
        "The perceptron's discard, call and fold models learn from a teacher's games:",
        "'train dataset' plays a lineup and keeps a teacher's discard (or call) decisions,",
        "'train perceptron' trains the averaged perceptron discard model on them,",
        "'train call' the call model (not calling against each call and its best discard),",
        "'train fold-data' labels a teacher's positions fold or play on by paired rollouts,",
        "'train fold' trains the LIBSVM fold model on them (5-fold cross-validated grid);",
        "'train commentator' trains the commentator's probabilities on recorded games."},
    footer = {"", "The shipped models were made by these commands (they reproduce their bytes):",
        "  ./mjarena train dataset --config configs/perceptron-teacher-mcr.yaml --entry t1,t2,t3,t4 --out mcr.examples",
        "  ./mjarena train perceptron --data mcr.examples --out agents/src/main/resources/org/mjarena/agents/perceptron/mcr.model",
        "  ./mjarena train dataset --config configs/perceptron-teacher-108.yaml --entry t1,t2,t3,t4 --out 108.examples",
        "  ./mjarena train perceptron --data 108.examples --out agents/src/main/resources/org/mjarena/agents/perceptron/competition-108.model",
        "The call models (their best discards are the shipped discard models', so make those first):",
        "  ./mjarena train dataset --kind call --config configs/perceptron-teacher-mcr.yaml --entry t1,t2,t3,t4 --deals 8000 --out mcr.calls",
        "  ./mjarena train call --data mcr.calls --out agents/src/main/resources/org/mjarena/agents/perceptron/call-mcr.model",
        "  ./mjarena train dataset --kind call --config configs/perceptron-teacher-108.yaml --entry t1,t2,t3,t4 --deals 8000 --out 108.calls",
        "  ./mjarena train call --data 108.calls --out agents/src/main/resources/org/mjarena/agents/perceptron/call-competition-108.model",
        "The fold models (docs/perceptron-fold.md; the paper's full grid of 441 points for both):",
        "  ./mjarena train fold-data --variant competition-108 --agent fanfou-op --deals 300 --seed 1 --worlds 12 --from-turn 3 --every 1 --out fold-108.examples",
        "  ./mjarena train fold --data fold-108.examples --step 1 --seed 1 --out agents/src/main/resources/org/mjarena/agents/perceptron/fold/fold-competition-108.model",
        "  ./mjarena train fold-data --variant mcr --agent fanfou-op --deals 400 --seed 1 --worlds 48 --from-turn 6 --every 1 --gated --out fold-mcr.examples",
        "  ./mjarena train fold --data fold-mcr.examples --step 1 --seed 1 --threshold -1.4 --out agents/src/main/resources/org/mjarena/agents/perceptron/fold/fold-mcr.model",
        "The commentator's models (docs/commentary.md):",
        "  ./mjarena run configs/commentator/mcr-train.yaml && ./mjarena run configs/commentator/mcr-train-2.yaml",
        "  ./mjarena train commentator out/commentator/mcr-train out/commentator/mcr-train-2 --out arena/src/main/resources/org/mjarena/arena/commentary",
        "  ./mjarena run configs/commentator/108-train.yaml && ./mjarena run configs/commentator/108-train-2.yaml",
        "  ./mjarena train commentator out/commentator/108-train out/commentator/108-train-2 --out arena/src/main/resources/org/mjarena/arena/commentary"},
    subcommands = {TrainCommand.Dataset.class, TrainCommand.Perceptron.class, TrainCommand.Call.class,
        TrainFoldCommand.Data.class, TrainFoldCommand.Train.class, TrainCommand.Commentator.class})
final class TrainCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * {@code mjarena train dataset}: plays the lineup through the run pipeline, the teacher's recorders
   * watching its tables, and appends each deal's examples in deal order ({@link Datasets}). Resumable as
   * a run: the file is read to its last whole deal and the missing deals are played.
   */
  @Command(name = "dataset", mixinStandardHelpOptions = true,
      description = {"Plays a teacher lineup and writes every discard decision of one seat or one",
          "entry, with the features of each candidate, as training examples (a binary file,",
          "described in DiscardExamples). Interrupted, it keeps every finished deal: --resume",
          "plays the missing ones; an existing file is refused otherwise, unless --force.",
          "With --replay it reads recorded games instead (record: events, or imported logs)."})
  static final class Dataset implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--config", paramLabel = "FILE", description = "the teacher lineup (YAML) to play")
    Path config;

    @Option(names = "--replay", paramLabel = "FILE",
        description = "instead of playing, read recorded games: a run's events.bin or an import's (--resume does not apply)")
    Path replay;

    @Option(names = "--seat", paramLabel = "S", description = "record the seat S (0 to 3) of every game")
    Integer seat;

    @Option(names = "--entry", paramLabel = "ID", split = ",",
        description = "record every seat the lineup entry ID plays; several: ID,ID,... (all four teachers of a table)")
    List<String> entry;

    @Option(names = "--out", required = true, paramLabel = "PATH", description = "the examples file")
    Path out;

    @Option(names = "--kind", paramLabel = "K", defaultValue = "discard",
        description = "the decisions to keep: discard (default; for train perceptron) or call (chows, pungs and kongs; for train call)")
    String kind;

    @Option(names = "--deals", paramLabel = "N", description = "number of deals, overriding the file")
    Integer deals;

    @Option(names = "--seed", paramLabel = "S", description = "root seed, overriding the file")
    Long seed;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads, overriding the file (default: all cores)")
    Integer threads;

    @Option(names = "--resume", description = "continue the file at PATH: keep its finished deals, play the missing ones")
    boolean resume;

    @Option(names = "--force", description = "replace the file at PATH")
    boolean force;

    @Override
    public Integer call() throws Exception {
      if ((config == null) == (replay == null)) {
        throw new ConfigException("give one of --config FILE (play a lineup) or --replay FILE (read recorded games)");
      }
      if ((seat == null) == (entry == null)) {
        throw new ConfigException("give one of --seat S or --entry ID: whose decisions to record");
      }
      if (seat != null && (seat < 0 || seat >= Seat.COUNT)) {
        throw new ConfigException("--seat must be 0 to 3, not " + seat);
      }
      if (deals != null && deals < 1) {
        throw new ConfigException("--deals must be at least 1, not " + deals);
      }
      if (threads != null && Lineup.threadsProblem(threads).isPresent()) {
        throw new ConfigException("--threads " + Lineup.threadsProblem(threads).get());
      }
      if (resume && force) {
        throw new ConfigException("--resume keeps the file at PATH and --force replaces it: give one of them");
      }
      if (!kind.equals("discard") && !kind.equals("call")) {
        throw new ConfigException("--kind must be discard or call, not " + kind);
      }
      Datasets.Request request = new Datasets.Request(Optional.ofNullable(seat), entry == null ? List.of() : entry, kind(), out,
          resume, force);
      PrintWriter o = spec.commandLine().getOut();
      String whose = seat != null ? "seat " + seat : "entries " + String.join(",", entry);
      if (replay != null) {
        Datasets.Written w = Datasets.replay(replay, request);
        o.printf(Locale.ROOT, "%s: %,d %sexamples (%s) from %,d recorded games%n", out, w.examples(), prefix(), whose, w.games());
      } else {
        Lineup lineup = LineupLoader.load(config).with(Optional.ofNullable(deals), Optional.ofNullable(seed),
            Optional.ofNullable(threads), Optional.empty(), Optional.empty(), Optional.empty());
        Datasets.Written w = Datasets.play(lineup, request);
        o.printf(Locale.ROOT, "%s: %,d %sexamples (%s, %s) from %,d deals x %d seat orders%n", out, w.examples(), prefix(),
            lineup.rules().variant().id(), whose, lineup.deals(), w.seatOrders());
      }
      o.flush();
      return 0;
    }

    private ExamplesFile.Kind kind() {
      return kind.equals("call") ? ExamplesFile.Kind.CALL : ExamplesFile.Kind.DISCARD;
    }

    /** "call " before "examples" for call examples; nothing for discards, as the messages always said. */
    private String prefix() {
      return kind().equals(ExamplesFile.Kind.CALL) ? "call " : "";
    }
  }

  /** {@code mjarena train perceptron}: the averaged perceptron on an examples file. */
  @Command(name = "perceptron", mixinStandardHelpOptions = true,
      description = {"Trains the perceptron discard model (seed 001: averaged perceptron, examples",
          "shuffled each pass) and reports its speed and, on the deals held out, how often",
          "the teacher's discard is the model's first, among its first two, first three.",
          "The same data and seed write the same model file, byte for byte."})
  static final class Perceptron implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, paramLabel = "PATH", description = "an examples file (train dataset)")
    Path data;

    @Mixin
    TrainOptions.Model model;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "3", description = "passes over the examples (default: 3, as the paper)")
    int passes;

    @Mixin
    TrainOptions.Split split;

    @Override
    public Integer call() throws Exception {
      PerceptronTrainer.Result r = PerceptronTraining.discardModel(
          new PerceptronTraining.Request(data, model.out, passes, split.seed, split.holdout));
      PrintWriter o = spec.commandLine().getOut();
      o.printf(Locale.ROOT, "%s: %s model, %,d examples trained in %d passes at %,.0f examples/s%n", model.out,
          r.model().variant().id(), r.trained(), passes, r.examplesPerSecond());
      if (r.heldOut() > 0) {
        double[] a = r.agreement();
        o.printf(Locale.ROOT, "held out: %,d examples; agreement with the teacher rank 1 %.1f%%, rank 2 %.1f%%, rank 3 %.1f%%"
            + " (seed 001: 53 / 77 / 85%%)%n", r.heldOut(), 100 * a[0], 100 * a[1], 100 * a[2]);
      }
      o.flush();
      return 0;
    }
  }

  /** {@code mjarena train call}: the averaged perceptron call model on a call examples file. */
  @Command(name = "call", mixinStandardHelpOptions = true,
      description = {"Trains the perceptron call model (seed 001, section 7.1: averaged perceptron,",
          "not calling against each chow, pung or kong with its best discard, one pass) on",
          "call examples (train dataset --kind call) and reports its speed and, on the deals",
          "held out, how often it calls when the teacher called and passes when it passed",
          "(the paper's Table 9). The same data and seed write the same model file, byte for byte."})
  static final class Call implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, paramLabel = "PATH", description = "a call examples file (train dataset --kind call)")
    Path data;

    @Mixin
    TrainOptions.Model model;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "1", description = "passes over the examples (default: 1, as the paper)")
    int passes;

    @Mixin
    TrainOptions.Split split;

    @Override
    public Integer call() throws Exception {
      PerceptronTrainer.CallResult r = PerceptronTraining.callModel(
          new PerceptronTraining.Request(data, model.out, passes, split.seed, split.holdout));
      PrintWriter o = spec.commandLine().getOut();
      o.printf(Locale.ROOT, "%s: %s call model, %,d examples trained in %d pass%s at %,.0f examples/s%n", model.out,
          r.model().variant().id(), r.trained(), passes, passes == 1 ? "" : "es", r.examplesPerSecond());
      if (r.heldOut() > 0) {
        PerceptronTrainer.CallAgreement a = r.agreement();
        o.printf(Locale.ROOT, "held out: %,d decisions. On a discard: the teacher called %,d times, the model called on"
            + " %.1f%% of them (the same call %.1f%%); it passed %,d times, the model passed on %.1f%% (seed 001: 84.2%% /"
            + " 90.7%%)%n", r.heldOut(), a.called(), 100 * a.callShare(), 100 * a.sameCallShare(), a.passed(),
            100 * a.passShare());
        o.printf(Locale.ROOT, "on its own turn with a kong legal: the teacher konged %,d times, the model konged on %d;"
            + " it did not %,d times, the model did not on %d%n", a.konged(), a.modelKonged(), a.kept(), a.modelKept());
      }
      o.flush();
      return 0;
    }
  }

  /** {@code mjarena train commentator}: the commentator's shared models of discards, answers and the mover's choices. */
  @Command(name = "commentator", mixinStandardHelpOptions = true,
      description = {"Trains the commentator's three models (the probability of each legal discard;",
          "of pass, each chow, pung, kong and win answering a discard; of a discard, ting,",
          "win or kong when the mover may do more than discard: a softmax over what its",
          "methods see of each) on the games recorded in DIR... (events.bin of runs or",
          "imports, one variant), in order, one step of gradient descent per decision, each",
          "predicted before it is learned. Writes discards-<variant>.model,",
          "claims-<variant>.model and turns-<variant>.model into the folder --out and",
          "reports the last pass's log-loss and top-1. The same directories and passes",
          "write the same files, byte for byte."})
  static final class Commentator implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", arity = "1..*", description = "run or import directories holding events.bin")
    List<Path> dirs;

    @Option(names = "--out", required = true, paramLabel = "FOLDER", description = "the folder to write the three models into")
    Path out;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "2", description = "passes over the games (default: 2)")
    int passes;

    @Override
    public Integer call() throws Exception {
      CommentatorTraining.Result r = CommentatorTraining.train(dirs, passes, out);
      PrintWriter o = spec.commandLine().getOut();
      o.printf(Locale.ROOT, "%s: %s models, %,d games x %d passes%n", out, r.variant().id(), r.games(), passes);
      printPass(o, "discards", r.lastPass().discardProbabilities().orElseThrow().overall());
      printPass(o, "answers to discards", r.lastPass().claimProbabilities().orElseThrow().overall());
      printPass(o, "the mover's choices", r.lastPass().turnProbabilities().orElseThrow().overall());
      o.flush();
      return 0;
    }

    private static void printPass(PrintWriter o, String what, Probabilities.Score s) {
      o.printf(Locale.ROOT, "  %s, last pass: %,d decisions, log-loss %.4f, top-1 %.1f%%%n", what, s.decisions(), s.logLoss(),
          100 * s.top1Rate());
    }
  }
}
