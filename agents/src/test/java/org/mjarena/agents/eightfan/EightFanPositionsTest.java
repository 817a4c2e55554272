package org.mjarena.agents.eightfan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.asked;
import static org.mjarena.agents.ChosenWall.tile;
import static org.mjarena.agents.ChosenWall.turn;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.ChosenWall;
import org.mjarena.agents.FixedObservation;
import org.mjarena.agents.Position;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Positions from report 002 and the smallest ones that show each of its rules: the 8-fan win distance
 * against the plain one, the useful tiles, the discard, 和绝张, the claims and the kongs; and the 108-tile
 * adaptation (seven pairs, ting). Hands are seat 0's ({@link FixedObservation}: pungs claimed from seat 2,
 * tiles played by seat 1) or come from games dealt from a chosen wall ({@link ChosenWall}).
 */
final class EightFanPositionsTest {
  private static EightFanAgent eightFan() {
    return new EightFanAgent(true, 1);
  }

  private static EightFanAgent plain() {
    return new EightFanAgent(false, 1);
  }

  /** The 8-fan (or plain) distance of seat 0's hand in {@code seen}, waiting for its draw. */
  private static int distance(Observation seen, boolean fanCheck) {
    Position p = new Position();
    p.load(seen);
    Distances d = new Distances(fanCheck);
    d.begin(p);
    return d.waiting(p.counts(), p.melds());
  }

  /** The useful tiles of seat 0's waiting hand at its 8-fan distance. */
  private static String useful(Observation seen) {
    Position p = new Position();
    p.load(seen);
    Distances d = new Distances(true);
    d.begin(p);
    int level = d.waiting(p.counts(), p.melds());
    assertThat(d.targets().usefulAt(p.counts(), p.melds(), level, -1)).isTrue();
    return Tiles.codes(org.mjarena.engine.mcr.distance.WinDistance.tiles(d.targets().useful()));
  }

  /** The plain basic-form effective tiles of seat 0's waiting hand, from the engine's calculator. */
  private static String plainUseful(Observation seen) {
    return Tiles.codes(org.mjarena.engine.mcr.distance.WinDistance.tiles(
        WinDistanceCalculator.all(seen.concealed(), seen.melds(Seat.S0).size()).effective(WinDistanceForm.BASIC)));
  }

  /** The turn of seat 0 holding what {@code seen} shows, after a chow or pung (nothing drawn), in MCR. */
  private static TurnDecision turnAfterMeld(Observation seen) {
    long held = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      held |= seen.concealedCount(Tile.of(t)) > 0 ? 1L << t : 0;
    }
    return new TurnDecision(Seat.S0, Optional.empty(), false, held, 0, 0, Optional.empty());
  }

  /** The fan without flowers of a self-drawn win, East seat in the East round. */
  private static int selfDrawnFan(String concealed, List<Meld> melds, String winningTile) {
    return FanCalculator.standard().calculate(WinningHand.of(concealed, melds, winningTile).withSelfDrawn(true))
        .totalWithoutFlowers();
  }

  private static final List<Meld> PUNG_OF_1P = List.of(new Meld(MeldKind.PUNG, tile("1p"), tile("1p"), Seat.S2));

  /**
   * The report's example: B1 B1 B1 T4..T9 B3 B3 B3 J1 J1, self-drawn and concealed, East seat in the East
   * round, is 10 fan (不求人 4, 双暗刻 2, 连六 1, 幺九刻 1, 缺一门 1, 单钓将 1). Waiting on the red dragon
   * it is ready, and ready for 8 fan: both distances are 0, and the red dragon is the useful tile.
   */
  @Test
  void distance_reportExampleConcealedIsReadyForEightFan() {
    assertThat(selfDrawnFan("111p 456789s 333p 5z", List.of(), "5z")).isEqualTo(10);
    Observation seen = FixedObservation.mcr("111p 456789s 333p 5z");
    assertThat(distance(seen, false)).isZero();
    assertThat(distance(seen, true)).isZero();
    assertThat(useful(seen)).isEqualTo("J1");
  }

  /**
   * The same hand with B1 B1 B1 punged is 5 fan (连六, 幺九刻, 缺一门, 单钓将, 自摸): ready in form, but
   * it can never win. The plain distance is 0, the improved one 1 ("返回的上听数...多1"), and the red
   * dragon is no longer useful.
   */
  @Test
  void distance_reportExampleWithTheMeldedPungIsOneMore() {
    assertThat(selfDrawnFan("456789s 333p 5z", PUNG_OF_1P, "5z")).isEqualTo(5);
    Observation seen = FixedObservation.of(Variant.MCR, "456789s 333p 5z", "1p", "");
    assertThat(distance(seen, false)).isZero();
    assertThat(distance(seen, true)).isEqualTo(1);
    assertThat(useful(seen)).doesNotContain("J1");
  }

  /**
   * 456789s 2333p with 1p punged waits on 1p, 2p and 4p, but only the last 1p wins with 8 fan: 11 with
   * 和绝张 (4), the other three copies being public in the pung, 7 without it (四归一, 连六, 幺九刻, 缺一门,
   * 无字, 自摸); 4p makes 5. The useful tiles are those of the 8-fan completions only.
   */
  @Test
  void usefulTiles_onlyThoseOfCompletionsOfEightFan() {
    Observation seen = FixedObservation.of(Variant.MCR, "456789s 2333p", "1p", "");
    assertThat(plainUseful(seen)).isEqualTo("B1 B2 B4");
    assertThat(distance(seen, true)).isZero();
    assertThat(useful(seen)).isEqualTo("B1");
    WinningHand lastOne = WinningHand.of("456789s 2333p", PUNG_OF_1P, "1p").withSelfDrawn(true).withFourthTile(true);
    assertThat(FanCalculator.standard().calculate(lastOne).totalWithoutFlowers()).isEqualTo(11);
    assertThat(selfDrawnFan("456789s 2333p", PUNG_OF_1P, "1p")).isEqualTo(7);
    assertThat(selfDrawnFan("456789s 2333p", PUNG_OF_1P, "4p")).isEqualTo(5);
  }

  /**
   * With 1p punged, 456789s 333p 5z 1s (one 1s played) can stay ready on the red dragon, worth 5 fan:
   * the plain bot keeps it (three red dragons unseen against two 1s). The 8-fan bot gives it up for hands
   * that can win (pure straight 清龙 through 1s, ...) and discards the dragon.
   */
  @Test
  void decideTurn_givesUpAReadyHandThatCannotReachEightFan() {
    Observation seen = FixedObservation.of(Variant.MCR, "456789s 333p 5z 1s", "1p", "1s");
    TurnDecision turn = turnAfterMeld(seen);
    assertThat(plain().decideTurn(seen, turn)).isEqualTo(Discard.of(tile("1s")));
    assertThat(eightFan().decideTurn(seen, turn)).isEqualTo(Discard.of(tile("5z")));
  }

  /**
   * The report's trick (故意打出一张牌造成绝张): 456789s 123p 55z with 1p punged is complete but under 8
   * fan (winning on 3p: 7). With two 3p played, discarding its own 3p makes the last 3p a winning tile of
   * 11 fan (和绝张 added), so the 8-fan bot discards it and is ready; with one 3p played it does not.
   */
  @Test
  void decideTurn_discardsToMakeItsWaitTheLastCopy() {
    Observation twoPlayed = FixedObservation.of(Variant.MCR, "456789s 123p 55z", "1p", "3p 3p");
    assertThat(eightFan().decideTurn(twoPlayed, turnAfterMeld(twoPlayed))).isEqualTo(Discard.of(tile("3p")));
    Observation onePlayed = FixedObservation.of(Variant.MCR, "456789s 123p 55z", "1p", "3p");
    assertThat(eightFan().decideTurn(onePlayed, turnAfterMeld(onePlayed))).isNotEqualTo(Discard.of(tile("3p")));
    WinningHand last = WinningHand.of("456789s 12p 55z", PUNG_OF_1P, "3p").withSelfDrawn(true).withFourthTile(true);
    assertThat(FanCalculator.standard().calculate(last).totalWithoutFlowers()).isEqualTo(11);
    assertThat(selfDrawnFan("456789s 12p 55z", PUNG_OF_1P, "3p")).isEqualTo(7);
  }

  /** The other hands of the claim positions: seat 0 discards {@code discard} on its first turn. */
  private static Game discarded(String seat1, String discard) {
    Game game = ChosenWall.mcr(Wind.EAST, List.of(
        "5z 4m 2z 3z 4z 6z 7z 1s 9s 1p 9p 5m 6m",
        seat1,
        "1m 1m 3m 3m 5p 5p 6p 6p 7p 7p 2s 2s 3s",
        "4m 4m 6m 6m 7m 8m 9m 1p 2p 3p 4s 5s 6s"), List.of("7m", "", "", ""));
    game.apply(Discard.of(tile(discard)));
    return game;
  }

  /**
   * The pung of the red dragon leaves 222m 444p 888s 1m after discarding 3p, ready from one away: both
   * bots pung. With 234m 567p 678s 1m 9p it leaves a ready hand of 4 fan (箭刻, 单钓将, 自摸), while the
   * concealed hand is one tile from mixed shifted chows 三色三步高 with 不求人: the plain bot pungs (1 to
   * 0), the 8-fan bot passes (1 to 2).
   */
  @Test
  void decideClaim_pungsOnlyWhenTheDistanceDrops() {
    Game ready = discarded("55z 222m 444p 888s 1m 3p", "5z");
    assertThat(eightFan().decideClaim(ready.observation(Seat.S1), asked(ready, Seat.S1))).isEqualTo(Pung.INSTANCE);
    assertThat(plain().decideClaim(ready.observation(Seat.S1), asked(ready, Seat.S1))).isEqualTo(Pung.INSTANCE);
    Game cheap = discarded("55z 234m 567p 678s 1m 9p", "5z");
    assertThat(plain().decideClaim(cheap.observation(Seat.S1), asked(cheap, Seat.S1))).isEqualTo(Pung.INSTANCE);
    assertThat(eightFan().decideClaim(cheap.observation(Seat.S1), asked(cheap, Seat.S1))).isEqualTo(Pass.INSTANCE);
    assertThat(distance(FixedObservation.mcr("55z 234m 567p 678s 1m 9p"), true)).isEqualTo(1);
    assertThat(distance(FixedObservation.of(Variant.MCR, "234m 567p 678s 1m", "5z", ""), true)).isEqualTo(2);
  }

  /**
   * 46m 123p 456s 78s 11z 9p chows 5m into 456m, one away to ready: both chow. 567m 123p 456s 789s 1z is
   * ready on the East wind: the chow of 4m (456m) leaves it ready, no nearer, and the plain bot passes;
   * but 456m 123p 789s is a mixed straight 花龙 (8 fan) where the concealed hand waits for 5 fan, so the
   * 8-fan bot, one away before, chows to be ready.
   */
  @Test
  void decideClaim_chowsOnlyWhenTheDistanceDrops() {
    Game nearer = discarded("46m 123p 456s 78s 1z 1z 9p", "5m");
    Chow chow456 = new Chow(tile("4m"));
    assertThat(plain().decideClaim(nearer.observation(Seat.S1), asked(nearer, Seat.S1))).isEqualTo(chow456);
    assertThat(eightFan().decideClaim(nearer.observation(Seat.S1), asked(nearer, Seat.S1))).isEqualTo(chow456);
    Game straight = discarded("567m 123p 456s 789s 1z", "4m");
    assertThat(plain().decideClaim(straight.observation(Seat.S1), asked(straight, Seat.S1))).isEqualTo(Pass.INSTANCE);
    assertThat(eightFan().decideClaim(straight.observation(Seat.S1), asked(straight, Seat.S1))).isEqualTo(chow456);
  }

  /**
   * 555z 222m 444p 88s 13m: the exposed kong of the red dragon leaves the distance where it is for every
   * replacement (the kong is a set either way), so both kong.
   */
  @Test
  void decideClaim_kongsWhenTheReplacementKeepsTheDistance() {
    Game game = discarded("555z 222m 444p 88s 13m", "5z");
    assertThat(plain().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(ExposedKong.INSTANCE);
    assertThat(eightFan().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(ExposedKong.INSTANCE);
  }

  /** Seat 0 is dealt {@code hand} and draws {@code draw}: its first turn. */
  private static Game dealt(String hand, String draw) {
    return ChosenWall.mcr(Wind.EAST, List.of(hand, "5z 1z 2z 3z 4z 6z 7z 1s 9s 1p 9p 5m 6m",
        "3m 3m 5p 5p 6p 6p 7p 7p 2s 2s 3s 4s 4s", "4m 4m 6m 6m 7m 8m 9m 1p 2p 3p 4s 5s 6s"), List.of(draw, "", "", ""));
  }

  /**
   * 1111m 234p 567s 88s 1z 2z: the concealed kong keeps the four 1m a set and the distance where it is,
   * whatever the replacement: both kong. 2222m 13m 456p 789s 1z 2z: the kong breaks the chow 123m, and
   * only a few replacements (1m, 3m, the winds held) keep the distance: neither kongs.
   */
  @Test
  void decideTurn_kongsOnlyWhenTheReplacementKeepsTheDistanceMoreOftenThanNot() {
    Game keeps = dealt("111m 234p 567s 88s 1z 2z", "1m");
    for (EightFanAgent agent : List.of(plain(), eightFan())) {
      assertThat(agent.decideTurn(keeps.observation(Seat.S0), turn(keeps, Seat.S0)))
          .isEqualTo(new ConcealedKong(tile("1m")));
    }
    Game breaks = dealt("222m 13m 456p 789s 1z 2z", "2m");
    for (EightFanAgent agent : List.of(plain(), eightFan())) {
      TurnAction a = agent.decideTurn(breaks.observation(Seat.S0), turn(breaks, Seat.S0));
      assertThat(a).isInstanceOf(Discard.class);
    }
  }

  /**
   * 108 tiles: 1122m 3344p 5566s 9m 1s is one away in the basic form but ready for seven pairs (12 points)
   * by discarding either single. With a live wait it discards and declares ting; with three 9m and three
   * 1s played, both waits are dead, and it discards without declaring.
   */
  @Test
  void decideTurn_suits108_sevenPairsAndTing() {
    Observation live = FixedObservation.of(Variant.SUITS_108, "1122m 3344p 5566s 9m 1s", "", "9m");
    TurnAction a = eightFan().decideTurn(live, sevenPairsTurn());
    assertThat(a).isEqualTo(TingDiscard.of(tile("9m")));
    Observation dead = FixedObservation.of(Variant.SUITS_108, "1122m 3344p 5566s 9m 1s", "", "9m 9m 9m 1s 1s 1s");
    TurnAction b = eightFan().decideTurn(dead, sevenPairsTurn());
    assertThat(b).isIn(Discard.of(tile("9m")), Discard.of(tile("1s")));
  }

  private static TurnDecision sevenPairsTurn() {
    long singles = 1L << tile("9m").index() | 1L << tile("1s").index();
    long held = singles;
    for (String t : List.of("1m", "2m", "3p", "4p", "5s", "6s")) {
      held |= 1L << tile(t).index();
    }
    return new TurnDecision(Seat.S0, Optional.of(tile("1s")), false, held, 0, 0, Optional.of(() -> singles));
  }

  /** The opening ting (天听) is declared on a ready dealt hand with a live wait, not on a dead one. */
  @Test
  void decideOpening_suits108_declaresWithALiveWait() {
    Observation live = FixedObservation.of(Variant.SUITS_108, "1122m 3344p 5566s 9m", "", "");
    assertThat(eightFan().decideOpening(live, null)).isEqualTo(DeclareTing.INSTANCE);
    Observation dead = FixedObservation.of(Variant.SUITS_108, "1122m 3344p 5566s 9m", "", "9m 9m 9m");
    assertThat(eightFan().decideOpening(dead, null)).isEqualTo(Pass.INSTANCE);
  }
}
