package org.mjarena.arena.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Inputs for the fuzz tests: mostly a real, valid input (a shipped lineup, a Botzone log, a request our
 * own code wrote) with a few mutations stacked on it, since a parser's deep paths are reached only by
 * input that is almost right; some random text made of the format's own tokens; some random bytes. The
 * mutations are those that break parsers: flipped bits, lines deleted, duplicated or swapped, a cut
 * anywhere, a word replaced by a token of the format or a huge number, invalid UTF-8, deep nesting.
 * Each mutation is a generated value, so jqwik shrinks a failing input to its fewest mutations.
 */
public final class Mutants {
  /**
   * Tokens that break parsers of any format: numbers past int and long, signs, NaN, nulls, quotes,
   * brackets, separators, control characters.
   */
  private static final List<String> BREAKERS = List.of("", " ", "\n", "\r\n", "\t", "\u0000", "\"", "'", ":", ",", "-", "#",
      "{", "}", "[", "]", "{}", "[]", "null", "true", "-1", "0", "4", "13", "2147483648", "-2147483649",
      "9223372036854775808", "99999999999999999999999999", "1e400", "NaN", "0x10", "1.5", "\u00e9", "\u4e2d", "\ud83c\udc04");
  /** The ways one byte is replaced: NUL, bytes UTF-8 never starts with or never ends on, line breaks, quotes. */
  private static final byte[] BYTES = {0, (byte) 0xFF, (byte) 0xC3, (byte) 0x80, (byte) 0xED, '\n', '\r', '"', '{', '[', ' '};
  /** Invalid UTF-8: a lone continuation byte, a truncated two-byte sequence, an encoded surrogate, an overlong NUL. */
  private static final byte[][] INVALID_UTF8 = {{(byte) 0x80}, {(byte) 0xC3}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
      {(byte) 0xC0, (byte) 0x80}, {(byte) 0xFF, (byte) 0xFE}};
  /** The most mutations stacked on one input. */
  private static final int MAX_MUTATIONS = 4;
  /** The deepest nesting inserted: deeper than any parser here should recurse without a limit of its own. */
  private static final int MAX_DEPTH = 5_000;

  private Mutants() {}

  /** What one mutation does. */
  enum Kind { FLIP_BIT, SET_BYTE, DELETE_LINE, DUPLICATE_LINE, SWAP_LINES, TRUNCATE, INSERT_TOKEN, REPLACE_WORD, HUGE_NUMBER,
    INVALID_UTF8, NEST }

  /**
   * One mutation: its kind, where (an offset taken modulo the input's length, so it stays valid as the
   * input shrinks or grows), a second number (the bit, the line to swap with, the depth) and a token.
   */
  record Mutation(Kind kind, int at, int other, int token) {}

  /**
   * Mostly {@code seeds} mutated with tokens of the format ({@code tokens}, besides the common breakers),
   * then text of those tokens, then any bytes.
   */
  public static Arbitrary<byte[]> of(List<byte[]> seeds, List<String> tokens) {
    List<String> all = new ArrayList<>(tokens);
    all.addAll(BREAKERS);
    Arbitrary<Mutation> mutation = Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(0, Integer.MAX_VALUE),
        Arbitraries.integers().between(0, MAX_DEPTH), Arbitraries.integers().between(0, all.size() - 1)).as(Mutation::new);
    Arbitrary<byte[]> mutated = Combinators.combine(Arbitraries.integers().between(0, seeds.size() - 1),
        mutation.list().ofMinSize(1).ofMaxSize(MAX_MUTATIONS)).as((seed, mutations) -> apply(seeds.get(seed), mutations, all));
    Arbitrary<byte[]> text = Arbitraries.of(all).list().ofMaxSize(60).map(words -> String.join("", words).getBytes(StandardCharsets.UTF_8));
    Arbitrary<byte[]> bytes = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
    return Arbitraries.frequencyOf(
        Tuple.of(85, mutated),
        Tuple.of(10, text),
        Tuple.of(5, bytes));
  }

  /** {@link #of} as UTF-8 text: invalid sequences become U+FFFD, as a reader of text would see them. */
  public static Arbitrary<String> text(List<String> seeds, List<String> tokens) {
    return of(seeds.stream().map(s -> s.getBytes(StandardCharsets.UTF_8)).toList(), tokens)
        .map(b -> new String(b, StandardCharsets.UTF_8));
  }

  static byte[] apply(byte[] seed, List<Mutation> mutations, List<String> tokens) {
    byte[] b = seed.clone();
    for (Mutation m : mutations) {
      b = apply(b, m, tokens);
    }
    return b;
  }

  private static byte[] apply(byte[] b, Mutation m, List<String> tokens) {
    int at = b.length == 0 ? 0 : m.at() % b.length;
    byte[] token = tokens.get(m.token()).getBytes(StandardCharsets.UTF_8);
    switch (m.kind()) {
      case FLIP_BIT -> {
        if (b.length > 0) {
          b[at] ^= (byte) (1 << (m.other() % 8));
        }
        return b;
      }
      case SET_BYTE -> {
        if (b.length > 0) {
          b[at] = BYTES[m.other() % BYTES.length];
        }
        return b;
      }
      case TRUNCATE -> {
        return Arrays.copyOf(b, at);
      }
      case INSERT_TOKEN -> {
        return splice(b, at, at, token);
      }
      case INVALID_UTF8 -> {
        return splice(b, at, at, INVALID_UTF8[m.other() % INVALID_UTF8.length]);
      }
      case NEST -> {
        String open = m.token() % 2 == 0 ? "[" : "{\"a\":";
        return splice(b, at, at, open.repeat(m.other()).getBytes(StandardCharsets.UTF_8));
      }
      case REPLACE_WORD, HUGE_NUMBER -> {
        int start = at;
        while (start > 0 && isWord(b[start - 1])) {
          start--;
        }
        int end = at;
        while (end < b.length && isWord(b[end])) {
          end++;
        }
        byte[] with = m.kind() == Kind.REPLACE_WORD ? token
            : List.of("2147483648", "-2147483649", "9223372036854775808", "1e400", "99999999999999999999999999")
                .get(m.other() % 5).getBytes(StandardCharsets.UTF_8);
        return splice(b, start, end, with);
      }
      default -> {
        return lines(b, m);
      }
    }
  }

  private static byte[] lines(byte[] b, Mutation m) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= b.length; i++) {
      if (i == b.length || b[i] == '\n') {
        lines.add(Arrays.copyOfRange(b, start, Math.min(i + 1, b.length)));
        start = i + 1;
      }
    }
    int line = m.at() % lines.size();
    int other = m.other() % lines.size();
    switch (m.kind()) {
      case DELETE_LINE -> lines.remove(line);
      case DUPLICATE_LINE -> lines.add(line, lines.get(line));
      case SWAP_LINES -> {
        byte[] held = lines.get(line);
        lines.set(line, lines.get(other));
        lines.set(other, held);
      }
      default -> throw new IllegalArgumentException("not a line mutation: " + m.kind());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    lines.forEach(out::writeBytes);
    return out.toByteArray();
  }

  private static boolean isWord(byte c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
  }

  private static byte[] splice(byte[] b, int from, int to, byte[] with) {
    byte[] out = new byte[b.length - (to - from) + with.length];
    System.arraycopy(b, 0, out, 0, from);
    System.arraycopy(with, 0, out, from, with.length);
    System.arraycopy(b, to, out, from + with.length, b.length - to);
    return out;
  }
}
