package org.mjarena.arena.config;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A lineup file or command-line value that cannot be used. The message names the place
 * ({@code file:line:column} where there is one) and says what is wrong; the command exits with code 2.
 */
public final class ConfigException extends Exception {
  /** A problem described by {@code message}. */
  public ConfigException(String message) {
    super(message);
  }

  /** {@code dir}, where a directory was wanted, is missing or a file: said which, then {@code advice}. */
  public static ConfigException notADirectory(Path dir, String advice) {
    return new ConfigException(dir + (Files.exists(dir) ? " is a file, not a directory" : ": no such directory") + advice);
  }
}
