package org.mjarena.arena.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.training.fold.FoldData;
import org.mjarena.arena.training.fold.FoldTrainer;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The fold model's two training steps under {@code mjarena train} (seed 001, section 6; the labels and
 * the model are described in {@code docs/perceptron-fold.md}): {@code fold-data} labels positions of a
 * teacher's games by paired rollouts ({@link FoldData#collect}), {@code fold} trains the LIBSVM
 * classifier on them by a grid search with 5-fold cross-validation ({@link FoldTrainer#train}). Both
 * are deterministic: the same options write the same bytes.
 */
final class TrainFoldCommand {
  private TrainFoldCommand() {}

  /** {@code mjarena train fold-data}: four copies of a teacher play deals; positions are labelled fold or play on. */
  @Command(name = "fold-data", mixinStandardHelpOptions = true,
      description = {"Plays deals with four copies of a teacher agent and labels positions fold",
          "or play on: at a seat's turn, W hidden states that keep every public fact",
          "are drawn and the hand is played to its end twice in each, going on and",
          "folding; fold when folding scores more on average. Writes the examples",
          "(label, margin, 34 features) into an examples file, the container train",
          "dataset writes too. The same options write the same bytes."})
  static final class Data implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", required = true, paramLabel = "V", description = "the variant: mcr or competition-108")
    String variant;

    @Option(names = "--agent", required = true, paramLabel = "ID", description = "the teacher, an agent id (all four seats)")
    String agent;

    @Option(names = "--out", required = true, paramLabel = "PATH", description = "the examples file to write")
    Path out;

    @Option(names = "--deals", paramLabel = "N", defaultValue = "60", description = "deals 0 to N-1 of the seed (default: 60)")
    int deals;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "root seed of the walls, the agents and the sampled worlds (default: 1)")
    long seed;

    @Option(names = "--worlds", paramLabel = "W", defaultValue = "16",
        description = "hidden states sampled per position, each played twice (default: 16)")
    int worlds;

    @Option(names = "--from-turn", paramLabel = "T", defaultValue = "3",
        description = "label a seat's positions from its T-th discard on (default: 3)")
    int fromTurn;

    @Option(names = "--every", paramLabel = "K", defaultValue = "2", description = "label one such turn in K (default: 2)")
    int every;

    @Option(names = "--ready-hands", paramLabel = "H", defaultValue = "8",
        description = "ready hands sampled per ting opponent by the folding player's tile safety (default: 8)")
    int readyHands;

    @Option(names = "--max-samples", paramLabel = "M", defaultValue = "1000",
        description = "at most M draws for those ready hands (default: 1000)")
    int maxSamples;

    @Option(names = "--gated",
        description = "label only the positions where the agent asks the fold model (its gate; in MCR: own distance 2+"
            + " and an opponent whose tenpai score reaches Fanfou_mc's threshold)")
    boolean gated;

    @Option(names = "--least-z", paramLabel = "Z", defaultValue = "0",
        description = "label fold only when folding's mean gain exceeds Z standard errors over the worlds (default: 0,"
            + " any gain)")
    double leastZ;

    @Override
    public Integer call() throws Exception {
      Variant v;
      Lineup.Entry teacher;
      try {
        v = Variant.byId(variant);
      } catch (IllegalArgumentException e) {
        throw new ConfigException("--variant: " + e.getMessage());
      }
      try {
        AgentSpec teacherSpec = AgentRegistry.byId(agent);
        Settings settings = teacherSpec.settings(v, Map.of());
        teacher = new Lineup.Entry(agent, agent, settings, teacherSpec.build().apply(settings));
      } catch (IllegalArgumentException e) {
        throw new ConfigException("--agent: " + e.getMessage());
      }
      long start = System.nanoTime();
      FoldData.Written w = FoldData.collect(new FoldData.Labelling(Rulebook.rules(v, Map.of()), teacher, seed, deals, worlds,
          fromTurn, every, readyHands, maxSamples, gated, leastZ), out);
      PrintWriter o = spec.commandLine().getOut();
      o.printf(Locale.ROOT, "%s: %,d positions, %,d labelled fold (%s, %s, %,d deals, %d worlds) in %.1f s%n", out,
          w.positions(), w.folds(), v.id(), agent, deals, worlds, (System.nanoTime() - start) / 1e9);
      o.flush();
      return 0;
    }
  }

  /** {@code mjarena train fold}: the LIBSVM fold classifier on a {@code fold-data} file. */
  @Command(name = "fold", mixinStandardHelpOptions = true,
      description = {"Trains the fold model (seed 001, section 6.3: LIBSVM C-SVC, RBF kernel,",
          "features scaled to [-1, 1]) on a fold-data file: log2 C and log2 gamma from",
          "-10 to 10 by K, each point scored by 5-fold cross-validation; the best",
          "fold-class F1 wins (ties: the better accuracy), then it trains on all rows.",
          "K = 1 is the paper's grid of 441 points. The same data and seed write the",
          "same model file, byte for byte."})
  static final class Train implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, paramLabel = "PATH", description = "a fold examples file (train fold-data)")
    Path data;

    @Mixin
    TrainOptions.Model model;

    @Option(names = "--step", paramLabel = "K", defaultValue = "1",
        description = "grid step on log2 C and log2 gamma, 1 to " + FoldTrainer.MAX_STEP + " (default: 1, the paper's 21 x 21)")
    int step;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "seed of the cross-validation shuffles (default: 1)")
    long seed;

    @Option(names = "--threshold", paramLabel = "T", defaultValue = "0",
        description = "fold where LIBSVM's decision value (fold above 0) exceeds T (default: 0, LIBSVM's own answer);"
            + " written into the model")
    double threshold;

    @Override
    public Integer call() throws Exception {
      long start = System.nanoTime();
      FoldTrainer.Result r = FoldTrainer.train(new FoldTrainer.Request(data, model.out, step, seed, threshold));
      FoldModel m = r.model();
      PrintWriter o = spec.commandLine().getOut();
      o.printf(Locale.ROOT, "%s: fold model of %,d positions (%,d fold), %d grid points; chose C %s gamma %s: 5-fold"
          + " accuracy %.4f, fold F1 %.4f, %,d support vectors; in %.1f s%n", model.out, r.positions(), r.folds(),
          r.gridPoints(), m.c(), m.gamma(), m.accuracy(), m.f1(), m.supportVectors(), (System.nanoTime() - start) / 1e9);
      o.flush();
      return 0;
    }
  }
}
