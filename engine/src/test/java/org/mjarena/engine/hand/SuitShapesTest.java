package org.mjarena.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;
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
  void entrySetWaits_completeAPartialSet() {
    assertThat(SuitShapes.entrySetWaits(SuitShapes.entry(key("12"), false))).isEqualTo(positions("3"));
    assertThat(SuitShapes.entrySetWaits(SuitShapes.entry(key("13"), false))).isEqualTo(positions("2"));
    assertThat(SuitShapes.entrySetWaits(SuitShapes.entry(key("45"), false))).isEqualTo(positions("36"));
    assertThat(SuitShapes.entrySetWaits(SuitShapes.entry(key("11"), false))).isEqualTo(positions("1"));
  }

  @Test
  void entrySetWaits_neverAFifthCopy() {
    // 11112 + 3 = 111 123; another 1 would be a fifth copy.
    assertThat(SuitShapes.entrySetWaits(SuitShapes.entry(key("11112"), false))).isEqualTo(positions("3"));
  }

  @Test
  void entryPairWaits_completeSetsAndPair() {
    assertThat(SuitShapes.entryPairWaits(SuitShapes.entry(key("1"), false))).isEqualTo(positions("1"));
    assertThat(SuitShapes.entryPairWaits(SuitShapes.entry(key("1113"), false))).isEqualTo(positions("23"));
    assertThat(SuitShapes.entryPairWaits(SuitShapes.entry(key("1112345678999"), false))).isEqualTo(positions("123456789"));
  }

  @Test
  void count_readsPositionsBack() {
    int key = key("1113");
    assertThat(SuitShapes.count(key, 0)).isEqualTo(3);
    assertThat(SuitShapes.count(key, 1)).isZero();
    assertThat(SuitShapes.count(key, 2)).isEqualTo(1);
  }
}
