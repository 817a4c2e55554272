package org.mjarena.arena.interop.botzone;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The text of a Botzone match log whose encoding is not known, as {@link BotzoneLogReader} reads it: real
 * copies of the dataset differ in it. Bytes are decoded as UTF-8, else GB18030 (the superset of GBK, the
 * usual legacy encoding of Chinese text), else ISO-8859-1, which decodes anything: the first of the three
 * in which the whole input is valid is taken. The log's structure is ASCII in all three, and fan names
 * are carried as text, never interpreted, so a garbled name never makes a match fail. A UTF-8 byte order
 * mark is skipped. Stateless and thread-safe.
 */
final class BotzoneLogDecoder {
  /** Bytes decoded at a time while choosing a file's encoding. */
  private static final int CHUNK = 1 << 16;
  /** The UTF-8 byte order mark. */
  private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  /** Encodings tried in order; the last one decodes every byte sequence. */
  private static final List<Charset> ENCODINGS =
      List.of(StandardCharsets.UTF_8, Charset.forName("GB18030"), StandardCharsets.ISO_8859_1);

  /**
   * Text decoded from bytes.
   *
   * @param text    the text, the byte order mark left out
   * @param charset the encoding it was decoded with
   */
  record Decoded(String text, Charset charset) {}

  private BotzoneLogDecoder() {}

  /**
   * The encoding of a file: the first it is valid in, learnt by decoding it chunk by chunk and keeping
   * nothing, since a file may be of any size (the full dataset holds about 98,000 hands).
   */
  static Charset charset(Path file) throws IOException {
    for (Charset candidate : ENCODINGS) {
      try (InputStream in = withoutBom(Files.newInputStream(file))) {
        if (decodesCleanly(in, candidate)) {
          return candidate;
        }
      }
    }
    return ENCODINGS.get(ENCODINGS.size() - 1);
  }

  /** The text of a file in {@code charset}, its byte order mark skipped. */
  static Reader open(Path file, Charset charset) throws IOException {
    return new InputStreamReader(withoutBom(Files.newInputStream(file)), charset);
  }

  /** Bytes held in memory, decoded in the first encoding they are valid in. */
  static Decoded decode(byte[] bytes) {
    int start = startsWithBom(bytes) ? UTF8_BOM.length : 0;
    for (Charset charset : ENCODINGS) {
      Optional<String> text = decode(bytes, start, charset);
      if (text.isPresent()) {
        return new Decoded(text.get(), charset);
      }
    }
    throw new AssertionError("ISO-8859-1 decodes every byte");
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

  private static CharsetDecoder strict(Charset charset) {
    return charset.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  private static Optional<String> decode(byte[] bytes, int start, Charset charset) {
    try {
      return Optional.of(strict(charset).decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  /** Decodes a stream chunk by chunk, keeping nothing, to learn whether it is valid in {@code charset}. */
  private static boolean decodesCleanly(InputStream in, Charset charset) throws IOException {
    CharsetDecoder decoder = strict(charset);
    ByteBuffer bytes = ByteBuffer.allocate(CHUNK);
    CharBuffer chars = CharBuffer.allocate(CHUNK);
    boolean eof = false;
    while (!eof) {
      int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      eof = n < 0;
      if (n > 0) {
        bytes.position(bytes.position() + n);
      }
      bytes.flip();
      CoderResult result;
      do {
        chars.clear();
        result = decoder.decode(bytes, chars, eof);
        if (result.isError()) {
          return false;
        }
      } while (result.isOverflow());
      bytes.compact();
    }
    chars.clear();
    return !decoder.flush(chars).isError();
  }
}
