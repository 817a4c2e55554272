package org.mjarena.arena.record;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The compact binary writing of the arena's records: whole numbers as varints (seven bits a byte, the low
 * ones first; signed ones zigzagged, so that small negative numbers are short too), fixed 64-bit numbers,
 * UTF-8 strings and byte blocks after their length. Game records ({@link EventCodec}), the replay file's
 * header, and what a run's sinks keep of a deal (a cluster task's results, the run's journal) are written
 * with it.
 */
public final class Bytes {
  private Bytes() {}

  /** A growing byte buffer (not a ByteArrayOutputStream, whose writes are synchronized). */
  public static final class Out {
    private byte[] bytes;
    private int size;

    /** A buffer of 512 bytes, grown as needed. */
    public Out() {
      this(512);
    }

    /** A buffer of {@code capacity} bytes, grown as needed. */
    public Out(int capacity) {
      bytes = new byte[capacity];
    }

    public void put(int b) {
      if (size == bytes.length) {
        bytes = Arrays.copyOf(bytes, size * 2);
      }
      bytes[size++] = (byte) b;
    }

    /** Two bytes, with one test of the room left. */
    public void put2(int b0, int b1) {
      room(2);
      bytes[size] = (byte) b0;
      bytes[size + 1] = (byte) b1;
      size += 2;
    }

    /** Three bytes, with one test of the room left. */
    public void put3(int b0, int b1, int b2) {
      room(3);
      bytes[size] = (byte) b0;
      bytes[size + 1] = (byte) b1;
      bytes[size + 2] = (byte) b2;
      size += 3;
    }

    /** Four bytes, with one test of the room left. */
    public void put4(int b0, int b1, int b2, int b3) {
      room(4);
      bytes[size] = (byte) b0;
      bytes[size + 1] = (byte) b1;
      bytes[size + 2] = (byte) b2;
      bytes[size + 3] = (byte) b3;
      size += 4;
    }

    private void room(int n) {
      if (size + n > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(size * 2, size + n));
      }
    }

    public void varint(long v) {
      while ((v & ~0x7FL) != 0) {
        put((int) (v & 0x7F) | 0x80);
        v >>>= 7;
      }
      put((int) v);
    }

    public void signed(long v) {
      varint(v << 1 ^ v >> 63);
    }

    public void fixed64(long v) {
      for (int i = 0; i < 8; i++) {
        put((int) (v >>> 8 * i) & 0xFF);
      }
    }

    public void string(String s) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      varint(b.length);
      for (byte x : b) {
        put(x);
      }
    }

    /** {@code b}'s length, then its bytes. */
    public void bytes(byte[] b) {
      varint(b.length);
      room(b.length);
      System.arraycopy(b, 0, bytes, size, b.length);
      size += b.length;
    }

    public byte[] toByteArray() {
      return Arrays.copyOf(bytes, size);
    }

    public void writeTo(OutputStream out) throws IOException {
      out.write(bytes, 0, size);
    }
  }

  /** Reads what {@link Out} wrote; reading past the end throws. */
  public static final class In {
    private final byte[] bytes;
    private int at;

    public In(byte[] bytes) {
      this.bytes = bytes;
    }

    public int get() {
      return bytes[at++] & 0xFF;
    }

    public long varint() {
      long v = 0;
      for (int shift = 0; ; shift += 7) {
        int b = get();
        v |= (long) (b & 0x7F) << shift;
        if ((b & 0x80) == 0) {
          return v;
        }
        if (shift > 56) {
          throw new IllegalArgumentException("a varint longer than 64 bits");
        }
      }
    }

    public long signed() {
      long v = varint();
      return v >>> 1 ^ -(v & 1);
    }

    public long fixed64() {
      long v = 0;
      for (int i = 0; i < 8; i++) {
        v |= (long) get() << 8 * i;
      }
      return v;
    }

    public String string() {
      int n = (int) varint();
      if (n < 0 || n > bytes.length - at) {
        throw new IllegalArgumentException("a string of " + n + " bytes in " + (bytes.length - at) + " left");
      }
      String s = new String(bytes, at, n, StandardCharsets.UTF_8);
      at += n;
      return s;
    }

    /** Bytes {@link Out#bytes} wrote. */
    public byte[] bytes() {
      int n = (int) varint();
      if (n < 0 || n > bytes.length - at) {
        throw new IllegalArgumentException("a block of " + n + " bytes in " + (bytes.length - at) + " left");
      }
      byte[] b = Arrays.copyOfRange(bytes, at, at + n);
      at += n;
      return b;
    }

    public int remaining() {
      return bytes.length - at;
    }
  }
}
