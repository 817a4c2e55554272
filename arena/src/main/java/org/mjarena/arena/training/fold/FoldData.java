package org.mjarena.arena.training.fold;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.agents.perceptron.fold.FoldGate;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;

/**
 * Labelled fold examples from played games: a lineup of teachers plays deals through the engine's
 * {@link Driver}, and an observer labels positions of every seat with {@link FoldLabels} and reads their
 * {@link FoldFeatures}. A position is taken at a seat's turn when there is a choice to make (not a ting
 * player's forced move, no self-drawn win on offer) and the seat's agent means to discard, from the
 * seat's {@code fromTurn}-th discard on, one such turn in {@code every}; when {@code gated}, only those
 * of them where the {@link FoldGate} is open (the positions where the agent asks the model).
 *
 * <p>The file format is text, one example per line: the label ({@code 1} fold, {@code 0} play on), the
 * margin, then the {@link FoldFeatures#COUNT} features, separated by spaces. Everything derives from the
 * root seed: the walls ({@link Seeds#wall}), the agents ({@link Seeds#AGENT}) and the labelling worlds.
 */
public final class FoldData {
  /** One labelled position. */
  public record Example(boolean fold, double margin, double[] features) {}

  private FoldData() {}

  /**
   * Plays deals 0 to {@code deals - 1} of {@code root} with {@code lineup.get(s)} in seat {@code s} and
   * returns the labelled positions in play order; {@code progress} is told each finished deal.
   */
  public static List<Example> collect(Rules rules, List<AgentFactory> lineup, long root, int deals, FoldLabels labels,
      int fromTurn, int every, IntConsumer progress) {
    return collect(rules, lineup, root, deals, labels, fromTurn, every, false, progress);
  }

  /** {@link #collect} of only the positions where the {@link FoldGate} is open, when {@code gated}. */
  public static List<Example> collect(Rules rules, List<AgentFactory> lineup, long root, int deals, FoldLabels labels,
      int fromTurn, int every, boolean gated, IntConsumer progress) {
    List<Example> examples = new ArrayList<>();
    FoldFeatures features = new FoldFeatures();
    for (int deal = 0; deal < deals; deal++) {
      long dealSeed = deal;
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = lineup.get(s).create(Seeds.derive(root, Seeds.AGENT, deal, s));
      }
      GameObserver observer = new GameObserver() {
        private int turns;

        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision decision) {
          if (!(decision instanceof TurnDecision turn) || turn.isForced() || turn.canSelfDrawnWin()
              || seen.isTing(seat) || seen.river(seat).size() < fromTurn || turns++ % every != 0) {
            return;
          }
          long seed = Seeds.derive(root, Seeds.AGENT, dealSeed, seat.index(), turns);
          TurnAction intended = lineup.get(seat.index()).create(seed).decideTurn(seen, turn);
          int tile;
          if (intended instanceof Discard d) {
            tile = d.tile().index();
          } else if (intended instanceof TingDiscard d) {
            tile = d.tile().index();
          } else {
            return;
          }
          double[] x = new double[FoldFeatures.COUNT];
          features.extract(seen, tile, x);
          if (gated && !FoldGate.open(seen.variant(), x)) {
            return;
          }
          labels.label(seen, seed).ifPresent(label -> examples.add(new Example(label.fold(), label.margin(), x)));
        }
      };
      Game game = rules.deal(deal, Seeds.wall(root, deal));
      new Driver(List.of(observer)).play(game, agents);
      progress.accept(deal + 1);
    }
    return examples;
  }

  /** Writes {@code examples} to {@code path}, one a line. */
  public static void write(Path path, List<Example> examples) throws IOException {
    try (BufferedWriter out = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
      StringBuilder line = new StringBuilder();
      for (Example e : examples) {
        line.setLength(0);
        line.append(e.fold() ? '1' : '0').append(' ').append(e.margin());
        for (double v : e.features()) {
          line.append(' ').append(v);
        }
        out.write(line.append('\n').toString());
      }
    }
  }

  /**
   * Reads examples as {@link #write} wrote them.
   *
   * @throws IOException on a read error, or a line that is not an example, naming the file and line
   */
  public static List<Example> read(Path path) throws IOException {
    List<Example> examples = new ArrayList<>();
    try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      int number = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        number++;
        String[] parts = line.trim().split(" ");
        if (parts.length != FoldFeatures.COUNT + 2 || !(parts[0].equals("0") || parts[0].equals("1"))) {
          throw new IOException(path + ":" + number + ": expected a label 0 or 1, a margin and " + FoldFeatures.COUNT
              + " features");
        }
        try {
          double[] x = new double[FoldFeatures.COUNT];
          for (int i = 0; i < x.length; i++) {
            x[i] = Double.parseDouble(parts[i + 2]);
          }
          examples.add(new Example(parts[0].equals("1"), Double.parseDouble(parts[1]), x));
        } catch (NumberFormatException e) {
          throw new IOException(path + ":" + number + ": " + e.getMessage(), e);
        }
      }
    }
    return examples;
  }
}
