package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.agents.perceptron.fold.FoldingAgent;
import org.mjarena.agents.shanten.ShantenAgent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.tile.Tile;

/**
 * The perceptron player of seed 001, its discard model: every candidate discard is scored by the averaged
 * perceptron trained on a teacher's decisions ({@link DiscardModel}, the features of {@link DiscardFeatures})
 * and the best one is played, ties to the first in tile order.
 *
 * <ul>
 *   <li><b>Win</b> whenever the engine offers it.</li>
 *   <li><b>Ting</b> (108 tiles): declared with the chosen discard whenever the rules allow it with that
 *       discard (the hand is ready after it); the opening ting as {@code shanten-8fan} declares it.</li>
 *   <li><b>Claims and kongs</b> ({@code call}): the paper's call model is not built yet. With {@code call}
 *       on, chows, pungs and kongs are decided by {@code shanten-8fan}'s rule (a chow or pung that lowers
 *       the win distance, a kong that keeps it more often than not; in MCR the 8-fan distance); with it
 *       off the agent never claims or kongs, as the paper's baseline, which had no calls.</li>
 *   <li><b>Fold</b> ({@code fold}): the agent is wrapped in a {@link FoldingAgent} with the fold model
 *       shipped for the variant ({@link FoldModel#shipped}): at each turn the model decides, from the
 *       position and the intended discard, whether to give up the hand; from then on it discards the
 *       safest tile and claims nothing but a win. Off by default, against the paper's design: with 108
 *       tiles the shipped model lowers deal-ins by about 2 points but gains no points, and in MCR it folds
 *       in most games and gives up most wins ({@code docs/perceptron.md}, Table 11).</li>
 * </ul>
 *
 * <p>Deterministic: the discard has no random choice; the claims draw from the {@code shanten-8fan}
 * agent's own stream, seeded with the agent's seed.
 */
public final class PerceptronAgent implements Agent {
  /** Registry entry {@code perceptron}. */
  public static final AgentSpec SPEC = new AgentSpec("perceptron",
      "seed 001 (Mizukami & Tsuruoka), its averaged-perceptron discard model (Table 1 features, adapted)",
      "discards the candidate of highest perceptron score, trained on a teacher's discards; claims as shanten-8fan "
          + "until the call model exists; with fold, gives up hands by the shipped LIBSVM fold model",
      List.of(Parameter.text("model", "",
              "a discard model file (mjarena train perceptron); empty: the model shipped for the variant"),
          Parameter.flag("fold", false,
              "give up the hand when the shipped fold model says so, then discard the safest tiles (off: see "
                  + "docs/perceptron.md for what it costs in each variant)"),
          Parameter.flag("call", true,
              "claim chows, pungs and kongs (until the call model exists, by shanten-8fan's rule); false: never")),
      settings -> {
        String path = settings.text("model");
        DiscardModel model = path.isEmpty() ? null : load(path);
        boolean call = settings.flag("call");
        boolean fold = settings.flag("fold");
        return seed -> fold ? FoldingAgent.withShippedModel(new PerceptronAgent(model, call, seed), seed)
            : new PerceptronAgent(model, call, seed);
      });

  private final DiscardModel given;
  private final boolean call;
  private final ShantenAgent claims;
  private final DiscardFeatures features = new DiscardFeatures();
  private final int[] active = new int[DiscardFeatures.MAX_ACTIVE];
  private DiscardModel model;

  /**
   * An agent.
   *
   * @param model the discard model, or {@code null} for the one shipped for the variant played
   * @param call  claim and kong by {@code shanten-8fan}'s rule; false: never
   * @param seed  the seed of the claims' random stream
   */
  public PerceptronAgent(DiscardModel model, boolean call, long seed) {
    this.given = model;
    this.call = call;
    this.claims = new ShantenAgent(true, seed);
  }

  private static DiscardModel load(String path) {
    try {
      return DiscardModel.read(Path.of(path));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("parameter 'model': cannot read " + path + ": " + e.getMessage());
    }
  }

  private DiscardModel model(Variant variant) {
    if (model == null) {
      model = given != null ? given : DiscardModel.shipped(variant);
      if (model.variant() != variant) {
        throw new IllegalStateException("the discard model was trained for " + model.variant().id() + ", not "
            + variant.id());
      }
    }
    return model;
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = decision.discardMask();
    if (discards == 0) {
      return decision.defaultAction();
    }
    if (call && (decision.concealedKongMask() | decision.addedKongMask()) != 0) {
      TurnAction kong = claims.decideTurn(seen, decision);
      if (kong instanceof ConcealedKong || kong instanceof AddedKong) {
        return kong;
      }
    }
    int tile = choose(seen, discards);
    if ((decision.tingDiscardMask() >>> tile & 1) != 0) {
      return TingDiscard.of(Tile.of(tile));
    }
    return Discard.of(Tile.of(tile));
  }

  /** The candidate of highest score among {@code discards} (a tile mask), the first in tile order on a tie. */
  int choose(Observation seen, long discards) {
    DiscardModel m = model(seen.variant());
    features.load(seen);
    long candidates = discards & features.heldMask();
    int best = Long.numberOfTrailingZeros(candidates);
    if (Long.bitCount(candidates) == 1) {
      return best;
    }
    float bestScore = Float.NEGATIVE_INFINITY;
    for (long c = candidates; c != 0; c &= c - 1) {
      int t = Long.numberOfTrailingZeros(c);
      float s = m.score(active, features.extract(t, active));
      if (s > bestScore) {
        bestScore = s;
        best = t;
      }
    }
    return best;
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    return call ? claims.decideClaim(seen, options) : Pass.INSTANCE;
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return claims.decideOpening(seen, decision);
  }
}
