package org.mjarena.engine.wall;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Builds wall orders that deal chosen hands and draws: the way tests set up the smallest position that
 * shows a rule. On a shared wall hands are dealt 13 each from the front in seat order, then the draws
 * follow from the front; replacements come from the back; unnamed tiles fill the middle in index
 * order. With per-seat blocks each seat is dealt its hand from its own block and then draws from it
 * the tiles named for it, replacements included; unnamed tiles follow in index order.
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

  /**
   * A Botzone duplicate wall ({@code initdata.walltiles}) of {@code kinds * copies} tiles, cut into
   * four blocks: seat s is dealt {@code hands.get(s)} (13 tiles) from its block and then draws
   * {@code draws.get(s)} in order, normal and replacement draws alike; after them it draws the unnamed
   * tiles, which fill the blocks in index order, block 0 first.
   *
   * @throws IllegalArgumentException when a hand is not 13 tiles, a seat is given more tiles than its
   *     block holds, or a tile is used more than {@code copies} times
   */
  public static int[] perSeatBlocks(int kinds, int copies, List<String> hands, List<String> draws) {
    if (hands.size() != Seat.COUNT || draws.size() != Seat.COUNT) {
      throw new IllegalArgumentException("four hands and four lists of draws needed, not " + hands.size() + " and "
          + draws.size());
    }
    int[] left = new int[kinds];
    Arrays.fill(left, copies);
    int block = kinds * copies / Seat.COUNT;
    List<List<Integer>> named = new ArrayList<>(Seat.COUNT);
    for (int s = 0; s < Seat.COUNT; s++) {
      List<Tile> hand = Tiles.parse(hands.get(s));
      if (hand.size() != 13) {
        throw new IllegalArgumentException("a dealt hand has 13 tiles, not " + hand.size() + ": " + hands.get(s));
      }
      List<Integer> received = new ArrayList<>();
      take(hand, left, received);
      take(Tiles.parse(draws.get(s)), left, received);
      if (received.size() > block) {
        throw new IllegalArgumentException("seat " + s + " is given " + received.size()
            + " tiles, more than its block of " + block);
      }
      named.add(received);
    }
    int[] order = new int[kinds * copies];
    int unnamed = 0;
    for (int s = 0; s < Seat.COUNT; s++) {
      // The k-th tile seat s receives is the block's k-th from its end.
      List<Integer> received = named.get(s);
      for (int k = 0; k < block; k++) {
        if (k < received.size()) {
          order[(s + 1) * block - 1 - k] = received.get(k);
        } else {
          while (left[unnamed] == 0) {
            unnamed++;
          }
          left[unnamed]--;
          order[(s + 1) * block - 1 - k] = unnamed;
        }
      }
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
