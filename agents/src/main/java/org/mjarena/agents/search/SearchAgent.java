package org.mjarena.agents.search;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.mjarena.agents.AgentFactory;
import org.mjarena.engine.Variant;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.random.Seeds;

/**
 * The search agent: at each decision with a real choice it samples worlds consistent with what it
 * observed (the engine's {@link org.mjarena.engine.Rules#sampleConsistent}, with the opponents' hands
 * reweighted by an {@link OpponentModel} of how far from ready players are and what they discarded),
 * plays every candidate answer forward in every world with a fast greedy policy in all four seats ({@link Rollout}) to the end of the hand, and answers the
 * candidate of highest expected final points (the variant's own payments), compared on the same worlds.
 *
 * <p>Candidates come from a prior ({@link Candidates}): the answer of a built-in agent first
 * ({@code shanten-8fan}, the strongest in MCR, and {@code perceptron} in the 108-tile variant, where it
 * scored the most points of the built-ins: configs/search/builtins-108.yaml), then the
 * discards nearest to winning with the most unseen useful tiles, the safest-looking ones, every kong,
 * ting discard and claim. The search leaves the prior's answer only when another candidate is ahead of
 * it by {@code confidence} standard errors of the paired difference, or, far from ready, when the
 * prior's discard is often won on at once; it drops candidates that fall clearly behind as worlds come
 * in ({@link Evaluation}). Wins are always taken; a forced answer is given without search.
 *
 * <p>Deterministic given its seed and what it observed, with the default {@code time_ms} of 0: every
 * sample and rollout draws from streams derived from the agent's seed (Commons RNG), and the number of
 * worlds is a count. A time budget makes the number of worlds depend on the machine; so does the
 * 2500 ms safety stop, when it is reached. docs/search.md explains the method and its measurements.
 */
public final class SearchAgent implements Agent {
  /**
   * Registry entry {@code search}, its prior agents found through {@code registry} (the registry lists
   * this entry too, so it hands itself in rather than being named here).
   */
  public static AgentSpec spec(Function<String, AgentSpec> registry) {
    return new AgentSpec("search",
      "this project (issue 27): determinized Monte Carlo search over sampled worlds, with a built-in agent as its prior",
      "plays each candidate answer (the prior agent's, the nearest discards, every claim) to the end of the hand in "
          + "sampled worlds with fast greedy rollouts, and answers the one of highest expected points",
      EnumSet.allOf(Variant.class),
      List.of(
          Parameter.integer("worlds", 16, 1, 100_000,
              "worlds sampled per decision (fewer when the search stops early)"),
          Parameter.integer("max_worlds", 64, 1, 100_000,
              "worlds a decision may go on to while another answer than the prior's leads but is not yet proven"),
          Parameter.integer("min_worlds", 8, 1, 100_000, "worlds before a candidate may be dropped or the search stopped"),
          Parameter.integer("candidates", 3, 0, 14, "discards the prior proposes besides its own answer"),
          Parameter.decimal("confidence", 2.5, 0, 100,
              "standard errors by which a candidate must beat the prior's answer to replace it"),
          Parameter.decimal("drop", 2.0, 0, 100,
              "standard errors behind the leader at which a candidate is dropped (early stopping); 0 never drops"),
          Parameter.decimal("opponent_model", 0.5, 0, 1,
              "how far opponents' sampled hands follow the fitted law of distance by discards (0 uniform, 1 fitted)"),
          Parameter.decimal("discard_weight", 0.2, 0, 1,
              "probability of keeping an opponent hand that one of its own two latest discards would complete"),
          Parameter.text("prior_mcr", "shanten-8fan", "registry id of the agent whose answer is candidate 0 in MCR"),
          Parameter.text("prior_108", "perceptron",
              "registry id of the agent whose answer is candidate 0 in the 108-tile variant"),
          Parameter.integer("time_ms", 0, 0, 60_000,
              "wall-clock budget per decision, 0 for none (then a 2500 ms safety stop only); a budget makes answers depend on the machine")),
      Map.of("prior_mcr", Set.of(Variant.MCR), "prior_108", Set.of(Variant.SUITS_108)),
      settings -> {
        Config config = Config.of(settings);
        AgentFactory mcr = priorFactory(registry, settings.text("prior_mcr"));
        AgentFactory suits108 = priorFactory(registry, settings.text("prior_108"));
        return seed -> new SearchAgent(config, mcr, suits108, seed);
      });
  }

  private static AgentFactory priorFactory(Function<String, AgentSpec> registry, String id) {
    if (id.equals("search")) {
      throw new IllegalArgumentException("the search cannot be its own prior");
    }
    return registry.apply(id).factory(Map.of());
  }

  /**
   * The parameter values of one agent kind.
   *
   * @param worlds        worlds per decision
   * @param maxWorlds     worlds a promising deviation may extend it to
   * @param minWorlds     worlds before dropping or stopping
   * @param candidates    prior discards besides the prior agent's answer
   * @param confidence    standard errors to leave the prior's answer
   * @param drop          standard errors to drop a candidate (0: never)
   * @param opponentModel strength of the opponent model
   * @param discardWeight probability of keeping a hand a recent discard would complete
   * @param timeMillis    wall-clock budget, 0 for none
   */
  record Config(int worlds, int maxWorlds, int minWorlds, int candidates, double confidence, double drop, double opponentModel,
      double discardWeight, int timeMillis) {
    static Config of(Settings s) {
      return new Config(s.integer("worlds"), Math.max(s.integer("worlds"), s.integer("max_worlds")), s.integer("min_worlds"), s.integer("candidates"), s.decimal("confidence"),
          s.decimal("drop"), s.decimal("opponent_model"), s.decimal("discard_weight"), s.integer("time_ms"));
    }
  }

  private final Config config;
  private final UniformRandomProvider rng;
  private final AgentFactory mcrPrior;
  private final AgentFactory suits108Prior;
  private final long seed;
  /** The prior agent, made for the variant of the first observation. */
  private Agent prior;
  private final Candidates candidates;
  private final Evaluation evaluation;

  /** An agent with the given parameters, prior agents per variant and seed. */
  SearchAgent(Config config, AgentFactory mcrPrior, AgentFactory suits108Prior, long seed) {
    this.config = config;
    this.rng = Seeds.generator(seed);
    this.mcrPrior = mcrPrior;
    this.suits108Prior = suits108Prior;
    this.seed = seed;
    this.candidates = new Candidates(config.candidates());
    this.evaluation = new Evaluation(config);
  }

  /** The agent's evaluation, for tests that watch its worlds. */
  Evaluation evaluation() {
    return evaluation;
  }

  /** The prior agent for the variant of {@code seen}: one per agent, as a table gives each seat its own. */
  private Agent prior(Observation seen) {
    if (prior == null) {
      prior = (seen.variant() == Variant.MCR ? mcrPrior : suits108Prior).create(Seeds.derive(seed, 1));
    }
    return prior;
  }

  @Override
  public TurnAction decideTurn(Observation seen, TurnDecision decision) {
    if (decision.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    long discards = decision.discardMask();
    if (discards == 0 || decision.isForced()) {
      return decision.defaultAction();
    }
    TurnAction first = prior(seen).decideTurn(seen, decision);
    long seed = rng.nextLong();
    List<TurnAction> list = candidates.turn(seen, decision, first);
    if (list.size() == 1) {
      return first;
    }
    return list.get(evaluation.choose(seen, list, null, seed));
  }

  @Override
  public Claim decideClaim(Observation seen, ClaimOptions options) {
    if (options.canWin()) {
      return ClaimWin.INSTANCE;
    }
    List<Claim> legal = options.legal();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    Claim first = prior(seen).decideClaim(seen, options);
    long seed = rng.nextLong();
    List<Claim> list = candidates.claim(options, first);
    return list.get(evaluation.choose(seen, null, list, seed));
  }

  @Override
  public OpeningAction decideOpening(Observation seen, OpeningDecision decision) {
    return prior(seen).decideOpening(seen, decision);
  }
}
