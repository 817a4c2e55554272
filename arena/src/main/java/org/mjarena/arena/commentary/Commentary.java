package org.mjarena.arena.commentary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.record.CommentaryAccuracy;

/**
 * The commentator's accuracy over some games, added up per lineup entry: a run's (through
 * {@link CommentarySink}), a benchmark's, or that of recorded games commented again
 * ({@link ReplayCommentary}). The counts are whole numbers, so the totals are the same whatever order
 * the games are added in.
 */
public final class Commentary {
  private final CommentarySettings settings;
  private final CommentaryTally[] totals;
  private long games;

  /**
   * The commentary of games between {@code entries} lineup entries.
   *
   * @param settings an enabled commentator's view and method
   */
  public Commentary(CommentarySettings settings, int entries) {
    this.settings = settings;
    this.totals = newTallies(entries);
  }

  /** A commentator for one table (one thread) of a lineup of the entries {@code ids}, in lineup order. */
  static Commentator commentator(CommentarySettings settings, List<String> ids) {
    return new Commentator(settings, ids, null);
  }

  /** Counts some games. */
  public void add(Games comments) {
    for (int e = 0; e < totals.length; e++) {
      totals[e].add(comments.byEntry().get(e));
    }
    games += comments.games();
  }

  /**
   * The commentary of some games, added up.
   *
   * @param games   the games commented
   * @param byEntry one tally per lineup entry, in lineup order
   */
  public record Games(long games, List<CommentaryTally> byEntry) {
    /** Copies the list. */
    public Games {
      byEntry = List.copyOf(byEntry);
    }
  }

  /** The accuracy so far, overall and per entry. */
  public Report report() {
    CommentaryTally overall = new CommentaryTally();
    List<CommentaryTally> byEntry = new ArrayList<>();
    for (CommentaryTally t : totals) {
      overall.add(t);
      CommentaryTally copy = new CommentaryTally();
      copy.add(t);
      byEntry.add(copy);
    }
    return new Report(settings.view().id(), settings.method().id(), settings.reactions().id(), games, overall, byEntry);
  }

  /**
   * The commentator's accuracy over a run.
   *
   * @param view    the view it commented from
   * @param method  its discard method
   * @param reactions its rule for claims
   * @param games   the games commented
   * @param overall every entry together
   * @param byEntry one tally per lineup entry, in lineup order
   */
  public record Report(String view, String method, String reactions, long games, CommentaryTally overall, List<CommentaryTally> byEntry) {
    /** Copies the list. */
    public Report {
      byEntry = List.copyOf(byEntry);
    }

    /** The {@code commentary} block of this report, the entries named {@code ids} (lineup order). */
    public CommentaryAccuracy accuracy(List<String> ids) {
      List<CommentaryAccuracy.Accuracy> agents = new ArrayList<>();
      for (int e = 0; e < byEntry.size(); e++) {
        agents.add(byEntry.get(e).accuracy(Optional.of(ids.get(e))));
      }
      return new CommentaryAccuracy(view, method, reactions, games, overall.accuracy(Optional.empty()), agents);
    }
  }

  /** One empty tally per entry. */
  static CommentaryTally[] newTallies(int entries) {
    CommentaryTally[] tallies = new CommentaryTally[entries];
    for (int e = 0; e < tallies.length; e++) {
      tallies[e] = new CommentaryTally();
    }
    return tallies;
  }
}
