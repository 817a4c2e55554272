package org.mjarena.arena.stats;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.arena.tournament.GameResult;
import org.mjarena.engine.Fault;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Win;

/**
 * What the statistics count of one game: how it ended and, seat by seat, the entry there and how the game
 * went for it. Made from a game just played ({@link #of}), or read back from its line in
 * {@code games.jsonl} when a run resumes; the two are equal, so a resumed run counts its earlier games
 * exactly as the run that played them did.
 *
 * @param kind  how the game ended
 * @param seats one per seat, seat 0 (the dealer) first
 */
public record GameScore(GameOutcome.Kind kind, List<SeatScore> seats) {
  /** Copies the list. */
  public GameScore {
    seats = List.copyOf(seats);
  }

  /**
   * One seat of a game.
   *
   * @param entry      the lineup index of the entry in the seat
   * @param won        it won (a player who wins on a discard shared with others wins once)
   * @param selfDrawn  it won on its own draw
   * @param dealtIn    its discard or added kong was won on
   * @param points     its points for the game
   * @param fallbacks  the times the table stepped in for it
   * @param sanctioned the game ended with the error sanction against it
   * @param late       its answers that came after the time limit (among the fallbacks, or the sanction)
   * @param errors     its faults (the fallbacks and the sanction) by kind, in {@link Fault.Kind} order: late,
   *                   threw (or failed), illegal
   */
  public record SeatScore(int entry, boolean won, boolean selfDrawn, boolean dealtIn, int points, int fallbacks,
      boolean sanctioned, int late, List<Integer> errors) {
    /** Copies the counts. */
    public SeatScore {
      errors = List.copyOf(errors);
    }
  }

  /** The faults of {@code seat} among {@code faults}, counted by kind in {@link Fault.Kind} order. */
  public static List<Integer> errors(List<Fault> faults, Seat seat) {
    Integer[] n = new Integer[Fault.Kind.values().length];
    java.util.Arrays.fill(n, 0);
    for (Fault f : faults) {
      if (f.seat() == seat) {
        n[f.kind().ordinal()]++;
      }
    }
    return List.of(n);
  }

  /** The score of a game just played. */
  public static GameScore of(GameResult game) {
    GameOutcome outcome = game.outcome();
    List<SeatScore> seats = new ArrayList<>(Seat.COUNT);
    for (Seat seat : Seat.all()) {
      Win win = null;
      for (Win w : outcome.wins()) {
        if (w.seat() == seat) {
          win = w;
        }
      }
      seats.add(new SeatScore(game.seats()[seat.index()], win != null, win != null && win.selfDrawn(),
          outcome.dealIn().isPresent() && outcome.dealIn().get() == seat, outcome.points(seat), outcome.fallbacks(seat),
          outcome.offender().isPresent() && outcome.offender().get() == seat, late(outcome.faults(), seat),
          errors(outcome.faults(), seat)));
    }
    return new GameScore(outcome.kind(), seats);
  }

  private static int late(List<Fault> faults, Seat seat) {
    int n = 0;
    for (Fault f : faults) {
      n += f.seat() == seat && f.isLateAtTable() ? 1 : 0;
    }
    return n;
  }
}
