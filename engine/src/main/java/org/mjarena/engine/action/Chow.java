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

  @Override
  public String toString() {
    return "CHI " + Tile.of(lowest.index() + 1).code();
  }
}
