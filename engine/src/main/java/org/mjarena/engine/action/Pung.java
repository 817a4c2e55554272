package org.mjarena.engine.action;

/** Pungs the discarded tile with two from hand; the player then discards (or, holding the fourth, may add it). */
public record Pung() implements Claim {
  /** The only instance needed. */
  public static final Pung INSTANCE = new Pung();

  @Override
  public ActionKind kind() {
    return ActionKind.PUNG;
  }

  /** The action in plain English: {@code pung}. */
  @Override
  public String toString() {
    return "pung";
  }
}
