package org.mjarena.arena.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.Compression;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.config.RecordMode;
import org.mjarena.arena.tournament.PlayedGames;
import org.mjarena.arena.config.SeatOrderMode;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.arena.tournament.SeatOrders;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;

final class TournamentStatsTest {
  @Test
  void addDeal_ranksTheDealsSummedPoints() {
    TournamentStats stats = new TournamentStats(4);
    // Entry 3 scores most in the first game, entry 0 most over the deal's two games.
    stats.addDeal(List.of(drawn(new int[] {0, 1, 2, 3}, 10, 0, -30, 20), drawn(new int[] {3, 2, 1, 0}, -13, -10, 5, 18)));
    assertThat(stats.ranking().standings()).extracting(Ranking.Standing::entry).containsExactly(0, 3, 1, 2);
    assertThat(stats.ranking().standings()).extracting(Ranking.Standing::totalPoints).containsExactly(28L, 7L, 5L, -40L);
  }

  @Test
  void addDeal_everyPairInLineupOrder_firstMinusSecond() {
    TournamentStats stats = new TournamentStats(4);
    stats.addDeal(List.of(drawn(new int[] {0, 1, 2, 3}, 10, 0, -30, 20), drawn(new int[] {3, 2, 1, 0}, -13, -10, 5, 18)));
    assertThat(stats.pairs()).extracting(p -> p.a() + "-" + p.b()).containsExactly("0-1", "0-2", "0-3", "1-2", "1-3", "2-3");
    assertThat(stats.pairs().get(0).tally().pointsDiff()).isEqualTo(28.0 - 5.0);
    assertThat(stats.pairs().get(4).tally().pointsDiff()).isEqualTo(5.0 - 7.0);
  }

  /**
   * Two copies of one agent on balanced seats: each sits in every seat as often as the other, and their
   * figures agree within the intervals.
   */
  @Test
  void addDeal_twoIdenticalEntriesOnBalancedSeats_sameFiguresWithinIntervals() throws Exception {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    List<Lineup.Entry> entries = new ArrayList<>();
    for (String[] e : new String[][] {{"order", "default-order"}, {"tsumo", "tsumogiri"}, {"robot1", "random"},
        {"robot2", "random"}}) {
      entries.add(new Lineup.Entry(e[0], e[1], AgentRegistry.byId(e[1]).settings(Map.of()),
          AgentRegistry.byId(e[1]).factory(Map.of())));
    }
    SeatOrders orders = SeatOrders.balanced(SeatOrderMode.ALL, entries.stream().map(Lineup.Entry::identity).toList());
    int deals = 100;
    long seed = 20260308;
    TournamentStats stats = new TournamentStats(entries.size());
    int[][] seats = new int[entries.size()][Seat.COUNT];
    Lineup lineup = new Lineup(Path.of("stats-test"), rules, seed, deals, SeatOrderMode.ALL, Optional.empty(), entries,
        RecordMode.NONE, Compression.NONE, CommentarySettings.OFF, Optional.empty());
    List<PlayedGames.Game> played = PlayedGames.of(lineup, orders, 1);
    for (int d = 0; d < deals; d++) {
      List<GameScore> deal = new ArrayList<>();
      for (PlayedGames.Game game : played.subList(d * orders.size(), (d + 1) * orders.size())) {
        GameResult g = game.result();
        deal.add(GameScore.of(g));
        for (int s = 0; s < Seat.COUNT; s++) {
          seats[g.seats()[s]][s]++;
        }
      }
      stats.addDeal(deal);
    }
    // 100 deals x 12 orders: every entry 300 times in every seat, robot2 dealing as often as robot1.
    for (int[] bySeat : seats) {
      assertThat(bySeat).containsExactly(300, 300, 300, 300);
    }
    PairedTally robots = stats.pairs().get(5).tally();
    assertThat(robots.pointsDiffCi95()[0]).isNegative();
    assertThat(robots.pointsDiffCi95()[1]).isPositive();
    assertThat(robots.winRateDiffCi95()[0]).isNegative();
    assertThat(robots.winRateDiffCi95()[1]).isPositive();
    assertThat(robots.dealInRateDiffCi95()[0]).isNegative();
    assertThat(robots.dealInRateDiffCi95()[1]).isPositive();
    assertThat(robots.pValue()).isPresent();
    assertThat(robots.pValue().getAsDouble()).isGreaterThan(0.05);
    EntryTally robot1 = stats.entries().get(2);
    EntryTally robot2 = stats.entries().get(3);
    assertThat(robot1.pointsMeanCi95()[0]).isLessThan(robot2.pointsMeanCi95()[1]);
    assertThat(robot2.pointsMeanCi95()[0]).isLessThan(robot1.pointsMeanCi95()[1]);
  }

  /** A drawn game with the given entry in each seat and the given points per seat. */
  private static GameScore drawn(int[] seats, Integer... points) {
    GameOutcome outcome = new GameOutcome(GameOutcome.Kind.DRAW, List.of(), Optional.empty(), List.of(points),
        Optional.empty(), "", List.of());
    return GameScore.of(new GameResult(0, 0, seats, 0, outcome));
  }
}
