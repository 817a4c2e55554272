package org.mjarena.engine.suits108;

import org.mjarena.engine.Wind;
import org.mjarena.engine.DealSetup;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discardAndPass;
import static org.mjarena.engine.suits108.Positions.passIfAsked;
import static org.mjarena.engine.suits108.Positions.points;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;
import static org.mjarena.engine.suits108.Positions.turn;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/** Sections 1 to 3 of the rules: the deal, the dealer's first turn and the two wall layouts. */
final class DealTest {
  @Test
  void deal_dealerHasFourteenTilesAndPlaysFirst() {
    Game game = deal(new Suits108Rules(),
        "5p 147s 258s 369s 1p 2p 8p",
        "147p 369p 2s 5s 8s 1m 4m 7m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 3m 7p 2p",
        "147s 258s 369s 1m 5m 8p 9p",
        "9m", "");

    assertThat(turn(game, Seat.S0).drawn()).contains(tile("9m"));
    assertThat(game.observation(Seat.S0).concealedSize()).isEqualTo(14);
    for (Seat s : List.of(Seat.S1, Seat.S2, Seat.S3)) {
      assertThat(game.observation(s).concealedSize()).isEqualTo(13);
    }
    assertThat(game.observation(Seat.S0).wallRemaining()).isEqualTo(55);
  }

  /**
   * The dealer's fourteenth tile is its first draw (section 2), so a dealer dealt a complete hand wins
   * by self-draw at once, paid by each other player, with no bonus for it (section 8.2 names none).
   */
  @Test
  void apply_dealerWinsOnFirstDraw() {
    Game game = deal(new Suits108Rules(),
        "123m 456m 789m 99s 46p",
        "147p 369p 2s 5s 8s 1m 4m 7m 3s",
        "2m 5m 8m 6m 4s 7s 6s 3p 6p 9m 3m 7p 2p",
        "147s 258s 369s 1p 5p 8p 9p",
        "5p", "");
    assertThat(turn(game, Seat.S0).legal()).startsWith(SelfDrawnWin.INSTANCE);

    game.apply(SelfDrawnWin.INSTANCE);

    assertThat(game.outcome().wins()).extracting(Win::seat, Win::selfDrawn, Win::pattern)
        .containsExactly(tuple(Seat.S0, true, "basic"));
    assertThat(points(game)).containsExactly(18, -6, -6, -6);
  }

  @Test
  void deal_perSeatBlocksDrawFromOwnBlock() {
    // Each block of 27 holds one tile of each kind, its suits in a different order; seat s deals its
    // thirteen tiles from the end of block s and draws from it, last tile first (Botzone's order).
    String[] blocks = {
        "123456789m 123456789s 123456789p",
        "123456789s 123456789p 123456789m",
        "123456789p 123456789m 123456789s",
        "123456789m 123456789s 123456789p"};
    List<Integer> order = new ArrayList<>();
    for (String block : blocks) {
      Tiles.parse(block).forEach(t -> order.add(t.index()));
    }
    Suits108Rules rules = rules("wall", "per-seat-blocks", "heavenly_ting", false);
    Game game = rules.deal(DealSetup.of(order.stream().mapToInt(Integer::intValue).toArray(), Wind.EAST));

    assertThat(Tiles.compact(game.observation(Seat.S1).concealed())).isEqualTo("123456789m 6789p");
    assertThat(turn(game, Seat.S0).drawn()).contains(tile("5s"));
    discardAndPass(game, "5s");
    assertThat(turn(game, Seat.S1).drawn()).contains(tile("5p"));
    assertThat(game.observation(Seat.S1).wallRemaining()).isEqualTo(108 - 52 - 2);
  }

  @Test
  void deal_sameSeedSameHands() {
    Suits108Rules rules = new Suits108Rules();
    Game a = rules.deal(Seeds.wall(20250101L, 7));
    Game b = rules.deal(Seeds.wall(20250101L, 7));
    Game other = rules.deal(Seeds.wall(20250101L, 8));

    for (Seat s : Seat.all()) {
      assertThat(a.observation(s).concealed()).isEqualTo(b.observation(s).concealed());
    }
    assertThat(a.observation(Seat.S0).concealed()).isNotEqualTo(other.observation(Seat.S0).concealed());
    assertThat(a.pending().toString()).isEqualTo(b.pending().toString());
  }

  @Test
  void deal_everyTileAccountedFor() {
    Game game = new Suits108Rules().deal(Seeds.wall(1L, 1));
    assertThat(game.tileTotal()).isEqualTo(Tile.NUMBERED_KINDS * Suits108Rules.COPIES);
  }

  @Test
  void copy_movesIndependently() {
    Game game = new Suits108Rules().deal(Seeds.wall(3L, 0));
    Game copy = game.copy();
    while (!copy.isOver()) {
      if (copy.pending() instanceof OpeningDecision) {
        copy.resolveOpening(new OpeningAction[] {Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE});
      } else if (copy.pending() instanceof TurnDecision t) {
        copy.apply(t.defaultAction());
      } else {
        passIfAsked(copy);
      }
    }

    assertThat(game.isOver()).isFalse();
    assertThat(game.observation(Seat.S0).wallRemaining()).isGreaterThan(copy.observation(Seat.S0).wallRemaining());
  }
}
