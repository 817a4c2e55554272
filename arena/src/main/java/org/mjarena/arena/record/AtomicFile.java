package org.mjarena.arena.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: into {@code NAME.tmp} beside it ({@link #tmp}), then renamed over it
 * ({@link #commit}), so that a reader, or a run killed while writing, never leaves half a file.
 */
public final class AtomicFile {
  private AtomicFile() {}

  /** The file beside {@code file} that is written first, then renamed over it. */
  public static Path tmp(Path file) {
    return file.resolveSibling(file.getFileName() + ".tmp");
  }

  /** Renames {@link #tmp} of {@code file}, written whole, over {@code file} in one step. */
  public static void commit(Path file) throws IOException {
    Files.move(tmp(file), file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Writes {@code text} to {@code file} as UTF-8, atomically. */
  public static void write(Path file, String text) throws IOException {
    Files.writeString(tmp(file), text, StandardCharsets.UTF_8);
    commit(file);
  }
}
