package org.mjarena.engine;

import org.mjarena.engine.param.Settings;
import org.apache.commons.rng.UniformRandomProvider;

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
   * Shuffles a wall with {@code wallRandom} and deals a new hand. This is the only place a wall is
   * shuffled: the same random stream always gives the same wall.
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

  /** The time limit of a decision and what happens when an agent throws, answers illegally or too late. */
  ConductRules conduct();

  /** The sanctions for an agent that fails to answer properly. */
  enum ErrorPolicy {
    /** The hand ends; the offender pays the error penalty to each other player. */
    PENALTY,
    /** The table plays the decision's default action (Pass, or discard the drawn tile) for it. */
    DEFAULT_ACTION
  }
}
