package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.agents.Position;
import org.mjarena.engine.Variant;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/** What Fanfou_op adds around the priority (seven pairs, all pungs, breaking a pair), and the last resorts. */
final class DiscardsTest {
  private static final long ALL = -1L;

  private static int choose(Version version, String hand, String pungs, String played) {
    Position p = new Position();
    p.load(FixedObservation.of(Variant.SUITS_108, hand, pungs, played));
    return new Discards(version, Seeds.generator(1)).choose(p, ALL);
  }

  /** Five pairs and four singles: Fanfou_op keeps the pairs for seven pairs; Fanfou_ba discards the lone 5s. */
  @Test
  void choose_sevenPairs_opDiscardsASingleBesidePairs() {
    String hand = "11m 2m 33m 55p 77p 4p 99s 5s 8s";
    assertThat(choose(Version.OP, hand, "", "")).isEqualTo(Tile.W2.index());
    assertThat(choose(Version.BA, hand, "", "")).isEqualTo(Tile.T5.index());
  }

  /**
   * A melded pung and three concealed: Fanfou_op aims at all pungs and discards a single, one already
   * played first (6m); Fanfou_ba breaks the open run 56m at its lower tile.
   */
  @Test
  void choose_allPungs_opDiscardsAPlayedSingle() {
    assertThat(choose(Version.OP, "222m 555p 888s 56m", "1s", "6m")).isEqualTo(Tile.W6.index());
    assertThat(choose(Version.BA, "222m 555p 888s 56m", "1s", "6m")).isEqualTo(Tile.W5.index());
  }

  /** With several pairs and nothing the table lists, Fanfou_op breaks a pair, one already played first. */
  @Test
  void choose_severalPairs_opBreaksAPlayedPair() {
    String hand = "123m 456m 11p 55p 99s 45s";
    assertThat(choose(Version.OP, hand, "", "5p")).isEqualTo(Tile.B5.index());
    assertThat(choose(Version.BA, hand, "", "5p")).as("the open run 45s").isEqualTo(Tile.T4.index());
  }

  /**
   * Fanfou_mc's discard list: the tiles the priority lists, in order, never a tile of a complete set.
   * In 123m 456m 11p 55p 99s 2s 8s the tiers list 2s and 8s (tier 1: no tile within two numbers); the
   * sets and pairs are on no tier, so the list ends there.
   */
  @Test
  void listed_givesThePriorityTilesOnly() {
    Position p = new Position();
    p.load(FixedObservation.of(Variant.SUITS_108, "123m 456m 11p 55p 99s 2s 8s", "", ""));
    Discards discards = new Discards(Version.OP, Seeds.generator(1));
    int first = discards.listed(p, ALL);
    assertThat(first).isEqualTo(Tile.T2.index());
    int second = discards.listed(p, ALL & ~(1L << first));
    assertThat(second).isEqualTo(Tile.T8.index());
    assertThat(discards.listed(p, ALL & ~(1L << first) & ~(1L << second))).isEqualTo(-1);
    assertThat(discards.choose(p, ALL & ~(1L << first) & ~(1L << second))).as("Fanfou_op still discards")
        .isNotEqualTo(-1);
  }
}
