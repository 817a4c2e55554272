package org.mjarena.engine;

import java.util.List;
import java.util.Locale;

/**
 * One time the table stepped in for a player: what went wrong, as a {@link Kind}, who found it (the
 * table itself, or the platform the player runs on, which {@linkplain #reported reported} it), and the
 * detail as text.
 *
 * <p>Every fault is kept in records as one line of text, {@link #reason()}, and read back from it by
 * {@link #of}: the table's own faults start with "answered after ", "threw " or "answered ", a reported
 * one with the code of its kind ({@link Kind#code}) and ": ". The text is the records' format, the same
 * since the first run was recorded; the kind is never recovered from it anywhere else.
 *
 * @param seat     the player's seat
 * @param kind     what went wrong
 * @param reported true when the player's own platform judged the turn failed and said so (an external
 *                 program run as its platform runs it, or a replayed game's recorded fault); false when the
 *                 table found it
 * @param detail   the particulars, for people: the times, the exception, the answer and the legal ones
 */
public record Fault(Seat seat, Kind kind, boolean reported, String detail) {
  private static final String LATE = "answered after ";
  private static final String THREW = "threw ";
  private static final String ILLEGAL = "answered ";
  private static final String CODE_END = ": ";

  /** What went wrong. The platforms' verdicts map onto these at their edge. */
  public enum Kind {
    /**
     * No answer within the time limit: the table's limit (the one fault that depends on the clock
     * rather than the game), or a platform's own (time limit exceeded).
     */
    LATE("TLE"),
    /** The player failed instead of answering: it threw, or its program crashed, exited or could not start. */
    THREW("RE"),
    /** The answer is not a legal move at that point, or not an answer at all. */
    ILLEGAL("WA"),
    /**
     * The player's program went over its memory limit and was killed: only a platform judges it (memory
     * limit exceeded), so such a fault is always {@linkplain #reported reported}.
     */
    OUT_OF_MEMORY("MLE");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /**
     * The code a reported fault's text starts with: the online judges' verdicts (time limit exceeded,
     * runtime error, wrong answer), as every record since the first has written them.
     */
    public String code() {
      return code;
    }
  }

  /** The table's fault for an answer that took {@code elapsedNanos}, over the limit of {@code limitNanos}. */
  public static Fault late(Seat seat, long elapsedNanos, long limitNanos) {
    return new Fault(seat, Kind.LATE, false,
        String.format(Locale.ROOT, "%.0f ms, over the limit of %d ms", elapsedNanos / 1e6, limitNanos / 1_000_000));
  }

  /** The table's fault for a player that threw {@code thrown}. */
  public static Fault threw(Seat seat, Throwable thrown) {
    return new Fault(seat, Kind.THREW, false, thrown.toString());
  }

  /** The table's fault for the answer {@code answer}, which is not among {@code legal}. */
  public static Fault illegal(Seat seat, Object answer, List<?> legal) {
    return new Fault(seat, Kind.ILLEGAL, false, answer + ", which is not legal; legal: " + legal);
  }

  /**
   * The fault of {@code seat} whose {@link #reason()} is {@code reason}, as records keep it. A text of
   * none of the forms (no record writes one) is read as a reported wrong answer, the whole text its
   * detail.
   */
  public static Fault of(Seat seat, String reason) {
    if (reason.startsWith(LATE)) {
      return new Fault(seat, Kind.LATE, false, reason.substring(LATE.length()));
    }
    if (reason.startsWith(THREW)) {
      return new Fault(seat, Kind.THREW, false, reason.substring(THREW.length()));
    }
    for (Kind k : Kind.values()) {
      if (reason.startsWith(k.code() + CODE_END)) {
        return new Fault(seat, k, true, reason.substring(k.code().length() + CODE_END.length()));
      }
    }
    if (reason.startsWith(ILLEGAL)) {
      return new Fault(seat, Kind.ILLEGAL, false, reason.substring(ILLEGAL.length()));
    }
    return new Fault(seat, Kind.ILLEGAL, true, reason);
  }

  /** The fault as one line of text, as records keep it and logs show it ({@link #of} reads it back). */
  public String reason() {
    if (reported) {
      return kind.code() + CODE_END + detail;
    }
    return switch (kind) {
      case LATE -> LATE + detail;
      case THREW -> THREW + detail;
      case ILLEGAL -> ILLEGAL + detail;
      case OUT_OF_MEMORY -> kind.code() + CODE_END + detail;
    };
  }

  /** True for an answer after the table's own time limit: the one fault whose count depends on the machine's load. */
  public boolean isLateAtTable() {
    return kind == Kind.LATE && !reported;
  }
}
