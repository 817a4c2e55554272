package org.mjarena.arena.interop;

import org.mjarena.agents.AgentFactory;

/**
 * The factory of a lineup entry played by an external program (a Botzone bot, a 108-tile competition
 * HTTP service): besides the seats it makes, it keeps the entry's error log and answer times, which the
 * run writes out, and may hold programs that outlive one game, which the run ends when it is over.
 */
public interface ExternalFactory extends AgentFactory, AutoCloseable {
  /** The entry's error log. */
  BotLog log();

  /** The times of the entry's answers in this process. */
  AnswerTimes answerTimes();

  /** How many times a program of the entry that died was started again; 0 when programs are never restarted. */
  default long restarts() {
    return 0;
  }

  /** Ends every program of the entry still running; the run calls it once its games are over. */
  @Override
  default void close() {}
}
