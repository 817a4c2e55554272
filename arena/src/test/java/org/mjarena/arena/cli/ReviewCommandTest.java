package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.record.EventText;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ClaimResolved;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * {@code mjarena review}: the review of a player of a real match (the 16 public Botzone rounds), as a
 * user runs it, and its section in the report.
 */
final class ReviewCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  private Path imported() throws Exception {
    Path out = dir.resolve("real");
    CliTestSupport.Result r = CliTestSupport.run("import", "botzone", CliTestSupport.botzoneSample(dir).toString(), "--out",
        out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    return out;
  }

  /** The wins on a discard of which the entry {@code player} was the discarder ({@code dealtIn}) or the winner. */
  private static long countWins(List<GameRecord> games, int player, boolean dealtIn) {
    return games.stream().filter(g -> g.events().stream().anyMatch(e -> e instanceof Won w && w.win().from().isPresent()
        && g.seats().get((dealtIn ? w.win().from().get() : w.win().seat()).index()) == player)).count();
  }

  private static List<GameRecord> records(Path out) throws Exception {
    List<GameRecord> records = new ArrayList<>();
    try (ReplayFile.Reader reader = new ReplayFile.Reader(out.resolve(ReplayFile.NAME))) {
      for (Optional<GameRecord> next = reader.next(); next.isPresent(); next = reader.next()) {
        records.add(next.get());
      }
    }
    return records;
  }

  /**
   * Every decision of the player is in the review at the step of the event it made (the link into the viewer),
   * with the probability the commentator gave it: the same that {@code commentate} scores, so the review's
   * discards have the log-loss of the player's row of commentary.json.
   */
  @Test
  void review_realMatch_eachDecisionAtItsStepWithTheCommentatorsProbability() throws Exception {
    Path out = imported();
    CliTestSupport.Result r = CliTestSupport.run("review", out.toString(), "--player", "seat2");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith("review of seat2: 16 games, ").contains("chow when it could").contains("ready hand broken")
        .contains("as shanten-8fan %").contains("review: " + out.resolve("review-seat2.json"));
    JsonNode review = JSON.readTree(out.resolve("review-seat2.json").toFile());
    assertThat(review.get("agent").asText()).isEqualTo("shanten-8fan");
    assertThat(review.get("games").asLong()).isEqualTo(16);
    JsonNode moves = review.get("moves");
    assertThat(moves.size()).isEqualTo(review.get("totals").get("decisions").asInt()).isGreaterThan(100);

    List<GameRecord> records = records(out);
    double discardLoss = 0;
    int discards = 0;
    int answers = 0;
    int turns = 0;
    int agreed = 0;
    for (JsonNode m : moves) {
      GameRecord record = records.get(m.get("game").asInt());
      int seat = m.get("seat").asInt();
      assertThat(record.seats().get(seat)).as("the player's seat").isEqualTo(2);
      Event made = record.events().get(m.get("step").asInt());
      double p = m.get("probability").asDouble();
      assertThat(p).isBetween(0.0, 1.0).isLessThanOrEqualTo(m.get("likeliest_probability").asDouble());
      assertThat(m.get("surprising").asBoolean()).isEqualTo(p < 0.05);
      if (m.get("kind").asText().equals("discard")) {
        assertThat(made).isInstanceOf(Discarded.class);
        Discarded d = (Discarded) made;
        assertThat(d.seat().index()).isEqualTo(seat);
        assertThat(m.get("move").asText()).startsWith(EventText.tile(d.tile()));
        assertThat(m.get("distance_after_move").asInt()).isBetween(0, 8);
        discardLoss -= Math.log(p);
        discards++;
        if (m.get("agent_move").asText().equals(m.get("move").asText())) {
          agreed++;
          assertThat(m.get("agent_probability").asDouble()).isEqualTo(p);
          assertThat(m.get("distance_after_agent").asInt()).isEqualTo(m.get("distance_after_move").asInt());
        }
      } else if (m.get("kind").asText().equals("turn")) {
        // The mover's choice when it could do more than discard: its discard, win or kong is the step's event.
        String move = m.get("move").asText();
        assertThat(made).as(move).isInstanceOf(move.equals("discard") || move.equals("ting") ? Discarded.class
            : move.equals("win") ? Won.class : move.startsWith("concealed") ? ConcealedKonged.class : AddedKongDeclared.class);
        turns++;
      } else {
        assertThat(made).as("an answer is resolved with the others'").isInstanceOf(ClaimResolved.class);
        answers++;
      }
    }
    assertThat(answers).isPositive();
    assertThat(turns).as("seat2 won on its own draw or konged at least once in 16 rounds").isPositive();
    assertThat(agreed).as("the agent plays a discard of its own, often the same").isPositive().isLessThan(discards);

    assertThat(CliTestSupport.run("commentate", out.toString()).code()).isZero();
    JsonNode rows = JSON.readTree(out.resolve("commentary.json").toFile()).get("commentary").get("discard_probabilities")
        .get("agents");
    JsonNode row = null;
    for (JsonNode e : rows) {
      row = e.get("id").asText().equals("seat2") ? e : row;
    }
    assertThat(row.get("decisions").asInt()).isEqualTo(discards);
    assertThat(discardLoss / discards).isCloseTo(row.get("log_loss").asDouble(), within(1e-3));
  }

  /**
   * The ready turns and the ready hands broken, counted again from the records alone (the review reads the
   * players' observations): a turn starts from a ready hand when the hand was ready before its draw, or,
   * after a claim, after the player's last discard; the discard breaks it when the hand left is not ready.
   */
  @Test
  void review_profile_readyHandsBroken_asCountedFromTheRecords() throws Exception {
    Path out = imported();
    List<GameRecord> games = records(out);
    long brokenByAll = 0;
    for (int player = 0; player < 4; player++) {
      long[] counted = readyDiscards(games, player);
      assertThat(CliTestSupport.run("review", out.toString(), "--player", "seat" + player).code()).isZero();
      JsonNode profile = JSON.readTree(out.resolve("review-seat" + player + ".json").toFile()).get("profile");
      assertThat(profile.get("discards").asLong()).as("seat%d discards", player).isEqualTo(counted[0]);
      assertThat(profile.get("ready_discards").asLong()).as("seat%d ready turns", player).isEqualTo(counted[1]);
      assertThat(profile.get("broke_ready").asLong()).as("seat%d ready hands broken", player).isEqualTo(counted[2]);
      brokenByAll += counted[2];
    }
    assertThat(brokenByAll).as("the rounds hold a ready hand broken, or the count is not tried").isPositive();
  }

  /** The discards of {@code player}'s seat, those from a ready hand and those that left it not ready. */
  private static long[] readyDiscards(List<GameRecord> games, int player) {
    long[] counts = new long[3];
    for (GameRecord g : games) {
      int seat = g.seats().indexOf(player);
      int[] hand = new int[Tile.KINDS];
      int melds = 0;
      boolean readyAfterDiscard = false;
      boolean readyBefore = false;
      for (Event e : g.events()) {
        if (e instanceof Dealt d && d.seat().index() == seat) {
          d.tiles().stream().filter(t -> t.index() < Tile.KINDS).forEach(t -> hand[t.index()]++);
        } else if (e instanceof Drew d && d.seat().index() == seat && d.tile().isPresent()) {
          readyBefore = WinDistanceCalculator.all(hand, melds).min() == 0;
          hand[d.tile().get().index()]++;
        } else if (e instanceof Melded m && m.seat().index() == seat && m.meld().kind() != MeldKind.ADDED_KONG) {
          readyBefore = readyAfterDiscard; // a claim: the hand as it was after the last discard
          m.meld().tiles().forEach(t -> hand[t.index()]--);
          hand[m.meld().claimed().index()]++;
          melds++;
        } else if (e instanceof ConcealedKonged k && k.seat().index() == seat) {
          hand[k.tile().orElseThrow().index()] -= 4;
          melds++;
        } else if (e instanceof AddedKongDeclared a && a.seat().index() == seat) {
          hand[a.tile().index()]--;
        } else if (e instanceof Discarded d && d.seat().index() == seat) {
          hand[d.tile().index()]--;
          readyAfterDiscard = WinDistanceCalculator.all(hand, melds).min() == 0;
          counts[0]++;
          if (readyBefore) {
            counts[1]++;
            counts[2] += readyAfterDiscard ? 0 : 1;
          }
        }
      }
    }
    return counts;
  }

  /** The profile counts what each player did; the others are every other seat together. */
  @Test
  void review_profile_claimsTakenNeverExceedOffered() throws Exception {
    Path out = imported();
    assertThat(CliTestSupport.run("review", out.toString(), "--player", "seat0").code()).isZero();
    JsonNode review = JSON.readTree(out.resolve("review-seat0.json").toFile());
    for (String side : List.of("profile", "others")) {
      JsonNode p = review.get(side);
      for (String kind : List.of("chow", "pung", "kong", "win")) {
        assertThat(p.get(kind).get("taken").asLong()).as(side + " " + kind).isLessThanOrEqualTo(p.get(kind).get("offered").asLong());
      }
      assertThat(p.get("broke_ready").asLong()).isLessThanOrEqualTo(p.get("ready_discards").asLong());
      assertThat(p.get("deal_ins_ready").asLong()).isLessThanOrEqualTo(p.get("deal_ins").asLong());
      assertThat(p.get("chow").get("offered").asLong()).as(side).isPositive();
    }
    // 14 of the 16 rounds were won, 13 of them on a discard: each deal-in is the discarder's, seat0's those it made.
    long dealIns = review.get("profile").get("deal_ins").asLong() + review.get("others").get("deal_ins").asLong();
    assertThat(dealIns).isEqualTo(records(out).stream().filter(g -> g.events().stream()
        .anyMatch(e -> e instanceof Won w && w.win().from().isPresent())).count());
    // A player who dealt in as often as it won on a discard would not tell the discarder from the winner.
    List<GameRecord> games = records(out);
    int player = 0;
    while (player < 4 && countWins(games, player, true) == countWins(games, player, false)) {
      player++;
    }
    assertThat(player).as("a seat whose deal-ins and wins on a discard differ").isLessThan(4);
    assertThat(CliTestSupport.run("review", out.toString(), "--player", "seat" + player).code()).isZero();
    JsonNode its = JSON.readTree(out.resolve("review-seat" + player + ".json").toFile());
    assertThat(its.get("profile").get("deal_ins").asLong()).isEqualTo(countWins(games, player, true));
  }

  /** The report gives the review a section whose surprising moves link into the viewer, which holds their games. */
  @Test
  void report_withAReview_linksItsSurprisingMovesIntoTheViewer() throws Exception {
    Path out = imported();
    assertThat(CliTestSupport.run("review", out.toString(), "--player", "seat1").code()).isZero();
    CliTestSupport.Result report = CliTestSupport.run("report", out.toString(), "--sample", "0");
    assertThat(report.code()).as(report.err()).isZero();
    String html = Files.readString(out.resolve("report.html"));
    JsonNode review = JSON.readTree(out.resolve("review-seat1.json").toFile());
    JsonNode first = null;
    for (JsonNode m : review.get("moves")) {
      if (m.get("surprising").asBoolean() && (first == null || m.get("probability").asDouble() < first.get("probability").asDouble())) {
        first = m;
      }
    }
    assertThat(first).as("a real player makes some move the commentator did not expect").isNotNull();
    assertThat(html).contains("<section id=\"review-seat1\">").contains("Review of seat1")
        .contains("<a href=\"#game=" + first.get("game").asLong() + "&amp;step=" + first.get("step").asInt() + "\">")
        .contains("{\"n\":" + first.get("game").asLong() + ",");
  }

  @Test
  void review_unknownPlayerOrAgent_exit2NamingThem() throws Exception {
    Path out = imported();
    CliTestSupport.Result player = CliTestSupport.run("review", out.toString(), "--player", "nobody");
    assertThat(player.code()).isEqualTo(2);
    assertThat(player.err()).contains("--player nobody: no such player").contains("seat0, seat1, seat2, seat3");
    CliTestSupport.Result agent = CliTestSupport.run("review", out.toString(), "--player", "seat0", "--agent", "oracle");
    assertThat(agent.code()).isEqualTo(2);
    assertThat(agent.err()).contains("--agent: unknown agent 'oracle'");
    CliTestSupport.Result none = CliTestSupport.run("review", dir.resolve("nowhere").toString(), "--player", "seat0");
    assertThat(none.code()).isEqualTo(2);
    assertThat(none.err()).contains("no such directory");
  }
}
