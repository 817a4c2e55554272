package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.mjarena.engine.mcr.McrPositions.botzone;
import static org.mjarena.engine.mcr.McrPositions.deal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.ScriptedPlayer;
import org.mjarena.engine.tile.Tile;

/**
 * 明暗杠, one concealed plus one exposed kong: 5 fan in the calculator of the Botzone judge
 * (mcr-botzone.md sections 5 and 9), unknown to the 1998 rules. Unless {@code concealed_and_melded_kong}
 * is given, it is scored with Botzone's duplicate wall and not with the official shared wall.
 */
final class ConcealedAndMeldedKongTest {
  @Test
  void concealedAndMeldedKong_notGiven_followsTheWall() {
    assertThat(new McrRules().fans.concealedAndMeldedKong()).isFalse();
    assertThat(botzone().fans.concealedAndMeldedKong()).isTrue();
    assertThat(botzone().settings().values()).containsEntry("concealed_and_melded_kong", true);
  }

  @Test
  void concealedAndMeldedKong_given_winsOverTheWall() {
    assertThat(botzone("concealed_and_melded_kong", false).fans.concealedAndMeldedKong()).isFalse();
    McrRules shared = new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("concealed_and_melded_kong", true),
        "rule parameter"));
    assertThat(shared.fans.concealedAndMeldedKong()).isTrue();
  }

  /**
   * East conceals its kong of 1m on its first draw, kongs South's 9p and self-draws 7p: 234s 567p 88s
   * beside the two kongs. 明暗杠 5, two 幺九刻, 自摸 and 无字 make 9 fan; 暗杠 2 and 明杠 1 in its place
   * make 7, under the minimum.
   */
  /** What East's turn offered: a decision is valid only while pending, so this keeps what is needed of it. */
  private record Turn(Optional<Tile> drawn, boolean canSelfDrawnWin) {}

  private static List<Turn> playTwoKongs(McrRules rules) {
    Game game = deal(rules, List.of("1111m 999p 234s 56p 8s", "9p 3m 6m 9m 3s 6s 9s 1p 4p 7p 1z 2z 3z",
        "2m 4m 7m 1s 4s 7s 2p 5p 8p 4z 6z 6z 7z", "2m 5m 8m 2s 5s 8s 1p 3p 6p 1z 2z 3z 4z"),
        List.of("8s 1z 2z 7p", "", "", ""));
    List<Turn> eastTurns = new ArrayList<>();
    Player east = new ScriptedPlayer((seen, t) -> {
      eastTurns.add(new Turn(t.drawn(), t.canSelfDrawnWin()));
      if (t.canSelfDrawnWin()) {
        return SelfDrawnWin.INSTANCE;
      }
      return (t.concealedKongMask() >>> Tile.W1.index() & 1) != 0 ? new ConcealedKong(Tile.W1)
          : t.defaultAction();
    }, (seen, options) -> options.canKong() ? ExposedKong.INSTANCE : Pass.INSTANCE);
    Player south = ScriptedPlayer.playing((seen, t) ->
        t.canDiscard(Tile.B9) ? Discard.of(Tile.B9) : t.defaultAction());
    new Driver().play(game, new Player[] {east, south, ScriptedPlayer.tsumogiri(), ScriptedPlayer.tsumogiri()});
    assertThat(game.observation(Seat.S0).melds(Seat.S0)).hasSize(2);
    assertThat(eastTurns.get(3).drawn()).contains(Tile.B7);
    if (eastTurns.get(3).canSelfDrawnWin()) {
      GameOutcome outcome = game.outcome();
      assertThat(outcome.wins()).hasSize(1);
      assertThat(outcome.wins().get(0).fans()).extracting(ScoreLine::name, ScoreLine::points, ScoreLine::count)
          .containsExactlyInAnyOrder(tuple("Concealed Kong and Melded Kong", 5, 1),
              tuple("Pung of Terminals or Honors", 1, 2), tuple("Self-Drawn", 1, 1), tuple("No Honors", 1, 1));
    }
    return eastTurns;
  }

  @Test
  void selfDrawnWin_botzoneWall_scoresConcealedAndMeldedKong() {
    assertThat(playTwoKongs(botzone()).get(3).canSelfDrawnWin()).isTrue();
  }

  @Test
  void selfDrawnWin_botzoneWallWithoutConcealedAndMeldedKong_isUnderEightFan() {
    assertThat(playTwoKongs(botzone("concealed_and_melded_kong", false)).get(3).canSelfDrawnWin()).isFalse();
  }
}
