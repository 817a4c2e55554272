package org.mjarena.engine;

import java.util.List;
import org.mjarena.engine.tile.Tile;

/**
 * Everything that fixes a game before anyone decides: the wall in dealing order, the prevalent wind
 * and the dealer. A game dealt from a setup is the same game every time, so tests, replays and imported
 * logs start from one.
 *
 * <p>The wall is the whole tile set in the order the rules take it: with one shared wall, the first
 * tile is drawn first (the deal takes thirteen for each seat from the dealer on, then play draws from
 * the front and replacements come from the back); with per-seat blocks (Botzone's duplicate wall) it is
 * Botzone's {@code initdata.walltiles}: four equal blocks, seat i owning block i and taking its tiles
 * from the block's end.
 *
 * @param wall          every tile of the set, in the order above
 * @param prevalentWind the prevalent wind 圈风 (MCR; East in the 108-tile variant, which has no winds)
 * @param dealer        the seat that deals and plays first
 */
public record DealSetup(List<Tile> wall, Wind prevalentWind, Seat dealer) {
  /** Copies the list. */
  public DealSetup {
    wall = List.copyOf(wall);
  }

  /** A setup with seat 0 dealing. */
  public static DealSetup of(List<Tile> wall, Wind prevalentWind) {
    return new DealSetup(wall, prevalentWind, Seat.S0);
  }

  /** A setup with seat 0 dealing, the wall given as tile indices. */
  public static DealSetup of(int[] wall, Wind prevalentWind) {
    List<Tile> tiles = new java.util.ArrayList<>(wall.length);
    for (int t : wall) {
      tiles.add(Tile.of(t));
    }
    return new DealSetup(tiles, prevalentWind, Seat.S0);
  }

  /**
   * Checks that the wall is exactly a tile set: {@code copies} of each of the first {@code kinds} kinds
   * and each of the first {@code flowers} flowers once.
   *
   * @throws IllegalArgumentException naming the first kind whose count is wrong
   */
  public static void checkTileSet(DealSetup setup, int kinds, int copies, int flowers) {
    int[] counts = new int[Tile.values().length];
    for (Tile t : setup.wall()) {
      counts[t.index()]++;
    }
    for (Tile t : Tile.all()) {
      int expected = t.index() < kinds ? copies : t.isFlower() && t.number() <= flowers ? 1 : 0;
      if (counts[t.index()] != expected) {
        throw new IllegalArgumentException("this wall needs " + (kinds * copies + flowers) + " tiles with " + expected
            + " of " + t.code() + ", not " + setup.wall().size() + " tiles with " + counts[t.index()]);
      }
    }
  }

  /** The wall as tile indices. */
  public int[] wallIndices() {
    int[] order = new int[wall.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = wall.get(i).index();
    }
    return order;
  }
}
