package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.ExternalEntry;
import org.mjarena.arena.config.Lineup;

/**
 * {@code timing.json}, how long one session of a run took: what depends on the machine, the threads and
 * the clock, kept out of {@link Summary} so that the summary depends on the games alone. This record is
 * the file's schema, each component a key in the file's order, named in snake case; docs/output.md says
 * what every key means. A resumed run's timing covers what it played itself; {@code gamesBefore} says how
 * many games it found on disk. Times are written to three decimals, games per second to one.
 *
 * @param threads     worker threads
 * @param games       games played in this session
 * @param gamesBefore games of earlier sessions, kept from the output directory (0 for a fresh run)
 * @param elapsedS    wall-clock seconds of play
 * @param gamesPerS   games per second of wall-clock time in this session
 * @param agents      one row per lineup entry, in lineup order
 * @param commentaryUsPerDecision mean microseconds the commentator spent per commented decision, when it
 *                    was on; left out of the file otherwise
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record Timing(int threads, long games, long gamesBefore, @Decimals(3) double elapsedS, @Decimals(1) double gamesPerS,
    List<AgentTime> agents,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) @Decimals(3) OptionalDouble commentaryUsPerDecision) {
  /** Copies the list. */
  public Timing {
    agents = List.copyOf(agents);
  }

  /**
   * One entry's decision times in this session and, for an entry played by programs outside the arena
   * that answered in this process, its answer times as the arena saw them, every answer counted ({@link
   * ExternalEntry#answerNanos}). They are the time of the whole exchange: a one-shot bot's process start,
   * the pipe, and the bot's thinking; a decision time of the table may span several answers (the requests
   * of the turns in between). The four answer keys are there together or not at all.
   *
   * @param id            the entry id
   * @param decisionUsP50 median decision time, microseconds
   * @param decisionUsP99 99th percentile of the decision time, microseconds
   * @param answers       answers timed
   * @param answerMsP50   median answer time, milliseconds
   * @param answerMsP99   99th percentile of the answer time, milliseconds
   * @param restarts      how many times a program of the entry that died was started again (a 108-tile
   *                      HTTP service started by the arena); 0 for the others
   * @param histogram     the whole histogram of decision times (nanoseconds), HdrHistogram's compressed
   *                      encoding in Base64, for the report's distribution; empty (and left out of the
   *                      file) when there is none
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record AgentTime(String id, @Decimals(3) double decisionUsP50, @Decimals(3) double decisionUsP99,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalLong answers,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) @Decimals(3) OptionalDouble answerMsP50,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) @Decimals(3) OptionalDouble answerMsP99,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalLong restarts,
      @JsonProperty("decision_ns_histogram") @JsonInclude(JsonInclude.Include.NON_EMPTY) @JsonSetter(nulls = Nulls.AS_EMPTY)
      String histogram) {}

  /** The timing of a session from each entry's decision-time histogram (nanoseconds), in lineup order. */
  public static Timing of(Lineup lineup, List<Histogram> times, int threads, long games, long gamesBefore, double elapsedS) {
    List<AgentTime> rows = new ArrayList<>();
    for (int e = 0; e < lineup.entries().size(); e++) {
      Histogram h = times.get(e);
      Lineup.Entry entry = lineup.entries().get(e);
      OptionalLong answers = OptionalLong.empty();
      OptionalDouble answerMsP50 = OptionalDouble.empty();
      OptionalDouble answerMsP99 = OptionalDouble.empty();
      OptionalLong restarts = OptionalLong.empty();
      if (entry.external().isPresent()) {
        ExternalEntry external = entry.external().get();
        Histogram a = external.answerNanos();
        if (a.getTotalCount() > 0) {
          answers = OptionalLong.of(a.getTotalCount());
          answerMsP50 = OptionalDouble.of(micros(a, 50) / 1000);
          answerMsP99 = OptionalDouble.of(micros(a, 99) / 1000);
          restarts = OptionalLong.of(external.restarts());
        }
      }
      rows.add(new AgentTime(entry.id(), micros(h, 50), micros(h, 99), answers, answerMsP50, answerMsP99, restarts,
          encode(h)));
    }
    return new Timing(threads, games, gamesBefore, elapsedS, elapsedS <= 0 ? 0 : games / elapsedS, rows,
        OptionalDouble.empty());
  }

  /** This timing with the commentator's time per decision. */
  public Timing withCommentary(double usPerDecision) {
    return new Timing(threads, games, gamesBefore, elapsedS, gamesPerS, agents, OptionalDouble.of(usPerDecision));
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
}
