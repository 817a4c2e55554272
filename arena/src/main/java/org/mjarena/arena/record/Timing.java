package org.mjarena.arena.record;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.ExternalEntry;
import org.mjarena.arena.config.Lineup;

/**
 * How long one session of a run took: what depends on the machine, the threads and the clock, kept out
 * of {@link Summary} so that the summary depends on the games alone. A resumed run's timing covers what
 * it played itself; {@code gamesBefore} says how many games it found on disk.
 *
 * @param threads     worker threads
 * @param games       games played in this session
 * @param gamesBefore games of earlier sessions, kept from the output directory (0 for a fresh run)
 * @param elapsedS    wall-clock seconds of play
 * @param agents      one row per lineup entry, in lineup order
 * @param commentaryUsPerDecision mean microseconds the commentator spent per commented decision, when it was on
 */
public record Timing(int threads, long games, long gamesBefore, double elapsedS, List<AgentTime> agents,
    OptionalDouble commentaryUsPerDecision) {
  /** Copies the list. */
  public Timing {
    agents = List.copyOf(agents);
  }

  /**
   * One entry's decision times in this session.
   *
   * @param id            the entry id
   * @param decisionUsP50 median decision time, microseconds
   * @param decisionUsP99 99th percentile of the decision time, microseconds
   * @param answers       an external entry's answer times, when it answered in this process
   * @param histogram     the whole histogram of decision times (nanoseconds), HdrHistogram's compressed
   *                      encoding in Base64, for the report's distribution; empty when there is none
   */
  public record AgentTime(String id, double decisionUsP50, double decisionUsP99, Optional<AnswerTime> answers,
      String histogram) {
    /** The decision times of an entry with no external answers and no histogram. */
    public AgentTime(String id, double decisionUsP50, double decisionUsP99) {
      this(id, decisionUsP50, decisionUsP99, Optional.empty(), "");
    }
  }

  /**
   * An external entry's answer times as the arena saw them, every answer counted ({@link
   * ExternalEntry#answerNanos})). They are the time of the whole exchange: a one-shot bot's
   * process start, the pipe, and the bot's thinking; a decision time of the table may span several
   * answers (the requests of the turns in between).
   *
   * @param count    answers timed
   * @param msP50    median, milliseconds
   * @param msP99    99th percentile, milliseconds
   * @param restarts how many times a program of the entry that died was started again (a 108-tile HTTP
   *                 service started by the arena); 0 for the others
   */
  public record AnswerTime(long count, double msP50, double msP99, long restarts) {}

  /** The timing of a session from each entry's decision-time histogram (nanoseconds), in lineup order. */
  public static Timing of(Lineup lineup, List<Histogram> times, int threads, long games, long gamesBefore, double elapsedS) {
    List<AgentTime> rows = new ArrayList<>();
    for (int e = 0; e < lineup.entries().size(); e++) {
      Histogram h = times.get(e);
      Lineup.Entry entry = lineup.entries().get(e);
      Optional<AnswerTime> answers = Optional.empty();
      if (entry.external().isPresent()) {
        ExternalEntry external = entry.external().get();
        Histogram a = external.answerNanos();
        if (a.getTotalCount() > 0) {
          answers = Optional.of(new AnswerTime(a.getTotalCount(), micros(a, 50) / 1000, micros(a, 99) / 1000,
              external.restarts()));
        }
      }
      rows.add(new AgentTime(entry.id(), micros(h, 50), micros(h, 99), answers, encode(h)));
    }
    return new Timing(threads, games, gamesBefore, elapsedS, rows, OptionalDouble.empty());
  }

  /** This timing with the commentator's time per decision. */
  public Timing withCommentary(double usPerDecision) {
    return new Timing(threads, games, gamesBefore, elapsedS, agents, OptionalDouble.of(usPerDecision));
  }

  /** A histogram in HdrHistogram's compressed encoding, in Base64; empty when it counts nothing. */
  static String encode(Histogram h) {
    if (h.getTotalCount() == 0) {
      return "";
    }
    ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int length = h.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
  }

  /** The histogram {@link #encode} wrote, or empty when {@code encoded} is empty or not such an encoding. */
  public static Optional<Histogram> decode(String encoded) {
    if (encoded.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0));
    } catch (DataFormatException | IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The {@code percentile} of a histogram of nanoseconds, in microseconds; 0 when it is empty. */
  public static double micros(Histogram h, double percentile) {
    return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1000.0;
  }

  /** Games per second of wall-clock time in this session. */
  public double gamesPerSecond() {
    return elapsedS <= 0 ? 0 : games / elapsedS;
  }
}
