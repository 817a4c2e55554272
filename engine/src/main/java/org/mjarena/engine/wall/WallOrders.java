package org.mjarena.engine.wall;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Builds shared-wall orders that deal chosen hands and draws: the way tests set up the smallest
 * position that shows a rule. Hands are dealt 13 each from the front in seat order, then the draws
 * follow from the front; replacements come from the back; unnamed tiles fill the middle in index
 * order.
 */
public final class WallOrders {
  private WallOrders() {}

  /**
   * A wall of {@code kinds * copies} tiles that deals {@code hands} (13 tiles each, seats in order),
   * then gives {@code draws} in order from the front and {@code replacements} in order from the back.
   *
   * @throws IllegalArgumentException when a hand is not 13 tiles or a tile is used more than {@code copies} times
   */
  public static int[] shared(int kinds, int copies, List<String> hands, String draws, String replacements) {
    if (hands.size() != Seat.COUNT) {
      throw new IllegalArgumentException("four hands needed, not " + hands.size());
    }
    int[] left = new int[kinds];
    java.util.Arrays.fill(left, copies);
    List<Integer> front = new ArrayList<>();
    for (String hand : hands) {
      List<Tile> tiles = Tiles.parse(hand);
      if (tiles.size() != 13) {
        throw new IllegalArgumentException("a dealt hand has 13 tiles, not " + tiles.size() + ": " + hand);
      }
      take(tiles, left, front);
    }
    take(Tiles.parse(draws), left, front);
    List<Integer> back = new ArrayList<>();
    take(Tiles.parse(replacements), left, back);
    int[] order = new int[kinds * copies];
    int i = 0;
    for (int t : front) {
      order[i++] = t;
    }
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < left[t]; k++) {
        order[i++] = t;
      }
    }
    for (int k = back.size() - 1; k >= 0; k--) {
      order[i++] = back.get(k);
    }
    return order;
  }

  private static void take(List<Tile> tiles, int[] left, List<Integer> out) {
    for (Tile t : tiles) {
      if (t.index() >= left.length || left[t.index()] == 0) {
        throw new IllegalArgumentException("no copy of " + t + " left for this wall");
      }
      left[t.index()]--;
      out.add(t.index());
    }
  }
}
