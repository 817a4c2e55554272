package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/** Discards a tile. */
public record Discard(Tile tile) implements TurnAction {
  private static final Discard[] CACHE = new Discard[Tile.KINDS];

  static {
    for (int i = 0; i < Tile.KINDS; i++) {
      CACHE[i] = new Discard(Tile.of(i));
    }
  }

  /** The shared instance for a tile (no allocation on the hot path). */
  public static Discard of(Tile tile) {
    return CACHE[tile.index()];
  }

  @Override
  public ActionKind kind() {
    return ActionKind.DISCARD;
  }

  /** The action in plain English with its tile code: {@code discard W1}. */
  @Override
  public String toString() {
    return "discard " + tile.code();
  }
}
