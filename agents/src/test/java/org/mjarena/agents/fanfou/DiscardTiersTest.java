package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.agents.Position;
import org.mjarena.engine.Variant;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** Table 1 and Algorithm 1 of Wang et al. 2022 (seed 004), on hands folded by the engine's tracker. */
final class DiscardTiersTest {
  private static final long ALL = -1L;

  private static Position position(Variant variant, String hand, String played) {
    Position p = new Position();
    p.load(FixedObservation.of(variant, hand, "", played));
    return p;
  }

  /** The tiles discarded one after another by the tiers alone, until no tier holds a tile. */
  private static List<String> order(Position p) {
    DiscardTiers tiers = new DiscardTiers();
    List<String> order = new ArrayList<>();
    long valued = p.kinds() == Tile.KINDS ? DiscardTiers.valuedHonours(p) : 0;
    for (int t = tiers.choose(p, ALL, valued); t >= 0; t = tiers.choose(p, ALL, valued)) {
      order.add(Tiles.compact(List.of(Tile.of(t))));
      p.take(t);
    }
    return order;
  }

  /**
   * Figure 4 shows the four kinds of single the four tiers hold; its picture is not in our copy of the
   * paper and its caption names some tiles twice, so this hand is built from the kinds it describes:
   * 1s and 7m join nothing (first tier: the terminal first, its layer), 5s 7s 9s join one side only
   * (second: 9s, a terminal, in the first layer, 5s and 7s in the last), 3p is a gap away from the pair
   * 55p (third), 7p is beside the pair 88p (fourth). They go in that order; 7s joins nothing once 5s
   * and 9s are gone.
   */
  @Test
  void choose_figure4_singlesGoInTheOrderOfTheirKinds() {
    Position p = position(Variant.SUITS_108, "123m 7m 1s 5s 7s 9s 3p 55p 7p 88p", "");
    assertThat(order(p)).containsExactly("1s", "7m", "9s", "5s", "7s", "3p", "7p");
  }

  @Test
  void choose_playedTile_goesFirstWithinItsTier() {
    assertThat(order(position(Variant.SUITS_108, "123m 7m 1s 5s 7s 9s 3p 55p 7p 88p", "7m")))
        .startsWith("7m", "1s");
    // 5s has been played, but it is a second-tier tile: the first tier still goes first.
    assertThat(order(position(Variant.SUITS_108, "123m 7m 1s 5s 7s 9s 3p 55p 7p 88p", "5s")))
        .startsWith("1s", "7m", "5s", "9s");
  }

  /**
   * Tier 2, layer 2 (1223 discarding the 2) applies only with more than one pair; otherwise the same
   * shape waits for layer 6, behind the 2s of 245s (layer 3).
   */
  @Test
  void choose_tier2Layer2_onlyWithMoreThanOnePair() {
    assertThat(order(position(Variant.SUITS_108, "1223m 245s 456p 1111p", ""))).startsWith("2s");
    assertThat(order(position(Variant.SUITS_108, "1223m 245s 456p 11p 99p", ""))).startsWith("2m");
  }

  /**
   * MCR: single honours come before the terminals, winds that score nothing as a pung (South, for the
   * East seat in the East round) before the dragons and the seat and prevalent wind.
   */
  @Test
  void choose_mcr_singleHonoursFirstPlainWindsBeforeScoringOnes() {
    assertThat(order(position(Variant.MCR, "1z 2z 5z 123m 456m 789m 11s 9p", ""))).startsWith("2z", "1z", "5z", "9p");
  }

  @Test
  void choose_mcrWithoutHonours_tableUnchanged() {
    assertThat(order(position(Variant.MCR, "123m 7m 1s 5s 7s 9s 3p 55p 7p 88p", "")))
        .containsExactly("1s", "7m", "9s", "5s", "7s", "3p", "7p");
  }
}
