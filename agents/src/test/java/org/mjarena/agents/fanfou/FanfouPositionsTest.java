package org.mjarena.agents.fanfou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.agents.ChosenWall.asked;
import static org.mjarena.agents.ChosenWall.claim;
import static org.mjarena.agents.ChosenWall.discard;
import static org.mjarena.agents.ChosenWall.discards;
import static org.mjarena.agents.ChosenWall.tile;
import static org.mjarena.agents.ChosenWall.turn;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.Agent;
import org.mjarena.agents.ChosenWall;
import org.mjarena.agents.Position;
import org.mjarena.engine.Game;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.tile.Tiles;

/**
 * The paper's own examples (Wang et al. 2022, seed 004), each reached by playing a chosen wall through
 * the engine, so that the agents decide on the engine's observation and decision: figure 5 and
 * formula 2 (the effective wait count), the chow cases of Table 2, and the MCR adaptations.
 */
final class FanfouPositionsTest {
  private static final long SEED = 1;

  private static Agent ba() {
    return new Fanfou(Version.BA, SEED);
  }

  private static Agent op() {
    return new Fanfou(Version.OP, SEED);
  }

  // ---------------------------------------------------------------- figure 5 and formula 2

  /**
   * Figure 5: seat 0 has punged 1p, 5p and 9s and holds 1345m; it draws 6m. Discarding 1m leaves
   * 3456m, waiting on 3m and 6m, one of each in the hand: t_num = 2 × 4 − 2 − x. Discarding 3m or 6m
   * leaves a single wait on 1m: 1 × 4 − 1 − x. {@code s2AfterPung} and {@code s3AfterPung} are the
   * tiles seats 2 and 3 discard after punging seat 1's 3m and 6m, when {@code pungs} is true (else
   * nobody shows a 3m or a 6m: x = 0).
   */
  private static Game figure5(boolean pungs, String s2AfterPung, String s3AfterPung) {
    Game game = ChosenWall.suits108(List.of(
        "11p 55p 99s 1345m 2s 5s 8s",
        "1p 5p 9s 3m 6m 7s 7s 8p 8p 9p 2p 3p 4p",
        "33m 1m 2s 3s 4s 6s 7s 9s 1s 2p 4p 6p",
        "66m 1m 2m 2m 4s 6s 7p 7p 3p 5p 6p 8m"),
        pungs ? "9m 1s 2s 3s 4s 5s 7m 8s 6m" : "9m 1s 2s 3s 4s 5s 7m 6m");
    discard(game, "9m");
    for (String[] pung : new String[][] {{"1p", "2s"}, {"5p", "5s"}, {"9s", "8s"}}) {
      game.apply(Discard.of(tile(pung[0])));
      claim(game, Seat.S0, Pung.INSTANCE);
      discard(game, pung[1]);
    }
    if (!pungs) {
      discards(game, "4s", "5s", "7m");
      return game;
    }
    game.apply(Discard.of(tile("3m")));
    claim(game, Seat.S2, Pung.INSTANCE);
    discards(game, s2AfterPung, "5s", "7m");
    game.apply(Discard.of(tile("6m")));
    claim(game, Seat.S3, Pung.INSTANCE);
    discard(game, s3AfterPung);
    return game;
  }

  @Test
  void effective_figure5_isFormula2() {
    Game game = figure5(false, "", "");
    turn(game, Seat.S0);
    Position p = new Position();
    p.load(game.observation(Seat.S0));
    assertThat(p.counts()).startsWith(1, 0, 1, 1, 1, 1);
    int[] byDiscard = new int[3];
    int i = 0;
    for (String t : List.of("1m", "3m", "6m")) {
      p.take(tile(t).index());
      byDiscard[i++] = ReadyHands.effective(p, p.melds());
      p.put(tile(t).index());
    }
    assertThat(byDiscard).containsExactly(2 * 4 - 2, 4 - 1, 4 - 1);
  }

  @Test
  void decideTurn_figure5_bothDiscardOneManWithTing() {
    Game game = figure5(false, "", "");
    for (Agent agent : List.of(ba(), op())) {
      assertThat(agent.decideTurn(game.observation(Seat.S0), turn(game, Seat.S0))).isEqualTo(TingDiscard.of(tile("1m")));
    }
  }

  /**
   * With every 3m and 6m in sight (seats 2 and 3 have punged them), the wait on 3m and 6m is dead:
   * Fanfou_op keeps the single wait on 1m (three left) and discards 3m, the lower of two equal
   * choices; Fanfou_ba does not count and declares the dead wait, as the paper says it does.
   */
  @Test
  void decideTurn_figure5DeadWait_opWaitsOnOneManBaDeclaresIt() {
    Game game = figure5(true, "9s", "8m");
    assertThat(op().decideTurn(game.observation(Seat.S0), turn(game, Seat.S0))).isEqualTo(TingDiscard.of(tile("3m")));
    assertThat(ba().decideTurn(game.observation(Seat.S0), turn(game, Seat.S0))).isEqualTo(TingDiscard.of(tile("1m")));
  }

  /**
   * Two 1m are in sight as well: the best count is 4 − 1 − 2 = 1, under Algorithm 2's 2, so Fanfou_op
   * gives up ting and discards by priority (1m, a terminal beside 34m); Fanfou_ba declares.
   */
  @Test
  void decideTurn_figure5CountUnderTwo_opDiscardsWithoutTing() {
    Game game = figure5(true, "1m", "1m");
    assertThat(op().decideTurn(game.observation(Seat.S0), turn(game, Seat.S0))).isEqualTo(Discard.of(tile("1m")));
    assertThat(ba().decideTurn(game.observation(Seat.S0), turn(game, Seat.S0))).isEqualTo(TingDiscard.of(tile("1m")));
  }

  // ---------------------------------------------------------------- Table 2 and the chow limits

  /**
   * Seat 0 discards 5m on its first turn; seat 1, its right neighbour, holds {@code chowTiles} and
   * tiles that join nothing the 5m could complete.
   */
  private static Game fiveManDiscarded(String chowTiles) {
    int rest = 13 - Tiles.parse(chowTiles).size();
    Game game = ChosenWall.suits108(List.of(
        "5m 1s 2s 3s 4s 6s 7s 8s 1p 9p 9m 8m 7m",
        chowTiles + " " + Tiles.codes(Tiles.parse("1p 2p 4p 5p 7p 8p 9s 9s 9s").subList(0, rest)),
        "1m 1m 2m 2m 9m 9m 8s 8s 1s 1s 2p 2p 3p",
        "7s 7s 6s 6s 5s 5s 4p 4p 5p 5p 6p 6p 7p"), "2m");
    game.apply(Discard.of(tile("5m")));
    return game;
  }

  /**
   * The paper's example: the left player discards 5m and the hand holds 33m 4m 6m. Fanfou_ba chows
   * with 3m 4m, breaking the pair; Fanfou_op chows with two single tiles, 4m 6m (Table 2, level 1).
   */
  @Test
  void decideClaim_table2_twoSinglesBeforeAPair() {
    Game game = fiveManDiscarded("33m 4m 6m");
    assertThat(op().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(new Chow(tile("4m")));
    assertThat(ba().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(new Chow(tile("3m")));
  }

  /** Two adjacent pairs (33m 44m for a 5m): Fanfou_op may chow them (level 3); Fanfou_ba never chows two pairs. */
  @Test
  void decideClaim_table2AdjacentPairs_opOnly() {
    Game game = fiveManDiscarded("33m 44m");
    assertThat(op().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(new Chow(tile("3m")));
    assertThat(ba().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(Pass.INSTANCE);
  }

  /** Two pairs around the discard with one copy of it held (44m 5m 66m for a 5m): level 3 for Fanfou_op. */
  @Test
  void decideClaim_table2PairsAroundTheHeldTile_opOnly() {
    Game game = fiveManDiscarded("44m 5m 66m");
    assertThat(op().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(new Chow(tile("4m")));
    assertThat(ba().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(Pass.INSTANCE);
  }

  /** A chow that would break a pung (444m 6m for a 5m) is never made. */
  @Test
  void decideClaim_chowBreakingAPung_neverMade() {
    Game game = fiveManDiscarded("444m 6m");
    assertThat(op().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(Pass.INSTANCE);
    assertThat(ba().decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(Pass.INSTANCE);
  }

  /** The Robot claims as Fanfou_op does (the paper: its chows, pungs and kongs are Fanfou_op's). */
  @Test
  void decideClaim_robot_chowsAsFanfouOp() {
    Game game = fiveManDiscarded("33m 4m 6m");
    Agent robot = Robot.SPEC.factory(Map.of()).create(SEED);
    assertThat(robot.decideClaim(game.observation(Seat.S1), asked(game, Seat.S1))).isEqualTo(new Chow(tile("4m")));
  }

  // ---------------------------------------------------------------- MCR: the 8-fan minimum

  private static final List<String> OTHERS = List.of(
      "1m 1m 5m 5m 6m 6m 1s 1s 2s 2s 6s 6s 7s",
      "8s 8s 9s 9s 1p 1p 2p 2p 5p 5p 8p 8p 9p",
      "1m 5m 6m 7s 8s 9s 1p 2p 5p 8p 9p 9p 4p");

  /** Seat 0 is dealt 234789m 345s 3346p and draws 7p: its first turn. */
  private static List<String> shiftedChowsHands() {
    return List.of("234789m 345s 3346p", OTHERS.get(0), OTHERS.get(1), OTHERS.get(2));
  }

  /**
   * 234789m 345s 33467p: discarding 4p waits on 5p and 8p (eight copies), discarding 7p on 5p alone
   * (four). In the 108-tile variant Fanfou_op takes the eight. In MCR neither 5p nor 8p after 4p reaches
   * 8 fan (all chows, concealed: about 5, 7 self-drawn), while 5p after 7p makes 234m 345s 456p, mixed
   * shifted chows 三色三步高 (6 fan), over 8 in all: only those four winning tiles count.
   */
  @Test
  void decideTurn_mcr_countsOnlyWaitsOfEightFan() {
    Game suits = ChosenWall.suits108(shiftedChowsHands(), "7p");
    assertThat(op().decideTurn(suits.observation(Seat.S0), turn(suits, Seat.S0))).isEqualTo(TingDiscard.of(tile("4p")));
    Game mcr = ChosenWall.mcr(Wind.EAST, shiftedChowsHands(), List.of("7p", "", "", ""));
    assertThat(op().decideTurn(mcr.observation(Seat.S0), turn(mcr, Seat.S0))).isEqualTo(Discard.of(tile("7p")));
  }

  /** Seat 0 discards the red dragon (5z) on its first turn; seat 1 holds a pair of them and {@code rest}. */
  private static Game redDragonDiscarded(String rest) {
    Game game = ChosenWall.mcr(Wind.EAST, List.of(
        "5z 1z 2z 3z 4z 6z 7z 1s 9s 1p 9p 5m 6m",
        "55z " + rest,
        "1m 1m 3m 3m 5p 5p 6p 6p 7p 7p 2s 2s 3s",
        "4m 4m 6m 6m 7m 8m 9m 1p 2p 3p 4s 5s 6s"), List.of("7m", "", "", ""));
    game.apply(Discard.of(tile("5z")));
    return game;
  }

  /**
   * MCR: the pung of the red dragon leaves 222m 444p 888s 1m after discarding 3p, waiting on 1m with
   * all pungs, three concealed pungs and the dragon pung, far over 8 fan: both pung. With 23m 45p 67s
   * 88s 1m 9p 4s the pung leaves no ready hand, and in MCR they pass (the 108-tile rules would pung).
   */
  @Test
  void decideClaim_mcrPung_onlyIntoAReadyHandOfEightFan() {
    Game ready = redDragonDiscarded("222m 444p 888s 1m 3p");
    for (Agent agent : List.of(ba(), op())) {
      assertThat(agent.decideClaim(ready.observation(Seat.S1), asked(ready, Seat.S1))).isEqualTo(Pung.INSTANCE);
    }
    Game far = redDragonDiscarded("23m 45p 67s 88s 1m 9p 4s");
    for (Agent agent : List.of(ba(), op())) {
      assertThat(agent.decideClaim(far.observation(Seat.S1), asked(far, Seat.S1))).isEqualTo(Pass.INSTANCE);
    }
  }
}
