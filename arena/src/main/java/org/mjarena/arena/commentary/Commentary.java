package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.arena.table.TableObserver;

/**
 * The commentary of a run: makes one {@link Commentator} per table and adds up their tallies. Each game's
 * tallies wait under its (deal, seat order) until the run takes its deal in deal order ({@link #take},
 * {@link #add}), so a game is counted exactly when the run's summary counts it, whatever thread or
 * cluster task played it and whether the run was interrupted; the counts are whole numbers, so the
 * totals are the same whatever the threads.
 */
public final class Commentary {
  /** More seat orders than a deal can have (24), so that (deal, order) keys never collide. */
  private static final int ORDER_SLOTS = 32;

  private final CommentarySettings settings;
  private final List<String> ids;
  private final Map<String, Integer> entryById = new HashMap<>();
  private final Map<Long, CommentaryTally[]> played = new ConcurrentHashMap<>();
  private final CommentaryTally[] totals;
  private long games;

  /**
   * The commentary of a run of the lineup entries {@code ids}, in lineup order.
   *
   * @param settings an enabled commentator's view and method
   */
  public Commentary(CommentarySettings settings, List<String> ids) {
    this.settings = settings;
    this.ids = List.copyOf(ids);
    for (int e = 0; e < ids.size(); e++) {
      entryById.put(ids.get(e), e);
    }
    this.totals = newTallies();
  }

  /** A commentator for one table (one thread). */
  public TableObserver newCommentator() {
    return new Commentator(this, settings, null);
  }

  /**
   * A commentator for one table that also tells {@code listener} each prediction as it makes it (for
   * sentences, {@link Narrator}); a run's commentators tell nobody and pay nothing for it.
   */
  public TableObserver newCommentator(PredictionListener listener) {
    return new Commentator(this, settings, listener);
  }

  /**
   * Takes out the tallies of the games of {@code deal} played so far in seat orders 0 to
   * {@code seatOrders - 1}, added up per entry; a game played with no commentator is skipped. Where the
   * games were played (a thread here, a cluster task) hands them on, and the run {@link #add adds} them
   * in deal order.
   */
  public Games take(long deal, int seatOrders) {
    CommentaryTally[] sum = newTallies();
    long count = 0;
    for (int order = 0; order < seatOrders; order++) {
      CommentaryTally[] game = played.remove(key(deal, order));
      if (game != null) {
        for (int e = 0; e < sum.length; e++) {
          sum[e].add(game[e]);
        }
        count++;
      }
    }
    return new Games(count, List.of(sum));
  }

  /** Counts games {@link #take taken} from this commentary or from another of the same lineup. */
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
  }

  int[] entriesOf(List<String> bySeat) {
    int[] entries = new int[bySeat.size()];
    for (int s = 0; s < entries.length; s++) {
      entries[s] = entryById.get(bySeat.get(s));
    }
    return entries;
  }

  CommentaryTally[] newTallies() {
    CommentaryTally[] tallies = new CommentaryTally[ids.size()];
    for (int e = 0; e < tallies.length; e++) {
      tallies[e] = new CommentaryTally();
    }
    return tallies;
  }

  void deposit(GameInfo info, CommentaryTally[] byEntry) {
    played.put(key(info.deal(), info.seatOrder()), byEntry);
  }

  private static long key(long deal, int order) {
    return deal * ORDER_SLOTS + order;
  }
}
