package org.mjarena.engine;

import org.mjarena.engine.hand.Hand;

/**
 * How likely one seat's concealed tiles are, beyond the public facts: what an agent believes about an
 * opponent from the way it has played (a ready player does not discard its own winning tile; a player
 * many turns into the hand is seldom far from ready). {@link Rules#sampleConsistent(Observation,
 * org.apache.commons.rng.UniformRandomProvider, HandPrior)} keeps a drawn hand with the probability the
 * prior gives it, so the hands it deals follow the uniform law reweighted by the prior.
 */
@FunctionalInterface
public interface HandPrior {
  /** Every hand as likely: the law of {@link Rules#sampleConsistent(Observation, org.apache.commons.rng.UniformRandomProvider)}. */
  HandPrior UNIFORM = (seat, hand) -> 1;

  /** Hands of one seat refused by the prior alone after which the sampler keeps any that keeps the public facts. */
  int TRIES = 200;

  /**
   * The probability, in [0, 1], of keeping {@code hand} as {@code seat}'s concealed tiles: relative
   * likelihoods scaled so that the likeliest hands get 1 (the closer to 1 on the whole, the fewer draws).
   * Must not change {@code hand}.
   */
  double accept(Seat seat, Hand hand);
}
