package org.mjarena.agents.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** The opponent model's probabilities of keeping a hand. */
final class OpponentModelTest {
  /** Seat 0's observation after seat 1 has discarded {@code played}. */
  private static OpponentModel loaded(String played) {
    Observation seen = FixedObservation.of(Variant.MCR, "123m 456p 789s 1122z", "", played);
    OpponentModel model = new OpponentModel(1, 0.2);
    model.load(seen);
    return model;
  }

  @Test
  void accept_lateInTheHand_prefersReadyHands() {
    OpponentModel late = loaded("1z 2z 3z 4z 5z 6z 7z 9m 9p 9s 1m 1p");
    Hand ready = Hand.of("234m 567m 678m 234p 5s");
    Hand far = Hand.of("147m 258p 369s 135z 7z");
    assertThat(late.accept(Seat.S1, ready)).isEqualTo(1.0);
    assertThat(late.accept(Seat.S1, far)).isLessThan(0.01);
  }

  @Test
  void accept_aReadyHandItsLatestDiscardCompletes_isUnlikely() {
    // Seat 1 threw 5s last; the same ready hand waiting on 5s is kept a fifth as often as on 6s.
    OpponentModel model = loaded("1z 2z 3z 4z 5z 6z 7z 9m 9p 9s 1m 5s");
    double onThrown = model.accept(Seat.S1, Hand.of("123m 456m 789m 234p 5s"));
    double onOther = model.accept(Seat.S1, Hand.of("123m 456m 789m 234p 6s"));
    assertThat(onThrown).isCloseTo(onOther * 0.2 * 0.5, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void flushSuit_twoOrMoreMeldsOfOneSuit() {
    Meld pung2s = new Meld(MeldKind.PUNG, Tile.parse("T2"), Tile.parse("T2"), Seat.S0);
    Meld chow4s = new Meld(MeldKind.CHOW, Tile.parse("T4"), Tile.parse("T5"), Seat.S1);
    Meld pungE = new Meld(MeldKind.PUNG, Tile.parse("F1"), Tile.parse("F1"), Seat.S0);
    assertThat(OpponentModel.flushSuit(List.of(pung2s, chow4s))).isEqualTo(Tiles.parse("2s").get(0).index() / 9);
    assertThat(OpponentModel.flushSuit(List.of(pung2s))).isEqualTo(-1);
    assertThat(OpponentModel.flushSuit(List.of(pung2s, pungE))).isEqualTo(-1);
  }
}
