package org.mjarena.agents.simple;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.FixedObservation;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

final class DefaultOrderTest {
  private static final DefaultOrder AGENT = new DefaultOrder();

  private static TurnDecision turn(String hand) {
    long held = 0;
    for (Tile t : Tiles.parse(hand)) {
      held |= 1L << t.index();
    }
    return new TurnDecision(Seat.S0, Optional.empty(), false, held, 0, 0, Optional.empty());
  }

  @Test
  void decideTurn_bambooFirstHighestFirst() {
    String hand = "99m 99p 123s 456s 789s 1s";
    assertThat(AGENT.decideTurn(FixedObservation.of(hand), turn(hand))).isEqualTo(Discard.of(Tile.T9));
  }

  @Test
  void decideTurn_dotsBeforeCharacters() {
    String hand = "123456789m 1p 99p 55p";
    assertThat(AGENT.decideTurn(FixedObservation.of(hand), turn(hand))).isEqualTo(Discard.of(Tile.B9));
  }

  @Test
  void decideTurn_charactersLastHighestFirst() {
    String hand = "11123455567899m";
    assertThat(AGENT.decideTurn(FixedObservation.of(hand), turn(hand))).isEqualTo(Discard.of(Tile.W9));
  }

  @Test
  void decideTurn_mcrLoneDragonFirst() {
    // 7z is the white dragon J3, the last tile index: it goes before the bamboo that would go first in 108.
    String hand = "123s 456s 789s 11p 9s 7z 1m";
    assertThat(AGENT.decideTurn(FixedObservation.mcr(hand), turn(hand))).isEqualTo(Discard.of(Tile.J3));
  }

  @Test
  void decideTurn_mcrDragonsBeforeWindsHighestFirst() {
    String dragons = "1z 4z 5z 6z 123s 456s 789s 1m";
    assertThat(AGENT.decideTurn(FixedObservation.mcr(dragons), turn(dragons))).isEqualTo(Discard.of(Tile.J2));
    String winds = "1z 3z 123s 456s 789s 99s 1m";
    assertThat(AGENT.decideTurn(FixedObservation.mcr(winds), turn(winds))).isEqualTo(Discard.of(Tile.F3));
  }

  @Test
  void decideTurn_mcrWithoutHonoursKeepsThePaperOrder() {
    String hand = "99m 99p 123s 456s 789s 1s";
    assertThat(AGENT.decideTurn(FixedObservation.mcr(hand), turn(hand))).isEqualTo(Discard.of(Tile.T9));
  }

  @Test
  void decideTurn_winsWhenItCan() {
    String hand = "11123455567899m";
    TurnDecision d = new TurnDecision(Seat.S0, Optional.of(Tile.W9), true, 1L << Tile.W9.index(), 0, 0,
        Optional.empty());
    assertThat(AGENT.decideTurn(FixedObservation.of(hand), d)).isEqualTo(SelfDrawnWin.INSTANCE);
  }

  @Test
  void decideClaim_winsButNeverMelds() {
    Observation seen = FixedObservation.of("1112345678999m");
    assertThat(AGENT.decideClaim(seen, new ClaimOptions(Seat.S0, Tile.W1, Seat.S3, false, true, false, true,
        true, 0b100))).isEqualTo(ClaimWin.INSTANCE);
    assertThat(AGENT.decideClaim(seen, new ClaimOptions(Seat.S0, Tile.W1, Seat.S3, false, false, false, true,
        true, 0b100))).isEqualTo(Pass.INSTANCE);
    assertThat(AGENT.decideClaim(seen, new ClaimOptions(Seat.S0, Tile.W1, Seat.S3, false, true, true, false,
        false, 0))).isEqualTo(ClaimWin.INSTANCE);
  }
}
