package org.mjarena.engine;

import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.param.Settings;

/**
 * One variant's rules with fixed parameter values. Immutable and thread-safe: a tournament shares one
 * instance between all its threads, and each game it deals is independent of every other.
 */
public interface Rules {
  /** The variant. */
  Variant variant();

  /** The parameter values in force, defaults included. */
  Settings settings();

  /**
   * Shuffles a wall with {@code wallRandom} and deals a new game. This and {@link #deal(long,
   * UniformRandomProvider)} are the only places a wall is shuffled: the same random stream always gives
   * the same wall.
   */
  Game deal(UniformRandomProvider wallRandom);

  /**
   * Deals deal number {@code deal} of a run: the same as {@link #deal(UniformRandomProvider)}, except
   * in variants where something besides the wall follows the deal number (the MCR prevalent wind
   * when it rotates with the deals).
   */
  default Game deal(long deal, UniformRandomProvider wallRandom) {
    return deal(wallRandom);
  }

  /**
   * Deals a game from a given setup: the wall order, the prevalent wind and the dealer. For tests,
   * replays and imported logs.
   *
   * @throws IllegalArgumentException when the wall is not exactly this variant's tile set
   */
  Game deal(DealSetup setup);

  /**
   * A game consistent with everything {@code seen} holds, at the same point of play: the tiles its
   * seat cannot see (the other hands, face-down kongs and the wall) are drawn uniformly from the unseen
   * tiles, keeping every public fact (melds, rivers, flowers, points, the wall's size, and a ting
   * player's hand ready). The new game's observation for {@code seen.me()} equals {@code seen}; the
   * other seats hold their sampled tiles and, as history, what {@code seen}'s seat saw.
   *
   * @throws IllegalArgumentException when {@code seen} is of another variant or of a game that is over
   */
  Game sampleConsistent(Observation seen, UniformRandomProvider rng);

  /**
   * As {@link #sampleConsistent(Observation, UniformRandomProvider)}, with each other seat's concealed
   * tiles reweighted by {@code prior}: the hands are drawn one seat at a time (in seat order, each from
   * the unseen tiles the seats before it left), and a drawn hand is kept when it keeps the seat's public
   * facts and with the probability {@code prior} gives it, else drawn again; the wall is the tiles left,
   * in a uniform order. After {@value HandPrior#TRIES} hands of a seat refused by the prior
   * alone, the next hand that keeps the public facts is kept, so that a prior that almost never accepts
   * cannot stall a decision; when the seats drawn first leave a later one no hand that keeps its facts,
   * the draw starts again in another seat order, a few times, and then gives up. With
   * {@link HandPrior#UNIFORM} the law of each seat's hand given the seats before it is uniform among the
   * hands that keep its public facts; with two 108-tile ting players this differs slightly from the
   * joint law of the other method (which redraws every hidden tile until all are ready at once, a rare
   * event), and is far cheaper. The observation for {@code seen.me()} is {@code seen}, as always.
   *
   * @throws IllegalArgumentException when {@code seen} is of another variant or of a game that is over, or
   *                                  the draws a seat at a time found no hands that keep the public facts
   *                                  (the caller may fall back on the other method, or on not sampling)
   */
  Game sampleConsistent(Observation seen, UniformRandomProvider rng, HandPrior prior);

  /**
   * A sampler of the concealed tiles of one other seat as {@link #sampleConsistent} draws them, without
   * the rest of a game: for an agent that needs one opponent's hand many times in one decision.
   *
   * @throws IllegalArgumentException when {@code seen} is of another variant, or {@code seat} is its own
   */
  HiddenHand hiddenHand(Observation seen, Seat seat);

  /** The time limit of a decision and what happens when an agent throws, answers illegally or too late. */
  ConductRules conduct();

  /** The sanctions for an agent that fails to answer properly. */
  enum ErrorPolicy {
    /** The game ends; the offender pays the error penalty to each other player. */
    PENALTY,
    /** The table plays the decision's default action (Pass, or discard the drawn tile) for it. */
    DEFAULT_ACTION
  }
}
