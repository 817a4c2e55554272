package org.mjarena.engine.event;

import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A seat is asked about a discard or a tile being added to a kong, with what it may answer. Private to
 * the seat: the others do not learn who could claim.
 *
 * @param options the seat's options (the seat is {@code options.seat()})
 */
public record ClaimOffered(ClaimOptions options) implements Event {
  /** Slots of {@link #MELDS_ONLY} per tile, seat and discarder: pung (16), kong (8) and the chow mask (0-7). */
  private static final int MELD_KINDS = 32;
  /**
   * The offers of a discard made most often, shared as the frequent events are: for each tile, seat,
   * discarder and set of meld claims (pung, kong, chows) without a win. Filled as first needed:
   * threads that race make equal values, and any of them will do.
   */
  private static final ClaimOffered[] MELDS_ONLY = new ClaimOffered[Tile.KINDS * Seat.COUNT * Seat.COUNT * MELD_KINDS];

  /**
   * The shared event of {@code seat} offered {@code tile}, discarded by {@code from}, with meld claims
   * only: a pung, an exposed kong, the chows of {@code chowMask} (as in {@link ClaimOptions}), no win.
   */
  public static ClaimOffered meldsOnly(Seat seat, Tile tile, Seat from, boolean canPung, boolean canKong, int chowMask) {
    int slot = ((tile.index() * Seat.COUNT + seat.index()) * Seat.COUNT + from.index()) * MELD_KINDS
        + (canPung ? 16 : 0) + (canKong ? 8 : 0) + chowMask;
    ClaimOffered offered = MELDS_ONLY[slot];
    if (offered == null) {
      offered = new ClaimOffered(new ClaimOptions(seat, tile, from, false, false, false, canPung, canKong, chowMask));
      MELDS_ONLY[slot] = offered;
    }
    return offered;
  }

  /** The seat asked. */
  public Seat seat() {
    return options.seat();
  }

  @Override
  public Visibility visibility() {
    return Visibility.only(options.seat());
  }
}
