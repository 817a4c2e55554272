package org.mjarena.engine.event;

import org.mjarena.engine.Seat;

/** Who sees an event in full: every seat, or only one. */
public final class Visibility {
  /** Every seat sees the event. */
  public static final Visibility PUBLIC = new Visibility(null);
  private static final Visibility[] ONLY = {new Visibility(Seat.S0), new Visibility(Seat.S1), new Visibility(Seat.S2),
      new Visibility(Seat.S3)};

  private final Seat only;

  private Visibility(Seat only) {
    this.only = only;
  }

  /** Only {@code seat} sees the event in full. */
  public static Visibility only(Seat seat) {
    return ONLY[seat.index()];
  }

  /** True when {@code viewer} sees the event in full. */
  public boolean includes(Seat viewer) {
    return only == null || only == viewer;
  }

  /** True for a public event. */
  public boolean isPublic() {
    return only == null;
  }

  @Override
  public String toString() {
    return only == null ? "public" : "only " + only;
  }
}
