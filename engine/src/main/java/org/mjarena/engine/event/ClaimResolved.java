package org.mjarena.engine.event;

import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.tile.Tile;

/**
 * The answers to one discard or added kong and which prevailed. Public: a claim is called out loud,
 * so the others hear claims that lost too; a seat that was not asked is listed as passing, so the
 * event does not tell who could have claimed.
 *
 * @param tile       the tile offered
 * @param from       the discarder, or the seat adding to its kong
 * @param robbing    true when the tile was being added to a kong
 * @param answers    each seat's answer, by seat index; Pass for {@code from} and for every seat not asked
 * @param takers     the seats whose claim was carried out, in turn order after {@code from}: several
 *                   winners, one winner, one melder, or none
 * @param resolution why those claims prevailed
 */
public record ClaimResolved(Tile tile, Seat from, boolean robbing, List<Claim> answers, List<Seat> takers,
    Resolution resolution) implements Event {
  /** Most discards go by unclaimed, so the engine shares one such event per tile, seat and kind of offer. */
  private static final ClaimResolved[] ALL_PASSED = new ClaimResolved[Tile.KINDS * Seat.COUNT * 2];

  static {
    List<Claim> passes = List.of(Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE);
    for (int t = 0; t < Tile.KINDS; t++) {
      for (Seat s : Seat.all()) {
        for (int r = 0; r < 2; r++) {
          ALL_PASSED[slot(Tile.of(t), s, r == 1)] =
              new ClaimResolved(Tile.of(t), s, r == 1, passes, List.of(), Resolution.ALL_PASSED);
        }
      }
    }
  }

  /** Copies the lists. */
  public ClaimResolved {
    answers = List.copyOf(answers);
    takers = List.copyOf(takers);
  }

  private static int slot(Tile tile, Seat from, boolean robbing) {
    return (tile.index() * Seat.COUNT + from.index()) * 2 + (robbing ? 1 : 0);
  }

  /** The shared event of every seat passing on {@code tile} offered by {@code from}. */
  public static ClaimResolved allPassed(Tile tile, Seat from, boolean robbing) {
    return ALL_PASSED[slot(tile, from, robbing)];
  }

  @Override
  public Visibility visibility() {
    return Visibility.PUBLIC;
  }

  /** Why the claims carried out prevailed over the others. */
  public enum Resolution {
    /** Every seat passed: the tile goes by. */
    ALL_PASSED,
    /** Only one seat claimed. */
    ONLY_CLAIM,
    /** A win beats a kong, a pung and a chow. */
    WIN_BEATS_MELD,
    /** Several seats won and the rules let all of them win (一炮多响). */
    SEVERAL_WINNERS,
    /** Several seats won and only the first in turn order after the discarder takes the win (截和). */
    FIRST_IN_TURN_ORDER,
    /** A pung or kong beats a chow. */
    PUNG_OR_KONG_BEATS_CHOW
  }
}
