package org.mjarena.arena.interop.botzone;

import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The worked example of {@code botzone-protocol.md} section 6, played by four Botzone seats: every seat
 * must get the judge's request of every turn, seat 1's responses must become its chow, pung, added kong
 * and self-drawn win, and the hand must end +81 / −27 ×3.
 */
final class BotzoneSeatTest {
  static final String WALL = """
      B3 W6 B6 T7 W3 W4 F4 T2 W4 B4 T4 W3 T1 W8 W2 W4 B7 B7 W3 F4 B9 W9 F3 T3 B7 F4 T3 W5 W8 T6 T8 J1 T9 T3
      T7 J3 J2 T8 W2 T3 W6 B2 F2 W6 T2 T8 B2 W7 W5 W7 B4 J1 F2 T9 B5 T9 J2 F1 B8 B7 B5 B5 T6 T5 T4 W3 W2 W1
      T7 W8 W9 B3 B1 F3 B6 W6 W9 T4 B8 F1 J3 T9 T6 F1 B3 B6 T5 J3 B5 B1 B6 B1 T1 W7 T8 J2 B2 F3 F4 W9 T1 W4
      J3 J2 F1 T2 T7 W1 B1 W1 J1 T5 T5 B9 B9 B8 F2 W5 W8 W5 F2 B4 F3 B4 B8 B9 W1 T4 B2 W7 J1 W2 T6 B3 T2 T1
      """;

  /** The table of section 6: one line per turn, the request of each seat, seat 1's response after "->". */
  static final String TURNS = """
      0 0 1 | 0 1 1 -> PASS | 0 2 1 | 0 3 1
      1 0 0 0 0 T3 T9 J1 T8 T6 W8 W5 T3 F4 B7 T3 F3 W9 | 1 0 0 0 0 W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9 -> PASS | 1 0 0 0 0 W4 T1 W9 F4 F3 B2 J2 T8 W7 T1 B1 B6 B1 | 1 0 0 0 0 T1 T2 B3 T6 W2 J1 W7 B2 T4 W1 B9 B8 B4
      2 B9 | 3 0 DRAW -> PASS | 3 0 DRAW | 3 0 DRAW
      3 0 PLAY B9 | 3 0 PLAY B9 -> CHI B8 F1 | 3 0 PLAY B9 | 3 0 PLAY B9
      3 1 CHI B8 F1 | 3 1 CHI B8 F1 -> PASS | 3 1 CHI B8 F1 | 3 1 CHI B8 F1
      3 2 DRAW | 3 2 DRAW -> PASS | 2 B5 | 3 2 DRAW
      3 2 PLAY B5 | 3 2 PLAY B5 -> PENG J2 | 3 2 PLAY B5 | 3 2 PLAY B5
      3 1 PENG J2 | 3 1 PENG J2 -> PASS | 3 1 PENG J2 | 3 1 PENG J2
      3 2 DRAW | 3 2 DRAW -> PASS | 2 J3 | 3 2 DRAW
      3 2 PLAY J3 | 3 2 PLAY J3 -> PASS | 3 2 PLAY J3 | 3 2 PLAY J3
      3 3 DRAW | 3 3 DRAW -> PASS | 3 3 DRAW | 2 F3
      3 3 PLAY F3 | 3 3 PLAY F3 -> PASS | 3 3 PLAY F3 | 3 3 PLAY F3
      2 F4 | 3 0 DRAW -> PASS | 3 0 DRAW | 3 0 DRAW
      3 0 PLAY F4 | 3 0 PLAY F4 -> PASS | 3 0 PLAY F4 | 3 0 PLAY F4
      3 1 DRAW | 2 B5 -> BUGANG B5 | 3 1 DRAW | 3 1 DRAW
      3 1 BUGANG B5 | 3 1 BUGANG B5 -> PASS | 3 1 BUGANG B5 | 3 1 BUGANG B5
      3 1 DRAW | 2 T9 -> HU | 3 1 DRAW | 3 1 DRAW
      """;

  /** Botzone's judge: the duplicate wall, no flowers. */
  static final Rules RULES = Rulebook.rules(Variant.MCR, BotzoneImport.RULES);

  /** A bot that discards what it draws and passes everything else, as seats 0, 2 and 3 of the example. */
  static final UnaryOperator<String> TSUMOGIRI = r -> r.startsWith("2 ") ? "PLAY " + r.substring(2) : "PASS";

  @Test
  void workedExample_everySeatGetsTheJudgesRequests() {
    List<List<String>> expected = column(TURNS);
    Recorder[] bots = new Recorder[Seat.COUNT];
    BotzoneSeat[] seats = new BotzoneSeat[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      bots[s] = new Recorder(s == 1 ? seatOne() : TSUMOGIRI);
      seats[s] = new BotzoneSeat(bots[s], new BotLog());
    }
    Game game = RULES.deal(DealSetup.of(Tiles.parse(WALL).stream().mapToInt(Tile::index).toArray(), Wind.SOUTH));
    GameOutcome outcome = new Driver().play(game, seats);

    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    for (Seat seat : Seat.all()) {
      BotzoneRequests all = new BotzoneRequests();
      game.observation(seat).history().forEach(all::accept);
      assertThat(all.requests()).as("seat %s", seat).isEqualTo(expected.get(seat.index()));
      // The requests sent are the judge's, in order; the turns after a seat's last decision were not needed.
      assertThat(expected.get(seat.index())).startsWith(bots[seat.index()].received.toArray(new String[0]));
    }
    assertThat(bots[1].received).isEqualTo(expected.get(1));
    assertThat(bots[1].answered).isEqualTo(responses(TURNS));
  }

  /**
   * Under on_error: default-action a bot that fails on a request it is only told (seat 0 on its deal,
   * sent just before its first draw) plays on, and gets each later request once: the failed one is not
   * sent again.
   */
  @Test
  void defaultAction_aFailedRequestIsNotSentAgain() {
    Map<String, Object> rules = new HashMap<>(BotzoneImport.RULES);
    rules.put("on_error", "default-action");
    Recorder failing = new Recorder(r -> {
      if (r.startsWith("1 ")) {
        throw Verdict.RE.fault("crashed on purpose");
      }
      return TSUMOGIRI.apply(r);
    });
    BotzoneSeat[] seats = new BotzoneSeat[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      seats[s] = new BotzoneSeat(s == 0 ? failing : new Recorder(s == 1 ? seatOne() : TSUMOGIRI), new BotLog());
    }
    Game game = Rulebook.rules(Variant.MCR, rules)
        .deal(DealSetup.of(Tiles.parse(WALL).stream().mapToInt(Tile::index).toArray(), Wind.SOUTH));
    GameOutcome outcome = new Driver().play(game, seats);
    assertThat(outcome.faults()).hasSize(1);
    // Its first discard, 9b, was the default action, as in the example; the hand went on, and at its next
    // draw the bot got the judge's requests in order, the failed one once.
    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    assertThat(failing.received).contains("2 F4");
    assertThat(column(TURNS).get(0)).startsWith(failing.received.toArray(new String[0]));
  }

  @Test
  void defaultAction_historyRecordsWhatTheTablePlayed() {
    assertThat(BotProcess.defaultAction("2 B5")).isEqualTo("PLAY B5");
    assertThat(BotProcess.defaultAction("3 0 PLAY B9")).isEqualTo("PASS");
  }

  @Test
  void workedExample_dealerInSeatTwo_seatsNumberedByWind() {
    // The same hand dealt with our seat 2 as dealer, each seat's block moved with it: Botzone numbers
    // seats from the dealer, so our seat 2 + k plays Botzone seat k and must get Botzone seat k's requests.
    List<List<String>> expected = column(TURNS);
    List<Tile> blocks = Tiles.parse(WALL);
    List<Tile> wall = new ArrayList<>();
    for (int s = 0; s < Seat.COUNT; s++) {
      int k = (s + 2) % Seat.COUNT;  // our seat s draws from its own block: Botzone seat k's
      wall.addAll(blocks.subList(34 * k, 34 * k + 34));
    }
    Game game = RULES.deal(new DealSetup(wall, Wind.SOUTH, Seat.S2));
    Recorder[] bots = new Recorder[Seat.COUNT];
    Player[] players = new Player[Seat.COUNT];
    for (int k = 0; k < Seat.COUNT; k++) {
      int s = (k + 2) % Seat.COUNT;
      bots[s] = new Recorder(k == 1 ? seatOne() : TSUMOGIRI);
      players[s] = new BotzoneSeat(bots[s], new BotLog());
    }
    GameOutcome outcome = new Driver().play(game, players);
    assertThat(outcome.points()).containsExactly(-27, -27, -27, 81);
    assertThat(bots[3].received).isEqualTo(expected.get(1));
    BotzoneRequests requests = new BotzoneRequests();
    game.observation(Seat.S0).history().forEach(requests::accept);
    assertThat(requests.requests()).isEqualTo(expected.get(2));
    assertThat(requests.botzoneSeat(Seat.S0)).isEqualTo(2);
    assertThat(requests.seat(0)).isEqualTo(Seat.S2);
  }

  @Test
  void sharedWallWithFlowers_everySeatGetsOneRequestPerTurn_flowersAsBuhua() {
    boolean sawDealtFlowers = false;
    boolean sawBuhua = false;
    for (long deal = 0; deal < 12; deal++) {
      Rules rules = Rulebook.rules(Variant.MCR, Map.of("wall", "shared"));
      Game game = rules.deal(deal, org.mjarena.engine.random.Seeds.generator(deal));
      Player[] players = new Player[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        players[s] = new BotzoneSeat(new Recorder(TSUMOGIRI), new BotLog());
      }
      new Driver().play(game, players);
      List<List<String>> bySeat = new ArrayList<>();
      BotzoneRequests numbering = new BotzoneRequests();
      for (Seat seat : Seat.all()) {
        BotzoneRequests r = new BotzoneRequests();
        game.observation(seat).history().forEach(r::accept);
        bySeat.add(r.requests());
        numbering = r;
      }
      int turns = bySeat.get(0).size();
      for (Seat seat : Seat.all()) {
        List<String> mine = bySeat.get(seat.index());
        assertThat(mine).as("deal %d seat %s", deal, seat).hasSize(turns);
        assertThat(mine.get(0)).isEqualTo("0 " + numbering.botzoneSeat(seat) + " " + game.observation(seat).prevalentWind().index());
        // The deal: the same flower counts and flowers for everyone, each its own 13 tiles.
        String[] w = mine.get(1).split(" ");
        int flowers = 0;
        for (int i = 1; i <= 4; i++) {
          flowers += Integer.parseInt(w[i]);
        }
        assertThat(w).hasSize(1 + 4 + 13 + flowers);
        sawDealtFlowers |= flowers > 0;
        String[] first = bySeat.get(0).get(1).split(" ");
        assertThat(List.of(w).subList(18, w.length)).isEqualTo(List.of(first).subList(18, first.length));
      }
      for (int t = 2; t < turns; t++) {
        int drawers = 0;
        String other = null;
        for (Seat seat : Seat.all()) {
          String r = bySeat.get(seat.index()).get(t);
          if (r.startsWith("2 ")) {
            drawers++;
            other = "3 " + numbering.botzoneSeat(seat) + " DRAW";
          }
          sawBuhua |= r.contains(" BUHUA H");
        }
        for (Seat seat : Seat.all()) {
          String r = bySeat.get(seat.index()).get(t);
          if (!r.startsWith("2 ")) {
            assertThat(r).as("deal %d turn %d", deal, t).isEqualTo(drawers == 1 ? other : bySeat.get(0).get(t));
          }
        }
        assertThat(drawers).isLessThanOrEqualTo(1);
      }
    }
    assertThat(sawDealtFlowers).isTrue();
    assertThat(sawBuhua).isTrue();
  }

  /** Seat 1 of the example: chow B9, pung B5, add B5 to the pung, win on T9; else discard the draw, pass. */
  static UnaryOperator<String> seatOne() {
    Map<String, String> script = Map.of("3 0 PLAY B9", "CHI B8 F1", "3 2 PLAY B5", "PENG J2", "2 B5", "BUGANG B5",
        "2 T9", "HU");
    return r -> script.getOrDefault(r, TSUMOGIRI.apply(r));
  }

  /** Column {@code s} of the turn table: each seat's requests in turn order. */
  static List<List<String>> column(String table) {
    List<List<String>> bySeat = new ArrayList<>();
    for (int s = 0; s < Seat.COUNT; s++) {
      bySeat.add(new ArrayList<>());
    }
    for (String line : table.strip().split("\n")) {
      String[] cells = line.split(" \\| ");
      for (int s = 0; s < Seat.COUNT; s++) {
        bySeat.get(s).add(cells[s].split(" -> ")[0].strip());
      }
    }
    return bySeat;
  }

  static List<String> responses(String table) {
    List<String> out = new ArrayList<>();
    for (String line : table.strip().split("\n")) {
      out.add(line.split(" \\| ")[1].split(" -> ")[1].strip());
    }
    return out;
  }

  /** An in-process bot that records what it was asked and answered. */
  static final class Recorder implements BotzoneBot {
    final UnaryOperator<String> answer;
    final List<String> received = new ArrayList<>();
    final List<String> answered = new ArrayList<>();

    Recorder(UnaryOperator<String> answer) {
      this.answer = answer;
    }

    @Override
    public String respond(String request) {
      received.add(request);
      String a = answer.apply(request);
      answered.add(a);
      return a;
    }

    @Override
    public void close() {}
  }
}
