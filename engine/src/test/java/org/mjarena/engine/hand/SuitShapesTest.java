package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.hand.SuitShapes.PUNGS;
import static org.mjarena.engine.hand.SuitShapes.PUNGS_PAIR;
import static org.mjarena.engine.hand.SuitShapes.SETS;
import static org.mjarena.engine.hand.SuitShapes.SETS_PAIR;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The suit tables, with one suit's tiles written as their numbers, e.g. {@code "1123"}; and the whole
 * hand shapes on tile counts, written in the notation of {@link Tiles}.
 */
final class SuitShapesTest {
  /** The suit key of the numbers written. */
  private static int key(String numbers) {
    int key = 0;
    for (char c : numbers.toCharArray()) {
      key += SuitShapes.pow5(c - '1');
    }
    return key;
  }

  /** The bit mask of the positions of the numbers written. */
  private static int positions(String numbers) {
    int mask = 0;
    for (char c : numbers.toCharArray()) {
      mask |= 1 << (c - '1');
    }
    return mask;
  }

  @Test
  void flags_emptySuitIsSetsAndPungs() {
    assertThat(SuitShapes.flags(0, false)).isEqualTo(SETS | PUNGS);
  }

  @Test
  void flags_chowIsSetsNotPungs() {
    assertThat(SuitShapes.flags(key("123"), false)).isEqualTo(SETS);
  }

  @Test
  void flags_pungIsSetsAndPungs() {
    assertThat(SuitShapes.flags(key("111"), false)).isEqualTo(SETS | PUNGS);
  }

  @Test
  void flags_pairIsSetsPairAndPungsPair() {
    assertThat(SuitShapes.flags(key("11"), false)).isEqualTo(SETS_PAIR | PUNGS_PAIR);
  }

  @Test
  void flags_chowAndPairIsSetsPairOnly() {
    assertThat(SuitShapes.flags(key("11123"), false)).isEqualTo(SETS_PAIR);
  }

  @Test
  void flags_twoPairsAreNeitherSetsNorSetsAndPair() {
    assertThat(SuitShapes.flags(key("1122"), false)).isZero();
    assertThat(SuitShapes.flags(key("12"), false)).isZero();
  }

  @Test
  void flags_fourSetsAndPair() {
    assertThat(SuitShapes.flags(key("11123456789999"), false) & SETS_PAIR).isNotZero();
    assertThat(SuitShapes.flags(key("11122233344455"), false) & PUNGS_PAIR).isNotZero();
  }

  @Test
  void flags_honoursFormNoChows() {
    assertThat(SuitShapes.flags(key("123"), true) & SETS).isZero();
    assertThat(SuitShapes.flags(key("111"), true) & SETS).isNotZero();
  }

  @Test
  void setWaits_completeAPartialSet() {
    assertThat(SuitShapes.setWaits(key("12"), false)).isEqualTo(positions("3"));
    assertThat(SuitShapes.setWaits(key("13"), false)).isEqualTo(positions("2"));
    assertThat(SuitShapes.setWaits(key("45"), false)).isEqualTo(positions("36"));
    assertThat(SuitShapes.setWaits(key("11"), false)).isEqualTo(positions("1"));
  }

  @Test
  void setWaits_neverAFifthCopy() {
    // 11112 + 3 = 111 123; another 1 would be a fifth copy.
    assertThat(SuitShapes.setWaits(key("11112"), false)).isEqualTo(positions("3"));
  }

  @Test
  void pairWaits_completeSetsAndPair() {
    assertThat(SuitShapes.pairWaits(key("1"), false)).isEqualTo(positions("1"));
    assertThat(SuitShapes.pairWaits(key("1113"), false)).isEqualTo(positions("23"));
    assertThat(SuitShapes.pairWaits(key("1112345678999"), false)).isEqualTo(positions("123456789"));
  }

  @Test
  void count_readsPositionsBack() {
    int key = key("1113");
    assertThat(SuitShapes.count(key, 0)).isEqualTo(3);
    assertThat(SuitShapes.count(key, 1)).isZero();
    assertThat(SuitShapes.count(key, 2)).isEqualTo(1);
  }

  /** The mask with bit {@code t} set for each tile written. */
  private static long mask(String tiles) {
    long mask = 0;
    for (Tile t : Tiles.parse(tiles)) {
      mask |= 1L << t.index();
    }
    return mask;
  }

  @Test
  void groupAndPosition_honoursFollowTheSuits() {
    int east = Tiles.parse("1z").get(0).index();
    assertThat(SuitShapes.group(east)).isEqualTo(SuitShapes.HONOUR_GROUP);
    assertThat(SuitShapes.position(east)).isZero();
    assertThat(SuitShapes.firstTile(SuitShapes.HONOUR_GROUP)).isEqualTo(east);
    int nineDots = Tiles.parse("9p").get(0).index();
    assertThat(SuitShapes.position(nineDots)).isEqualTo(8);
  }

  @Test
  void key_ofEachGroupOfTheCounts() {
    int[] counts = Tiles.counts("1123m 17z");
    assertThat(SuitShapes.key(counts, 0)).isEqualTo(key("1123"));
    assertThat(SuitShapes.key(counts, 1)).isZero();
    assertThat(SuitShapes.key(counts, SuitShapes.HONOUR_GROUP)).isEqualTo(key("17"));
  }

  @Test
  void isStandardComplete_setsAndOnePairOverTheGroups() {
    assertThat(SuitShapes.isStandardComplete(Tiles.counts("123m 456p 789s 111z 22z"))).isTrue();
    assertThat(SuitShapes.isStandardComplete(Tiles.counts("55p"))).isTrue();
  }

  @Test
  void isStandardComplete_falseWithALeftoverOrTwoPairs() {
    assertThat(SuitShapes.isStandardComplete(Tiles.counts("124m 55p"))).isFalse();
    assertThat(SuitShapes.isStandardComplete(Tiles.counts("11m 22s"))).isFalse();
  }

  @Test
  void isSetsOnly_setsWithoutPair() {
    assertThat(SuitShapes.isSetsOnly(Tiles.counts("123m 111z"))).isTrue();
    assertThat(SuitShapes.isSetsOnly(new int[Tile.KINDS])).isTrue();
    assertThat(SuitShapes.isSetsOnly(Tiles.counts("123m 55p"))).isFalse();
  }

  @Test
  void standardWaits_fromCounts() {
    assertThat(SuitShapes.standardWaits(Tiles.counts("123m 456m 789m 99s 46p"))).isEqualTo(mask("5p"));
    assertThat(SuitShapes.standardWaits(Tiles.counts("11m 23s 456p 789p 123m"))).isEqualTo(mask("1s 4s"));
    assertThat(SuitShapes.standardWaits(Tiles.counts("1z"))).isEqualTo(mask("1z"));
    assertThat(SuitShapes.standardWaits(Tiles.counts("147m 258s 369p 1479m"))).isZero();
  }

  @Test
  void countsEntryPoints_agreeWithHandOnRandomHands() {
    UniformRandomProvider rng = Seeds.generator(55L);
    for (int n = 0; n < 2000; n++) {
      // One suit and the honours, so that many hands are ready or complete.
      int suit = rng.nextInt(3) * 9;
      int size = rng.nextBoolean() ? 13 : 14;
      Hand hand = new Hand();
      int[] counts = new int[Tile.KINDS];
      while (hand.size() < size) {
        int k = rng.nextInt(12);
        int t = k < 9 ? suit + k : Tile.NUMBERED_KINDS + k - 9;
        if (counts[t] < 4) {
          counts[t]++;
          hand.add(t);
        }
      }
      if (size == 14) {
        assertThat(SuitShapes.isStandardComplete(counts)).as("hand " + hand).isEqualTo(hand.isStandardComplete());
      } else {
        assertThat(SuitShapes.standardWaits(counts)).as("hand " + hand).isEqualTo(hand.standardWaits());
      }
    }
  }
}
