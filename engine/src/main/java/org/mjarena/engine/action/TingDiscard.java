package org.mjarena.engine.action;

import org.mjarena.engine.tile.Tile;

/**
 * Discards a tile while declaring ting 报听: the hand left after the discard is ready, the declaration
 * is public and final, and from then on the player discards whatever it draws (108-tile variant).
 */
public record TingDiscard(Tile tile) implements TurnAction {
  private static final TingDiscard[] CACHE = new TingDiscard[Tile.KINDS];

  static {
    for (int i = 0; i < Tile.KINDS; i++) {
      CACHE[i] = new TingDiscard(Tile.of(i));
    }
  }

  /** The shared instance for a tile. */
  public static TingDiscard of(Tile tile) {
    return CACHE[tile.index()];
  }

  @Override
  public ActionKind kind() {
    return ActionKind.TING_DISCARD;
  }

  /** The action in plain English with its tile code: {@code ting discard W1}. */
  @Override
  public String toString() {
    return "ting discard " + tile.code();
  }
}
