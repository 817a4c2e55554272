package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.claims;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.dealBlocks;
import static org.mjarena.engine.suits108.Positions.discardAndPass;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.playToLastTile;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;

/** Section 4 of the rules: who may claim a discard, and which claim wins when several are made. */
final class ClaimTest {
  private static final Suits108Rules DEFAULTS = new Suits108Rules();
  /** Rules without 天听, for positions where non-dealers are dealt ready hands. */
  private static final Suits108Rules NO_HEAVENLY_TING = rules("heavenly_ting", false);

  /** East discards 5m; South, West and North each hold 46m. */
  private static Game chowPosition(Suits108Rules rules) {
    return deal(rules,
        "5m 19s 19p 258s 258p 37s",
        "46m 3m 9m 147s 147p 28p 6s",
        "46m 17m 369s 369p 2s 5s 8s",
        "46m 28m 9m 258s 147p 36p",
        "9s", "");
  }

  @Test
  void offerDiscard_chowOnlyFromLeftPlayer() {
    Game game = chowPosition(DEFAULTS);
    discard(game, "5m");

    ClaimDecision decision = claims(game);
    assertThat(decision.options(Seat.S1).orElseThrow().legal()).contains(new Chow(tile("4m")));
    assertThat(decision.options(Seat.S2)).isEmpty();
    assertThat(decision.options(Seat.S3)).isEmpty();

    answer(game, Seat.S1, new Chow(tile("4m")));
    assertThat(game.observation(Seat.S1).melds(Seat.S1))
        .containsExactly(new Meld(MeldKind.CHOW, tile("4m"), tile("5m"), Seat.S0));
    assertThat(game.observation(Seat.S1).river(Seat.S0)).singleElement()
        .satisfies(r -> assertThat(r.tile()).isEqualTo(tile("5m")), r -> assertThat(r.claimed()).isTrue());
    assertThat(turn(game, Seat.S1).drawn()).isEmpty();
  }

  @Test
  void resolve_chowPaysOneFromDiscarder() {
    Game game = chowPosition(DEFAULTS);
    discard(game, "5m");
    answer(game, Seat.S1, new Chow(tile("4m")));

    assertThat(points(game)).containsExactly(-1, 1, 0, 0);
  }

  @Test
  void resolve_payoffChowSetsChowPayment() {
    Game game = chowPosition(rules("payoff_chow", 3));
    discard(game, "5m");
    answer(game, Seat.S1, new Chow(tile("4m")));

    assertThat(points(game)).containsExactly(-3, 3, 0, 0);
  }

  /** As {@link #chowPosition}, but South holds a second 5m beside its 3m, 4m and 6m. */
  private static Game chowSpitPosition(Suits108Rules rules) {
    Game game = deal(rules,
        "5m 19s 19p 258s 258p 37s",
        "3456m 9m 147s 147p 28p",
        "46m 17m 369s 369p 2s 5s 8s",
        "46m 28m 9m 258s 147p 36p",
        "9s", "");
    discard(game, "5m");
    answer(game, Seat.S1, new Chow(tile("4m")));
    return game;
  }

  @Test
  void discard_identicalToChowedTileReturnsChowPayoff() {
    Game game = chowSpitPosition(DEFAULTS);
    discard(game, "5m");

    assertThat(points(game)).containsExactly(0, 0, 0, 0);
  }

  @Test
  void discard_chowSpitRefundOffKeepsChowPayoff() {
    Game game = chowSpitPosition(rules("chow_spit_refund", false));
    discard(game, "5m");

    assertThat(points(game)).containsExactly(-1, 1, 0, 0);
  }

  @Test
  void discard_otherTileAfterChowKeepsChowPayoff() {
    // 3m would extend the chow 456m just made, but it is not the tile chowed.
    Game game = chowSpitPosition(DEFAULTS);
    discard(game, "3m");

    assertThat(points(game)).containsExactly(-1, 1, 0, 0);
  }

  /** East discards 5p, which West or North may pung or kong. */
  private static Game pungPosition(Suits108Rules rules, String west, String north) {
    return deal(rules,
        "5p 19m 19s 258m 258s 37m",
        "147m 147s 147p 6m 6s 9s 3p",
        west, north,
        "9p", "9m");
  }

  /** West without a 5p, and North, who plays just before East, with 55p. */
  private static final String WEST_JUNK = "369s 369p 2p 8p 4m 7s 2s 8s 3m";
  private static final String NORTH_PAIR = "55p 28p 46m 35s 7p 1p 4s 6p 9m";
  /** West with 555p, and North without a 5p. */
  private static final String WEST_TRIPLE = "555p 369s 2p 8p 4m 7s 2s 8s 3m";
  private static final String NORTH_JUNK = "28p 46m 35s 7p 1p 4s 6p 9m 1s 7m";

  @Test
  void offerDiscard_pungFromAnyPlayer() {
    Game game = pungPosition(DEFAULTS, WEST_JUNK, NORTH_PAIR);
    discard(game, "5p");

    assertThat(claims(game).options(Seat.S3).orElseThrow().legal()).containsExactly(Pass.INSTANCE, Pung.INSTANCE);
    answer(game, Seat.S3, Pung.INSTANCE);

    assertThat(game.observation(Seat.S0).melds(Seat.S3))
        .containsExactly(new Meld(MeldKind.PUNG, tile("5p"), tile("5p"), Seat.S0));
    assertThat(turn(game, Seat.S3).drawn()).isEmpty();
  }

  @Test
  void resolve_pungPaysTwoFromDiscarder() {
    Game game = pungPosition(DEFAULTS, WEST_JUNK, NORTH_PAIR);
    discard(game, "5p");
    answer(game, Seat.S3, Pung.INSTANCE);

    assertThat(points(game)).containsExactly(-2, 0, 0, 2);
  }

  @Test
  void resolve_payoffPungSetsPungPayment() {
    Game game = pungPosition(rules("payoff_pung", 5), WEST_JUNK, NORTH_PAIR);
    discard(game, "5p");
    answer(game, Seat.S3, Pung.INSTANCE);

    assertThat(points(game)).containsExactly(-5, 0, 0, 5);
  }

  @Test
  void offerDiscard_directKongFromAnyPlayer() {
    Game game = pungPosition(DEFAULTS, WEST_TRIPLE, NORTH_JUNK);
    discard(game, "5p");

    assertThat(claims(game).options(Seat.S2).orElseThrow().legal())
        .containsExactly(Pass.INSTANCE, Pung.INSTANCE, ExposedKong.INSTANCE);
    answer(game, Seat.S2, ExposedKong.INSTANCE);

    assertThat(game.observation(Seat.S0).melds(Seat.S2))
        .containsExactly(new Meld(MeldKind.EXPOSED_KONG, tile("5p"), tile("5p"), Seat.S0));
    assertThat(turn(game, Seat.S2).drawn()).contains(tile("9m"));
  }

  @Test
  void resolve_directKongPaysFourFromDiscarder() {
    Game game = pungPosition(DEFAULTS, WEST_TRIPLE, NORTH_JUNK);
    discard(game, "5p");
    answer(game, Seat.S2, ExposedKong.INSTANCE);

    assertThat(points(game)).containsExactly(-4, 0, 4, 0);
  }

  @Test
  void resolve_payoffDirectKongSetsDirectKongPayment() {
    Game game = pungPosition(rules("payoff_direct_kong", 7), WEST_TRIPLE, NORTH_JUNK);
    discard(game, "5p");
    answer(game, Seat.S2, ExposedKong.INSTANCE);

    assertThat(points(game)).containsExactly(-7, 0, 7, 0);
  }

  @Test
  void resolve_winBeatsPung() {
    Game game = deal(NO_HEAVENLY_TING,
        "5p 19m 19s 258m 258s 37m",
        "55p 147s 28p 36m 9s 7p 1p 3s",
        "369s 369p 4m 7s 2s 8s 1s 4s 6m",
        "123m 456m 789m 88m 46p",
        "9p", "");
    discard(game, "5p");

    // South, who plays first after East, pungs; North wins all the same.
    answer(game, Map.of(Seat.S1, Pung.INSTANCE, Seat.S3, ClaimWin.INSTANCE));

    assertThat(game.outcome().kind()).isEqualTo(GameOutcome.Kind.WIN);
    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S3);
    assertThat(game.observation(Seat.S1).melds(Seat.S1)).isEmpty();
    assertThat(points(game)).containsExactly(-6, 0, 0, 6);
  }

  @Test
  void resolve_winBeatsKongAndChow() {
    // South holds 46m, West 555m, North waits on 5m with 46m.
    Game game = deal(NO_HEAVENLY_TING,
        "5m 19s 19p 258s 258p 37s",
        "46m 3m 9m 147s 147p 28p 6s",
        "555m 17m 369s 369p 2s 8s",
        "46m 123p 456p 789p 11s",
        "9s", "");
    discard(game, "5m");

    answer(game, Map.of(Seat.S1, new Chow(tile("4m")), Seat.S2, ExposedKong.INSTANCE, Seat.S3, ClaimWin.INSTANCE));

    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S3);
    assertThat(game.events()).filteredOn(e -> e instanceof ClaimResolved).singleElement()
        .extracting(e -> ((ClaimResolved) e).resolution()).isEqualTo(ClaimResolved.Resolution.WIN_BEATS_MELD);
    for (Seat s : Seat.all()) {
      assertThat(game.observation(Seat.S0).melds(s)).isEmpty();
    }
    assertThat(points(game)).containsExactly(-6, 0, 0, 6);
  }

  @Test
  void resolve_pungBeatsChow() {
    Game game = deal(DEFAULTS,
        "5m 19s 19p 258s 258p 37s",
        "46m 3m 9m 147s 147p 28p 6s",
        "55m 17m 369s 369p 2s 8s 4m",
        "28m 9m 258s 147p 36p 6m 4s",
        "9s", "");
    discard(game, "5m");

    answer(game, Map.of(Seat.S1, new Chow(tile("4m")), Seat.S2, Pung.INSTANCE));

    assertThat(game.observation(Seat.S0).melds(Seat.S2)).extracting(Meld::kind).containsExactly(MeldKind.PUNG);
    assertThat(game.observation(Seat.S0).melds(Seat.S1)).isEmpty();
    assertThat(game.observation(Seat.S1).concealedSize()).isEqualTo(13);
    turn(game, Seat.S2);
  }

  @Test
  void resolve_directKongBeatsChow() {
    Game game = deal(DEFAULTS,
        "5m 19s 19p 258s 258p 37s",
        "46m 3m 9m 147s 147p 28p 6s",
        "555m 17m 369s 369p 2s 8s",
        "28m 9m 258s 147p 36p 6m 4s",
        "9s", "");
    discard(game, "5m");

    answer(game, Map.of(Seat.S1, new Chow(tile("4m")), Seat.S2, ExposedKong.INSTANCE));

    assertThat(game.observation(Seat.S0).melds(Seat.S2)).extracting(Meld::kind)
        .containsExactly(MeldKind.EXPOSED_KONG);
    assertThat(game.observation(Seat.S0).melds(Seat.S1)).isEmpty();
    turn(game, Seat.S2);
  }

  /**
   * East discards 5p, on which South wins a basic hand (6), West a full flush (12) and North all pungs
   * (8).
   */
  private static Game threeWinnersPosition(Suits108Rules rules) {
    return deal(rules,
        "5p 258m 456s 88s 5s 2p 8p 3m",
        "123m 456m 789m 99s 46p",
        "111p 234p 678p 99p 46p",
        "111s 222s 333s 77s 55p",
        "9m", "");
  }

  private static final Map<Seat, Claim> ALL_WIN =
      Map.of(Seat.S1, ClaimWin.INSTANCE, Seat.S2, ClaimWin.INSTANCE, Seat.S3, ClaimWin.INSTANCE);

  @Test
  void resolve_severalWinnersEachPaidByDiscarder() {
    Game game = threeWinnersPosition(NO_HEAVENLY_TING);
    discard(game, "5p");
    answer(game, ALL_WIN);

    GameOutcome outcome = game.outcome();
    assertThat(outcome.wins()).extracting(Win::seat).containsExactly(Seat.S1, Seat.S2, Seat.S3);
    assertThat(outcome.wins()).extracting(Win::value).containsExactly(6, 12, 8);
    assertThat(outcome.dealIn()).contains(Seat.S0);
    assertThat(points(game)).containsExactly(-26, 6, 12, 8);
    assertThat(outcome.points()).containsExactly(-26, 6, 12, 8);
  }

  @Test
  void resolve_singleWinnerIsFirstAfterDiscarder() {
    Game game = threeWinnersPosition(rules("heavenly_ting", false, "multiple_winners", false));
    discard(game, "5p");
    answer(game, ALL_WIN);

    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S1);
    assertThat(points(game)).containsExactly(-6, 6, 0, 0);
  }

  @Test
  void resolve_singleWinnerSkipsPlayersWhoPass() {
    Game game = threeWinnersPosition(rules("heavenly_ting", false, "multiple_winners", false));
    discard(game, "5p");
    answer(game, Map.of(Seat.S2, ClaimWin.INSTANCE, Seat.S3, ClaimWin.INSTANCE));

    assertThat(game.outcome().wins()).extracting(Win::seat).containsExactly(Seat.S2);
    assertThat(points(game)).containsExactly(-12, 0, 12, 0);
  }

  /**
   * The 56th and last undealt tile (5p) is drawn by North. East, who plays after North, is ready on 5p
   * and could chow it; West holds 555p.
   */
  private static Game lastDiscardPosition(Suits108Rules rules) {
    Game game = deal(rules,
        "123m 456m 789m 99s 46p",
        "147s 147p 258s 69s 3p 8p",
        "555p 2m 8m 3s 7s 1p 9p 2p 8p 7p 4s",
        "147m 258m 36s 36p 9p 2s 5s",
        "", "5p");
    playToLastTile(game);
    assertThat(turn(game, Seat.S3).drawn()).contains(tile("5p"));
    discard(game, "5p");
    return game;
  }

  @Test
  void offerDiscard_lastDiscardMayOnlyBeWon() {
    Game game = lastDiscardPosition(DEFAULTS);

    List<ClaimOptions> asked = claims(game).asked();
    assertThat(asked).extracting(ClaimOptions::seat).containsExactly(Seat.S0);
    assertThat(asked.get(0).legal()).containsExactly(Pass.INSTANCE, ClaimWin.INSTANCE);

    answer(game, Map.of());
    assertThat(game.outcome().kind()).isEqualTo(GameOutcome.Kind.DRAW);
  }

  /**
   * With per-seat blocks a player may still hold a replacement when the last discard comes: East
   * discards 1m and South pungs it, so South draws one tile fewer than the others. When North's last
   * discard, 9p, comes (East, who plays next, has drawn its whole block), South has one tile left and
   * holds 999p; the last discard may still not be konged (section 4).
   */
  @Test
  void offerDiscard_lastDiscardNotKongedWithReplacementInOwnBlock() {
    Game game = dealBlocks(rules("wall", "per-seat-blocks", "claims_on_last_discard", "all", "heavenly_ting", false),
        List.of("2m 5m 8m 3s 6s 9s 1p 4p 7p 2p 5p 8p 3p",
            "11m 999p 4m 7m 1s 2s 5s 8s 3p 6p",
            "3m 6m 9m 4s 7s 3s 6s 9s 1p 4p 7p 2p 5p",
            "9p 2m 5m 8m 1s 2s 5s 8s 6p 3m 6m 9m 7s"),
        List.of("1m", "", "", ""));
    discard(game, "1m");
    answer(game, Seat.S1, Pung.INSTANCE);
    discardAndPass(game, "1s");
    while (!(game.pending() instanceof TurnDecision t && t.seat() == Seat.S3
        && game.observation(Seat.S3).wallRemaining(Seat.S3) == 0)) {
      discardDrawn(game);
    }
    discard(game, "9p");

    assertThat(game.observation(Seat.S1).wallRemaining(Seat.S0)).isZero();
    assertThat(game.observation(Seat.S1).wallRemaining(Seat.S1)).isEqualTo(1);
    assertThat(claims(game).options(Seat.S1).orElseThrow().legal()).containsExactly(Pass.INSTANCE, Pung.INSTANCE);
  }

  @Test
  void offerDiscard_lastDiscardMayBeMeldedWhenAllowedButNotKonged() {
    Game game = lastDiscardPosition(rules("claims_on_last_discard", "all"));

    ClaimDecision decision = claims(game);
    assertThat(decision.options(Seat.S0).orElseThrow().legal())
        .containsExactly(Pass.INSTANCE, new Chow(tile("4p")), ClaimWin.INSTANCE);
    // Three in hand, but no tile is left to replace a kong.
    assertThat(decision.options(Seat.S2).orElseThrow().legal()).containsExactly(Pass.INSTANCE, Pung.INSTANCE);
  }
}
