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
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;

/** Section 6 of the rules: declaring ting (报听), what a ting player may still do, and 天听. */
final class TingTest {
  private static final Suits108Rules DEFAULTS = new Suits108Rules();

  /**
   * East is dealt 1113m 567m 789s 555p and draws 9p: discarding 9p leaves it waiting on 2m and 3m,
   * discarding 3m leaves it waiting on 9p. The next draws go to South, West, North and East in turn.
   */
  private static Game beforeTing(String draws) {
    return deal(DEFAULTS,
        "1113m 567m 789s 555p",
        "258m 147s 147p 36s 9p 4m",
        "369m 258s 268p 4m 1p 7p 8m",
        "47m 36p 9m 2m 3s 6s 8p 7p 2p 4s 9s",
        "9p " + draws, "");
  }

  /** East has declared ting with 9p and waits on 2m and 3m; South is to draw. */
  private static Game afterTing(String draws) {
    Game game = beforeTing(draws);
    game.apply(TingDiscard.of(tile("9p")));
    passIfAsked(game);
    return game;
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
    Game game = beforeTing("");
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
  void turnDecision_afterTingOnlyDrawnTileMayBeDiscarded() {
    Game game = afterTing("1s 2s 3s 8s");

    assertThat(eastsNextTurn(game).legal()).containsExactly(Discard.of(tile("8s")));
  }

  @Test
  void offerDiscard_tingPlayerMayNotPungOrChow() {
    Game control = beforeTing("1m");
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

  /** South is dealt a hand waiting on 5p; East, West and North are not ready. */
  private static Game heavenlyPosition() {
    return deal(DEFAULTS,
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
    Game game = heavenlyPosition();
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
    Game game = heavenlyPosition();
    game.resolveOpening(southAnswers(Pass.INSTANCE));

    assertThat(points(game)).containsExactly(0, 0, 0, 0);
    assertThat(game.observation(Seat.S0).isTing(Seat.S1)).isFalse();
    turn(game, Seat.S0);
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
