package org.mjarena.engine.action;

/** Declares ting on the thirteen dealt tiles before play starts 天听 (108-tile variant). */
public record DeclareTing() implements OpeningAction {
  /** The only instance needed. */
  public static final DeclareTing INSTANCE = new DeclareTing();

  @Override
  public ActionKind kind() {
    return ActionKind.DECLARE_TING;
  }

  /** The action in plain English: {@code declare ting}. */
  @Override
  public String toString() {
    return "declare ting";
  }
}
