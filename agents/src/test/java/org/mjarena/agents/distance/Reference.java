package org.mjarena.agents.distance;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.tile.Tile;

/**
 * Slow, literal versions of the paper's weight and search, written independently of the fast code,
 * to check it against: the greedy pass with explicit groups, and expect() by full recursion over tile
 * counts.
 */
final class Reference {
  private Reference() {}

  /** One open group of the greedy pass: its tiles, ascending. */
  private record Group(List<Integer> tiles) {
    boolean is(int... values) {
      if (tiles.size() != values.length) {
        return false;
      }
      for (int i = 0; i < values.length; i++) {
        if (tiles.get(i) != values[i]) {
          return false;
        }
      }
      return true;
    }
  }

  /** The greedy distance of counts indexed by tile, with {@code melds} declared melds. */
  static int distance(int[] counts, int melds) {
    int d = 9 - 2 * melds;
    for (int s = 0; s < 3; s++) {
      List<Group> open = new ArrayList<>();
      for (int v = 0; v < 9; v++) {
        for (int k = 0; k < counts[s * 9 + v]; k++) {
          d -= place(open, v);
        }
      }
    }
    return d;
  }

  private static int place(List<Group> open, int t) {
    int[][] tries = {{t - 2, t - 1}, {t, t}, {t}, {t - 1}};
    for (int i = 0; i < tries.length; i++) {
      for (Group g : open) {
        if (g.is(tries[i])) {
          if (i < 2) {
            open.remove(g);
          } else {
            g.tiles().add(t);
          }
          return 1;
        }
      }
    }
    open.add(new Group(new ArrayList<>(List.of(t))));
    return 0;
  }

  /**
   * The score of discarding {@code h} at {@code depth}, by the definition: depth 0 the distance left;
   * else Σ_l c_l · value(hand − h + l, library − l, depth − 1), with value(H, 0) = distance(H) and
   * value(H, d) = min over h' of Σ_l c_l · value(H − h' + l, library − l, d − 1).
   */
  static long score(int[] counts, int[] library, int melds, int h, int depth) {
    counts[h]--;
    long r = depth == 0 ? distance(counts, melds) : draw(counts, library, melds, depth);
    counts[h]++;
    return r;
  }

  private static long draw(int[] counts, int[] library, int melds, int depth) {
    long sum = 0;
    for (int l = 0; l < Tile.NUMBERED_KINDS; l++) {
      int c = library[l];
      if (c > 0) {
        counts[l]++;
        library[l]--;
        sum += c * value(counts, library, melds, depth - 1);
        library[l]++;
        counts[l]--;
      }
    }
    return sum;
  }

  private static long value(int[] counts, int[] library, int melds, int depth) {
    if (depth == 0) {
      return distance(counts, melds);
    }
    long best = Long.MAX_VALUE;
    for (int h = 0; h < Tile.NUMBERED_KINDS; h++) {
      if (counts[h] > 0) {
        counts[h]--;
        best = Math.min(best, draw(counts, library, melds, depth));
        counts[h]++;
      }
    }
    return best;
  }
}
