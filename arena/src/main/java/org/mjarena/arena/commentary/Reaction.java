package org.mjarena.arena.commentary;

import org.mjarena.engine.action.Claim;

/** What a seat does about another seat's discard: the kinds the commentator predicts and scores. */
public enum Reaction {
  NONE, CHOW, PUNG, KONG, WIN;

  /** The reaction a claim answers. */
  public static Reaction of(Claim claim) {
    return switch (claim.kind()) {
      case CHOW -> CHOW;
      case PUNG -> PUNG;
      case EXPOSED_KONG -> KONG;
      case CLAIM_WIN -> WIN;
      default -> NONE;
    };
  }

  /** The reaction in a word: {@code pass}, {@code chow}, {@code pung}, {@code kong} or {@code win}. */
  public String word() {
    return this == NONE ? "pass" : name().toLowerCase(java.util.Locale.ROOT);
  }
}
