package org.mjarena.arena.stats;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;

/**
 * Counts a tournament's games per lineup entry, and its drawn and sanctioned games; ranks the entries
 * over each deal's games (a duplicate set) and compares every pair of entries deal by deal. Its memory
 * does not grow with the number of games. Every figure is kept exactly (integer counts and sums, rank
 * points in halves), so the same games give the same figures whatever order their deals arrive in: a
 * resumed run, which counts its earlier deals first, ends with the figures of a run never interrupted.
 */
public final class TournamentStats {
  private final List<EntryTally> entries = new ArrayList<>();
  private final Ranking ranking;
  private final List<Pair> pairs = new ArrayList<>();
  private long games;
  private long draws;
  private long sanctionedHands;

  /**
   * Two entries, by lineup index ({@code a < b}), and their comparison: {@code a}'s figures minus
   * {@code b}'s.
   */
  public record Pair(int a, int b, PairedTally tally) {}

  /** Counts for a lineup of {@code entries} entries. */
  public TournamentStats(int entries) {
    for (int e = 0; e < entries; e++) {
      this.entries.add(new EntryTally());
      for (int other = e + 1; other < entries; other++) {
        pairs.add(new Pair(e, other, new PairedTally()));
      }
    }
    ranking = new Ranking(entries);
  }

  /** Adds one deal: its games in every seat order, each entry in every game. */
  public void addDeal(List<GameScore> deal) {
    int n = entries.size();
    long[] points = new long[n];
    long[] wins = new long[n];
    long[] dealIns = new long[n];
    for (GameScore game : deal) {
      games++;
      draws += game.kind() == GameOutcome.Kind.DRAW ? 1 : 0;
      sanctionedHands += game.kind() == GameOutcome.Kind.SANCTION ? 1 : 0;
      for (int s = 0; s < Seat.COUNT; s++) {
        GameScore.SeatScore seat = game.seats().get(s);
        entries.get(seat.entry()).add(Seat.of(s), seat.won(), seat.selfDrawn(), seat.dealtIn(), seat.points(), seat.fallbacks(),
            seat.sanctioned(), seat.late(), seat.errors());
        points[seat.entry()] += seat.points();
        wins[seat.entry()] += seat.won() ? 1 : 0;
        dealIns[seat.entry()] += seat.dealtIn() ? 1 : 0;
      }
    }
    ranking.add(points);
    for (Pair p : pairs) {
      p.tally().add(points[p.a()] - points[p.b()], wins[p.a()] - wins[p.b()], dealIns[p.a()] - dealIns[p.b()], deal.size());
    }
  }

  /** The tally of each entry, in lineup order. */
  public List<EntryTally> entries() {
    return entries;
  }

  /** The entries ranked over duplicate sets (108 rules, section 11). */
  public Ranking ranking() {
    return ranking;
  }

  /** Every pair of entries compared over the same deals, in lineup order: (0, 1), (0, 2), ..., (2, 3). */
  public List<Pair> pairs() {
    return pairs;
  }

  /** Games counted. */
  public long games() {
    return games;
  }

  /** Games drawn because the wall ran out (流局). */
  public long draws() {
    return draws;
  }

  /** Games ended by the error sanction. */
  public long sanctionedHands() {
    return sanctionedHands;
  }

  /** Share of drawn games. */
  public double drawRate() {
    return games == 0 ? 0 : (double) draws / games;
  }
}
