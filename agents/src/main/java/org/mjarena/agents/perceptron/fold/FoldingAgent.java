package org.mjarena.agents.perceptron.fold;

import java.util.Optional;
import java.util.function.Function;
import libsvm.svm_node;
import org.mjarena.agents.Agent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Any agent with the paper's fold flow (seed 001, section 8, Figure 7): at its turn the wrapped agent
 * chooses a discard; the fold check then looks at the position and that discard, and when it says fold
 * the player gives up the hand for the rest of the game: it discards the safest tile by
 * {@link TileSafety}, claims nothing but a win, declares no ting and no kong, and still wins whenever it
 * can (a self-drawn win or a win on a discard pays it and ends the danger). A ting player (108) is never
 * asked: its discards are its draws.
 *
 * <p>Staying folded follows the paper's labels ("once it folds, the rest of the hand is a fold") and
 * ours ({@code mjarena train fold-data} plays the fold continuation with this class and a check that
 * always says fold, to the end of the hand). Mutable: one per seat per game.
 */
public final class FoldingAgent implements Agent {
  /** The decision to fold: a trained {@link FoldModel} through {@link FoldFeatures}, or a fixed answer. */
  @FunctionalInterface
  public interface FoldCheck {
    /** Whether to fold at {@code seen}'s turn, the wrapped agent meaning to discard kind {@code intended}. */
    boolean fold(Observation seen, int intended);

    /**
     * The check of a trained model: {@link FoldFeatures} of the position; at an open {@link FoldGate},
     * LIBSVM's decision ({@link FoldModel#decision}) above the model's threshold. It reuses its feature
     * array and LIBSVM nodes: one check per agent, on one thread; the model may be shared.
     */
    static FoldCheck of(FoldModel model) {
      return of(variant -> model);
    }

    /** {@link #of(FoldModel)} with the model of the variant played, chosen at each check. */
    private static FoldCheck of(Function<Variant, FoldModel> models) {
      FoldFeatures features = new FoldFeatures();
      double[] x = new double[FoldFeatures.COUNT];
      svm_node[] nodes = FoldModel.nodes(FoldFeatures.COUNT);
      return (seen, intended) -> {
        features.extract(seen, intended, x);
        if (!FoldGate.open(seen.variant(), x)) {
          return false;
        }
        FoldModel model = models.apply(seen.variant());
        return model.decision(x, nodes) > model.threshold();
      };
    }
  }

  /**
   * {@code base} folding by {@code model}, or when it is empty by the model shipped for the variant it
   * plays ({@link FoldModel#shipped}), its safe discards sampled from a stream derived from {@code seed}.
   */
  public static FoldingAgent withModel(Agent base, Optional<FoldModel> model, long seed) {
    FoldCheck check = model.isPresent() ? FoldCheck.of(model.get()) : FoldCheck.of(FoldModel::shipped);
    return new FoldingAgent(base, check, new TileSafety(Seeds.generator(Seeds.derive(seed, SAFETY_STREAM))));
  }

  /** The safe-discard sampler's stream, apart from the wrapped agent's own. */
  private static final long SAFETY_STREAM = 0x53414645L;

  private final Agent base;
  private final FoldCheck check;
  private final TileSafety safety;
  private boolean folded;

  /** {@code base} with the fold check {@code check} and safe discards by {@code safety}. */
  public FoldingAgent(Agent base, FoldCheck check, TileSafety safety) {
    this.base = base;
    this.check = check;
    this.safety = safety;
  }

  /** Whether this player has folded in this game. */
  public boolean folded() {
    return folded;
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (folded) {
      return decision.canSelfDrawnWin() ? SelfDrawnWin.INSTANCE : safeDiscard(seen, decision);
    }
    TurnAction intended = base.decideTurn(seen, decision);
    if (seen.isTing(seen.me())) {
      return intended;
    }
    Tile tile;
    if (intended instanceof Discard d) {
      tile = d.tile();
    } else if (intended instanceof TingDiscard d) {
      tile = d.tile();
    } else {
      return intended;
    }
    if (!check.fold(seen, tile.index())) {
      return intended;
    }
    folded = true;
    return decision.canSelfDrawnWin() ? SelfDrawnWin.INSTANCE : safeDiscard(seen, decision);
  }

  private TurnAction safeDiscard(Observation seen, TurnDecision decision) {
    return new Discard(Tile.of(safety.safest(seen, decision.discardMask())));
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (!folded) {
      return base.decideClaim(seen, options);
    }
    return options.canWin() ? ClaimWin.INSTANCE : Pass.INSTANCE;
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return base.decideOpening(seen, decision);
  }
}
