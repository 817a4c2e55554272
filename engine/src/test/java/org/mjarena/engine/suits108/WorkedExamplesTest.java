package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.passIfAsked;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;

/** The three examples at the end of section 8 of the rules, played out. */
final class WorkedExamplesTest {
  private static final Suits108Rules DEFAULTS = new Suits108Rules();

  @Test
  void example_basicWinOnDiscard() {
    Game game = deal(rules("heavenly_ting", false),
        "5p 147s 258s 369s 1p 2p 8p",
        "123m 456m 789m 99s 46p",
        "147p 369p 2s 5s 8s 1m 4m 7m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 3m 7p 2p",
        "9p", "");
    discard(game, "5p");
    answer(game, Seat.S1, ClaimWin.INSTANCE);

    assertThat(points(game)).containsExactly(-6, 6, 0, 0);
  }

  @Test
  void example_selfDrawnFullFlush() {
    Game game = deal(DEFAULTS,
        "123m 456m 789m 11m 46m",
        "147s 258s 369s 1p 2p 8p 4p",
        "147p 369p 5s 8s 7s 3s 9s 6p 5p",
        "258p 147s 258s 369s 3p",
        "5m", "");
    game.apply(SelfDrawnWin.INSTANCE);

    assertThat(game.outcome().wins()).extracting(Win::pattern).containsExactly("full-flush");
    assertThat(points(game)).containsExactly(36, -12, -12, -12);
  }

  @Test
  void example_pungThenTingThenSelfDrawnAllPungs() {
    Game game = deal(DEFAULTS,
        "5p 147s 258s 369s 1p 2p 8p",
        "55p 111m 222s 333m 4p 9s",
        "147p 369p 5s 8s 4m 7m 9m 6m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 7p 2p 8m",
        "9p 7m 4m 7p 4p", "");
    discard(game, "5p");
    answer(game, Seat.S1, Pung.INSTANCE);
    // After the pung South holds 111m 222s 333m 4p 9s: discarding 9s leaves it waiting on 4p.
    game.apply(TingDiscard.of(tile("9s")));
    passIfAsked(game);
    discardDrawn(game);
    discardDrawn(game);
    discardDrawn(game);
    assertThat(turn(game, Seat.S1).legal()).containsExactly(SelfDrawnWin.INSTANCE);
    game.apply(SelfDrawnWin.INSTANCE);

    assertThat(game.outcome().wins()).extracting(Win::pattern).containsExactly("all-pungs");
    // South: +2 (pung) +3 (ting) +24 (8 from each); East pays 2 + 1 + 8, West and North 1 + 8 each.
    assertThat(points(game)).containsExactly(-11, 29, -9, -9);
  }
}
