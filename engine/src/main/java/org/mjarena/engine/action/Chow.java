package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/**
 * Chows the discard of the left player into the sequence that starts at {@code lowest}; the player
 * then discards.
 */
public record Chow(Tile lowest) implements Claim {
  @Override
  public ActionKind kind() {
    return ActionKind.CHOW;
  }

  /** The action in plain English with the codes of its three tiles: {@code chow T2-T3-T4}. */
  @Override
  public String toString() {
    return "chow " + lowest.code() + "-" + Tile.of(lowest.index() + 1).code() + "-" + Tile.of(lowest.index() + 2).code();
  }
}
