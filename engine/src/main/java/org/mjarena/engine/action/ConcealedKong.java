package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/** Declares a concealed kong 暗杠 of four tiles held in hand, then draws a replacement. */
public record ConcealedKong(Tile tile) implements TurnAction {
  @Override
  public ActionKind kind() {
    return ActionKind.CONCEALED_KONG;
  }

  @Override
  public String toString() {
    return "GANG " + tile.code();
  }
}
