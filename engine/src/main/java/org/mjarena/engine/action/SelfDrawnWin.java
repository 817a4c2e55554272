package org.mjarena.engine.action;

/** Declares a win on the tile just drawn 自摸. */
public record SelfDrawnWin() implements TurnAction {
  /** The only instance needed. */
  public static final SelfDrawnWin INSTANCE = new SelfDrawnWin();

  @Override
  public ActionKind kind() {
    return ActionKind.SELF_DRAWN_WIN;
  }

  /** The action in plain English: {@code self-drawn win}. */
  @Override
  public String toString() {
    return "self-drawn win";
  }
}
