package org.mjarena.arena.interop;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * How long an external entry's answers took as the arena saw them: from the moment its input was
 * written (a one-shot bot's process start included) to its answer read, failed answers included. Every
 * answer is recorded, not one in {@value org.mjarena.engine.play.Driver#SAMPLE_EVERY} as the driver
 * samples decisions, since an external answer costs a pipe round trip or a process start, next to
 * which two clock reads are nothing. Shared by the entry's seats on every thread.
 */
public final class AnswerTimes {
  /** Answers longer than an hour are recorded as an hour; no time limit is that long. */
  private static final long MAX_NANOS = TimeUnit.HOURS.toNanos(1);

  private final Histogram nanos = new Histogram(MAX_NANOS, 3);

  /** Records one answer's time, in nanoseconds. */
  public synchronized void record(long answerNanos) {
    nanos.recordValue(Math.max(0, Math.min(answerNanos, MAX_NANOS)));
  }

  /** A copy of the times so far. */
  public synchronized Histogram snapshot() {
    return nanos.copy();
  }
}
