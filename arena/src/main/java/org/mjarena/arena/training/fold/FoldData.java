package org.mjarena.arena.training.fold;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.perceptron.fold.FoldFeatures;
import org.mjarena.agents.perceptron.fold.FoldGate;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.run.ProgressSink;
import org.mjarena.arena.run.Run;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.tournament.AgentSeeds;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.arena.training.ExamplesFile;
import org.mjarena.arena.training.ExamplesSink;
import org.mjarena.arena.training.GameExamples;
import org.mjarena.arena.training.TrainingFiles;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;

/**
 * Labelled fold examples from played games ({@code mjarena train fold-data}): four copies of a teacher
 * play deals through the run pipeline, one seat order a deal, and an observer on each worker's table
 * labels positions of every seat with {@link FoldLabels} and reads their {@link FoldFeatures}. A position
 * is taken at a seat's turn when there is a choice to make (not a ting player's forced move, no
 * self-drawn win on offer) and the seat's agent means to discard, from the seat's {@code fromTurn}-th
 * discard on, one such turn in {@code every} of the game; when {@code gated}, only those of them where
 * the {@link FoldGate} is open (the positions where the agent asks the model).
 *
 * <p>The file is an {@link ExamplesFile} of kind {@link ExamplesFile.Kind#FOLD}, its deals' positions
 * in play order; an example is the label (byte: 1 fold, 0 play on), the margin and the
 * {@link FoldFeatures#COUNT} features (doubles, which read back as the very values labelled). It is
 * written whole or not at all. Everything derives from the root seed: the walls ({@link Seeds#wall}),
 * the agents ({@link AgentSeeds#BY_SEAT}) and the labelling worlds; the threads change nothing.
 */
public final class FoldData {
  /** One labelled position. */
  public record Example(boolean fold, double margin, double[] features) {}

  /**
   * What to label.
   *
   * @param rules      the variant's rules
   * @param teacher    the agent that plays all four seats, and whose positions are labelled
   * @param seed       the root seed of the walls, the agents and the sampled worlds
   * @param deals      deals 0 to {@code deals - 1} are played
   * @param worlds     hidden states sampled per position, each played twice ({@link FoldLabels})
   * @param fromTurn   label a seat's positions from its {@code fromTurn}-th discard on
   * @param every      label one such turn in {@code every}
   * @param readyHands ready hands sampled per ting opponent by the folding player's tile safety
   * @param maxSamples at most this many draws for them
   * @param gated      label only where the fold gate is open
   * @param leastZ     label fold only when folding's mean gain exceeds this many standard errors
   */
  public record Labelling(Rules rules, Lineup.Entry teacher, long seed, int deals, int worlds, int fromTurn, int every,
      int readyHands, int maxSamples, boolean gated, double leastZ) {
    /** Checks the numbers, as the options of {@code train fold-data} that give them. */
    private void check() throws ConfigException {
      atLeast("--deals", deals, 1);
      atLeast("--worlds", worlds, 1);
      atLeast("--from-turn", fromTurn, 0);
      atLeast("--every", every, 1);
      atLeast("--ready-hands", readyHands, 1);
      atLeast("--max-samples", maxSamples, 1);
      if (!(leastZ >= 0) || Double.isInfinite(leastZ)) {
        throw new ConfigException("--least-z must be a number 0 or more, not " + leastZ);
      }
    }

    private static void atLeast(String option, int value, int least) throws ConfigException {
      if (value < least) {
        throw new ConfigException(option + " must be at least " + least + ", not " + value);
      }
    }

    /** What made the file, kept in its header. */
    private String identity() {
      return "variant " + rules.variant().id() + ", agent " + teacher.identity() + ", seed " + seed + ", deals " + deals
          + ", worlds " + worlds + ", from turn " + fromTurn + ", every " + every + ", ready hands " + readyHands
          + ", max samples " + maxSamples + ", gated " + gated + ", least z " + leastZ;
    }
  }

  /**
   * What was written.
   *
   * @param positions the positions labelled
   * @param folds     those labelled fold
   */
  public record Written(long positions, long folds) {}

  private FoldData() {}

  /**
   * Plays the deals of {@code labelling} on every core and writes the labelled positions to {@code out},
   * in deal order and, within a deal, in play order; {@code out} is replaced only once every deal is in.
   *
   * @throws ConfigException for a number out of range or a directory of {@code out} that does not exist
   */
  public static Written collect(Labelling labelling, Path out) throws Exception {
    return collect(labelling, out, Optional.empty());
  }

  /** {@link #collect} on {@code threads} worker threads (empty: every core). */
  static Written collect(Labelling labelling, Path out, Optional<Integer> threads) throws Exception {
    labelling.check();
    TrainingFiles.out(out);
    List<Lineup.Entry> four = Collections.nCopies(Seat.COUNT, labelling.teacher());
    Lineup lineup = new Lineup(Path.of("fold-data"), labelling.rules(), labelling.seed(), labelling.deals(),
        SeatOrderMode.ROTATIONS, threads, four, RecordMode.NONE, Compression.NONE, CommentarySettings.OFF,
        Optional.empty());
    SeatOrders orders = SeatOrders.balanced(lineup.seatOrders(), four.stream().map(Lineup.Entry::identity).toList());
    ExamplesSink examples = new ExamplesSink(AtomicFile.tmp(out), ExamplesFile.Header.of(ExamplesFile.Kind.FOLD,
        labelling.rules().variant(), labelling.identity()), () -> new Labeller(labelling));
    try (Run run = new Run(Run.Plan.local(lineup, orders, lineup.workerThreads(), AgentSeeds.BY_SEAT),
        List.of(examples, new ProgressSink(lineup.deals(), orders.size(), "labelling", "deals")))) {
      run.open(Optional.empty(), false);
      run.play(new BitSet());
    }
    AtomicFile.commit(out);
    long folds = read(out).stream().filter(Example::fold).count();
    return new Written(examples.examples(), folds);
  }

  /**
   * Reads the examples of a fold examples file, in the order they were labelled.
   *
   * @throws IOException on a read error, a file of another kind or of other features, or a block cut short
   */
  public static List<Example> read(Path file) throws IOException {
    List<Example> examples = new ArrayList<>();
    ExamplesFile.read(file, ExamplesFile.Kind.FOLD, (deal, count, bytes) -> {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      try {
        for (int i = 0; i < count; i++) {
          boolean fold = in.readBoolean();
          double margin = in.readDouble();
          double[] x = new double[FoldFeatures.COUNT];
          for (int f = 0; f < x.length; f++) {
            x[f] = in.readDouble();
          }
          examples.add(new Example(fold, margin, x));
        }
      } catch (EOFException e) {
        throw new IOException(file + ": deal " + deal + " holds fewer than its " + count + " examples");
      }
    });
    return examples;
  }

  /**
   * The labels of one worker's games: at each position taken, the seat's intended discard by a fresh
   * teacher, the features, and the label of {@link FoldLabels}, with every stream derived from the root
   * seed, the deal, the seat and the count of positions considered in the game.
   */
  private static final class Labeller implements GameExamples {
    private final Labelling labelling;
    private final List<AgentFactory> lineup;
    private final FoldLabels labels;
    private final FoldFeatures features = new FoldFeatures();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream out = new DataOutputStream(bytes);
    private long deal;
    private int turns;
    private int examples;

    Labeller(Labelling labelling) {
      this.labelling = labelling;
      this.lineup = Collections.nCopies(Seat.COUNT, labelling.teacher().factory());
      this.labels = new FoldLabels(labelling.rules(), lineup, labelling.worlds(), labelling.readyHands(),
          labelling.maxSamples(), labelling.leastZ());
    }

    @Override
    public void startGame(GameInfo info) {
      deal = info.deal();
      turns = 0;
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      if (!(decision instanceof TurnDecision turn) || turn.isForced() || turn.canSelfDrawnWin()
          || seen.isTing(seat) || seen.river(seat).size() < labelling.fromTurn() || turns++ % labelling.every() != 0) {
        return;
      }
      long seed = Seeds.derive(labelling.seed(), Seeds.AGENT, deal, seat.index(), turns);
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
      if (labelling.gated() && !FoldGate.open(seen.variant(), x)) {
        return;
      }
      labels.label(seen, seed).ifPresent(label -> write(label, x));
    }

    private void write(FoldLabels.Label label, double[] x) {
      try {
        out.writeBoolean(label.fold());
        out.writeDouble(label.margin());
        for (double v : x) {
          out.writeDouble(v);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e); // a byte array does not fail
      }
      examples++;
    }

    @Override
    public int examples() {
      return examples;
    }

    @Override
    public byte[] take() {
      byte[] taken = bytes.toByteArray();
      bytes.reset();
      examples = 0;
      return taken;
    }
  }
}
