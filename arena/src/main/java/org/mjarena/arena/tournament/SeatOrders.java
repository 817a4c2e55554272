package org.mjarena.arena.tournament;

import org.mjarena.arena.config.SeatOrderMode;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The seat orders each deal is replayed in (duplicate play). An order is an array giving, for each seat
 * (0 = the dealer), the index of the lineup entry sitting there.
 *
 * <p>Orders that differ only by swapping interchangeable entries (the same agent with the same
 * parameters) are the same game, so each deal plays one of them: 24 orders for four different entries,
 * 12 when two are interchangeable (as the 12 seatings of Wang et al. 2022), 6 for two interchangeable
 * pairs, 4 for three, 1 for four; under {@link SeatOrderMode#ROTATIONS} the distinct cyclic rotations of
 * the lineup order.
 *
 * <p>Which of the equivalent orders a deal plays turns with the deal, so that interchangeable entries
 * share the seats: deal {@code d} takes the kept order and moves each interchangeable entry
 * {@code d mod m} places on among the {@code m} copies of its kind, in lineup order. Over any {@code m}
 * consecutive deals each copy therefore takes each copy's place once, and with the whole set of orders
 * every entry sits in every seat equally often: exactly when the number of deals is a multiple of
 * {@code m} (2 for one or two interchangeable pairs, 3 for three copies, 4 for four), within one deal's
 * worth otherwise. Without the turn the second copy of a pair would never deal. Each order keeps its
 * index, and the kinds it seats, in every deal.
 */
public final class SeatOrders {
  private final List<int[]> kept;
  /** For each entry, the interchangeable entries of its kind in lineup order (itself alone when unique). */
  private final int[][] kinds;
  /** For each entry, its place among {@link #kinds}{@code [entry]}. */
  private final int[] place;

  private SeatOrders(List<int[]> kept, int[][] kinds, int[] place) {
    this.kept = kept;
    this.kinds = kinds;
    this.place = place;
  }

  /**
   * The seat orders of a lineup, turning with the deal as the class comment says.
   *
   * @param identities for each entry, a key equal for interchangeable entries
   */
  public static SeatOrders balanced(SeatOrderMode mode, List<String> identities) {
    int n = identities.size();
    Map<String, List<Integer>> byKind = new LinkedHashMap<>();
    for (int e = 0; e < n; e++) {
      byKind.computeIfAbsent(identities.get(e), k -> new ArrayList<>()).add(e);
    }
    int[][] kinds = new int[n][];
    int[] place = new int[n];
    for (List<Integer> copies : byKind.values()) {
      int[] members = copies.stream().mapToInt(Integer::intValue).toArray();
      for (int p = 0; p < members.length; p++) {
        kinds[members[p]] = members;
        place[members[p]] = p;
      }
    }
    return new SeatOrders(List.copyOf(representatives(mode, identities)), kinds, place);
  }

  /** The number of seat orders each deal is played in. */
  public int size() {
    return kept.size();
  }

  /** Seat order {@code index} of deal {@code deal}: for each seat, dealer first, the entry sitting there. */
  public int[] order(int index, long deal) {
    int[] order = kept.get(index).clone();
    for (int s = 0; s < order.length; s++) {
      int[] copies = kinds[order[s]];
      order[s] = copies[Math.floorMod(deal + place[order[s]], copies.length)];
    }
    return order;
  }

  /** The seat orders of deal {@code deal}, by index. */
  public List<int[]> forDeal(long deal) {
    List<int[]> orders = new ArrayList<>(kept.size());
    for (int o = 0; o < kept.size(); o++) {
      orders.add(order(o, deal));
    }
    return orders;
  }

  /**
   * One order for each set of orders that differ only by swapping interchangeable entries: the first
   * candidate of the set, where candidates come in lexicographic order (all permutations) or by rotation.
   */
  private static List<int[]> representatives(SeatOrderMode mode, List<String> identities) {
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
      List<String> seated = new ArrayList<>(n);
      for (int e : order) {
        seated.add(identities.get(e));
      }
      if (seen.add(seated)) {
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
