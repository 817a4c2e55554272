package org.mjarena.agents.perceptron;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.WinFirstAgent;
import org.mjarena.agents.perceptron.fold.FoldModel;
import org.mjarena.agents.perceptron.fold.FoldingAgent;
import org.mjarena.agents.eightfan.EightFanAgent;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.tile.Tile;

/**
 * The perceptron player of seed 001, its discard and call models: every candidate discard is scored by the
 * averaged perceptron trained on a teacher's decisions ({@link DiscardModel}, the features of
 * {@link DiscardFeatures}) and the best one is played, ties to the first in tile order.
 *
 * <ul>
 *   <li><b>Win</b> whenever the engine offers it, on a draw or on a discard (the paper's flow, section 8:
 *       a win is taken before anything else is considered).</li>
 *   <li><b>Ting</b> (108 tiles): declared with the chosen discard whenever the rules allow it with that
 *       discard (the hand is ready after it); the opening ting as {@code shanten-8fan} declares it.</li>
 *   <li><b>Calls</b> ({@code call}, the paper's call model, section 7.1): on a discard it may chow, pung
 *       or kong, the {@link CallModel} scores not calling (the hand as it is) against each call followed
 *       by the discard the discard model ranks first ({@link CallFeatures}), and the best is played, not
 *       calling on a tie; after a chow or pung the discard model then chooses the discard, which is that
 *       same tile. On its own turn with a concealed or added kong legal, the call model weighs the discard
 *       chosen against each kong the same way. The model is the one shipped for the variant, or the file
 *       {@code call_model}. With {@code call} off the agent never claims or kongs, as the paper's
 *       baseline, which had no calls.</li>
 *   <li><b>Fold</b> ({@code fold}): the agent is wrapped in a {@link FoldingAgent} with the fold model
 *       shipped for the variant ({@link FoldModel#shipped}) or the file {@code fold_model}: at each turn
 *       where its gate is open ({@code FoldGate}) the model decides, from the position and the intended
 *       discard, whether to give up the hand; from then on it discards the safest tile and claims nothing
 *       but a win (the paper's Figure 8: a folded player is not asked about calls). On by default
 *       ({@code fold: false} turns it off): it lowers deal-ins in both variants; with 108 tiles at no
 *       significant cost in points, but in MCR, where a deal-in costs little more than another's win,
 *       each point of deal-ins it saves costs about as many wins, and points with them
 *       ({@code docs/perceptron.md}, Table 11).</li>
 * </ul>
 *
 * <p>Deterministic: neither the discard nor the call has a random choice; the opening ting follows
 * {@code shanten-8fan}, which draws from its own stream, seeded with the agent's seed.
 */
public final class PerceptronAgent extends WinFirstAgent {
  /** What an empty model file stands for, where a lineup entry is shown: the model shipped for the variant. */
  private static final String SHIPPED = "shipped";

  /** Registry entry {@code perceptron}. */
  public static final AgentSpec SPEC = new AgentSpec("perceptron",
      "seed 001 (Mizukami & Tsuruoka), its averaged-perceptron discard model (Table 1 features, adapted) and "
          + "call model (Table 8 features, adapted)",
      "discards the candidate of highest perceptron score, trained on a teacher's discards; chows, pungs and kongs "
          + "when the call model scores the call and its best discard above not calling; with fold, gives up hands by "
          + "the LIBSVM fold model",
      List.of(Parameter.text("model", "", SHIPPED,
              "a discard model file (mjarena train perceptron); empty: the model shipped for the variant"),
          Parameter.flag("fold", true,
              "give up the hand when the fold model says so, then discard the safest tiles; it lowers deal-ins "
                  + "in both variants, and in MCR costs points (docs/perceptron.md, Table 11): false never folds"),
          Parameter.flag("call", true,
              "claim chows, pungs and kongs when the call model says so; false: never"),
          Parameter.text("call_model", "", SHIPPED,
              "a call model file (mjarena train call); empty: the call model shipped for the variant"),
          Parameter.text("fold_model", "", SHIPPED,
              "a fold model file (mjarena train fold); empty: the fold model shipped for the variant")),
      settings -> {
        String path = settings.text("model");
        DiscardModel model = path.isEmpty() ? null : load(path);
        String callPath = settings.text("call_model");
        CallModel callModel = callPath.isEmpty() ? null : loadCall(callPath);
        boolean call = settings.flag("call");
        boolean fold = settings.flag("fold");
        String foldPath = settings.text("fold_model");
        Optional<FoldModel> foldModel = foldPath.isEmpty() ? Optional.empty() : Optional.of(loadFold(foldPath));
        return seed -> fold ? FoldingAgent.withModel(new PerceptronAgent(model, callModel, call, seed), foldModel, seed)
            : new PerceptronAgent(model, callModel, call, seed);
      });

  private final DiscardModel given;
  private final CallModel givenCall;
  private final boolean call;
  private final EightFanAgent opening;
  private final DiscardFeatures features = new DiscardFeatures();
  private final int[] active = new int[DiscardFeatures.MAX_ACTIVE];
  private final CallFeatures callFeatures = new CallFeatures();
  private final int[][] candidates = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
  private final int[] sizes = new int[CallFeatures.MAX_CANDIDATES];
  private final int[] codes = new int[CallFeatures.MAX_CANDIDATES];
  private DiscardModel model;
  private CallModel callModel;

  /**
   * An agent with the shipped call model.
   *
   * @param model the discard model, or {@code null} for the one shipped for the variant played
   * @param call  claim and kong by the call model; false: never
   * @param seed  the seed of the opening ting's random stream
   */
  public PerceptronAgent(DiscardModel model, boolean call, long seed) {
    this(model, null, call, seed);
  }

  /**
   * An agent.
   *
   * @param model     the discard model, or {@code null} for the one shipped for the variant played
   * @param callModel the call model, or {@code null} for the one shipped for the variant played
   * @param call      claim and kong by the call model; false: never
   * @param seed      the seed of the opening ting's random stream
   */
  public PerceptronAgent(DiscardModel model, CallModel callModel, boolean call, long seed) {
    this.given = model;
    this.givenCall = callModel;
    this.call = call;
    this.opening = new EightFanAgent(true, seed);
  }

  private static DiscardModel load(String path) {
    try {
      return DiscardModel.read(Path.of(path));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("parameter 'model': cannot read " + path + ": " + e.getMessage());
    }
  }

  private static CallModel loadCall(String path) {
    try {
      return CallModel.read(Path.of(path));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("parameter 'call_model': cannot read " + path + ": " + e.getMessage());
    }
  }

  private static FoldModel loadFold(String path) {
    try {
      return FoldModel.load(Path.of(path));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("parameter 'fold_model': cannot read " + path + ": " + e.getMessage());
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

  private CallModel callModel(Variant variant) {
    if (callModel == null) {
      callModel = givenCall != null ? givenCall : CallModel.shipped(variant);
      if (callModel.variant() != variant) {
        throw new IllegalStateException("the call model was trained for " + callModel.variant().id() + ", not "
            + variant.id());
      }
    }
    return callModel;
  }

  @Override
  protected TurnAction chooseTurn(Observation seen, TurnDecision decision, long discards) {
    int tile = choose(seen, discards);
    long concealedKongs = decision.concealedKongMask();
    long addedKongs = decision.addedKongMask();
    if (call && (concealedKongs | addedKongs) != 0) {
      int n = callFeatures.kongs(seen, tile, concealedKongs, addedKongs, codes, candidates, sizes);
      int best = best(seen.variant(), n);
      if (best > 0) {
        Tile kong = Tile.of(CallFeatures.tile(codes[best]));
        return CallFeatures.kind(codes[best]) == CallFeatures.CONCEALED_KONG ? new ConcealedKong(kong)
            : new AddedKong(kong);
      }
    }
    if ((decision.tingDiscardMask() >>> tile & 1) != 0) {
      return TingDiscard.of(Tile.of(tile));
    }
    return Discard.of(Tile.of(tile));
  }

  /** The call candidate of highest score among the {@code n} written, the first (not calling) on a tie. */
  private int best(Variant variant, int n) {
    CallModel m = callModel(variant);
    int best = 0;
    float bestScore = Float.NEGATIVE_INFINITY;
    for (int c = 0; c < n; c++) {
      float s = m.score(candidates[c], sizes[c]);
      if (s > bestScore) {
        bestScore = s;
        best = c;
      }
    }
    return best;
  }

  /** The candidate of highest score among {@code discards} (a tile mask), the first in tile order on a tie. */
  int choose(Observation seen, long discards) {
    return bestDiscard(model(seen.variant()), features, seen, discards, active);
  }

  /**
   * The discard of highest score of {@code model} among {@code discardMask} in the position of
   * {@code seen} (the first in tile order on a tie), as the agent chooses it; -1 when there is none. The
   * call examples weigh a kong against this discard, so that they are the decisions the agent meets.
   *
   * @param features scratch space, loaded with {@code seen}
   * @param scratch  scratch space for one candidate's features ({@link DiscardFeatures#MAX_ACTIVE})
   */
  public static int bestDiscard(DiscardModel model, DiscardFeatures features, Observation seen, long discardMask,
      int[] scratch) {
    features.load(seen);
    long candidates = discardMask & features.heldMask();
    if (candidates == 0) {
      return -1;
    }
    int best = Long.numberOfTrailingZeros(candidates);
    if (Long.bitCount(candidates) == 1) {
      return best;
    }
    float bestScore = Float.NEGATIVE_INFINITY;
    for (long c = candidates; c != 0; c &= c - 1) {
      int t = Long.numberOfTrailingZeros(c);
      float s = model.score(scratch, features.extract(t, scratch));
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
    if (!call || options.robbing() || !options.canPung() && !options.canKong() && options.chowMask() == 0) {
      return options.defaultAction();
    }
    int n = callFeatures.claims(seen, options, model(seen.variant()), codes, candidates, sizes);
    int best = best(seen.variant(), n);
    int code = codes[best];
    return switch (CallFeatures.kind(code)) {
      case CallFeatures.CHOW -> new Chow(Tile.of(CallFeatures.tile(code)));
      case CallFeatures.PUNG -> Pung.INSTANCE;
      case CallFeatures.EXPOSED_KONG -> ExposedKong.INSTANCE;
      default -> Pass.INSTANCE;
    };
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return opening.decideOpening(seen, decision);
  }
}
