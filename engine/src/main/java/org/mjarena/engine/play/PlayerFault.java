package org.mjarena.engine.play;

/**
 * Thrown by a {@link Player} that could not answer and knows why, to have its fault recorded with
 * exactly that reason: a remote bot that timed out or crashed, or a replayed game's recorded fault.
 * The {@link Driver} then applies the error policy as for any other fault.
 */
public final class PlayerFault extends RuntimeException {
  /** A fault with the reason to record. */
  public PlayerFault(String reason) {
    super(reason, null, false, false);
  }
}
