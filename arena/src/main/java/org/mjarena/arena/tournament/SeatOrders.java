package org.mjarena.arena.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.mjarena.arena.config.SeatOrderMode;

/**
 * The seat orders a deal is replayed in (duplicate play). An order is an array giving, for each seat
 * (0 = the dealer), the index of the lineup entry sitting there.
 *
 * <p>Orders that differ only by swapping interchangeable entries (the same agent with the same
 * parameters) are the same game, so only the first of them in lexicographic order is kept: 24 orders
 * for four different entries, 12 when two are interchangeable (as the 12 seatings of Wang et al.
 * 2022), 6 for two interchangeable pairs, 4 for three. Within such a kept order, interchangeable
 * entries sit in lineup order.
 */
public final class SeatOrders {
  private SeatOrders() {}

  /**
   * The distinct orders of a lineup.
   *
   * @param identities for each entry, a key equal for interchangeable entries
   */
  public static List<int[]> of(SeatOrderMode mode, List<String> identities) {
    int n = identities.size();
    List<int[]> candidates = new ArrayList<>();
    if (mode == SeatOrderMode.ROTATIONS) {
      for (int r = 0; r < n; r++) {
        int[] order = new int[n];
        for (int s = 0; s < n; s++) {
          order[s] = (s + r) % n;
        }
        candidates.add(order);
      }
    } else {
      permute(new int[n], new boolean[n], 0, candidates);
    }
    List<int[]> distinct = new ArrayList<>();
    Set<List<String>> seen = new HashSet<>();
    for (int[] order : candidates) {
      List<String> kinds = new ArrayList<>(n);
      for (int e : order) {
        kinds.add(identities.get(e));
      }
      if (seen.add(kinds)) {
        distinct.add(order);
      }
    }
    return distinct;
  }

  private static void permute(int[] order, boolean[] used, int position, List<int[]> out) {
    if (position == order.length) {
      out.add(order.clone());
      return;
    }
    for (int e = 0; e < order.length; e++) {
      if (!used[e]) {
        used[e] = true;
        order[position] = e;
        permute(order, used, position + 1, out);
        used[e] = false;
      }
    }
  }
}
