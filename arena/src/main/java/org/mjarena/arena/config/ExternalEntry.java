package org.mjarena.arena.config;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * What a run does with a lineup entry played by programs outside the arena (a Botzone bot, a 108-tile
 * competition HTTP service) besides seating it: gives its log a file in the run's directory, reads its
 * answer times for {@code timing.json}, keeps the run directory and the other entries' files from its
 * programs, and ends its programs once the games are over. The interop
 * module's entries provide it; the run never needs to know which platform an entry speaks.
 */
public interface ExternalEntry {
  /** Sends the entry's log (its errors, its programs' stderr) to {@code file}. */
  void logTo(Path file);

  /**
   * The folder of the entry's own files (its bot's), which the other entries' programs must not see; empty
   * when it has none of its own, or starts no program.
   */
  Optional<Path> folder();

  /**
   * Hides {@code directories} (the run's directory, the other entries' folders) from the programs the entry
   * starts, where they run in a box, and says once on the console when they run unboxed for want of one.
   */
  void hide(List<Path> directories);

  /**
   * How the entry's programs are confined, in one line, for {@code summary.json}; empty when it starts none
   * (a service already running).
   */
  Optional<String> sandbox();

  /** Writes out what the log holds. */
  void flushLog();

  /** The times of the entry's answers in this process, in nanoseconds. */
  Histogram answerNanos();

  /** How many times a program of the entry that died was started again; 0 when programs are never restarted. */
  long restarts();

  /** Ends every program of the entry still running; called once, when the run's games are over. */
  void close();
}
