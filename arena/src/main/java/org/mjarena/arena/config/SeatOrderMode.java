package org.mjarena.arena.config;

/** Which seat orders each deal is played in. */
public enum SeatOrderMode {
  /** Every distinct permutation of the lineup: 24 for four different entries, 12 when two are the same agent with the same parameters. */
  ALL("all"),
  /** The four cyclic rotations of the lineup order (fewer when they repeat). */
  ROTATIONS("rotations");

  private final String id;

  SeatOrderMode(String id) {
    this.id = id;
  }

  /** The value written in lineup files. */
  public String id() {
    return id;
  }
}
