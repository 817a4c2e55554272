package org.mjarena.engine.action;

/** Wins on the discarded tile 点炮, or on the tile being added to a kong 抢杠胡. */
public record ClaimWin() implements Claim {
  /** The only instance needed. */
  public static final ClaimWin INSTANCE = new ClaimWin();

  @Override
  public ActionKind kind() {
    return ActionKind.CLAIM_WIN;
  }

  /** The action in plain English: {@code win}. */
  @Override
  public String toString() {
    return "win";
  }
}
