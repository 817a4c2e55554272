package org.mjarena.arena.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.mjarena.arena.config.ConfigException;

/**
 * The files a training command is given, checked the same way by every one of them: the examples it
 * reads ({@code --data}) and the file it writes ({@code --out}). What is wrong with them is bad input,
 * said in one line that names the option.
 */
public final class TrainingFiles {
  private TrainingFiles() {}

  /** Reads the file a training is given. */
  @FunctionalInterface
  public interface Read<T> {
    /** What {@code data} holds. */
    T read(Path data) throws IOException;
  }

  /**
   * What {@code read} makes of {@code data}.
   *
   * @throws ConfigException when there is no such file, or it cannot be read as {@code read} reads it
   */
  public static <T> T data(Path data, Read<T> read) throws ConfigException {
    try {
      return read.read(data);
    } catch (NoSuchFileException e) {
      throw new ConfigException("--data: no file " + data);
    } catch (IOException e) {
      throw new ConfigException("--data: " + e.getMessage());
    }
  }

  /**
   * Checks that the directory {@code out} goes into exists.
   *
   * @throws ConfigException when it does not
   */
  public static void out(Path out) throws ConfigException {
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      throw new ConfigException("--out: no directory " + parent);
    }
  }
}
