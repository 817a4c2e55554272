package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.claims;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.discardAndPass;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.playToLastTile;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;

/** Sections 3, 5 and 8.1 of the rules: the three kongs, their payoffs, replacements and robbing. */
final class KongTest {
  private static final Suits108Rules DEFAULTS = new Suits108Rules();

  /** East is dealt 1111m; the front of the wall is 7p, 8p and the back 9m. */
  private static Game concealedKongPosition(Suits108Rules rules, String south) {
    return deal(rules,
        "1111m 258s 258p 369s",
        south,
        "369p 47m 5m 8m 1s 4s 7s 6s 9s 2p",
        "1p 4p 2p 5p 3m 6m 7m 3s 6s 9s 1s 7p 8m",
        "7p 8p", "9m");
  }

  private static final String SOUTH_JUNK = "147s 147p 369m 2m 5m 8m 9p";
  /** Rules without 天听, for positions where non-dealers are dealt ready hands. */
  private static final Suits108Rules NO_HEAVENLY_TING = rules("heavenly_ting", false);

  @Test
  void apply_concealedKongPaysThreeFromEachAndReplacesFromBack() {
    Game game = concealedKongPosition(NO_HEAVENLY_TING, SOUTH_JUNK);
    game.apply(new ConcealedKong(tile("1m")));

    assertThat(points(game)).containsExactly(9, -3, -3, -3);
    assertThat(game.observation(Seat.S0).melds(Seat.S0))
        .containsExactly(new Meld(MeldKind.CONCEALED_KONG, tile("1m"), tile("1m"), Seat.S0));
    // The kong lies face down: the others learn that it was made, not its tile.
    assertThat(game.observation(Seat.S1).melds(Seat.S0)).isEmpty();
    assertThat(game.observation(Seat.S1).concealedKongs(Seat.S0)).isEqualTo(1);
    assertThat(game.observation(Seat.S1).meldCount(Seat.S0)).isEqualTo(1);
    assertThat(turn(game, Seat.S0).drawn()).contains(tile("9m"));
    assertThat(game.observation(Seat.S0).wallRemaining()).isEqualTo(54);

    discardAndPass(game, "9m");
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("8p"));
  }

  @Test
  void apply_payoffConcealedKongEachSetsConcealedKongPayment() {
    Game game = concealedKongPosition(rules("heavenly_ting", false, "payoff_concealed_kong_each", 4), SOUTH_JUNK);
    game.apply(new ConcealedKong(tile("1m")));

    assertThat(points(game)).containsExactly(12, -4, -4, -4);
  }

  @Test
  void apply_concealedKongCannotBeRobbed() {
    // South waits on 1m and 4m.
    Game game = concealedKongPosition(NO_HEAVENLY_TING, "23m 456s 789p 123s 55p");
    game.apply(new ConcealedKong(tile("1m")));

    assertThat(turn(game, Seat.S0).drawn()).contains(tile("9m"));
  }

  @Test
  void apply_winOnReplacementIsSelfDrawn() {
    Game game = deal(DEFAULTS,
        "1111m 234m 456s 78p 9s",
        "147s 147p 369m 25m 8m 9p",
        "369p 47m 2p 5p 8p 1s 4s 7s 6s 3m",
        "258s 3s 6s 9s 2m 5m 8m 3p 6p 9p 7m",
        "9p", "9s");
    game.apply(new ConcealedKong(tile("1m")));
    assertThat(turn(game, Seat.S0).legal()).startsWith(SelfDrawnWin.INSTANCE);

    game.apply(SelfDrawnWin.INSTANCE);
    Win win = game.outcome().wins().get(0);
    assertThat(win.selfDrawn()).isTrue();
    assertThat(win.value()).isEqualTo(6);
    // 9 for the concealed kong, then 6 from each of the three others.
    assertThat(points(game)).containsExactly(27, -9, -9, -9);
  }

  /**
   * East discards 5p; South holds {@code southFives} of them. The front of the wall then gives East 2m,
   * West 5m, North 8m, East 4m and South {@code southDraw}; the back holds 9m.
   */
  private static Game pungPosition(Suits108Rules rules, String southFives, String west, String north,
      String southDraw) {
    Game game = deal(rules,
        "5p 147m 147s 258s 36p 9p",
        southFives + " 369m 369s 28m 1p 7p",
        west, north,
        "2m 5m 8m 4m " + southDraw, "9m");
    discard(game, "5p");
    answer(game, Seat.S1, Pung.INSTANCE);
    return game;
  }

  private static Game pungPosition(Suits108Rules rules, String southFives, String southDraw) {
    return pungPosition(rules, southFives, "47m 2p 8p 3p 6p 5s 7s 1s 4s 5m 9m 1m",
        "2s 8s 6m 1m 7m 3m 4s 9p 7p 2p 8p 6s 3s", southDraw);
  }

  /**
   * As {@link #pungPosition}: South pungs East's 5p and, on its next turn, adds the 5p it draws to the
   * pung. West waits on 5p with a basic hand and North with a full flush, both with 46p; they let
   * East's 5p go.
   */
  private static Game twoRobbersPosition(Suits108Rules rules) {
    Game game = pungPosition(rules, "55p 4p", "123m 456m 789m 99s 46p", "111p 234p 789p 99p 46p", "5p");
    toSouthsNextTurn(game);
    game.apply(new AddedKong(tile("5p")));
    return game;
  }

  /** South, after its pung, discards 1p; West, North and East each discard what they draw. */
  private static void toSouthsNextTurn(Game game) {
    discardAndPass(game, "1p");
    discardDrawn(game);
    discardDrawn(game);
    discardDrawn(game);
  }

  @Test
  void apply_addedKongPaysOneFromEach() {
    Game game = pungPosition(DEFAULTS, "55p 4p", "5p");
    toSouthsNextTurn(game);
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("5p"));

    game.apply(new AddedKong(tile("5p")));

    // 2 for the pung from East, then 1 from each other player.
    assertThat(points(game)).containsExactly(-3, 5, -1, -1);
    assertThat(game.observation(Seat.S0).melds(Seat.S1)).extracting(Meld::kind)
        .containsExactly(MeldKind.ADDED_KONG);
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("9m"));
  }

  @Test
  void apply_payoffAddedKongEachSetsAddedKongPayment() {
    Game game = pungPosition(rules("payoff_added_kong_each", 2), "55p 4p", "5p");
    toSouthsNextTurn(game);
    game.apply(new AddedKong(tile("5p")));

    // 2 for the pung from East, then 2 from each other player.
    assertThat(points(game)).containsExactly(-4, 8, -2, -2);
  }

  @Test
  void apply_pungThenKongSameTurnPaidAsDirectKong() {
    Game game = pungPosition(DEFAULTS, "555p", "9s");
    TurnDecision afterPung = turn(game, Seat.S1);
    assertThat(afterPung.drawn()).isEmpty();
    assertThat(afterPung.legal()).contains(new AddedKong(tile("5p")));

    game.apply(new AddedKong(tile("5p")));

    // 4 in all from the discarder, nothing from the others.
    assertThat(points(game)).containsExactly(-4, 4, 0, 0);
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("9m"));
  }

  @Test
  void turnDecision_pungThenKongSameTurnOffNoKongRightAfterPung() {
    Game game = pungPosition(rules("pung_then_kong_same_turn", false), "555p", "9s");

    assertThat(turn(game, Seat.S1).legal()).noneMatch(a -> a instanceof AddedKong);
  }

  @Test
  void apply_pungThenKongOnLaterTurnPaidAsAddedKong() {
    Game game = pungPosition(DEFAULTS, "555p", "9s");
    toSouthsNextTurn(game);
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("9s"));

    game.apply(new AddedKong(tile("5p")));

    assertThat(points(game)).containsExactly(-3, 5, -1, -1);
  }

  @Test
  void resolve_robbedAddedKongPaidByKongerAndNotCompleted() {
    // West waits on 5p: it lets East's 5p go, then robs South's added kong of it.
    Game game = pungPosition(rules("heavenly_ting", false), "55p 4p",
        "123m 456m 789m 99s 46p", "2s 8s 6s 3s 9p 7p 2p 8p 1p 3p 5s 6m 9s", "5p");
    toSouthsNextTurn(game);
    game.apply(new AddedKong(tile("5p")));

    ClaimOptions west = claims(game).options(Seat.S2).orElseThrow();
    assertThat(west.robbing()).isTrue();
    assertThat(west.legal()).containsExactly(Pass.INSTANCE, ClaimWin.INSTANCE);
    answer(game, Seat.S2, ClaimWin.INSTANCE);

    GameOutcome outcome = game.outcome();
    assertThat(outcome.wins()).extracting(Win::seat, Win::robbedKong, Win::value)
        .containsExactly(tuple(Seat.S2, true, 6));
    assertThat(outcome.dealIn()).contains(Seat.S1);
    assertThat(game.observation(Seat.S0).melds(Seat.S1)).extracting(Meld::kind)
        .containsExactly(MeldKind.PUNG);
    // South keeps its pung payoff (2 from East) and pays West the hand value; no added-kong payoff.
    assertThat(points(game)).containsExactly(-2, -4, 6, 0);
  }

  @Test
  void resolve_severalRobbersEachPaidByKonger() {
    Game game = twoRobbersPosition(NO_HEAVENLY_TING);
    assertThat(claims(game).asked()).extracting(ClaimOptions::seat).containsExactly(Seat.S2, Seat.S3);

    answer(game, Map.of(Seat.S2, ClaimWin.INSTANCE, Seat.S3, ClaimWin.INSTANCE));

    GameOutcome outcome = game.outcome();
    assertThat(outcome.wins()).extracting(Win::seat, Win::robbedKong, Win::value)
        .containsExactly(tuple(Seat.S2, true, 6), tuple(Seat.S3, true, 12));
    assertThat(outcome.dealIn()).contains(Seat.S1);
    // South keeps its pung payoff (2 from East) and pays each robber its hand value.
    assertThat(points(game)).containsExactly(-2, -16, 6, 12);
  }

  @Test
  void resolve_severalRobbersSingleWinnerIsFirstAfterKonger() {
    Game game = twoRobbersPosition(rules("heavenly_ting", false, "multiple_winners", false));
    answer(game, Map.of(Seat.S2, ClaimWin.INSTANCE, Seat.S3, ClaimWin.INSTANCE));

    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S2);
    assertThat(points(game)).containsExactly(-2, -4, 6, 0);
  }

  @Test
  void resolve_robbingPassedCompletesAddedKong() {
    Game game = twoRobbersPosition(NO_HEAVENLY_TING);
    answer(game, Map.of());

    assertThat(game.observation(Seat.S0).melds(Seat.S1)).extracting(Meld::kind)
        .containsExactly(MeldKind.ADDED_KONG);
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("9m"));
    // 2 for the pung from East, then the added-kong payoff of 1 from each other player.
    assertThat(points(game)).containsExactly(-3, 5, -1, -1);
  }

  @Test
  void apply_robbableKongsNoneAddedKongNotOffered() {
    Game game = twoRobbersPosition(rules("heavenly_ting", false, "robbable_kongs", "none"));

    assertThat(turn(game, Seat.S1).drawn()).contains(tile("9m"));
    assertThat(points(game)).containsExactly(-3, 5, -1, -1);
  }

  /**
   * West is dealt 1111m; nobody claims anything, so West is to move when one tile, 9s, is left: its
   * kong takes that last tile as the replacement, and its discard is the last one.
   */
  @Test
  void apply_kongTakesLastTileAsReplacement() {
    Game game = deal(DEFAULTS,
        "258m 147s 147p 36p 9s 2s",
        "369m 258s 258p 47p 1s 3s",
        "1111m 47m 369s 369p 5s",
        "258m 47m 147p 9p 5p 6s 8s 3p",
        "", "9s");
    while (game.observation(Seat.S0).wallRemaining() > 1) {
      discardDrawn(game);
    }
    assertThat(turn(game, Seat.S2).legal()).contains(new ConcealedKong(tile("1m")));

    game.apply(new ConcealedKong(tile("1m")));

    assertThat(game.events()).last().isEqualTo(Drew.of(Seat.S2, tile("9s"), true));
    assertThat(game.observation(Seat.S2).wallRemaining()).isZero();
    discard(game, "9s");
    assertThat(game.outcome().kind()).isEqualTo(GameOutcome.Kind.DRAW);
    assertThat(points(game)).containsExactly(-3, -3, 9, -3);
  }

  @Test
  void turnDecision_noKongWithoutReplacementTile() {
    Game game = deal(DEFAULTS,
        "147m 147s 147p 25m 6s 8p",
        "258m 258s 258p 36m 9p 1s",
        "369m 369p 47s 1m 4p 7p 2s 6s",
        "999s 147m 36p 58s 2p 5p 3s",
        "", "9s");
    playToLastTile(game);

    TurnDecision last = turn(game, Seat.S3);
    assertThat(last.drawn()).contains(tile("9s"));
    assertThat(game.observation(Seat.S3).concealedCount(tile("9s"))).isEqualTo(4);
    assertThat(last.concealedKongMask()).isZero();
    assertThat(last.legal()).noneMatch(a -> a instanceof ConcealedKong);
  }
}
