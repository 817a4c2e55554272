package org.mjarena.engine;

import org.mjarena.engine.tile.Tile;

/**
 * One discard as it lies in front of its discarder.
 *
 * @param tile      the tile
 * @param tsumogiri true when it was the tile just drawn (摸切), false when it came from the hand (手切)
 * @param claimed   true when another seat claimed it for a chow, pung or kong (it then lies in that meld)
 */
public record RiverTile(Tile tile, boolean tsumogiri, boolean claimed) {
  /** This discard marked as claimed. */
  public RiverTile asClaimed() {
    return new RiverTile(tile, tsumogiri, true);
  }

  @Override
  public String toString() {
    return tile.code() + (tsumogiri ? "*" : "") + (claimed ? "^" : "");
  }
}
