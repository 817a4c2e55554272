package org.mjarena.arena.interop;

import java.util.Optional;
import org.mjarena.engine.Fault;
import org.mjarena.engine.play.PlayerFault;

/**
 * Why an external bot's turn failed, in the platform's words ({@code mcr-botzone.md} section 7: the
 * judge copies the run verdict as the error code). Every fault of an external seat is one of three:
 * the answer came too late, the program failed, or the answer was wrong.
 */
public enum Verdict {
  /** Time limit exceeded: no answer within the turn's limit (the bot is killed). */
  TLE,
  /**
   * Runtime error: the program could not be started, crashed, exited non-zero, or printed more than
   * the output limit.
   */
  RE,
  /** Wrong answer: output that is not an answer, or an answer the rules do not allow at that moment. */
  WA;

  /** How the driver's reason for a player that threw starts ({@link org.mjarena.engine.play.Driver}). */
  private static final String THREW = "threw ";

  /** A fault of this kind, for the driver to apply the error rule to; the reason starts with the verdict. */
  public PlayerFault fault(String detail) {
    return new PlayerFault(name() + ": " + detail);
  }

  /**
   * The verdict of a recorded fault reason, for any player: the one an external bot's reason starts
   * with; for the driver's own reasons, {@link #TLE} for an answer after the rules' time limit,
   * {@link #RE} for a player that threw, and {@link #WA} for an answer that is not legal.
   */
  public static Verdict of(String reason) {
    Optional<Verdict> own = prefixed(reason);
    if (own.isPresent()) {
      return own.get();
    }
    if (Fault.isLate(reason)) {
      return TLE;
    }
    return reason.startsWith(THREW) ? RE : WA;
  }

  /** True when {@code reason} is a fault an external bot reported itself (it starts with a verdict). */
  public static boolean isOwn(String reason) {
    return prefixed(reason).isPresent();
  }

  private static Optional<Verdict> prefixed(String reason) {
    for (Verdict v : values()) {
      if (reason.startsWith(v.name() + ": ")) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }
}
