package org.mjarena.engine;

import java.util.List;

/**
 * A place at the table, numbered 0..3 in playing order as on Botzone: each seat plays after the one
 * numbered before it. A seat's left player (上家) is the one who plays just before it: the only one
 * whose discard it may chow. Which seat deals, and so each seat's {@link Wind}, is part of a game's
 * setup; in a tournament seat 0 deals.
 */
public enum Seat {
  S0, S1, S2, S3;

  /** Number of seats. */
  public static final int COUNT = 4;
  private static final Seat[] VALUES = values();
  private static final List<Seat> ALL = List.of(VALUES);

  /** The seat with the given index 0..3. */
  public static Seat of(int index) {
    return VALUES[index];
  }

  /** All four seats in playing order. */
  public static List<Seat> all() {
    return ALL;
  }

  /** The index 0..3. */
  public int index() {
    return ordinal();
  }

  /** The seat that plays after this one (下家). */
  public Seat next() {
    return VALUES[(ordinal() + 1) & 3];
  }

  /** The seat that plays before this one: its left player (上家). */
  public Seat previous() {
    return VALUES[(ordinal() + 3) & 3];
  }
}
