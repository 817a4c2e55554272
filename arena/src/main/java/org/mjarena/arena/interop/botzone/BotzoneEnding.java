package org.mjarena.arena.interop.botzone;

import java.util.List;
import org.mjarena.engine.Seat;

/**
 * How a hand of a Botzone match log ended: a {@link Won} hand ({@code Fan} and {@code Score} lines)
 * or a {@link Drawn} one ({@code Huang}, then {@code Score}). Dispatch with {@code instanceof}.
 */
public sealed interface BotzoneEnding permits BotzoneEnding.Won, BotzoneEnding.Drawn {

  /** The {@code Score} line: each seat's points for the hand, seat 0 first. */
  List<Integer> scores();

  /** The line number (from 1) of the {@code Fan} or {@code Huang} line. */
  int lineNumber();

  /**
   * A won hand: {@code Fan <total> <name>*<count>+<name>*<count>...} then {@code Score}.
   *
   * @param totalFan   the total the log states
   * @param fans       each fan as written, in order
   * @param scores     each seat's points, seat 0 first
   * @param lineNumber the line number of the {@code Fan} line
   */
  record Won(int totalFan, List<FanCount> fans, List<Integer> scores, int lineNumber) implements BotzoneEnding {
    /** Copies the lists and checks there are four scores. */
    public Won {
      fans = List.copyOf(fans);
      scores = fourScores(scores);
    }
  }

  /**
   * A drawn hand (荒庄, the wall ran out): {@code Huang} then {@code Score}, which is all zeros in the
   * dataset; the values are kept as written.
   *
   * @param scores     each seat's points, seat 0 first
   * @param lineNumber the line number of the {@code Huang} line
   */
  record Drawn(List<Integer> scores, int lineNumber) implements BotzoneEnding {
    /** Copies the scores and checks there are four. */
    public Drawn {
      scores = fourScores(scores);
    }
  }

  /**
   * One fan of a {@code Fan} line, {@code name*count}. The name is text only, never interpreted: the
   * dataset writes Chinese names (混一色), and copies that lost their encoding write {@code ???}.
   *
   * @param name  the fan's name as decoded
   * @param count how many times it scores
   */
  record FanCount(String name, int count) {
    /** Checks the name is present. */
    public FanCount {
      if (name == null) {
        throw new NullPointerException("name");
      }
    }
  }

  private static List<Integer> fourScores(List<Integer> scores) {
    if (scores.size() != Seat.COUNT) {
      throw new IllegalArgumentException("one score per seat, got " + scores);
    }
    return List.copyOf(scores);
  }
}
