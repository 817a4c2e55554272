package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.mcr.McrPositions.botzone;
import static org.mjarena.engine.mcr.McrPositions.deal;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Fault;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Faulted;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.PlayerFault;
import org.mjarena.engine.play.ScriptedPlayer;
import org.mjarena.engine.tile.Tile;

/**
 * Several wrong or late answers to one discard are settled in the Botzone judge's order
 * (mcr-botzone.md section 7): win claims (and players that gave no answer in time) in turn order from
 * the discarder's right, then pung and kong claims in seat order 0..3, then the chow; the first check
 * that settles the hand or the claim settles it.
 *
 * <p>A tile being added to a kong is answered by a win or a pass only, and every answer is checked in turn
 * order from the konger's right, as the judge does.
 *
 * <p>The position: West (seat 2) discards 5m on its first turn. North (seat 3), its right neighbour,
 * may chow 4m-5m-6m or win (seven pairs); East (seat 0) may pung; South (seat 1) may win (三风刻). So
 * the turn order of the answers is North, East, South, and their seat order East, South, North.
 */
final class ClaimFaultsTest {
  private static final String LATE = "answered after 3001 ms, over the limit of 3000 ms";
  /** What each seat asked may answer to West's 5m. */
  private static final Map<Seat, List<Claim>> OFFERED = Map.of(
      Seat.S3, List.of(Pass.INSTANCE, new Chow(Tile.W4), ClaimWin.INSTANCE),
      Seat.S0, List.of(Pass.INSTANCE, Pung.INSTANCE),
      Seat.S1, List.of(Pass.INSTANCE, ClaimWin.INSTANCE));

  /**
   * Plays the position with each seat's answer to West's 5m: a {@link Claim}, or a fault reason, which
   * the seat throws as a {@link PlayerFault} (a late answer, for the judge a run verdict other than OK).
   */
  private static Game play(McrRules rules, Map<Seat, Object> answers) {
    Game game = deal(rules, List.of("55m 2s 5s 7s 3p 5p 7p 9p 1m 2m 3m 5z", "34m 111z 222z 333z 44z",
        "5m 9m 9s 9p 1s 1p 8m 8s 8p 5z 6z 7z 7m", "44m 66m 11p 22p 33s 44s 5m"), List.of("", "", "", ""));
    Player[] players = new Player[Seat.COUNT];
    for (Seat seat : Seat.all()) {
      players[seat.index()] = new ScriptedPlayer(
          (seen, t) -> seat == Seat.S2 && t.canDiscard(Tile.W5) ? Discard.of(Tile.W5) : t.defaultAction(),
          (seen, options) -> {
            if (options.tile() != Tile.W5 || options.from() != Seat.S2) {
              return Pass.INSTANCE;
            }
            assertThat(options.legal()).as("what %s may answer", seat).containsExactlyElementsOf(OFFERED.get(seat));
            Object answer = answers.getOrDefault(seat, Pass.INSTANCE);
            if (answer instanceof String reason) {
              throw new PlayerFault(Fault.of(seat, reason));
            }
            return (Claim) answer;
          });
    }
    new Driver().play(game, players);
    return game;
  }

  private static Game play(Map<Seat, Object> answers) {
    return play(botzone(), answers);
  }

  private static void assertSanctioned(Game game, Seat offender) {
    GameOutcome outcome = game.outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.SANCTION);
    assertThat(outcome.offender()).contains(offender);
    assertThat(outcome.faults()).hasSize(1);
  }

  @Test
  void offender_falseWinAndEarlierIllegalPung_falseWinIsCheckedFirst() {
    assertSanctioned(play(Map.of(Seat.S3, Pung.INSTANCE, Seat.S0, ClaimWin.INSTANCE)), Seat.S0);
  }

  @Test
  void offender_twoIllegalKongs_seatOrderNotTurnOrder() {
    assertSanctioned(play(Map.of(Seat.S3, ExposedKong.INSTANCE, Seat.S0, ExposedKong.INSTANCE)), Seat.S0);
  }

  @Test
  void offender_illegalChowAndLaterIllegalPung_pungIsCheckedFirst() {
    assertSanctioned(play(Map.of(Seat.S3, new Chow(Tile.W3), Seat.S1, Pung.INSTANCE)), Seat.S1);
  }

  @Test
  void offender_lateAnswerBesideTwoIllegalClaims_lateIsCheckedWithTheWinClaims() {
    Game game = play(Map.of(Seat.S3, new Chow(Tile.W3), Seat.S0, ExposedKong.INSTANCE, Seat.S1, LATE));
    assertSanctioned(game, Seat.S1);
    assertThat(game.outcome().reason()).isEqualTo(LATE);
  }

  @Test
  void offender_lateAnswerAndLaterFalseWin_turnOrderFromTheDiscardersRight() {
    assertSanctioned(play(Map.of(Seat.S3, LATE, Seat.S0, ClaimWin.INSTANCE)), Seat.S3);
  }

  @Test
  void offender_falseWinBeforeAValidWin_isSanctioned() {
    assertSanctioned(play(Map.of(Seat.S0, ClaimWin.INSTANCE, Seat.S1, ClaimWin.INSTANCE)), Seat.S0);
  }

  @Test
  void offender_validWinFirst_winsAndLaterFaultsAreNotChecked() {
    GameOutcome outcome = play(Map.of(Seat.S3, ClaimWin.INSTANCE, Seat.S0, ExposedKong.INSTANCE, Seat.S1, LATE))
        .outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.WIN);
    assertThat(outcome.wins()).extracting(w -> w.seat()).containsExactly(Seat.S3);
    assertThat(outcome.faults()).isEmpty();
  }

  @Test
  void offender_validWinThenFalseWinWithMultipleWinners_everyWinClaimIsChecked() {
    assertSanctioned(play(botzone("multiple_winners", true), Map.of(Seat.S3, ClaimWin.INSTANCE, Seat.S0,
        ClaimWin.INSTANCE)), Seat.S0);
  }

  @Test
  void offender_pungTakenBeforeAnIllegalChow_chowIsNotChecked() {
    Game game = play(Map.of(Seat.S0, Pung.INSTANCE, Seat.S3, new Chow(Tile.W3)));
    assertThat(game.observation(Seat.S0).melds(Seat.S0))
        .containsExactly(new Meld(MeldKind.PUNG, Tile.W5, Tile.W5, Seat.S2));
    assertThat(game.outcome().faults()).isEmpty();
  }

  /**
   * East pungs South's 5m and adds its fourth 5m, drawn next, to the pung; West (三风刻) and North
   * (一色三节高) may rob the kong, and answer it with {@code west} and {@code north}.
   */
  private static Game robbed(Object west, Object north) {
    Game game = deal(botzone(), List.of("55m 123s 789s 123p 99m", "5m 2m 6m 8m 2s 4s 6s 9p 5z 6z 7z 4z 1m",
        "34m 111z 222z 333z 44z", "46m 555p 666p 777p 88p"), List.of("9s 5m", "", "", ""));
    Map<Seat, Object> robbing = Map.of(Seat.S2, west, Seat.S3, north);
    Player east = new ScriptedPlayer(
        (seen, t) -> (t.addedKongMask() >>> Tile.W5.index() & 1) != 0 ? new AddedKong(Tile.W5) : t.defaultAction(),
        (seen, options) -> options.tile() == Tile.W5 && options.canPung() ? Pung.INSTANCE : Pass.INSTANCE);
    Player south = ScriptedPlayer.playing((seen, t) -> t.canDiscard(Tile.W5) ? Discard.of(Tile.W5) : t.defaultAction());
    Player[] players = {east, south, null, null};
    for (Seat seat : List.of(Seat.S2, Seat.S3)) {
      players[seat.index()] = ScriptedPlayer.claiming((seen, options) -> {
        if (!options.robbing()) {
          return Pass.INSTANCE;
        }
        assertThat(options.legal()).containsExactly(Pass.INSTANCE, ClaimWin.INSTANCE);
        if (robbing.get(seat) instanceof String reason) {
          throw new PlayerFault(Fault.of(seat, reason));
        }
        return (Claim) robbing.get(seat);
      });
    }
    new Driver().play(game, players);
    return game;
  }

  @Test
  void offender_robbingAnsweredByAPungBeforeAValidRob_everyAnswerInTurnOrder() {
    assertSanctioned(robbed(Pung.INSTANCE, ClaimWin.INSTANCE), Seat.S2);
  }

  @Test
  void offender_validRobFirst_winsAndALaterLateAnswerIsNotChecked() {
    GameOutcome outcome = robbed(ClaimWin.INSTANCE, LATE).outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.WIN);
    assertThat(outcome.wins()).extracting(w -> w.seat()).containsExactly(Seat.S2);
    assertThat(outcome.faults()).isEmpty();
  }

  @Test
  void defaultAction_severalFaults_eachIsRecordedInTurnOrderAndPasses() {
    Game game = play(botzone("on_error", "default-action"), Map.of(Seat.S3, Pung.INSTANCE, Seat.S0,
        ClaimWin.INSTANCE));
    List<Event> events = game.events();
    int north = events.indexOf(events.stream().filter(e -> e instanceof Faulted f && f.seat() == Seat.S3).findFirst()
        .orElseThrow());
    assertThat(events.get(north + 1)).isInstanceOf(Faulted.class).extracting(e -> ((Faulted) e).seat())
        .isEqualTo(Seat.S0);
    assertThat(events.get(north + 2)).isInstanceOf(ClaimResolved.class)
        .extracting(e -> ((ClaimResolved) e).takers()).asList().isEmpty();
    assertThat(game.outcome().kind()).isNotEqualTo(GameOutcome.Kind.SANCTION);
  }
}
