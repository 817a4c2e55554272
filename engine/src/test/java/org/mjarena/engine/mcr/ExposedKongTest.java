package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.mcr.McrPositions.botzone;
import static org.mjarena.engine.mcr.McrPositions.deal;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.ExhaustiveDraw;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.ScriptedPlayer;
import org.mjarena.engine.tile.Tile;

/**
 * An exposed kong on Botzone's duplicate wall (mcr-botzone.md section 4, step 4) is refused only when
 * the claimant's own block is empty, or when the block of the discarder's right neighbour is (the
 * discard is then the last); the claimant's right neighbour's block, which a kong on one's turn needs,
 * does not count. Every seat discards what it draws and passes, except as written; a block holds 21
 * tiles after the deal, so a seat's block is empty after its 21st draw.
 */
final class ExposedKongTest {
  /** Nine tiles each that fill a hand and make no set among themselves. */
  private static final String TWOS_FIVES_EIGHTS = "2m 5m 8m 2s 5s 8s 2p 5p 8p";
  private static final String THREES_SIXES_NINES = "3m 6m 9m 3s 6s 9s 3p 6p 9p";
  private static final String ONES_FOURS_SEVENS = "1m 4m 7m 1s 4s 7s 1p 4p 7p";

  /** What the claimant was offered on a J1, and the four blocks then. */
  private final List<ClaimOptions> offered = new ArrayList<>();
  private final List<List<Integer>> blocksWhenOffered = new ArrayList<>();

  @Test
  void exposedKong_claimantsRightNeighbourHasNoTiles_isAllowed() {
    // East keeps its J1 and discards it after its last draw; North, holding three, then has one tile
    // left, and so has South, the discarder's right neighbour; East is North's right neighbour.
    Game game = deal(botzone(), List.of(
        "5z " + TWOS_FIVES_EIGHTS + " 1z 2z 3z",
        THREES_SIXES_NINES + " 1z 2z 3z 4z",
        ONES_FOURS_SEVENS + " 4z 6z 6z 7z",
        "555z " + ONES_FOURS_SEVENS + " 4z"), List.of("", "", "", ""));
    Player north = ScriptedPlayer.claiming(this::kongJ1);
    Player quiet = ScriptedPlayer.tsumogiri();
    new Driver().play(game, new Player[] {discardsJ1Last(Seat.S0), quiet, quiet, north});

    assertThat(offered).hasSize(1);
    assertThat(blocksWhenOffered.get(0)).containsExactly(0, 1, 1, 1);
    assertThat(offered.get(0).canKong()).isTrue();
    assertThat(game.observation(Seat.S3).melds(Seat.S3))
        .containsExactly(new Meld(MeldKind.EXPOSED_KONG, Tile.J1, Tile.J1, Seat.S0));
  }

  @Test
  void exposedKong_claimantHasNoTiles_isRefused() {
    // South discards its J1 after its last draw; East, holding three, has drawn its last tile too, but
    // West, the discarder's right neighbour, has one left: East may pung, not kong.
    Game game = deal(botzone(), List.of(
        "555z " + TWOS_FIVES_EIGHTS + " 1z",
        "5z " + THREES_SIXES_NINES + " 2z 3z 4z",
        ONES_FOURS_SEVENS + " 4z 6z 6z 7z",
        ONES_FOURS_SEVENS + " 1z 2z 3z 4z"), List.of("", "", "", ""));
    Player east = ScriptedPlayer.claiming(this::kongJ1);
    Player quiet = ScriptedPlayer.tsumogiri();
    new Driver().play(game, new Player[] {east, discardsJ1Last(Seat.S1), quiet, quiet});

    assertThat(offered).hasSize(1);
    assertThat(blocksWhenOffered.get(0)).containsExactly(0, 0, 1, 1);
    assertThat(offered.get(0).canPung()).isTrue();
    assertThat(offered.get(0).canKong()).isFalse();
  }

  @Test
  void exposedKong_discardersRightNeighbourHasNoTiles_isRefused() {
    // South's concealed kong on its first turn puts its block one draw ahead: after East's last draw
    // South has nothing left, so East's J1 is the last discard, which West may not kong although West
    // still has a tile to draw.
    Game game = deal(botzone(), List.of(
        "5z " + TWOS_FIVES_EIGHTS + " 1z 2z 3z",
        "6666z " + THREES_SIXES_NINES,
        "555z " + ONES_FOURS_SEVENS + " 4z",
        ONES_FOURS_SEVENS + " 1z 2z 3z 4z"), List.of("", "", "", ""));
    Player south = ScriptedPlayer.playing((seen, t) ->
        (t.concealedKongMask() >>> Tile.J2.index() & 1) != 0 ? new ConcealedKong(Tile.J2) : t.defaultAction());
    Player west = ScriptedPlayer.claiming(this::kongJ1);
    new Driver().play(game, new Player[] {discardsJ1Last(Seat.S0), south, west, ScriptedPlayer.tsumogiri()});

    List<Event> events = game.events();
    assertThat(events.get(events.size() - 3)).isEqualTo(Discarded.of(Seat.S0, Tile.J1, false));
    assertThat(events.get(events.size() - 2)).isEqualTo(ExhaustiveDraw.INSTANCE);
    assertThat(game.outcome().kind()).isEqualTo(GameOutcome.Kind.DRAW);
    assertThat(game.observation(Seat.S2).wallRemaining(Seat.S1)).isZero();
    assertThat(game.observation(Seat.S2).wallRemaining(Seat.S2)).isOne();
    assertThat(offered).isEmpty();
  }

  /** Discards what it draws, and its J1 once its own block is empty. */
  private static Player discardsJ1Last(Seat seat) {
    return ScriptedPlayer.playing((seen, t) ->
        seen.wallRemaining(seat) == 0 ? Discard.of(Tile.J1) : t.defaultAction());
  }

  /** Notes what it is offered on a J1 and kongs it when it may; passes on everything else. */
  private Claim kongJ1(Observation seen, ClaimOptions options) {
    if (options.tile() != Tile.J1) {
      return Pass.INSTANCE;
    }
    offered.add(options);
    blocksWhenOffered.add(Seat.all().stream().map(seen::wallRemaining).toList());
    return options.canKong() ? ExposedKong.INSTANCE : Pass.INSTANCE;
  }
}
