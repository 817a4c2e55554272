package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.hand.SuitShapes.PAIRS;
import static org.mjarena.engine.hand.SuitShapes.PUNGS;
import static org.mjarena.engine.hand.SuitShapes.PUNGS_PAIR;
import static org.mjarena.engine.hand.SuitShapes.SETS;
import static org.mjarena.engine.hand.SuitShapes.SETS_PAIR;

import org.junit.jupiter.api.Test;

/** The suit tables: one suit's tiles written as their numbers, e.g. {@code "1123"}. */
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
  void numbered_emptySuitIsSetsPungsAndPairs() {
    assertThat(SuitShapes.numbered(0)).isEqualTo(SETS | PUNGS | PAIRS);
  }

  @Test
  void numbered_chowIsSetsNotPungs() {
    assertThat(SuitShapes.numbered(key("123"))).isEqualTo(SETS);
  }

  @Test
  void numbered_pungIsSetsAndPungs() {
    assertThat(SuitShapes.numbered(key("111"))).isEqualTo(SETS | PUNGS);
  }

  @Test
  void numbered_pairIsSetsPairPungsPairAndPairs() {
    assertThat(SuitShapes.numbered(key("11"))).isEqualTo(SETS_PAIR | PUNGS_PAIR | PAIRS);
  }

  @Test
  void numbered_chowAndPairIsSetsPairOnly() {
    assertThat(SuitShapes.numbered(key("11123"))).isEqualTo(SETS_PAIR);
  }

  @Test
  void numbered_twoPairsAreNeitherSetsNorSetsAndPair() {
    assertThat(SuitShapes.numbered(key("1122"))).isEqualTo(PAIRS);
    assertThat(SuitShapes.numbered(key("12"))).isZero();
  }

  @Test
  void numbered_fourSetsAndPair() {
    assertThat(SuitShapes.numbered(key("11123456789999")) & SETS_PAIR).isNotZero();
    assertThat(SuitShapes.numbered(key("11122233344455")) & PUNGS_PAIR).isNotZero();
  }

  @Test
  void honours_formNoChows() {
    assertThat(SuitShapes.honours(key("123")) & SETS).isZero();
    assertThat(SuitShapes.honours(key("111")) & SETS).isNotZero();
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
}
