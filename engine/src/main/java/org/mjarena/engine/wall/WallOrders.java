package org.mjarena.engine.wall;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Builds wall orders that deal chosen hands and draws: the way tests set up the smallest position that
 * shows a rule. Shared wall: hands are dealt 13 each from the front in seat order, then the draws
 * follow from the front; replacements come from the back; unnamed tiles fill the middle in index
 * order. Per-seat blocks: each seat is dealt its hand from its own block and then draws its own draws
 * from it; unnamed tiles fill the rest of the blocks in index order.
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
    Arrays.fill(left, copies);
    List<Integer> front = new ArrayList<>();
    for (String hand : hands) {
      take(dealt(hand), left, front);
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

  /**
   * A per-seat-blocks order of {@code kinds * copies} tiles, in Botzone's {@code initdata.walltiles}
   * layout (each seat takes its block from the end, see {@link Wall}), in which seat s is dealt
   * {@code hands.get(s)} (13 tiles) and then draws {@code draws.get(s)} in order, kong replacements
   * included.
   *
   * @throws IllegalArgumentException when a hand is not 13 tiles, a block would overflow or a tile is
   *     used more than {@code copies} times
   */
  public static int[] perSeatBlocks(int kinds, int copies, List<String> hands, List<String> draws) {
    if (hands.size() != Seat.COUNT || draws.size() != Seat.COUNT) {
      throw new IllegalArgumentException("four hands and four draw lists needed");
    }
    int[] left = new int[kinds];
    Arrays.fill(left, copies);
    int block = kinds * copies / Seat.COUNT;
    List<List<Integer>> received = new ArrayList<>();
    for (int s = 0; s < Seat.COUNT; s++) {
      List<Integer> tiles = new ArrayList<>();
      take(dealt(hands.get(s)), left, tiles);
      take(Tiles.parse(draws.get(s)), left, tiles);
      if (tiles.size() > block) {
        throw new IllegalArgumentException(
            "seat " + s + " receives " + tiles.size() + " tiles from a block of " + block);
      }
      received.add(tiles);
    }
    int[] order = new int[kinds * copies];
    int fill = 0;
    for (int s = 0; s < Seat.COUNT; s++) {
      List<Integer> tiles = received.get(s);
      for (int k = 0; k < block; k++) {
        if (k >= tiles.size()) {
          while (left[fill] == 0) {
            fill++;
          }
          left[fill]--;
          tiles.add(fill);
        }
        order[block * s + block - 1 - k] = tiles.get(k);
      }
    }
    return order;
  }

  /** The 13 tiles of a dealt hand. */
  private static List<Tile> dealt(String hand) {
    List<Tile> tiles = Tiles.parse(hand);
    if (tiles.size() != 13) {
      throw new IllegalArgumentException("a dealt hand has 13 tiles, not " + tiles.size() + ": " + hand);
    }
    return tiles;
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
