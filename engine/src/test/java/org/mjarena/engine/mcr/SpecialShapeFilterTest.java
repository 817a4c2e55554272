package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.junit.jupiter.api.Test;

/**
 * The special-shape filter lets through every hand that some tile completes into a shape beyond four
 * sets and a pair or seven pairs, checked against {@link McrShapes#completes} on random hands and on
 * hands one or two tiles away from each special shape.
 */
final class SpecialShapeFilterTest {
  private static final int HANDS = 200_000;

  @Test
  void mayComplete_heavenlyHandsOfEverySpecialShape_letThrough() {
    assertThat(SpecialShapeFilter.mayComplete(Hand.of("19m 19p 19s 1234567z"), 0)).isTrue();
    assertThat(SpecialShapeFilter.mayComplete(Hand.of("147m 258p 369s 1234z"), 0)).isTrue();
    assertThat(SpecialShapeFilter.mayComplete(Hand.of("147m 258p 36s 11z"), 1)).isTrue();
    assertThat(SpecialShapeFilter.mayComplete(Hand.of("123m 456m 789m 1p"), 0)).isFalse();
    assertThat(SpecialShapeFilter.mayComplete(Hand.of("147m 258p 369s 1z"), 2)).isFalse();
  }

  @Test
  void mayComplete_randomHands_neverMissesASpecialShape() {
    UniformRandomProvider rng = Seeds.generator(Seeds.derive(5, 1));
    int special = 0;
    for (int i = 0; i < HANDS; i++) {
      int melds = rng.nextInt(3);
      Hand hand = i % 2 == 0 ? randomHand(rng, 13 - 3 * melds) : nearSpecial(rng, 13 - 3 * melds);
      for (int t = 0; t < Tile.KINDS; t++) {
        if (McrShapes.completes(hand, melds, t) && (hand.winningTiles() >>> t & 1) == 0) {
          special++;
          assertThat(SpecialShapeFilter.mayComplete(hand, melds)).as("%s with %d melds on %s", hand, melds, Tile.of(t))
              .isTrue();
        }
      }
    }
    assertThat(special).isPositive();
  }

  private static Hand randomHand(UniformRandomProvider rng, int size) {
    Hand hand = new Hand();
    while (hand.size() < size) {
      int t = rng.nextInt(Tile.KINDS);
      if (hand.count(t) < 4) {
        hand.add(t);
      }
    }
    return hand;
  }

  /** Tiles of a special shape (thirteen orphans, or a knitted pattern and honours), a few swapped for random ones. */
  private static Hand nearSpecial(UniformRandomProvider rng, int size) {
    List<Integer> pool = new ArrayList<>();
    if (rng.nextBoolean()) {
      for (int t : new int[] {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33}) {
        pool.add(t);
        pool.add(t);
      }
    } else {
      int[] classes = {0, 1, 2};
      for (int i = 2; i > 0; i--) {
        int j = rng.nextInt(i + 1);
        int x = classes[i];
        classes[i] = classes[j];
        classes[j] = x;
      }
      for (int suit = 0; suit < 3; suit++) {
        for (int p = classes[suit]; p < 9; p += 3) {
          pool.add(suit * 9 + p);
        }
      }
      for (int t = Tile.NUMBERED_KINDS; t < Tile.KINDS; t++) {
        pool.add(t);
      }
    }
    Hand hand = new Hand();
    while (hand.size() < size && !pool.isEmpty()) {
      int t = rng.nextInt(4) == 0 ? rng.nextInt(Tile.KINDS) : pool.remove(rng.nextInt(pool.size()));
      if (hand.count(t) < 4) {
        hand.add(t);
      }
    }
    return hand.size() == size ? hand : randomHand(rng, size);
  }
}
