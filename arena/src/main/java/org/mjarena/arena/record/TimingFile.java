package org.mjarena.arena.record;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes and reads {@code timing.json} ({@link Timing}): how long the last session of a run took, apart
 * from {@code summary.json}, which holds only what the games decide.
 */
public final class TimingFile {
  /** The file name in a run's directory. */
  public static final String NAME = "timing.json";

  private TimingFile() {}

  /** The timing as the file's text. */
  public static String json(Timing t) throws IOException {
    return Json.text(t);
  }

  /** Writes the timing to {@code file} atomically. */
  public static void write(Timing t, Path file) throws IOException {
    AtomicFile.write(file, json(t));
  }

  /** The timing {@code file} holds. */
  public static Timing read(Path file) throws IOException {
    return Json.read(file, Timing.class);
  }
}
