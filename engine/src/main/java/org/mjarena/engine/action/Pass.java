package org.mjarena.engine.action;

/** Lets a discard or an added kong go by, or declines the opening ting. */
public record Pass() implements Claim, OpeningAction {
  /** The only instance needed. */
  public static final Pass INSTANCE = new Pass();

  @Override
  public ActionKind kind() {
    return ActionKind.PASS;
  }

  /** The action in plain English: {@code pass}. */
  @Override
  public String toString() {
    return "pass";
  }
}
