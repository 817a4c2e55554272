package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.discardAndPass;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.turn;

import org.junit.jupiter.api.Test;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.SelfDrawnWin;

/** Sections 7 and 8.2 of the rules: what a winning hand is worth, and who pays it. */
final class ScoringTest {
  /** Rules without 天听: the winners here are dealt ready hands. */
  private static final Suits108Rules RULES = rules("heavenly_ting", false);

  /** South is dealt {@code south}; East discards {@code tile} at once and South wins on it. */
  private static Win southWinsOnEastsDiscard(String south, String tile) {
    return southWinsOnEastsDiscard(RULES, south, tile);
  }

  private static Win southWinsOnEastsDiscard(Suits108Rules rules, String south, String tile) {
    Game game = deal(rules,
        tile + " 147s 369s 258p 3p 6p 8s",
        south,
        "147s 258p 369s 1p 9p 4p 7p",
        "258s 147p 369p 1s 9s 6s 8s",
        "9m", "");
    discard(game, tile);
    answer(game, Seat.S1, ClaimWin.INSTANCE);
    Win win = game.outcome().wins().get(0);
    assertThat(points(game)).containsExactly(-win.value(), win.value(), 0, 0);
    return win;
  }

  @Test
  void score_basicWinIsSix() {
    Win win = southWinsOnEastsDiscard("123m 456m 789m 55s 46p", "5p");
    assertThat(win.pattern()).isEqualTo("basic");
    assertThat(win.value()).isEqualTo(6);
  }

  @Test
  void score_allPungsIsEight() {
    Win win = southWinsOnEastsDiscard("111m 222s 444m 777m 5p", "5p");
    assertThat(win.pattern()).isEqualTo("all-pungs");
    assertThat(win.value()).isEqualTo(8);
  }

  @Test
  void score_fullFlushIsTwelve() {
    Win win = southWinsOnEastsDiscard("123m 456m 789m 11m 46m", "5m");
    assertThat(win.pattern()).isEqualTo("full-flush");
    assertThat(win.value()).isEqualTo(12);
  }

  @Test
  void score_sevenPairsIsTwelve() {
    Win win = southWinsOnEastsDiscard("11m 22m 33s 44s 55p 66p 7p", "7p");
    assertThat(win.pattern()).isEqualTo("seven-pairs");
    assertThat(win.value()).isEqualTo(12);
  }

  @Test
  void score_sevenPairsMayCountFourIdenticalTilesAsTwoPairs() {
    Win win = southWinsOnEastsDiscard("1111m 22m 33s 44s 55p 6p", "6p");
    assertThat(win.pattern()).isEqualTo("seven-pairs");
    assertThat(win.value()).isEqualTo(12);
  }

  @Test
  void score_fullFlushAllPungsScoresOnlyTheHighest() {
    Win win = southWinsOnEastsDiscard("111m 333m 555m 777m 9m", "9m");
    assertThat(win.pattern()).isEqualTo("full-flush");
    assertThat(win.value()).isEqualTo(12);
  }

  @Test
  void score_fullFlushSevenPairsScoresOnlyTheHighest() {
    Win win = southWinsOnEastsDiscard("11m 22m 44m 55m 77m 88m 9m", "9m");
    assertThat(win.value()).isEqualTo(12);
  }

  @Test
  void score_valueBasicSetsBasicWin() {
    Win win = southWinsOnEastsDiscard(rules("heavenly_ting", false, "value_basic", 7),
        "123m 456m 789m 55s 46p", "5p");
    assertThat(win.pattern()).isEqualTo("basic");
    assertThat(win.value()).isEqualTo(7);
  }

  @Test
  void score_valueAllPungsAboveFullFlushNamesAllPungs() {
    Win win = southWinsOnEastsDiscard(rules("heavenly_ting", false, "value_all_pungs", 20),
        "111m 333m 555m 777m 9m", "9m");
    assertThat(win.pattern()).isEqualTo("all-pungs");
    assertThat(win.value()).isEqualTo(20);
  }

  @Test
  void score_valueFullFlushBelowBasicNamesBasic() {
    Win win = southWinsOnEastsDiscard(rules("heavenly_ting", false, "value_full_flush", 5),
        "123m 456m 789m 11m 46m", "5m");
    assertThat(win.pattern()).isEqualTo("basic");
    assertThat(win.value()).isEqualTo(6);
  }

  @Test
  void score_valueSevenPairsSetsSevenPairs() {
    Win win = southWinsOnEastsDiscard(rules("heavenly_ting", false, "value_seven_pairs", 20),
        "11m 22m 33s 44s 55p 66p 7p", "7p");
    assertThat(win.pattern()).isEqualTo("seven-pairs");
    assertThat(win.value()).isEqualTo(20);
  }

  /** North waits on 5p; East discards 9p, then South draws 5p. */
  private static Game northWaitsOnFive() {
    Game game = deal(RULES,
        "147s 258s 369s 1p 4p 8p 3p",
        "147p 369p 5s 8s 7s 3s 9s 6p 5p",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 7p 2p 8m",
        "123m 456m 789m 55s 46p",
        "9p 5p", "");
    discardAndPass(game, "9p");
    return game;
  }

  @Test
  void resolve_discardWinPaidByDiscarderOnly() {
    Game game = northWaitsOnFive();
    discard(game, "5p");
    answer(game, Seat.S3, ClaimWin.INSTANCE);

    assertThat(points(game)).containsExactly(0, -6, 0, 6);
  }

  @Test
  void apply_selfDrawnWinPaidByEachOtherAndNoDealerBonus() {
    Game game = deal(RULES,
        "147s 258s 369s 1p 4p 8p 3p",
        "123m 456m 789m 55s 46p",
        "147p 369p 5s 8s 7s 3s 9s 6p 5p",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 7p 2p 8m",
        "9p 5p", "");
    discardAndPass(game, "9p");
    turn(game, Seat.S1);
    game.apply(SelfDrawnWin.INSTANCE);

    assertThat(points(game)).containsExactly(-6, 18, -6, -6);
  }
}
