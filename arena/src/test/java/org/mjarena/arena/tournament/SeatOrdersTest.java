package org.mjarena.arena.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.mjarena.arena.config.SeatOrderMode;
import org.junit.jupiter.api.Test;

final class SeatOrdersTest {
  @Test
  void all_fourDifferentEntries_24Orders() {
    List<int[]> orders = SeatOrders.of(SeatOrderMode.ALL, List.of("a", "b", "c", "d"));
    assertThat(orders).hasSize(24);
    assertDistinctPermutations(orders);
  }

  @Test
  void all_twoInterchangeableEntries_12Orders() {
    List<int[]> orders = SeatOrders.of(SeatOrderMode.ALL, List.of("a", "b", "r", "r"));
    assertThat(orders).hasSize(12);
    assertDistinctPermutations(orders);
    for (int[] order : orders) {
      int first = indexOf(order, 2);
      int second = indexOf(order, 3);
      assertThat(first).as("interchangeable entries sit in lineup order").isLessThan(second);
    }
  }

  @Test
  void all_twoPairsAndThreeAndFourOfAKind() {
    assertThat(SeatOrders.of(SeatOrderMode.ALL, List.of("a", "a", "b", "b"))).hasSize(6);
    assertThat(SeatOrders.of(SeatOrderMode.ALL, List.of("a", "a", "a", "b"))).hasSize(4);
    assertThat(SeatOrders.of(SeatOrderMode.ALL, List.of("a", "a", "a", "a"))).hasSize(1);
  }

  @Test
  void rotations_cyclicOrdersOfTheLineup() {
    List<int[]> orders = SeatOrders.of(SeatOrderMode.ROTATIONS, List.of("a", "b", "c", "d"));
    assertThat(orders).hasSize(4);
    assertThat(orders.get(1)).containsExactly(1, 2, 3, 0);
    assertThat(SeatOrders.of(SeatOrderMode.ROTATIONS, List.of("a", "b", "a", "b"))).hasSize(2);
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
