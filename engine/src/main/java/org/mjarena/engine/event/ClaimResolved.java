package org.mjarena.engine.event;

import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.action.Claim;
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
  /** Copies the lists. */
  public ClaimResolved {
    answers = List.copyOf(answers);
    takers = List.copyOf(takers);
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
