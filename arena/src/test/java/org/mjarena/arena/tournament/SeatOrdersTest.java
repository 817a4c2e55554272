package org.mjarena.arena.tournament;

import org.mjarena.arena.config.SeatOrderMode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class SeatOrdersTest {
  /** Every way four entries can be interchangeable, in several lineup positions. */
  private static final List<List<String>> LINEUPS = List.of(
      List.of("a", "b", "c", "d"), List.of("a", "b", "r", "r"), List.of("r", "r", "a", "b"), List.of("r", "a", "b", "r"),
      List.of("a", "r", "b", "r"), List.of("a", "a", "b", "b"), List.of("a", "b", "a", "b"), List.of("a", "b", "b", "a"),
      List.of("a", "a", "a", "b"), List.of("b", "a", "a", "a"), List.of("a", "b", "a", "a"), List.of("a", "a", "a", "a"));
  /** A multiple of every possible number of copies (2, 3, 4): every lineup balances exactly over it. */
  private static final int WHOLE_TURN = 12;

  @Test
  void all_fourDifferentEntries_24Orders() {
    List<int[]> orders = SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "b", "c", "d")).forDeal(0);
    assertThat(orders).hasSize(24);
    assertDistinctPermutations(orders);
  }

  @Test
  void all_twoInterchangeableEntries_12OrdersInLineupOrderOnTheFirstDeal() {
    List<int[]> orders = SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "b", "r", "r")).forDeal(0);
    assertThat(orders).hasSize(12);
    assertDistinctPermutations(orders);
    for (int[] order : orders) {
      assertThat(indexOf(order, 2)).as("interchangeable entries sit in lineup order").isLessThan(indexOf(order, 3));
    }
  }

  @Test
  void all_twoPairsAndThreeAndFourOfAKind() {
    assertThat(SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "a", "b", "b")).forDeal(0)).hasSize(6);
    assertThat(SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "a", "a", "b")).forDeal(0)).hasSize(4);
    assertThat(SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "a", "a", "a")).forDeal(0)).hasSize(1);
  }

  @Test
  void rotations_theCyclicRotationsOfTheLineup_eachEntryDealsOnce() {
    List<int[]> orders = SeatOrders.balanced(SeatOrderMode.ROTATIONS, List.of("a", "b", "c", "d")).forDeal(0);
    assertThat(orders).hasSize(4);
    for (int r = 0; r < 4; r++) {
      assertThat(orders.get(r)).as("rotation %d: the lineup order, entry %d dealing", r, r)
          .containsExactly(r, (r + 1) % 4, (r + 2) % 4, (r + 3) % 4);
    }
  }

  @Test
  void rotations_repeatedRotations_keptOnce() {
    assertThat(SeatOrders.balanced(SeatOrderMode.ROTATIONS, List.of("a", "b", "a", "b")).forDeal(0)).hasSize(2);
    assertThat(SeatOrders.balanced(SeatOrderMode.ROTATIONS, List.of("a", "b", "r", "r")).forDeal(0)).hasSize(4);
    assertThat(SeatOrders.balanced(SeatOrderMode.ROTATIONS, List.of("a", "a", "a", "a")).forDeal(0)).hasSize(1);
  }

  @Test
  void balanced_twoIdenticalEntries_everyEntryInEverySeatEquallyOften() {
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "b", "r", "r"));
    // 10 deals x 12 orders = 120 games: each of the four entries 30 times in each of the four seats.
    int[][] count = seatCounts(orders, 10);
    for (int[] bySeat : count) {
      assertThat(bySeat).containsExactly(30, 30, 30, 30);
    }
  }

  @Test
  void balanced_everyLineupAndMode_everyEntryInEverySeatEquallyOften() {
    for (SeatOrderMode mode : SeatOrderMode.values()) {
      for (List<String> lineup : LINEUPS) {
        SeatOrders orders = SeatOrders.balanced(mode, lineup);
        int[][] count = seatCounts(orders, 2 * WHOLE_TURN);
        int expected = 2 * WHOLE_TURN * orders.size() / 4;
        for (int e = 0; e < 4; e++) {
          assertThat(count[e]).as("%s %s, entry %d by seat", mode, lineup, e).containsOnly(expected);
        }
      }
    }
  }

  @Test
  void balanced_dealsNotAMultipleOfTheCopies_withinOneDeal() {
    for (SeatOrderMode mode : SeatOrderMode.values()) {
      for (List<String> lineup : LINEUPS) {
        SeatOrders orders = SeatOrders.balanced(mode, lineup);
        for (int deals = 1; deals < WHOLE_TURN; deals++) {
          int[][] count = seatCounts(orders, deals);
          for (int s = 0; s < 4; s++) {
            int lo = Integer.MAX_VALUE;
            int hi = 0;
            for (int[] bySeat : count) {
              lo = Math.min(lo, bySeat[s]);
              hi = Math.max(hi, bySeat[s]);
            }
            assertThat(hi - lo).as("%s %s over %d deals, seat %d", mode, lineup, deals, s).isLessThanOrEqualTo(orders.size());
          }
        }
      }
    }
  }

  @Test
  void balanced_everyDeal_theSameGamesAsTheFirst() {
    for (SeatOrderMode mode : SeatOrderMode.values()) {
      for (List<String> lineup : LINEUPS) {
        SeatOrders orders = SeatOrders.balanced(mode, lineup);
        assertThat(orders.forDeal(0)).as("deal 0 plays the orders of `of`")
            .usingElementComparator(Arrays::compare).containsExactlyElementsOf(SeatOrders.balanced(mode, lineup).forDeal(0));
        for (long deal = 0; deal < WHOLE_TURN; deal++) {
          List<int[]> today = orders.forDeal(deal);
          assertThat(today).hasSize(orders.size());
          assertDistinctPermutations(today);
          for (int o = 0; o < orders.size(); o++) {
            assertThat(today.get(o)).isEqualTo(orders.order(o, deal));
            assertThat(kinds(lineup, today.get(o))).as("%s %s order %d of deal %d seats the same kinds", mode, lineup, o, deal)
                .isEqualTo(kinds(lineup, orders.order(o, 0)));
          }
        }
      }
    }
  }

  @Test
  void balanced_fourDifferentEntries_theSameOrdersEveryDeal() {
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "b", "c", "d"));
    for (long deal : new long[] {1, 2, 3, 1_000_003}) {
      assertThat(orders.forDeal(deal)).usingElementComparator(Arrays::compare).containsExactlyElementsOf(orders.forDeal(0));
    }
  }

  @Test
  void balanced_identicalPair_secondCopyDealsOnOddDeals() {
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ALL, List.of("a", "b", "r", "r"));
    // Order 0 of the first deal is the lineup order; the next deal swaps the pair.
    assertThat(orders.order(0, 0)).containsExactly(0, 1, 2, 3);
    assertThat(orders.order(0, 1)).containsExactly(0, 1, 3, 2);
    assertThat(orders.order(0, 2)).containsExactly(0, 1, 2, 3);
  }

  /** {@code count[entry][seat]} over deals 0 to {@code deals - 1}. */
  private static int[][] seatCounts(SeatOrders orders, int deals) {
    int[][] count = new int[4][4];
    for (long deal = 0; deal < deals; deal++) {
      for (int o = 0; o < orders.size(); o++) {
        int[] order = orders.order(o, deal);
        for (int s = 0; s < 4; s++) {
          count[order[s]][s]++;
        }
      }
    }
    return count;
  }

  private static List<String> kinds(List<String> lineup, int[] order) {
    List<String> seated = new ArrayList<>();
    for (int e : order) {
      seated.add(lineup.get(e));
    }
    return seated;
  }

  private static int indexOf(int[] order, int entry) {
    for (int s = 0; s < order.length; s++) {
      if (order[s] == entry) {
        return s;
      }
    }
    throw new AssertionError(entry + " not seated in " + Arrays.toString(order));
  }

  private static void assertDistinctPermutations(List<int[]> orders) {
    Set<List<Integer>> seen = new HashSet<>();
    for (int[] order : orders) {
      assertThat(order).containsExactlyInAnyOrder(0, 1, 2, 3);
      assertThat(seen.add(Arrays.stream(order).boxed().toList())).isTrue();
    }
  }
}
