package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.ScoreLine;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.ScriptedPlayer;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The worked example of {@code shared/rules/botzone-protocol.md} section 6: Botzone's duplicate wall,
 * prevalent wind South; seats 0, 2 and 3 discard what they draw and never claim; seat 1 chows B9 into
 * B7-B8-B9 and discards F1, pungs B5 and discards J2, adds the drawn B5 to its pung, and self-draws T9
 * on the replacement: 19 fan, +81 for seat 1, −27 for each other seat.
 */
final class BotzoneExampleTest {
  private static final String WALL = """
      B3 W6 B6 T7 W3 W4 F4 T2 W4 B4 T4 W3 T1 W8 W2 W4 B7 B7 W3 F4 B9 W9 F3 T3 B7 F4 T3 W5 W8 T6 T8 J1 T9 T3
      T7 J3 J2 T8 W2 T3 W6 B2 F2 W6 T2 T8 B2 W7 W5 W7 B4 J1 F2 T9 B5 T9 J2 F1 B8 B7 B5 B5 T6 T5 T4 W3 W2 W1
      T7 W8 W9 B3 B1 F3 B6 W6 W9 T4 B8 F1 J3 T9 T6 F1 B3 B6 T5 J3 B5 B1 B6 B1 T1 W7 T8 J2 B2 F3 F4 W9 T1 W4
      J3 J2 F1 T2 T7 W1 B1 W1 J1 T5 T5 B9 B9 B8 F2 W5 W8 W5 F2 B4 F3 B4 B8 B9 W1 T4 B2 W7 J1 W2 T6 B3 T2 T1
      """;

  @Test
  void replay_botzoneWorkedExample_19FanSelfDrawnAfterKong() {
    McrRules rules = new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("wall", "botzone-duplicate"), "rule parameter"));
    int[] order = Tiles.parse(WALL).stream().mapToInt(Tile::index).toArray();
    Game game = rules.deal(DealSetup.of(order, Wind.SOUTH));
    assertThat(Tiles.compact(game.observation(Seat.S1).concealed()))
        .isEqualTo(Tiles.compact(Tiles.parse("W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9")));

    Player tsumogiri = ScriptedPlayer.tsumogiri();
    Player seatOne = new ScriptedPlayer((seen, t) -> seatOneTurn(t), (seen, options) -> seatOneClaim(options));
    new Driver().play(game, new Player[] {tsumogiri, seatOne, tsumogiri, tsumogiri});

    GameOutcome outcome = game.outcome();
    assertThat(outcome.kind()).isEqualTo(GameOutcome.Kind.WIN);
    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    Win win = outcome.wins().get(0);
    assertThat(win.seat()).isEqualTo(Seat.S1);
    assertThat(win.selfDrawn()).isTrue();
    assertThat(win.tile()).isEqualTo(Tile.T9);
    assertThat(win.value()).isEqualTo(19);
    assertThat(win.fans()).extracting(ScoreLine::name, ScoreLine::points, ScoreLine::count).containsExactlyInAnyOrder(
        org.assertj.core.groups.Tuple.tuple("Mixed Straight", 8, 1),
        org.assertj.core.groups.Tuple.tuple("Out with Replacement Tile", 8, 1),
        org.assertj.core.groups.Tuple.tuple("Melded Kong", 1, 1),
        org.assertj.core.groups.Tuple.tuple("No Honors", 1, 1),
        org.assertj.core.groups.Tuple.tuple("Single Wait", 1, 1));
  }

  /** Seat 1's own turns: discard F1 after the chow, J2 after the pung, kong the drawn B5, win on T9. */
  private static TurnAction seatOneTurn(TurnDecision t) {
    if (t.canSelfDrawnWin()) {
      return SelfDrawnWin.INSTANCE;
    }
    if (t.drawn().isEmpty()) {
      List<Tile> hand = List.of(Tile.F1, Tile.J2);
      return Discard.of(hand.stream().filter(t::canDiscard).findFirst().orElseThrow());
    }
    if (t.drawn().get() == Tile.B5 && (t.addedKongMask() >>> Tile.B5.index() & 1) != 0) {
      return new AddedKong(Tile.B5);
    }
    return Discard.of(t.drawn().get());
  }

  /** Seat 1 chows B9 from seat 0 and pungs B5 from seat 2; it lets everything else go. */
  private static Claim seatOneClaim(ClaimOptions mine) {
    if (mine.tile() == Tile.B9 && mine.from() == Seat.S0) {
      return new Chow(Tile.B7);
    }
    if (mine.tile() == Tile.B5 && mine.from() == Seat.S2) {
      return Pung.INSTANCE;
    }
    return mine.defaultAction();
  }
}
