package org.mjarena.agents.perceptron.fold;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Win;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;

/**
 * Table 11's first two rows, ours: an agent with and without the fold model against three copies of
 * itself, on duplicate deals. Each deal is played once by four plain copies and, for each seat in turn,
 * once more with that seat's copy wrapped in a {@link FoldingAgent} with the shipped model (or a model
 * file), every agent seeded as in the plain game: so each (deal, seat) gives a paired difference of that
 * seat's win, deal-in and points.
 * <pre>
 * java -cp arena/target/mjarena.jar org.mjarena.agents.perceptron.fold.FoldExperiment \
 *     competition-108 fanfou-op 1000 [MODEL]
 * </pre>
 * Prints the rates with and without folding, the paired differences with 95% intervals (normal, from
 * the differences' standard deviation) and how often the wrapped seat folded.
 */
public final class FoldExperiment {
  private static final double Z95 = 1.959964;
  private static final int BAD_INPUT = 2;

  private FoldExperiment() {}

  /** Arguments: variant id, agent id, deals, optionally a model file (else the shipped model). */
  public static void main(String[] args) {
    if (args.length < 3 || args.length > 4) {
      System.err.println("fold experiment: expected VARIANT AGENT DEALS [MODEL]");
      System.exit(BAD_INPUT);
    }
    Variant variant;
    AgentFactory base;
    int deals;
    try {
      variant = Variant.byId(args[0]);
      base = AgentRegistry.byId(args[1]).factory(Map.of());
      deals = Integer.parseInt(args[2]);
    } catch (IllegalArgumentException e) {
      System.err.println("fold experiment: " + e.getMessage());
      System.exit(BAD_INPUT);
      return;
    }
    FoldModel model;
    try {
      model = args.length == 4 ? FoldModel.load(Path.of(args[3])) : FoldModel.shipped(variant);
    } catch (IOException e) {
      System.err.println("fold experiment: " + args[3] + ": " + e.getMessage());
      System.exit(BAD_INPUT);
      return;
    }
    run(Rulebook.rules(variant, Map.of()), base, model, deals, 1, System.out);
  }

  /** Plays the experiment and prints its table to {@code out}. */
  static void run(Rules rules, AgentFactory base, FoldModel model, int deals, long root, PrintStream out) {
    Driver driver = new Driver();
    int n = deals * Seat.COUNT;
    double[][] diff = new double[3][n];
    double[][] plain = new double[3][n];
    int folds = 0;
    int i = 0;
    for (int deal = 0; deal < deals; deal++) {
      GameOutcome without = play(driver, rules, base, root, deal, null, model);
      for (Seat s : Seat.all()) {
        FoldingAgent[] wrapped = new FoldingAgent[1];
        GameOutcome with = play(driver, rules, base, root, deal, s, model, wrapped);
        folds += wrapped[0].folded() ? 1 : 0;
        double[] a = measures(without, s);
        double[] b = measures(with, s);
        for (int m = 0; m < 3; m++) {
          plain[m][i] = a[m];
          diff[m][i] = b[m] - a[m];
        }
        i++;
      }
    }
    out.printf(Locale.ROOT, "%s, %d deals x 4 seats; the wrapped seat folded in %.1f%% of games%n",
        rules.variant().id(), deals, 100.0 * folds / n);
    String[] names = {"win rate", "deal-in rate", "points per game"};
    for (int m = 0; m < 3; m++) {
      double mean = mean(diff[m]);
      double half = Z95 * sd(diff[m], mean) / Math.sqrt(n);
      double base0 = mean(plain[m]);
      out.printf(Locale.ROOT, "%-16s without %.4f  with %.4f  difference %+.4f [%+.4f, %+.4f]%n", names[m], base0,
          base0 + mean, mean, mean - half, mean + half);
    }
  }

  private static GameOutcome play(Driver driver, Rules rules, AgentFactory base, long root, int deal, Seat folding,
      FoldModel model, FoldingAgent... wrapped) {
    Agent[] agents = new Agent[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      agents[s] = base.create(Seeds.derive(root, Seeds.AGENT, deal, s));
    }
    if (folding != null) {
      FoldingAgent f = new FoldingAgent(agents[folding.index()], FoldingAgent.FoldCheck.of(model),
          new TileSafety(Seeds.generator(Seeds.derive(root, Seeds.AGENT, deal, folding.index(), 1))));
      agents[folding.index()] = f;
      wrapped[0] = f;
    }
    Game game = rules.deal(deal, Seeds.wall(root, deal));
    return driver.play(game, agents);
  }

  /** Seat {@code s}'s win (0/1), deal-in (0/1) and points in {@code o}. */
  private static double[] measures(GameOutcome o, Seat s) {
    boolean won = false;
    for (Win w : o.wins()) {
      won |= w.seat() == s;
    }
    return new double[] {won ? 1 : 0, o.dealIn().filter(d -> d == s).isPresent() ? 1 : 0, o.points(s)};
  }

  private static double mean(double[] x) {
    double sum = 0;
    for (double v : x) {
      sum += v;
    }
    return sum / x.length;
  }

  private static double sd(double[] x, double mean) {
    double sum = 0;
    for (double v : x) {
      sum += (v - mean) * (v - mean);
    }
    return Math.sqrt(sum / (x.length - 1));
  }
}
