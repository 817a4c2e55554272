package org.mjarena.engine.mcr.distance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The win distance of each form on the smallest hands that show each rule. */
final class WinDistanceCalculatorTest {
  /** Random hands in the cross-check with {@link Hand}; enough for a few hundred ready and complete ones. */
  private static final int RANDOM_HANDS = 4000;
  /** The tile mask of tiles written in either notation. */
  private static long mask(String tiles) {
    long mask = 0;
    for (var t : Tiles.parse(tiles)) {
      mask |= 1L << t.index();
    }
    return mask;
  }

  private static WinDistance all(String tiles, int melds) {
    return WinDistanceCalculator.all(Tiles.counts(tiles), melds);
  }

  /** Asking for some forms gives those forms exactly as the full calculation does, and no others. */
  @Test
  void of_someFormsAreThoseOfAll() {
    java.util.Set<WinDistanceForm> two = java.util.EnumSet.of(WinDistanceForm.BASIC, WinDistanceForm.SEVEN_PAIRS);
    for (String hand : new String[] {"19m 19p 19s 1234567z", "1122m 3344p 55s 669s", "147m 258p 369s 1234z"}) {
      WinDistance full = all(hand, 0);
      WinDistance some = WinDistanceCalculator.of(Tiles.counts(hand), 0, two);
      for (WinDistanceForm form : WinDistanceForm.values()) {
        if (two.contains(form)) {
          assertThat(some.of(form)).as(hand + " " + form).isEqualTo(full.of(form));
          assertThat(some.effective(form)).as(hand + " " + form).isEqualTo(full.effective(form));
        } else {
          assertThat(some.applies(form)).as(hand + " " + form).isFalse();
          assertThat(full.applies(form)).as(hand + " " + form).isTrue();
        }
      }
    }
  }

  @Test
  void basic_completeHandIsMinusOne() {
    assertThat(WinDistanceCalculator.basic(Tiles.counts("123m 456p 789s 111z 22z"), 0)).isEqualTo(-1);
  }

  @Test
  void basic_readyHandIsZero() {
    WinDistance s = all("123m 456p 789s 111z 2z", 0);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(WinDistanceForm.BASIC)).isEqualTo(mask("2z"));
  }

  @Test
  void basic_isolatedTilesAreEightAway() {
    assertThat(WinDistanceCalculator.basic(Tiles.counts("147m 147s 147p 1234z"), 0)).isEqualTo(8);
  }

  @Test
  void basic_partialsCountOnlyUpToTheSetsStillNeeded() {
    assertThat(WinDistanceCalculator.basic(Tiles.counts("12m 45m 78m 12p 45p 78p 1z"), 0)).isEqualTo(4);
  }

  @Test
  void basic_meldsCountAsSets() {
    WinDistance s = all("5z", 4);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(WinDistanceForm.BASIC)).isEqualTo(mask("5z"));
  }

  @Test
  void basic_readyHandWaitsOnAFifthCopyInForm() {
    WinDistance s = all("1111m", 3);
    assertThat(s.basic()).isZero();
    assertThat(s.effective(WinDistanceForm.BASIC)).isEqualTo(mask("1m"));
  }

  @Test
  void basic_handNotReadyNeverCountsAKindHeldFourTimes() {
    WinDistance s = all("1111m 3p 6p 9s", 2);
    assertThat(s.basic()).isEqualTo(2);
    assertThat(s.effective(WinDistanceForm.BASIC) & mask("1m")).isZero();
    assertThat(s.effective(WinDistanceForm.BASIC)).isEqualTo(mask("23m 12345678p 789s"));
  }

  @Test
  void sevenPairs_fourIdenticalTilesAreTwoPairs() {
    WinDistance s = all("1111m 2233p 4455s 7z", 0);
    assertThat(s.of(WinDistanceForm.SEVEN_PAIRS)).isZero();
    assertThat(s.effective(WinDistanceForm.SEVEN_PAIRS)).isEqualTo(mask("7z"));
  }

  @Test
  void thirteenOrphans_withoutPairEveryOrphanHelps() {
    WinDistance s = all("19m 19p 19s 1234567z", 0);
    assertThat(s.of(WinDistanceForm.THIRTEEN_ORPHANS)).isZero();
    assertThat(s.effective(WinDistanceForm.THIRTEEN_ORPHANS)).isEqualTo(mask("19m 19p 19s 1234567z"));
  }

  @Test
  void thirteenOrphans_withPairOnlyTheMissingOrphanHelps() {
    WinDistance s = all("19m 19p 19s 1123456z", 0);
    assertThat(s.of(WinDistanceForm.THIRTEEN_ORPHANS)).isZero();
    assertThat(s.effective(WinDistanceForm.THIRTEEN_ORPHANS)).isEqualTo(mask("7z"));
  }

  @Test
  void honoursKnitted_thirteenDifferentCandidatesAreReady() {
    WinDistance s = all("147m 258s 369p 1234z", 0);
    assertThat(s.of(WinDistanceForm.HONOURS_KNITTED)).isZero();
    assertThat(s.effective(WinDistanceForm.HONOURS_KNITTED)).isEqualTo(mask("567z"));
  }

  @Test
  void knittedStraight_restGivesTheSetAndThePair() {
    WinDistance s = all("147m 258s 369p 23m 11z", 0);
    assertThat(s.of(WinDistanceForm.KNITTED_STRAIGHT)).isZero();
    assertThat(s.effective(WinDistanceForm.KNITTED_STRAIGHT)).isEqualTo(mask("14m"));
  }

  @Test
  void knittedStraight_allowsOneMeldOnly() {
    assertThat(all("147m 258s 369p 1z", 1).of(WinDistanceForm.KNITTED_STRAIGHT)).isZero();
    WinDistance twoMelds = all("147m 1234z", 2);
    assertThat(twoMelds.applies(WinDistanceForm.KNITTED_STRAIGHT)).isFalse();
    assertThat(twoMelds.of(WinDistanceForm.KNITTED_STRAIGHT)).isEqualTo(WinDistance.NOT_APPLICABLE);
  }

  @Test
  void all_concealedFormsNeedNoMelds() {
    WinDistance s = all("1122m 334p", 2);
    assertThat(s.applies(WinDistanceForm.SEVEN_PAIRS)).isFalse();
    assertThat(s.applies(WinDistanceForm.THIRTEEN_ORPHANS)).isFalse();
    assertThat(s.applies(WinDistanceForm.HONOURS_KNITTED)).isFalse();
    assertThat(s.effective(WinDistanceForm.SEVEN_PAIRS)).isZero();
  }

  @Test
  void min_takesTheClosestFormAndItsTiles() {
    WinDistance s = all("1199m 1199p 1199s 1z", 0);
    assertThat(s.of(WinDistanceForm.SEVEN_PAIRS)).isZero();
    assertThat(s.basic()).isPositive();
    assertThat(s.min()).isZero();
    assertThat(s.effectiveMin()).isEqualTo(mask("1z"));
  }

  @Test
  void all_rejectsAHandOfTheWrongSize() {
    assertThatThrownBy(() -> all("123m 456p 789s 111z 22z", 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> all("1m", 3)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void basic_agreesWithTheWinningShapeTestsOfHand() {
    UniformRandomProvider rng = Seeds.generator(2026L);
    int ready = 0;
    int complete = 0;
    for (int n = 0; n < RANDOM_HANDS; n++) {
      int melds = rng.nextInt(5);
      boolean drawn = rng.nextBoolean();
      int[] counts = rng.nextBoolean() ? randomTiles(rng, 13 - 3 * melds + (drawn ? 1 : 0)) : builtHand(rng, melds, drawn);
      Hand hand = new Hand();
      for (int t = 0; t < Tile.KINDS; t++) {
        for (int c = 0; c < counts[t]; c++) {
          hand.add(t);
        }
      }
      int basic = WinDistanceCalculator.basic(counts, melds);
      String where = "hand " + hand + " melds " + melds;
      if (drawn) {
        assertThat(basic == -1).as(where).isEqualTo(hand.isStandardComplete());
        complete += basic == -1 ? 1 : 0;
      } else {
        WinDistance s = WinDistanceCalculator.all(counts, melds);
        assertThat(s.basic()).as(where).isEqualTo(basic);
        long waits = basic == 0 ? s.effective(WinDistanceForm.BASIC) & ~hand.quadMask() : 0;
        assertThat(hand.standardWaits()).as(where).isEqualTo(waits);
        ready += basic == 0 ? 1 : 0;
      }
    }
    assertThat(ready).as("ready hands").isGreaterThan(RANDOM_HANDS / 20);
    assertThat(complete).as("complete hands").isGreaterThan(RANDOM_HANDS / 20);
  }

  /** Random tiles of one suit and two honours, at most four of a kind. */
  private static int[] randomTiles(UniformRandomProvider rng, int size) {
    int suit = rng.nextInt(3) * 9;
    int[] counts = new int[Tile.KINDS];
    for (int held = 0; held < size; ) {
      int k = rng.nextInt(11);
      int t = k < 9 ? suit + k : Tile.NUMBERED_KINDS + 4 * (k - 9);
      if (counts[t] < 4) {
        counts[t]++;
        held++;
      }
    }
    return counts;
  }

  /** Random sets and a pair for a hand with {@code melds} melds, then one tile taken out unless {@code drawn}. */
  private static int[] builtHand(UniformRandomProvider rng, int melds, boolean drawn) {
    while (true) {
      int[] counts = new int[Tile.KINDS];
      for (int set = melds; set < 4; set++) {
        int t = rng.nextInt(Tile.KINDS);
        if (t < Tile.NUMBERED_KINDS && t % 9 < 7 && rng.nextBoolean()) {
          counts[t]++;
          counts[t + 1]++;
          counts[t + 2]++;
        } else {
          counts[t] += 3;
        }
      }
      counts[rng.nextInt(Tile.KINDS)] += 2;
      if (!drawn) {
        int t;
        do {
          t = rng.nextInt(Tile.KINDS);
        } while (counts[t] == 0);
        counts[t]--;
      }
      if (Arrays.stream(counts).allMatch(c -> c <= 4)) {
        return counts;
      }
    }
  }
}
