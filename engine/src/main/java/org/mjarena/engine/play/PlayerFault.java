package org.mjarena.engine.play;

import org.mjarena.engine.Fault;
import org.mjarena.engine.Seat;

/**
 * Thrown by a {@link Player} that could not answer and knows why: its platform judged the turn failed (a
 * remote bot that timed out, crashed or answered nonsense), or a replayed game's recorded fault. The
 * {@link Driver} records it as given and applies the error policy as for any other fault.
 */
public final class PlayerFault extends RuntimeException {
  private final Fault.Kind kind;
  private final boolean reported;
  private final String detail;

  /** A fault the player's platform reports: what went wrong, in the platform's words. */
  public PlayerFault(Fault.Kind kind, String detail) {
    this(kind, true, detail);
  }

  /** A recorded fault, played again as it was recorded (its seat is the seat asked). */
  public PlayerFault(Fault recorded) {
    this(recorded.kind(), recorded.reported(), recorded.detail());
  }

  private PlayerFault(Fault.Kind kind, boolean reported, String detail) {
    super(new Fault(Seat.S0, kind, reported, detail).reason(), null, false, false);
    this.kind = kind;
    this.reported = reported;
    this.detail = detail;
  }

  /** The fault as the driver records it for the player in {@code seat}. */
  public Fault fault(Seat seat) {
    return new Fault(seat, kind, reported, detail);
  }
}
