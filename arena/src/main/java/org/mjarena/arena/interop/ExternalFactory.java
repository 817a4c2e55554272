package org.mjarena.arena.interop;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.mjarena.agents.AgentFactory;
import org.mjarena.arena.config.ExternalEntry;
import org.mjarena.arena.interop.sandbox.Sandbox;

/**
 * The factory of a lineup entry played by an external program (a Botzone bot, a 108-tile competition
 * HTTP service): besides the seats it makes, it keeps the entry's error log and answer times, shared by
 * its seats, which the run writes out, and the box its programs run in; it may hold programs that outlive
 * one game, which the run ends when it is over.
 */
public abstract class ExternalFactory implements AgentFactory, ExternalEntry {
  private final BotLog log = new BotLog();
  private final AnswerTimes times = new AnswerTimes();
  private final Optional<Sandbox> box;

  /** A factory whose programs run in {@code box}; empty when it starts none. */
  protected ExternalFactory(Optional<Sandbox> box) {
    this.box = box;
  }

  /** The entry's error log. */
  public final BotLog log() {
    return log;
  }

  /** The times of the entry's answers in this process. */
  public final AnswerTimes answerTimes() {
    return times;
  }

  @Override
  public final void logTo(Path file) {
    log.writeTo(file);
  }

  @Override
  public final Optional<Path> folder() {
    return box.flatMap(Sandbox::folder);
  }

  @Override
  public final void hide(List<Path> directories) {
    box.ifPresent(b -> {
      b.hide(directories);
      b.warnIfUnboxed();
    });
  }

  @Override
  public final Optional<String> sandbox() {
    return box.map(Sandbox::describe);
  }

  @Override
  public final void flushLog() {
    log.flush();
  }

  @Override
  public final Histogram answerNanos() {
    return times.snapshot();
  }

  /** None: an entry whose programs are never started again. */
  @Override
  public long restarts() {
    return 0;
  }

  /** Nothing to end: an entry whose programs end with their game. */
  @Override
  public void close() {}
}
