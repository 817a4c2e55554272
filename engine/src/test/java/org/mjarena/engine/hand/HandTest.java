package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The shape tests of a concealed hand, each on the smallest hand that shows it. */
final class HandTest {
  /** The mask with bit {@code t} set for each tile written. */
  private static long mask(String tiles) {
    long mask = 0;
    for (Tile t : Tiles.parse(tiles)) {
      mask |= 1L << t.index();
    }
    return mask;
  }

  @Test
  void isStandardComplete_setsAndPair() {
    assertThat(Hand.of("55p").isStandardComplete()).isTrue();
    assertThat(Hand.of("123m 55p").isStandardComplete()).isTrue();
    assertThat(Hand.of("123m 456m 789s 111p 55p").isStandardComplete()).isTrue();
  }

  @Test
  void isStandardComplete_falseWithLeftoverOrWithoutPair() {
    assertThat(Hand.of("124m 55p").isStandardComplete()).isFalse();
    assertThat(Hand.of("123m 456p").isStandardComplete()).isFalse();
    assertThat(Hand.of("11m 22s").isStandardComplete()).isFalse();
    assertThat(Hand.of("123m 456m 789s 111p 5p").isStandardComplete()).isFalse();
  }

  @Test
  void isSetsOnly_chowsAndPungs() {
    assertThat(new Hand().isSetsOnly()).isTrue();
    assertThat(Hand.of("111m 234m 789s").isSetsOnly()).isTrue();
  }

  @Test
  void isSetsOnly_falseWithPairOrLeftover() {
    assertThat(Hand.of("111m 234m 77s").isSetsOnly()).isFalse();
    assertThat(Hand.of("111m 235m 789s").isSetsOnly()).isFalse();
    assertThat(Hand.of("11m 22s 33p").isSetsOnly()).isFalse();
  }

  @Test
  void isAllPungs_pungsAndPair() {
    assertThat(Hand.of("111m 222s 333p 444m 55p").isAllPungs()).isTrue();
    // Three identical chows read as three pungs.
    assertThat(Hand.of("111222333m 55p").isAllPungs()).isTrue();
  }

  @Test
  void isAllPungs_falseWithChow() {
    assertThat(Hand.of("123m 222s 333p 444m 55p").isAllPungs()).isFalse();
    assertThat(Hand.of("123m 222s 333p 444m 55p").isStandardComplete()).isTrue();
  }

  @Test
  void isSevenPairs_sevenPairs() {
    assertThat(Hand.of("11m 22m 33s 44s 55p 66p 77p").isSevenPairs()).isTrue();
  }

  @Test
  void isSevenPairs_fourIdenticalCountAsTwoPairs() {
    assertThat(Hand.of("1111m 22m 33s 44s 55p 66p").isSevenPairs()).isTrue();
  }

  @Test
  void isSevenPairs_falseWithSingleOrWrongSize() {
    assertThat(Hand.of("11m 22m 33s 44s 55p 66p 78p").isSevenPairs()).isFalse();
    assertThat(Hand.of("111m 22m 33s 44s 55p 66p 7p").isSevenPairs()).isFalse();
    assertThat(Hand.of("11m 22m 33s 44s 55p 66p").isSevenPairs()).isFalse();
  }

  @Test
  void pairMask_tilesHeldTwiceOrMore() {
    Hand hand = Hand.of("11m 2m 333p 4444s");
    assertThat(hand.pairMask()).isEqualTo(mask("1m 3p 4s"));
    hand.remove(Tiles.parse("1m").get(0).index());
    assertThat(hand.pairMask()).isEqualTo(mask("3p 4s"));
  }

  @Test
  void chowTiles_belowAroundAboveWithinTheSuit() {
    // 89m and 12s do not chow across the suits' boundary; 46p waits in the middle.
    assertThat(Hand.of("89m 12s 46p 111z").chowTiles()).isEqualTo(mask("7m 3s 5p"));
    assertThat(Hand.of("2345m").chowTiles()).isEqualTo(mask("1m 2m 3m 4m 5m 6m"));
  }

  @Test
  void concealedSize_thirteenLessThreePerMeld() {
    assertThat(Hand.concealedSize(0)).isEqualTo(13);
    assertThat(Hand.concealedSize(1)).isEqualTo(10);
    assertThat(Hand.concealedSize(Meld.MAX_PER_HAND)).isEqualTo(1);
  }

  @Test
  void firstCopyTooMany_theFifthCopyOfAKind() {
    assertThat(Hand.firstCopyTooMany(Tiles.parse("1111m"))).isEqualTo(-1);
    assertThat(Hand.firstCopyTooMany(Tiles.parse("11111m"))).isEqualTo(4);
    // Counted per kind, in the order given: the fifth 2p is the sixth tile.
    assertThat(Hand.firstCopyTooMany(Tiles.parse("2222p 1s 2p 2p"))).isEqualTo(5);
  }

  @Test
  void firstCopyTooMany_noneInAnEmptyList() {
    assertThat(Hand.firstCopyTooMany(List.of())).isEqualTo(-1);
  }

  @Test
  void chowMask_eachPlaceOfTheClaimedTile() {
    Tile five = Tiles.parse("5m").get(0);
    assertThat(Hand.of("34m").chowMask(five.index())).isEqualTo(0b001); // 3-4-5: five is the highest
    assertThat(Hand.of("46m").chowMask(five.index())).isEqualTo(0b010); // 4-5-6: the middle
    assertThat(Hand.of("67m").chowMask(five.index())).isEqualTo(0b100); // 5-6-7: the lowest
    assertThat(Hand.of("3467m").chowMask(five.index())).isEqualTo(0b111);
  }

  @Test
  void chowMask_noneAcrossSuitsNorOfHonours() {
    assertThat(Hand.of("89m").chowMask(Tiles.parse("1s").get(0).index())).isZero();
    assertThat(Hand.of("12s").chowMask(Tiles.parse("9m").get(0).index())).isZero();
    assertThat(Hand.of("4m 6p").chowMask(Tiles.parse("5m").get(0).index())).isZero();
    assertThat(Hand.of("11z").chowMask(Tiles.parse("1z").get(0).index())).isZero();
  }

  @Test
  void standardWaits_closedWait() {
    assertThat(Hand.of("123m 456m 789m 99s 46p").standardWaits()).isEqualTo(mask("5p"));
  }

  @Test
  void standardWaits_pungAndSingleWaitOnTwoTiles() {
    // 1113m: 11 + 123 or 111 + 33.
    assertThat(Hand.of("1113m 567m 789s 555p").standardWaits()).isEqualTo(mask("2m 3m"));
  }

  @Test
  void standardWaits_nineGatesWaitsOnEveryTileOfTheSuit() {
    assertThat(Hand.of("1112345678999m").standardWaits()).isEqualTo(mask("123456789m"));
  }

  @Test
  void standardWaits_pairAndPartialSetInTwoSuits() {
    assertThat(Hand.of("11m 23s 456p 789p 123m").standardWaits()).isEqualTo(mask("1s 4s"));
  }

  @Test
  void standardWaits_noneWhenNotReadyOrWrongSize() {
    assertThat(Hand.of("147m 258s 369p 1479m").standardWaits()).isZero();
    assertThat(Hand.of("123m 456m 789m 99s 456p").standardWaits()).isZero();
  }

  @Test
  void sevenPairsWaits_theSingleTile() {
    assertThat(Hand.of("11m 22m 33s 44s 55p 66p 7p").sevenPairsWaits()).isEqualTo(mask("7p"));
    assertThat(Hand.of("111m 22m 33s 44s 55p 66p").sevenPairsWaits()).isEqualTo(mask("1m"));
  }

  @Test
  void sevenPairsWaits_noneWithTwoSinglesOrWrongSize() {
    assertThat(Hand.of("11m 22m 33s 44s 55p 6p 7p 8p").sevenPairsWaits()).isZero();
    assertThat(Hand.of("11m 22m 33s 44s 55p 6p 7p").sevenPairsWaits()).isZero();
    assertThat(Hand.of("11m 22m 33s 44s 55p 66p 77p").sevenPairsWaits()).isZero();
  }

  @Test
  void addAndRemove_keepShapesUpToDate() {
    Hand hand = Hand.of("123m 456m 789m 99s 4p");
    assertThat(hand.isStandardComplete()).isFalse();
    hand.add(Tiles.parse("5p").get(0).index());
    hand.add(Tiles.parse("6p").get(0).index());
    assertThat(hand.isStandardComplete()).isTrue();
    hand.remove(Tiles.parse("1m").get(0).index());
    assertThat(hand.isStandardComplete()).isFalse();
    assertThat(hand.size()).isEqualTo(13);
    assertThat(hand).hasToString("23456789m 99s 456p");
  }

  @Test
  void remove_missingTileThrows() {
    Hand hand = Hand.of("123m");
    assertThatThrownBy(() -> hand.remove(Tiles.parse("4m").get(0).index()))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void copy_isIndependent() {
    Hand hand = Hand.of("123m 55p");
    Hand copy = hand.copy();
    copy.remove(Tiles.parse("5p").get(0).index());

    assertThat(hand.isStandardComplete()).isTrue();
    assertThat(copy.isStandardComplete()).isFalse();
    assertThat(copy).isNotEqualTo(hand);
  }

  @Test
  void shapeTests_agreeWithPlainSearchOnRandomHands() {
    UniformRandomProvider rng = Seeds.generator(108L);
    int complete = 0;
    int ready = 0;
    for (int n = 0; n < 3000; n++) {
      // Tiles from one or two suits only, so that many hands are ready or complete.
      int kinds = rng.nextBoolean() ? 9 : 18;
      int[] counts = new int[Tile.KINDS];
      Hand hand = new Hand();
      int size = rng.nextBoolean() ? 13 : 14;
      while (hand.size() < size) {
        int t = rng.nextInt(kinds);
        if (counts[t] < 4) {
          counts[t]++;
          hand.add(t);
        }
      }
      String where = "hand " + hand;
      if (size == 14) {
        assertThat(hand.isStandardComplete()).as(where).isEqualTo(complete(counts, false));
        assertThat(hand.isAllPungs()).as(where).isEqualTo(complete(counts, true));
        complete += hand.isStandardComplete() ? 1 : 0;
      } else {
        long waits = 0;
        for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
          if (counts[t] < 4) {
            counts[t]++;
            waits |= complete(counts, false) ? 1L << t : 0;
            counts[t]--;
          }
        }
        assertThat(hand.standardWaits()).as(where).isEqualTo(waits);
        ready += waits != 0 ? 1 : 0;
      }
    }
    // The comparison would prove little if the search found nothing.
    assertThat(complete).isGreaterThan(20);
    assertThat(ready).isGreaterThan(100);
  }

  /** Whether the counts split into sets (pungs only, if asked) and one pair, found by plain search. */
  private static boolean complete(int[] counts, boolean pungsOnly) {
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      if (counts[t] >= 2) {
        counts[t] -= 2;
        boolean sets = sets(counts, 0, pungsOnly);
        counts[t] += 2;
        if (sets) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean sets(int[] counts, int from, boolean pungsOnly) {
    int t = from;
    while (t < Tile.NUMBERED_KINDS && counts[t] == 0) {
      t++;
    }
    if (t == Tile.NUMBERED_KINDS) {
      return true;
    }
    boolean found = false;
    if (counts[t] >= 3) {
      counts[t] -= 3;
      found = sets(counts, t, pungsOnly);
      counts[t] += 3;
    }
    if (!found && !pungsOnly && t % 9 <= 6 && counts[t + 1] > 0 && counts[t + 2] > 0) {
      counts[t]--;
      counts[t + 1]--;
      counts[t + 2]--;
      found = sets(counts, t, false);
      counts[t]++;
      counts[t + 1]++;
      counts[t + 2]++;
    }
    return found;
  }
}
