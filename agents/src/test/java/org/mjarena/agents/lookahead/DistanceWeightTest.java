package org.mjarena.agents.lookahead;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

final class DistanceWeightTest {
  private static int distance(String hand, int melds) {
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(Tiles.counts(hand), keys);
    return DistanceWeight.of(keys, melds);
  }

  /** Paper 003 section 3.3: 1,4,6,9,9 characters; 2,3,7,7 dots; 1,5,6,7,8 bamboo is 4. */
  @Test
  void of_paperWorkedExample() {
    assertThat(distance("14699m 2377p 15678s", 0)).isEqualTo(4);
  }

  @Test
  void of_isolatedTilesChangeNothing() {
    assertThat(distance("147m 258p 369s", 0)).isEqualTo(9);
    assertThat(distance("46m", 0)).isEqualTo(9);
  }

  @Test
  void of_completedSetCountsTwoAndIsNotReused() {
    assertThat(distance("567s", 0)).isEqualTo(7);
    assertThat(distance("5678s", 0)).isEqualTo(7);
    assertThat(distance("555m", 0)).isEqualTo(7);
    assertThat(distance("5555m", 0)).isEqualTo(7);
  }

  @Test
  void of_winningHandIsZero() {
    assertThat(distance("123m 456m 789p 111s 55s", 0)).isZero();
    assertThat(distance("123m 789p 111s 55s", 1)).isZero();
  }

  @Test
  void of_greedyReadingMissesDoubleChows() {
    // 445566 is two chows, but the greedy pass pairs 44, 55 and 66 first: −3, not −4.
    assertThat(distance("445566m", 0)).isEqualTo(6);
    // 4556: 4 and 5 make a run, the second 5 is a new single, 6 completes the run 45.
    assertThat(distance("4556m", 0)).isEqualTo(7);
  }

  @Test
  void of_declaredMeldsCountAsCompletedSets() {
    assertThat(distance("1m", 4)).isEqualTo(1);
    assertThat(distance("11m", 4)).isZero();
  }

  @Test
  void of_matchesTheGreedyPassOnRandomHands() {
    UniformRandomProvider rng = Seeds.generator(7);
    for (int i = 0; i < 20_000; i++) {
      int[] counts = new int[Tile.KINDS];
      int size = rng.nextInt(18);
      for (int k = 0; k < size; k++) {
        int t = rng.nextInt(Tile.NUMBERED_KINDS);
        if (counts[t] < 4) {
          counts[t]++;
        }
      }
      int[] keys = new int[DistanceWeight.GROUPS];
      DistanceWeight.keys(counts, keys);
      assertThat(DistanceWeight.of(keys, 0)).as(Tiles.compact(counts)).isEqualTo(Reference.distance(counts, 0));
    }
  }

  @Test
  void of_honoursFormPairsAndPungs() {
    assertThat(distance("1z", 0)).isEqualTo(9);
    assertThat(distance("55z", 0)).isEqualTo(8);
    assertThat(distance("555z", 0)).isEqualTo(7);
    // The fourth copy starts a new single, as a fourth numbered tile does.
    assertThat(distance("5555z", 0)).isEqualTo(7);
    assertThat(distance("11z 222z 33z", 0)).isEqualTo(5);
  }

  @Test
  void of_honoursFormNoChows() {
    assertThat(distance("123z", 0)).isEqualTo(9);
    assertThat(distance("567z", 0)).isEqualTo(9);
    assertThat(distance("1234567z", 0)).isEqualTo(9);
  }

  @Test
  void of_winningMcrHandWithHonoursIsZero() {
    assertThat(distance("123m 456p 789s 111z 77z", 0)).isZero();
    assertThat(distance("123m 555z 77z", 2)).isZero();
  }

  @Test
  void of_matchesTheGreedyPassOnRandomMcrHands() {
    UniformRandomProvider rng = Seeds.generator(8);
    for (int i = 0; i < 20_000; i++) {
      int[] counts = new int[Tile.KINDS];
      int size = rng.nextInt(18);
      for (int k = 0; k < size; k++) {
        int t = rng.nextInt(Tile.KINDS);
        if (counts[t] < 4) {
          counts[t]++;
        }
      }
      int[] keys = new int[DistanceWeight.GROUPS];
      DistanceWeight.keys(counts, keys);
      assertThat(DistanceWeight.of(keys, 0)).as(Tiles.compact(counts)).isEqualTo(Reference.distance(counts, 0));
    }
  }

  @Test
  void bestAfterDiscard_throwsTheLoneHonour() {
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(Tiles.counts("123s 456s 789p 11p 45p 7z"), keys);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, -1L)).isEqualTo(1);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, 1L << Tile.J3.index())).isEqualTo(1);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, 1L << Tile.J1.index())).isEqualTo(Integer.MAX_VALUE);
  }

  @Test
  void bestAfterDiscard_throwsTheIsolatedTile() {
    int[] keys = new int[DistanceWeight.GROUPS];
    DistanceWeight.keys(Tiles.counts("123s 456s 789p 11p 45p 9m"), keys);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, -1L)).isEqualTo(1);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, 1L << Tile.T1.index())).isEqualTo(2);
    assertThat(DistanceWeight.bestAfterDiscard(keys, 0, 1L << Tile.W1.index())).isEqualTo(Integer.MAX_VALUE);
  }
}
