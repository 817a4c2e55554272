package org.mjarena.agents.lookahead;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.tile.Tile;

/**
 * Slow, literal versions of the paper's weight and search, written independently of the fast code,
 * to check it against: the greedy pass with explicit groups, and expect() by full recursion over tile
 * counts. The honours are read by the same pass without the run tries; the recursion draws every kind
 * the library holds, so a library without honours is the 108-tile search.
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

  /** The greedy distance of counts indexed by tile (at least 34 long), with {@code melds} declared melds. */
  static int distance(int[] counts, int melds) {
    int d = 9 - 2 * melds;
    for (int s = 0; s < 3; s++) {
      List<Group> open = new ArrayList<>();
      for (int v = 0; v < 9; v++) {
        for (int k = 0; k < counts[s * 9 + v]; k++) {
          d -= place(open, v, true);
        }
      }
    }
    List<Group> honours = new ArrayList<>();
    for (int v = 0; v < 7; v++) {
      for (int k = 0; k < counts[27 + v]; k++) {
        d -= place(honours, v, false);
      }
    }
    return d;
  }

  /**
   * Places tile {@code t} in the open groups: complete a run (suits only), complete a pair, extend a
   * single into a pair, extend a single into a run (suits only), else open a single. Returns the
   * reduction earned.
   */
  private static int place(List<Group> open, int t, boolean runs) {
    int[][] tries = runs ? new int[][] {{t - 2, t - 1}, {t, t}, {t}, {t - 1}} : new int[][] {{t, t}, {t}};
    int completing = runs ? 2 : 1;
    for (int i = 0; i < tries.length; i++) {
      for (Group g : open) {
        if (g.is(tries[i])) {
          if (i < completing) {
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
    for (int l = 0; l < Tile.KINDS; l++) {
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
    for (int h = 0; h < Tile.KINDS; h++) {
      if (counts[h] > 0) {
        counts[h]--;
        best = Math.min(best, draw(counts, library, melds, depth));
        counts[h]++;
      }
    }
    return best;
  }
}
