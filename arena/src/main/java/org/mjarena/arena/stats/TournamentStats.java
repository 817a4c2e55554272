package org.mjarena.arena.stats;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;

/** Counts a tournament's games per lineup entry, and its drawn and sanctioned games. */
public final class TournamentStats {
  private final List<EntryTally> entries = new ArrayList<>();
  private long games;
  private long draws;
  private long sanctionedHands;

  /** Counts for a lineup of {@code entries} entries. */
  public TournamentStats(int entries) {
    for (int e = 0; e < entries; e++) {
      this.entries.add(new EntryTally());
    }
  }

  /** Adds one game. */
  public void add(GameResult game) {
    GameOutcome outcome = game.outcome();
    games++;
    draws += outcome.kind() == GameOutcome.Kind.DRAW ? 1 : 0;
    sanctionedHands += outcome.kind() == GameOutcome.Kind.SANCTION ? 1 : 0;
    for (int s = 0; s < Seat.COUNT; s++) {
      Seat seat = Seat.of(s);
      Win win = null;
      for (Win w : outcome.wins()) {
        if (w.seat() == seat) {
          win = w;
        }
      }
      boolean dealtIn = outcome.dealIn().isPresent() && outcome.dealIn().get() == seat;
      boolean sanctioned = outcome.offender().isPresent() && outcome.offender().get() == seat;
      entries.get(game.seats()[s]).add(win != null, win != null && win.selfDrawn(), dealtIn, outcome.points(seat),
          outcome.fallbacks(seat), sanctioned);
    }
  }

  /** The tally of each entry, in lineup order. */
  public List<EntryTally> entries() {
    return entries;
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
