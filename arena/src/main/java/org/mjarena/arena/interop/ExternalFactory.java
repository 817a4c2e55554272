package org.mjarena.arena.interop;

import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.ExternalEntry;

import org.mjarena.agents.AgentFactory;

/**
 * The factory of a lineup entry played by an external program (a Botzone bot, a 108-tile competition
 * HTTP service): besides the seats it makes, it keeps the entry's error log and answer times, which the
 * run writes out, and may hold programs that outlive one game, which the run ends when it is over.
 */
public interface ExternalFactory extends AgentFactory, ExternalEntry {
  /** The entry's error log. */
  BotLog log();

  /** The times of the entry's answers in this process. */
  AnswerTimes answerTimes();

  @Override
  default void logTo(Path file) {
    log().writeTo(file);
  }

  @Override
  default void flushLog() {
    log().flush();
  }

  @Override
  default Histogram answerNanos() {
    return answerTimes().snapshot();
  }

  @Override
  default long restarts() {
    return 0;
  }

  @Override
  default void close() {}
}
