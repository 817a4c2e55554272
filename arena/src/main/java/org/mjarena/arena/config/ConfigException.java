package org.mjarena.arena.config;

/**
 * A lineup file or command-line value that cannot be used. The message names the place
 * ({@code file:line:column} where there is one) and says what is wrong; the command exits with code 2.
 */
public final class ConfigException extends Exception {
  /** A problem described by {@code message}. */
  public ConfigException(String message) {
    super(message);
  }
}
