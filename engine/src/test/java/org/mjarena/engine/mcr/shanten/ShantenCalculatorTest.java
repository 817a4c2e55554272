package org.mjarena.engine.mcr.shanten;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tiles;

/** The win distance of each form on the smallest hands that show each rule. */
final class ShantenCalculatorTest {
  /** The tile mask of tiles written in either notation. */
  private static long mask(String tiles) {
    long mask = 0;
    for (var t : Tiles.parse(tiles)) {
      mask |= 1L << t.index();
    }
    return mask;
  }

  private static Shanten all(String tiles, int melds) {
    return ShantenCalculator.all(Tiles.counts(tiles), melds);
  }

  @Test
  void basic_completeHandIsMinusOne() {
    assertThat(ShantenCalculator.basic(Tiles.counts("123m 456p 789s 111z 22z"), 0)).isEqualTo(-1);
  }

  @Test
  void basic_readyHandIsZero() {
    Shanten s = all("123m 456p 789s 111z 2z", 0);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(ShantenForm.BASIC)).isEqualTo(mask("2z"));
  }

  @Test
  void basic_isolatedTilesAreEightAway() {
    assertThat(ShantenCalculator.basic(Tiles.counts("147m 147s 147p 1234z"), 0)).isEqualTo(8);
  }

  @Test
  void basic_partialsCountOnlyUpToTheSetsStillNeeded() {
    assertThat(ShantenCalculator.basic(Tiles.counts("12m 45m 78m 12p 45p 78p 1z"), 0)).isEqualTo(4);
  }

  @Test
  void basic_meldsCountAsSets() {
    Shanten s = all("5z", 4);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(ShantenForm.BASIC)).isEqualTo(mask("5z"));
  }

  @Test
  void basic_readyHandWaitsOnAFifthCopyInForm() {
    Shanten s = all("1111m", 3);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(ShantenForm.BASIC)).isEqualTo(mask("1m"));
  }

  @Test
  void basic_handNotReadyNeverCountsAKindHeldFourTimes() {
    Shanten s = all("1111m 3p 6p 9s", 2);
    assertThat(s.basic()).isEqualTo(2);
    assertThat(s.effective(ShantenForm.BASIC) & mask("1m")).isZero();
    assertThat(s.effective(ShantenForm.BASIC)).isEqualTo(mask("23m 12345678p 789s"));
  }

  @Test
  void sevenPairs_fourIdenticalTilesAreTwoPairs() {
    Shanten s = all("1111m 2233p 4455s 7z", 0);
    assertThat(s.of(ShantenForm.SEVEN_PAIRS)).isZero();
    assertThat(s.effective(ShantenForm.SEVEN_PAIRS)).isEqualTo(mask("7z"));
  }

  @Test
  void thirteenOrphans_withoutPairEveryOrphanHelps() {
    Shanten s = all("19m 19p 19s 1234567z", 0);
    assertThat(s.of(ShantenForm.THIRTEEN_ORPHANS)).isZero();
    assertThat(s.effective(ShantenForm.THIRTEEN_ORPHANS)).isEqualTo(mask("19m 19p 19s 1234567z"));
  }

  @Test
  void thirteenOrphans_withPairOnlyTheMissingOrphanHelps() {
    Shanten s = all("19m 19p 19s 1123456z", 0);
    assertThat(s.of(ShantenForm.THIRTEEN_ORPHANS)).isZero();
    assertThat(s.effective(ShantenForm.THIRTEEN_ORPHANS)).isEqualTo(mask("7z"));
  }

  @Test
  void honorsKnitted_thirteenDifferentCandidatesAreReady() {
    Shanten s = all("147m 258s 369p 1234z", 0);
    assertThat(s.of(ShantenForm.HONORS_KNITTED)).isZero();
    assertThat(s.effective(ShantenForm.HONORS_KNITTED)).isEqualTo(mask("567z"));
  }

  @Test
  void knittedStraight_restGivesTheSetAndThePair() {
    Shanten s = all("147m 258s 369p 23m 11z", 0);
    assertThat(s.of(ShantenForm.KNITTED_STRAIGHT)).isZero();
    assertThat(s.effective(ShantenForm.KNITTED_STRAIGHT)).isEqualTo(mask("14m"));
  }

  @Test
  void knittedStraight_allowsOneMeldOnly() {
    assertThat(all("147m 258s 369p 1z", 1).of(ShantenForm.KNITTED_STRAIGHT)).isZero();
    Shanten twoMelds = all("147m 1z", 2);
    assertThat(twoMelds.applies(ShantenForm.KNITTED_STRAIGHT)).isFalse();
    assertThat(twoMelds.of(ShantenForm.KNITTED_STRAIGHT)).isEqualTo(Shanten.NOT_APPLICABLE);
  }

  @Test
  void all_concealedFormsNeedNoMelds() {
    Shanten s = all("1122m 3344p 5z", 2);
    assertThat(s.applies(ShantenForm.SEVEN_PAIRS)).isFalse();
    assertThat(s.applies(ShantenForm.THIRTEEN_ORPHANS)).isFalse();
    assertThat(s.applies(ShantenForm.HONORS_KNITTED)).isFalse();
    assertThat(s.effective(ShantenForm.SEVEN_PAIRS)).isZero();
  }

  @Test
  void min_takesTheClosestFormAndItsTiles() {
    Shanten s = all("1199m 1199p 1199s 1z", 0);
    assertThat(s.of(ShantenForm.SEVEN_PAIRS)).isZero();
    assertThat(s.basic()).isPositive();
    assertThat(s.min()).isZero();
    assertThat(s.effectiveMin()).isEqualTo(mask("1z"));
  }
}
