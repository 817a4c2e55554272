package org.mjarena.agents.perceptron.fold;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

/**
 * The fold model's two training steps, until {@code mjarena train} takes them in:
 * <pre>
 * java -cp arena/target/mjarena.jar org.mjarena.agents.perceptron.fold.FoldTraining label \
 *     --variant competition-108 --agent fanfou-op --deals 60 --seed 1 --worlds 16 --out fold-108.txt
 * java -cp arena/target/mjarena.jar org.mjarena.agents.perceptron.fold.FoldTraining train \
 *     --data fold-108.txt --step 2 --seed 1 --out fold-108.model
 * </pre>
 * {@code label} plays four copies of the agent ({@link FoldData}, labels by {@link FoldLabels});
 * {@code train} runs the grid search ({@link FoldModel#train}) and prints the chosen C and gamma with
 * their cross-validated accuracy and F1. A mistake in the arguments is one line on standard error and
 * exit code 2.
 */
public final class FoldTraining {
  private static final int BAD_INPUT = 2;
  private static final Map<String, String> LABEL_DEFAULTS = Map.of("deals", "60", "seed", "1", "worlds", "16",
      "from-turn", "3", "every", "2", "ready-hands", "8", "max-samples", "1000");
  private static final Map<String, String> TRAIN_DEFAULTS = Map.of("step", "1", "seed", "1");

  private FoldTraining() {}

  /** Runs {@code label} or {@code train} with {@code --key value} options. */
  public static void main(String[] args) {
    PrintStream out = System.out;
    try {
      if (args.length == 0 || !(args[0].equals("label") || args[0].equals("train"))) {
        throw new IllegalArgumentException("expected 'label' or 'train' as the first argument");
      }
      boolean label = args[0].equals("label");
      Map<String, String> o = options(args, label ? LABEL_DEFAULTS : TRAIN_DEFAULTS,
          label ? List.of("variant", "agent", "out") : List.of("data", "out"));
      if (label) {
        label(o, out);
      } else {
        train(o, out);
      }
    } catch (IllegalArgumentException e) {
      System.err.println("fold: " + e.getMessage());
      System.exit(BAD_INPUT);
    } catch (IOException e) {
      System.err.println("fold: " + e.getMessage());
      System.exit(BAD_INPUT);
    }
  }

  private static void label(Map<String, String> o, PrintStream out) throws IOException {
    Variant variant = Variant.byId(o.get("variant"));
    Rules rules = Rulebook.rules(variant, Map.of());
    AgentFactory agent = AgentRegistry.byId(o.get("agent")).factory(Map.of());
    List<AgentFactory> lineup = Collections.nCopies(4, agent);
    int deals = integer(o, "deals");
    FoldLabels labels = new FoldLabels(rules, lineup, integer(o, "worlds"), integer(o, "ready-hands"),
        integer(o, "max-samples"));
    long start = System.nanoTime();
    List<FoldData.Example> examples = FoldData.collect(rules, lineup, Long.parseLong(o.get("seed")), deals, labels,
        integer(o, "from-turn"), integer(o, "every"), d -> out.printf(Locale.ROOT, "\rdeal %d/%d", d, deals));
    long folds = examples.stream().filter(FoldData.Example::fold).count();
    FoldData.write(Path.of(o.get("out")), examples);
    out.printf(Locale.ROOT, "%n%d positions, %d labelled fold, in %.1f s; written to %s%n", examples.size(), folds,
        (System.nanoTime() - start) / 1e9, o.get("out"));
  }

  private static void train(Map<String, String> o, PrintStream out) throws IOException {
    List<FoldData.Example> examples = FoldData.read(Path.of(o.get("data")));
    boolean[] fold = new boolean[examples.size()];
    for (int i = 0; i < fold.length; i++) {
      fold[i] = examples.get(i).fold();
    }
    int step = integer(o, "step");
    long start = System.nanoTime();
    FoldModel model = FoldModel.train(examples.stream().map(FoldData.Example::features).toList(), fold, step,
        Long.parseLong(o.get("seed")), (c, g, accuracy, f1) -> out.printf(Locale.ROOT,
            "\rC 2^%d gamma 2^%d: accuracy %.3f F1 %.3f   ", c, g, accuracy, f1));
    model.save(Path.of(o.get("out")));
    out.printf(Locale.ROOT, "%nchose C %s gamma %s: 5-fold accuracy %.4f, fold F1 %.4f, %d support vectors; %.1f s; written to %s%n",
        model.c(), model.gamma(), model.accuracy(), model.f1(), model.supportVectors(),
        (System.nanoTime() - start) / 1e9, o.get("out"));
  }

  private static Map<String, String> options(String[] args, Map<String, String> defaults, List<String> required) {
    Map<String, String> o = new HashMap<>(defaults);
    for (int i = 1; i < args.length; i += 2) {
      String key = args[i].startsWith("--") ? args[i].substring(2) : "";
      if (!defaults.containsKey(key) && !required.contains(key)) {
        throw new IllegalArgumentException("unknown option '" + args[i] + "'; known: " + required + " " + defaults.keySet());
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("option '" + args[i] + "' needs a value");
      }
      o.put(key, args[i + 1]);
    }
    for (String r : required) {
      if (!o.containsKey(r)) {
        throw new IllegalArgumentException("missing option --" + r);
      }
    }
    return o;
  }

  private static int integer(Map<String, String> o, String key) {
    try {
      return Integer.parseInt(o.get(key));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + key + ": '" + o.get(key) + "' is not an integer");
    }
  }
}
