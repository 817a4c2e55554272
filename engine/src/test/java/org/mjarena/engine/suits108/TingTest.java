package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.asked;
import static org.mjarena.engine.suits108.Positions.claims;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.discardAndPass;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.passIfAsked;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.Drew;

/** Section 6 of the rules: declaring ting (报听), what a ting player may still do, and 天听. */
final class TingTest {
  private static final Suits108Rules DEFAULTS = new Suits108Rules();

  /**
   * East is dealt 1113m 567m 789s 555p and draws 9p: discarding 9p leaves it waiting on 2m and 3m,
   * discarding 3m leaves it waiting on 9p. The next draws go to South, West, North and East in turn.
   */
  private static Game beforeTing(Suits108Rules rules, String draws) {
    return deal(rules,
        "1113m 567m 789s 555p",
        "258m 147s 147p 36s 9p 4m",
        "369m 258s 268p 4m 1p 7p 8m",
        "47m 36p 9m 2m 3s 6s 8p 7p 2p 4s 9s",
        "9p " + draws, "");
  }

  /** East has declared ting with 9p and waits on 2m and 3m; South is to draw. */
  private static Game afterTing(Suits108Rules rules, String draws) {
    Game game = beforeTing(rules, draws);
    game.apply(TingDiscard.of(tile("9p")));
    passIfAsked(game);
    return game;
  }

  private static Game afterTing(String draws) {
    return afterTing(DEFAULTS, draws);
  }

  /** East has declared ting; South, West and North have discarded what they drew; East has drawn. */
  private static TurnDecision eastsNextTurn(Game game) {
    discardDrawn(game);
    discardDrawn(game);
    discardDrawn(game);
    return turn(game, Seat.S0);
  }

  @Test
  void apply_tingDiscardMustLeaveReadyHand() {
    Game game = beforeTing(DEFAULTS, "");
    TurnDecision turn = turn(game, Seat.S0);

    assertThat(turn.legal()).filteredOn(a -> a instanceof TingDiscard)
        .containsExactly(TingDiscard.of(tile("3m")), TingDiscard.of(tile("9p")));
    assertThatThrownBy(() -> game.apply(TingDiscard.of(tile("1m")))).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void apply_tingPaysOneFromEachOther() {
    Game game = afterTing("");

    assertThat(points(game)).containsExactly(3, -1, -1, -1);
    assertThat(game.observation(Seat.S1).isTing(Seat.S0)).isTrue();
  }

  @Test
  void apply_payoffTingEachSetsTingPayment() {
    Game game = afterTing(rules("payoff_ting_each", 2), "");

    assertThat(points(game)).containsExactly(6, -2, -2, -2);
  }

  @Test
  void resolve_tingPaymentStandsWhenAnotherWins() {
    // South, dealt a hand waiting on 5p, draws it right after East's ting.
    Game game = deal(rules("heavenly_ting", false),
        "1113m 567m 789s 555p",
        "123m 456m 789m 99s 46p",
        "369m 258s 268p 4m 1p 7p 8m",
        "47m 36p 9m 2m 3s 6s 8p 7p 2p 4s 9s",
        "9p 5p", "");
    game.apply(TingDiscard.of(tile("9p")));
    passIfAsked(game);
    game.apply(SelfDrawnWin.INSTANCE);

    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S1);
    // East: +3 for the ting, then -6 like the others for South's self-drawn basic win.
    assertThat(points(game)).containsExactly(-3, 17, -7, -7);
  }

  /**
   * East is dealt 1111m 555m 789s 123p and draws 9p: discarding 9p leaves it waiting on a fifth 1m
   * only (111m 1m, or 11m 11m), a wait it holds all four of. South, West and North then draw
   * {@code draws}, and East draws after them.
   */
  private static Game beforeDeadWaitTing(String draws) {
    return deal(DEFAULTS,
        "1111m 555m 789s 123p",
        "247m 147s 147p 369p 2s",
        "369m 258s 258p 4m 8m 3s 6s",
        "2m 3m 6m 9m 1s 4s 5s 9s 4p 6p 7p 8p 3p",
        "9p " + draws, "");
  }

  @Test
  void apply_tingLegalWhenEveryWaitIsHeldFourTimes() {
    Game game = beforeDeadWaitTing("");
    assertThat(turn(game, Seat.S0).legal()).contains(TingDiscard.of(tile("9p")));

    game.apply(TingDiscard.of(tile("9p")));

    assertThat(game.observation(Seat.S1).isTing(Seat.S0)).isTrue();
    assertThat(points(game)).containsExactly(3, -1, -1, -1);
  }

  @Test
  void turnDecision_tingPlayerWithOnlyDeadWaitsMayKong() {
    Game game = beforeDeadWaitTing("1s 2s 3s 5m");
    game.apply(TingDiscard.of(tile("9p")));
    passIfAsked(game);

    // 5555m: the kong leaves 1111m 789s 123p, still waiting on a fifth 1m.
    assertThat(eastsNextTurn(game).legal()).containsExactly(new ConcealedKong(tile("5m")), Discard.of(tile("5m")));
  }

  /**
   * South, dealt 111m 567m 789s 123p 9p (ready, so the rules given must not ask it about 天听), pungs
   * East's 1m. It then holds the fourth 1m beside its pung: discarding 9p leaves it waiting on 1m for
   * its pair, a tile it holds all four of.
   */
  private static Game southPungsFourthOne(Suits108Rules rules) {
    Game game = deal(rules,
        "1m 258m 369s 147p 258p",
        "111m 567m 789s 123p 9p",
        "369m 1s 2s 4s 5s 7s 8s 3p 6p 9p 4m",
        "2m 4m 7m 8m 2s 4s 5s 6s 8s 4p 7p 8p 5p",
        "4s", "");
    discard(game, "1m");
    answer(game, Seat.S1, Pung.INSTANCE);
    return game;
  }

  @Test
  void apply_tingLegalAfterPungWhenTheWaitIsHeldFourTimes() {
    Game game = southPungsFourthOne(rules("heavenly_ting", false));
    assertThat(turn(game, Seat.S1).legal()).contains(TingDiscard.of(tile("9p")));

    game.apply(TingDiscard.of(tile("9p")));

    assertThat(game.observation(Seat.S0).isTing(Seat.S1)).isTrue();
  }

  @Test
  void turnDecision_tingAllowedAfterMeldOffNoTingAfterPung() {
    Game game = southPungsFourthOne(rules("heavenly_ting", false, "ting_allowed_after_meld", false));

    assertThat(turn(game, Seat.S1).legal()).noneMatch(a -> a instanceof TingDiscard);
  }

  @Test
  void turnDecision_afterTingOnlyDrawnTileMayBeDiscarded() {
    Game game = afterTing("1s 2s 3s 8s");

    assertThat(eastsNextTurn(game).legal()).containsExactly(Discard.of(tile("8s")));
  }

  @Test
  void offerDiscard_tingPlayerMayNotPungOrChow() {
    Game control = beforeTing(DEFAULTS, "1m");
    discardAndPass(control, "9p");
    discard(control, "1m");
    assertThat(asked(control, Seat.S0).orElseThrow().canPung()).isTrue();

    Game game = afterTing("1m 2s 7s");
    discard(game, "1m");
    // East holds 111m: without ting it could pung (a kong would change its waits).
    assertThat(asked(game, Seat.S0)).isEmpty();
    passIfAsked(game);
    discardDrawn(game);
    discard(game, "7s");
    // North is East's left player and East holds 89s: without ting it could chow.
    assertThat(asked(game, Seat.S0)).isEmpty();
  }

  @Test
  void turnDecision_tingPlayerMustWinOnDraw() {
    Game game = afterTing("1s 2s 3s 2m");
    TurnDecision turn = eastsNextTurn(game);

    assertThat(turn.legal()).containsExactly(SelfDrawnWin.INSTANCE);
    game.apply(SelfDrawnWin.INSTANCE);
    // 3 for the ting, then a basic self-drawn win: 6 from each.
    assertThat(points(game)).containsExactly(21, -7, -7, -7);
  }

  @Test
  void turnDecision_tingAutoWinOffWinIsAChoice() {
    Suits108Rules rules = rules("ting_auto_win", false);
    Game drawing = afterTing(rules, "1s 2s 3s 2m");
    assertThat(eastsNextTurn(drawing).legal()).containsExactly(SelfDrawnWin.INSTANCE, Discard.of(tile("2m")));

    Game discarded = afterTing(rules, "3m");
    discard(discarded, "3m");
    ClaimOptions east = claims(discarded).options(Seat.S0).orElseThrow();
    assertThat(east.mustWin()).isFalse();
    assertThat(east.legal()).containsExactly(Pass.INSTANCE, ClaimWin.INSTANCE);
  }

  @Test
  void offerDiscard_tingPlayerMustWinOnDiscard() {
    Game game = afterTing("3m");
    discard(game, "3m");

    ClaimOptions east = claims(game).options(Seat.S0).orElseThrow();
    assertThat(east.mustWin()).isTrue();
    assertThat(east.legal()).containsExactly(ClaimWin.INSTANCE);
    answer(game, Seat.S0, ClaimWin.INSTANCE);
    assertThat(points(game)).containsExactly(9, -7, -1, -1);
  }

  @Test
  void turnDecision_tingPlayerMayKongWhenWaitsUnchanged() {
    Game game = afterTing("1s 2s 3s 5p");

    // 5555p: the kong leaves 1113m 567m 789s, still waiting on 2m and 3m.
    assertThat(eastsNextTurn(game).legal())
        .containsExactly(new ConcealedKong(tile("5p")), Discard.of(tile("5p")));
  }

  @Test
  void turnDecision_tingMayKongOffNoKong() {
    Suits108Rules rules = rules("ting_may_kong_if_waits_unchanged", false);
    Game drawing = afterTing(rules, "1s 2s 3s 5p");
    assertThat(eastsNextTurn(drawing).legal()).containsExactly(Discard.of(tile("5p")));

    Game discarded = afterTing(rules, "5p");
    discard(discarded, "5p");
    assertThat(asked(discarded, Seat.S0)).isEmpty();
  }

  @Test
  void turnDecision_tingPlayerMayNotKongWhenWaitsChange() {
    Game game = afterTing("1s 2s 3s 1m");

    // 1111m: the kong would leave 3m 567m 789s 555p, waiting on 3m only.
    assertThat(eastsNextTurn(game).legal()).containsExactly(Discard.of(tile("1m")));
  }

  @Test
  void offerDiscard_tingPlayerMayKongDiscardWhenWaitsUnchanged() {
    Game game = afterTing("5p");
    discard(game, "5p");

    assertThat(claims(game).options(Seat.S0).orElseThrow().legal())
        .containsExactly(Pass.INSTANCE, ExposedKong.INSTANCE);
  }

  /**
   * Section 6 lets a ting player kong when its waits stay the same; the direct kong on a discard is
   * one of the kongs it may make (see {@link Suits108Game}'s claim options for why section 4's "may
   * only win on a discard" does not forbid it). The replacement it draws is then its only discard.
   */
  @Test
  void resolve_tingPlayerDirectKongPaidThenReplacementDiscarded() {
    Game game = afterTing("5p");
    discard(game, "5p");
    answer(game, Seat.S0, ExposedKong.INSTANCE);

    // 3 for the ting, then 4 from South for the direct kong.
    assertThat(points(game)).containsExactly(7, -5, -1, -1);
    TurnDecision east = turn(game, Seat.S0);
    assertThat(game.events()).last().isEqualTo(Drew.of(Seat.S0, east.drawn().orElseThrow(), true));
    assertThat(east.legal()).containsExactly(Discard.of(east.drawn().orElseThrow()));
    assertThat(game.observation(Seat.S1).isTing(Seat.S0)).isTrue();
  }

  /** South is dealt a hand waiting on 5p; East, West and North are not ready. */
  private static Game heavenlyPosition(Suits108Rules rules) {
    return deal(rules,
        "5p 147s 258s 369s 1p 2p 8p",
        "123m 456m 789m 99s 46p",
        "147p 369p 2s 5s 8s 1m 4m 7m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 3m 7p 2p",
        "9p", "");
  }

  private static OpeningAction[] southAnswers(OpeningAction south) {
    OpeningAction[] answers = new OpeningAction[4];
    answers[Seat.S1.index()] = south;
    return answers;
  }

  @Test
  void deal_readyNonDealerIsAskedForHeavenlyTing() {
    Game game = heavenlyPosition(DEFAULTS);
    assertThat(game.pending()).isInstanceOf(OpeningDecision.class);
    assertThat(((OpeningDecision) game.pending()).asked()).containsExactly(Seat.S1);

    game.resolveOpening(southAnswers(DeclareTing.INSTANCE));

    assertThat(points(game)).containsExactly(-1, 3, -1, -1);
    assertThat(game.observation(Seat.S0).isTing(Seat.S1)).isTrue();
    turn(game, Seat.S0);
    // A heavenly ting is a ting: South must win on East's 5p.
    discard(game, "5p");
    assertThat(claims(game).options(Seat.S1).orElseThrow().legal()).containsExactly(ClaimWin.INSTANCE);
  }

  @Test
  void resolveOpening_passCostsNothing() {
    Game game = heavenlyPosition(DEFAULTS);
    game.resolveOpening(southAnswers(Pass.INSTANCE));

    assertThat(points(game)).containsExactly(0, 0, 0, 0);
    assertThat(game.observation(Seat.S0).isTing(Seat.S1)).isFalse();
    turn(game, Seat.S0);
  }

  @Test
  void deal_heavenlyTingOffNobodyAsked() {
    Game game = heavenlyPosition(rules("heavenly_ting", false));

    assertThat(turn(game, Seat.S0).drawn()).contains(tile("9p"));
  }

  @Test
  void deal_readyNonDealerAskedWhenEveryWaitIsHeldFourTimes() {
    Game game = deal(DEFAULTS,
        "247m 147s 147p 369p 2s",
        "1111m 555m 789s 123p",
        "369m 258s 258p 4m 8m 3s 6s",
        "2m 3m 6m 9m 1s 4s 5s 9s 4p 6p 7p 8p 3p",
        "9p", "");

    assertThat(game.pending()).isInstanceOf(OpeningDecision.class);
    assertThat(((OpeningDecision) game.pending()).asked()).containsExactly(Seat.S1);
  }

  @Test
  void deal_readyDealerIsNotAskedForHeavenlyTing() {
    Game game = deal(DEFAULTS,
        "123m 456m 789m 99s 46p",
        "147p 369p 2s 5s 8s 1m 4m 7m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 3m 7p 2p",
        "147s 258s 369s 1p 5p 8p 9p",
        "9p", "");

    List<TurnAction> legal = turn(game, Seat.S0).legal();
    assertThat(legal).contains(TingDiscard.of(tile("9p")));
  }
}
