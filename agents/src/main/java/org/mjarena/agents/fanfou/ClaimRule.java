package org.mjarena.agents.fanfou;

import org.mjarena.agents.Position;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.action.Claim;

/**
 * The answer Fanfou_op's claim rule (seed 004, {@link Claims}; Fanfou_mc's and the Robot's too) gives to a
 * discard, for a reader of positions rather than a player: the commentator reads it as a feature of each
 * answer. Mutable scratch space, and it keeps the variant of its first position: one instance per reader
 * and variant.
 */
public final class ClaimRule {
  private final Claims claims = new Claims(Version.OP, new Position());

  /** The answer the rule gives to {@code options}, seen as {@code seen} shows the claimant's position. */
  public Claim answer(Observation seen, ClaimOptions options) {
    return claims.decide(seen, options);
  }
}
