package org.mjarena.arena.record;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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

  /** Writes {@code text} to {@code file} as UTF-8, atomically; a failed write leaves no {@link #tmp} behind. */
  public static void write(Path file, String text) throws IOException {
    write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * Writes to {@code file} what {@code content} writes to its stream, atomically: streamed, for content too
   * big to hold as text. A failed write leaves no {@link #tmp} behind.
   */
  public static void write(Path file, Content content) throws IOException {
    try {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp(file)))) {
        content.writeTo(out);
      }
      commit(file);
    } catch (IOException e) {
      Files.deleteIfExists(tmp(file));
      throw e;
    }
  }

  /** What a file holds, written to a stream. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }
}
