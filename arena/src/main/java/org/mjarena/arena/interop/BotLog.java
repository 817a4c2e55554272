package org.mjarena.arena.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * What one external entry did wrong, for its user: a log file of each error (the verdict, the request, what the bot printed) and of everything its processes wrote on
 * stderr. The file is bounded: once it holds {@link #MAX_BYTES}, further text is counted, not written;
 * what the programs print may take only {@link #OUTPUT_BYTES} of it, so that a chatty program (the
 * platform's Python AIs log every request) leaves room for the errors.
 * Shared by the threads that play the entry's games.
 */
public final class BotLog {
  /** The most bytes written to one entry's log: a bot that floods stderr must not fill the disk. */
  public static final long MAX_BYTES = 1 << 20;
  /** The most bytes of the log that the programs' own output may take. */
  public static final long OUTPUT_BYTES = MAX_BYTES / 2;
  /** The most characters of one bot output quoted in the log. */
  static final int QUOTE = 2000;

  private Optional<Path> file = Optional.empty();
  private Writer out;
  private long written;
  private long outputWritten;
  private long dropped;

  /** A log that writes nowhere until {@link #writeTo} is called. */
  public BotLog() {}

  /** Sends the log to {@code file} (created, or truncated). */
  public synchronized void writeTo(Path file) {
    this.file = Optional.of(file);
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The log file, if one was set. */
  public synchronized Optional<Path> file() {
    return file;
  }

  /** Logs an error: its reason, the request that caused it and the bot's output. */
  public synchronized void error(String reason, String request, String output) {
    write("error: " + reason + "\n  request: " + request + "\n  output: " + quote(output) + "\n");
  }

  /** Logs a line of the arena's own about the entry's programs, such as a service started again. */
  public synchronized void note(String line) {
    write("arena: " + line + "\n");
  }

  /** Logs a chunk of a bot's stderr (or of a service's stdout). */
  public synchronized void stderr(String text) {
    if (outputWritten + text.length() > OUTPUT_BYTES) {
      if (out != null) {
        dropped += text.length();
      }
      return;
    }
    long before = written;
    write(text);
    outputWritten += written - before;
  }

  /** Flushes the file. */
  public synchronized void flush() {
    if (out != null) {
      try {
        if (dropped > 0) {
          out.write("[log full: " + dropped + " more characters not written]\n");
          dropped = 0;
        }
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static String quote(String output) {
    return output.length() <= QUOTE ? output : output.substring(0, QUOTE) + "... (" + output.length() + " characters)";
  }

  private void write(String text) {
    if (out == null) {
      return;
    }
    if (written + text.length() > MAX_BYTES) {
      dropped += text.length();
      return;
    }
    try {
      out.write(text);
      written += text.length();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
