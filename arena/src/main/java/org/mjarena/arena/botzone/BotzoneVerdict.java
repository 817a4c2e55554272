package org.mjarena.arena.botzone;

import java.util.Optional;
import org.mjarena.engine.play.PlayerFault;

/**
 * Why an external bot's turn failed, in the platform's words ({@code mcr-botzone.md} section 7: the
 * judge copies the run verdict as the error code). Every fault of an external seat is one of three:
 * the answer came too late, the program failed, or the answer was wrong.
 */
public enum BotzoneVerdict {
  /** Time limit exceeded: no answer within the turn's limit (the bot is killed). */
  TLE,
  /**
   * Runtime error: the program could not be started, crashed, exited non-zero, or printed more than
   * the output limit.
   */
  RE,
  /** Wrong answer: output that is not an answer, or an answer the rules do not allow at that moment. */
  WA;

  /** A fault of this kind, for the driver to apply the error rule to; the reason starts with the verdict. */
  public PlayerFault fault(String detail) {
    return new PlayerFault(name() + ": " + detail);
  }

  /**
   * The verdict of a recorded fault reason: the one it starts with; any other reason (the driver's
   * "answered ..., which is not legal") is a wrong answer.
   */
  public static BotzoneVerdict of(String reason) {
    return prefixed(reason).orElse(WA);
  }

  /** True when {@code reason} is a fault an external bot reported itself (it starts with a verdict). */
  public static boolean isOwn(String reason) {
    return prefixed(reason).isPresent();
  }

  private static Optional<BotzoneVerdict> prefixed(String reason) {
    for (BotzoneVerdict v : values()) {
      if (reason.startsWith(v.name() + ": ")) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }
}
