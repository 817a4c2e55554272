package org.mjarena.arena.interop.botzone;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The lines of a Botzone match log whose encoding is not known, as {@link BotzoneLogReader} reads them: real
 * copies of the dataset differ in it. Each line is decoded on its own, in the file's encoding: UTF-8, else
 * GB18030 (the superset of GBK, the usual legacy encoding of Chinese text), whichever fewer lines are not
 * valid in (UTF-8 on a tie), else ISO-8859-1, which decodes anything when both fail on more lines than
 * they decode. A line not valid in the file's encoding is handed over undecoded, with the column of its
 * first bad byte, so that only its match is lost; a line longer than {@link #MAX_LINE} bytes is handed over
 * unread, so that no line fills the memory. The log's structure is ASCII in all three, and fan names are
 * carried as text, never interpreted. A UTF-8 byte order mark is skipped. Stateless and thread-safe.
 */
final class BotzoneLogDecoder {
  /** The longest line read, in bytes: a log line holds a few dozen (a Deal line 60, a Fan line a few hundred). */
  static final int MAX_LINE = 1 << 16;
  /** The UTF-8 byte order mark. */
  private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  /** Encodings tried in order; the last one decodes every byte sequence. */
  private static final List<Charset> ENCODINGS =
      List.of(StandardCharsets.UTF_8, Charset.forName("GB18030"), StandardCharsets.ISO_8859_1);

  /**
   * One line of the log.
   *
   * @param number the line number, from 1
   * @param text   its text, stripped of the line end; empty when it could not be decoded or was too long
   * @param fault  why it could not be read: its first byte not valid in the file's encoding (with the
   *               column), or its length; empty for a line read
   */
  record Line(int number, String text, Optional<String> fault) {}

  private BotzoneLogDecoder() {}

  /**
   * The encoding of a log, chosen by its lines as the class comment says, reading {@code in} through once and
   * keeping nothing but counts.
   */
  static Charset charset(InputStream in) throws IOException {
    int[] bad = new int[ENCODINGS.size() - 1];
    int nonAscii = 0;
    InputStream lines = withoutBom(in);
    for (byte[] line = next(lines); line != null; line = next(lines)) {
      if (line.length > MAX_LINE || isAscii(line)) {
        continue;
      }
      nonAscii++;
      for (int c = 0; c < bad.length; c++) {
        bad[c] += firstBadByte(line, ENCODINGS.get(c)) >= 0 ? 1 : 0;
      }
    }
    int best = bad[1] < bad[0] ? 1 : 0;
    return 2 * bad[best] > nonAscii ? ENCODINGS.get(ENCODINGS.size() - 1) : ENCODINGS.get(best);
  }

  /** Hands over each line of {@code in}, decoded in {@code charset}, in order; a byte order mark is skipped. */
  static void lines(InputStream in, Charset charset, LineConsumer each) throws IOException {
    InputStream lines = withoutBom(in);
    int number = 0;
    for (byte[] line = next(lines); line != null; line = next(lines)) {
      number++;
      if (line.length > MAX_LINE) {
        each.accept(new Line(number, "", Optional.of("the line is longer than " + MAX_LINE + " bytes: no log line is")));
        continue;
      }
      int bad = firstBadByte(line, charset);
      each.accept(bad < 0 ? new Line(number, new String(line, charset), Optional.empty())
          : new Line(number, "", Optional.of(String.format(Locale.ROOT, "byte 0x%02X at column %d is not valid %s",
              line[bad] & 0xFF, bad + 1, charset.name()))));
    }
  }

  /** Told each line of a log. */
  @FunctionalInterface
  interface LineConsumer {
    void accept(Line line) throws IOException;
  }

  /**
   * The next line of {@code in} without its line end ({@code \n}, or {@code \r\n}), or null at the end; a line
   * longer than {@link #MAX_LINE} is read through but kept only up to one byte more than that, so its length
   * still shows it too long.
   */
  private static byte[] next(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream(128);
    int b = in.read();
    if (b < 0) {
      return null;
    }
    for (; b >= 0 && b != '\n'; b = in.read()) {
      if (line.size() <= MAX_LINE) {
        line.write(b);
      }
    }
    byte[] bytes = line.toByteArray();
    return bytes.length > 0 && bytes[bytes.length - 1] == '\r' && bytes.length <= MAX_LINE
        ? Arrays.copyOf(bytes, bytes.length - 1) : bytes;
  }

  private static boolean isAscii(byte[] line) {
    for (byte b : line) {
      if (b < 0) {
        return false;
      }
    }
    return true;
  }

  /** The index of the first byte of {@code line} at which it stops being valid in {@code charset}, or -1. */
  private static int firstBadByte(byte[] line, Charset charset) {
    CharsetDecoder decoder = charset.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bytes = ByteBuffer.wrap(line);
    CharBuffer chars = CharBuffer.allocate(line.length + 1);
    CoderResult result = decoder.decode(bytes, chars, true);
    if (result.isError()) {
      return bytes.position();
    }
    return decoder.flush(chars).isError() ? bytes.position() : -1;
  }

  private static boolean startsWithBom(byte[] bytes) {
    return bytes.length >= UTF8_BOM.length && Arrays.equals(bytes, 0, UTF8_BOM.length, UTF8_BOM, 0, UTF8_BOM.length);
  }

  private static InputStream withoutBom(InputStream raw) throws IOException {
    BufferedInputStream in = new BufferedInputStream(raw);
    in.mark(UTF8_BOM.length);
    byte[] head = in.readNBytes(UTF8_BOM.length);
    if (!startsWithBom(head)) {
      in.reset();
    }
    return in;
  }
}
