package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/** Adds the fourth tile to one's own exposed pung 补杠; the others may rob it, else a replacement is drawn. */
public record AddedKong(Tile tile) implements TurnAction {
  @Override
  public ActionKind kind() {
    return ActionKind.ADDED_KONG;
  }

  /** The action in plain English with its tile code: {@code added kong B5}. */
  @Override
  public String toString() {
    return "added kong " + tile.code();
  }
}
