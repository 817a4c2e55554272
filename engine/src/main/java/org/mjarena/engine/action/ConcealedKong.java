package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/** Declares a concealed kong 暗杠 of four tiles held in hand, then draws a replacement. */
public record ConcealedKong(Tile tile) implements TurnAction {
  @Override
  public ActionKind kind() {
    return ActionKind.CONCEALED_KONG;
  }

  /** The action in plain English with its tile code: {@code concealed kong B5}. */
  @Override
  public String toString() {
    return "concealed kong " + tile.code();
  }
}
