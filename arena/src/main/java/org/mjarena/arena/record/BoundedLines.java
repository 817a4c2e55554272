package org.mjarena.arena.record;

import java.io.IOException;
import java.io.Reader;
import java.util.Optional;

/**
 * The lines of a text, ended by {@code \n}, {@code \r\n} or {@code \r} as {@link java.io.BufferedReader#readLine()}
 * ends them, each kept to at most {@code max} characters: the rest of a longer line is skipped without
 * being stored, so a 10 MB line, or a binary file without line breaks, costs neither memory nor parsing
 * time. ({@code readLine()} would hold the whole line, and no kept library bounds a line's length.)
 */
public final class BoundedLines {
  private static final int BUFFER = 8192;

  private final Reader in;
  private final int max;
  private final char[] buffer = new char[BUFFER];
  private int position;
  private int end;
  /** The last line ended with {@code \r}: a {@code \n} right after it belongs to that line break. */
  private boolean afterCarriageReturn;

  public BoundedLines(Reader in, int max) {
    this.in = in;
    this.max = max;
  }

  /**
   * One line of the text.
   *
   * @param text    its characters, the first {@code max} of them when it is too long
   * @param tooLong whether it had more than {@code max} characters
   */
  public record Line(String text, boolean tooLong) {}

  /** The next line, without its line break; empty at the end of the text. */
  public Optional<Line> next() throws IOException {
    StringBuilder text = new StringBuilder();
    long length = 0;
    boolean started = false;
    while (true) {
      if (position == end) {
        end = Math.max(0, in.read(buffer));
        position = 0;
        if (end == 0) {
          return started ? Optional.of(new Line(text.toString(), length > max)) : Optional.empty();
        }
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (buffer[position] == '\n') {
          position++;
          continue;
        }
      }
      int from = position;
      while (position < end && buffer[position] != '\n' && buffer[position] != '\r') {
        position++;
      }
      started |= position > from;
      text.append(buffer, from, (int) Math.min(position - from, Math.max(0, max - length)));
      length += position - from;
      if (position < end) {
        afterCarriageReturn = buffer[position++] == '\r';
        return Optional.of(new Line(text.toString(), length > max));
      }
    }
  }
}
