package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.NoDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.ConcealedKong;

/** Sections 9 and 10 of the rules: the drawn hand and the error sanction. */
final class HandEndTest {
  /**
   * East has made a concealed kong of 1m (+9, -3 from each other player). South is ready on 1m and 4m
   * (rules without 天听, so it is not asked to declare ting).
   */
  private static Game afterConcealedKong(Suits108Rules rules) {
    Game game = deal(rules,
        "1111m 258s 258p 369s",
        "23m 456s 789p 123s 55p",
        "369p 47m 5m 8m 1s 4s 7s 6s 9s 2p",
        "1p 4p 2p 5p 3m 6m 7m 3s 6s 9s 1s 7p 8m",
        "7p 8p", "9m");
    game.apply(new ConcealedKong(tile("1m")));
    return game;
  }

  @Test
  void draw_wallRunsOutWithoutSettlement() {
    Game game = afterConcealedKong(rules("heavenly_ting", false));
    while (!game.isOver()) {
      discardDrawn(game);
    }

    GameOutcome outcome = game.outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.DRAW);
    assertThat(outcome.wins()).isEmpty();
    assertThat(game.observation(Seat.S0).wallRemaining()).isZero();
    // The kong payoffs stand; South's ready hand earns nothing (no 查叫).
    assertThat(outcome.points()).containsExactly(9, -3, -3, -3);
  }

  @Test
  void sanction_offenderPaysThirtyOnTopOfEarlierPayoffs() {
    Game game = afterConcealedKong(rules("heavenly_ting", false));
    game.sanction(Fault.late(Seat.S1, 4_000_000_000L, 3_000_000_000L));

    GameOutcome outcome = game.outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(outcome.offender()).contains(Seat.S1);
    assertThat(outcome.reason()).isEqualTo("answered after 4000 ms, over the limit of 3000 ms");
    assertThat(game.pending()).isEqualTo(NoDecision.INSTANCE);
    assertThat(points(game)).containsExactly(19, -33, 7, 7);
  }

  @Test
  void sanction_errorPenaltyEachSetsSanction() {
    Game game = afterConcealedKong(rules("heavenly_ting", false, "error_penalty_each", 5));
    game.sanction(Fault.late(Seat.S1, 4_000_000_000L, 3_000_000_000L));

    assertThat(points(game)).containsExactly(14, -18, 2, 2);
  }
}
