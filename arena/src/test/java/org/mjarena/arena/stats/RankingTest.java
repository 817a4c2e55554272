package org.mjarena.arena.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class RankingTest {
  @Test
  void add_differentSums_fourThreeTwoOnePoints() {
    Ranking r = new Ranking(4);
    r.add(new long[] {-10, 30, 5, -25});
    assertThat(r.standings()).extracting(Ranking.Standing::entry).containsExactly(1, 2, 0, 3);
    assertThat(r.standings()).extracting(Ranking.Standing::rankPoints).containsExactly(4.0, 3.0, 2.0, 1.0);
    assertThat(r.standings()).extracting(Ranking.Standing::meanRank).containsExactly(1.0, 2.0, 3.0, 4.0);
  }

  @Test
  void add_tiedForFirst_shareTheFirstTwoPlaces() {
    Ranking r = new Ranking(4);
    r.add(new long[] {12, 12, -4, -20});
    List<Ranking.Standing> s = r.standings();
    assertThat(s.get(0).rankPoints()).isEqualTo(3.5);
    assertThat(s.get(1).rankPoints()).isEqualTo(3.5);
    assertThat(s.get(0).meanRank()).isEqualTo(1.5);
    assertThat(s.get(2).rankPoints()).isEqualTo(2.0);
  }

  @Test
  void add_allTied_everyoneTwoAndAHalf() {
    Ranking r = new Ranking(4);
    r.add(new long[] {0, 0, 0, 0});
    assertThat(r.standings()).extracting(Ranking.Standing::rankPoints).containsOnly(2.5);
    assertThat(r.standings()).extracting(Ranking.Standing::entry).as("ties keep lineup order").containsExactly(0, 1, 2, 3);
  }

  @Test
  void standings_equalRankPoints_higherTotalScoreFirst() {
    Ranking r = new Ranking(4);
    // Entries 0 and 1 each win one deal and come second in the other; entry 1 wins by more.
    r.add(new long[] {10, 5, -5, -10});
    r.add(new long[] {5, 40, -20, -25});
    List<Ranking.Standing> s = r.standings();
    assertThat(s.get(0).rankPoints()).isEqualTo(s.get(1).rankPoints()).isEqualTo(7.0);
    assertThat(s.get(0).entry()).isEqualTo(1);
    assertThat(s.get(0).totalPoints()).isEqualTo(45);
    assertThat(s.get(1).totalPoints()).isEqualTo(15);
    assertThat(s.get(0).meanRank()).isEqualTo(1.5);
    assertThat(r.deals()).isEqualTo(2);
  }

  @Test
  void standings_rankPointsBeforeTotalScore() {
    Ranking r = new Ranking(4);
    // Entry 3 takes one deal by a landslide but is last in three; entry 0 wins the three narrowly.
    r.add(new long[] {-50, -50, -50, 150});
    for (int d = 0; d < 3; d++) {
      r.add(new long[] {3, 1, 0, -4});
    }
    assertThat(r.standings().get(0).entry()).isZero();
    assertThat(r.standings().get(0).totalPoints()).isLessThan(r.standings().get(3).totalPoints());
  }

  @Test
  void standings_noDeals_zeroes() {
    assertThat(new Ranking(4).standings()).extracting(Ranking.Standing::meanRank).containsOnly(0.0);
  }
}
