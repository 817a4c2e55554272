package org.mjarena.arena.interop;

import org.mjarena.engine.Fault;
import org.mjarena.engine.play.PlayerFault;

/**
 * Why an external program's turn failed, in the platform's words ({@code mcr-botzone.md} section 7: the
 * judge copies the run verdict as the error code), and the engine's {@link Fault.Kind} each one maps onto:
 * the only place the platforms' vocabulary meets the engine's. Botzone bots and 108-tile HTTP services
 * alike fail in one of these four ways.
 */
public enum Verdict {
  /** Time limit exceeded: no answer within the turn's limit (the bot is killed). */
  TLE(Fault.Kind.LATE),
  /**
   * Runtime error: the program could not be started, crashed, exited non-zero, or printed more than
   * the output limit.
   */
  RE(Fault.Kind.THREW),
  /** Wrong answer: output that is not an answer, or an answer the rules do not allow at that moment. */
  WA(Fault.Kind.ILLEGAL),
  /** Memory limit exceeded: the kernel killed the program, or a process it started, over its box's limit. */
  MLE(Fault.Kind.OUT_OF_MEMORY);

  private final Fault.Kind kind;

  Verdict(Fault.Kind kind) {
    this.kind = kind;
  }

  /** The engine's kind of fault this verdict is. */
  public Fault.Kind kind() {
    return kind;
  }

  /** The fault the platform reports with this verdict, for the driver to apply the error rule to. */
  public PlayerFault fault(String detail) {
    return new PlayerFault(kind, detail);
  }
}
