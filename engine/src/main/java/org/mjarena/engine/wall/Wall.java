package org.mjarena.engine.wall;

import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.Seat;

/**
 * The shuffled tiles not yet drawn.
 *
 * <p>Two layouts. {@link Mode#SHARED}: one wall for everybody, normal draws from the front, kong
 * replacements from the back, no dead wall, so every tile can be drawn. {@link Mode#PER_SEAT_BLOCKS}:
 * the wall is cut into four equal blocks, one per seat, as Botzone's duplicate judge does; each seat
 * deals its hand from and draws everything, replacements included, from its own block, taking the
 * last remaining tile each time (the k-th tile seat i receives is position {@code b·i + b − 1 − k}
 * for blocks of b), so a Botzone wall ({@code initdata.walltiles}) replays unchanged.
 */
public final class Wall {
  /** The wall layouts. */
  public enum Mode {
    /** One shared wall, front draws and back replacements. */
    SHARED,
    /** Four private blocks, one per seat. */
    PER_SEAT_BLOCKS
  }

  private final byte[] tiles;
  private final Mode mode;
  private int front;
  private int back;
  /** Per block: the next position to take (counting down) and the block's first position. */
  private final int[] next = new int[Seat.COUNT];
  private final int[] start = new int[Seat.COUNT];

  private Wall(byte[] tiles, Mode mode) {
    this.tiles = tiles;
    this.mode = mode;
    this.front = 0;
    this.back = tiles.length - 1;
    int block = tiles.length / Seat.COUNT;
    for (int s = 0; s < Seat.COUNT; s++) {
      start[s] = s * block;
      next[s] = (s + 1) * block - 1;
    }
  }

  /**
   * {@code copies} of each tile index in {@code [0, kinds)}, in order: a tile set to give
   * {@link #shuffled(byte[], Mode, UniformRandomProvider)}, made once by the rules that use it.
   */
  public static byte[] tileSet(int kinds, int copies) {
    byte[] tiles = new byte[kinds * copies];
    int i = 0;
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < copies; k++) {
        tiles[i++] = (byte) t;
      }
    }
    return tiles;
  }

  /**
   * A wall of the given tile indices (a tile listed twice appears twice), shuffled by Fisher–Yates;
   * {@code set} is only read.
   */
  public static Wall shuffled(byte[] set, Mode mode, UniformRandomProvider random) {
    byte[] tiles = set.clone();
    shuffle(tiles, random);
    return new Wall(tiles, mode);
  }

  private static void shuffle(byte[] tiles, UniformRandomProvider random) {
    for (int i = tiles.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      byte t = tiles[i];
      tiles[i] = tiles[j];
      tiles[j] = t;
    }
  }

  /**
   * A wall in exactly the given order, for tests and replays: with a shared wall the first element is
   * drawn first; with per-seat blocks the order is Botzone's {@code initdata.walltiles} (each seat
   * takes its block from the end).
   */
  public static Wall ordered(int[] order, Mode mode) {
    byte[] tiles = new byte[order.length];
    for (int i = 0; i < order.length; i++) {
      tiles[i] = (byte) order[i];
    }
    return new Wall(tiles, mode);
  }

  /**
   * A shared wall holding exactly {@code tiles} still to draw, for a game taken up mid-play: the first
   * is drawn next, the last is the next replacement.
   */
  public static Wall sharedRemaining(int[] tiles) {
    return ordered(tiles, Mode.SHARED);
  }

  /**
   * Per-seat blocks holding exactly {@code blocks[s]} for seat s, for a game taken up mid-play: the
   * first tile of each block is the one its seat draws next.
   */
  public static Wall blocksRemaining(int[][] blocks) {
    int total = 0;
    for (int[] b : blocks) {
      total += b.length;
    }
    Wall w = new Wall(new byte[total], Mode.PER_SEAT_BLOCKS);
    int offset = 0;
    for (int s = 0; s < Seat.COUNT; s++) {
      int n = blocks[s].length;
      for (int k = 0; k < n; k++) {
        w.tiles[offset + n - 1 - k] = (byte) blocks[s][k];
      }
      w.start[s] = offset;
      w.next[s] = offset + n - 1;
      offset += n;
    }
    return w;
  }

  /** An independent copy. */
  public Wall copy() {
    Wall w = new Wall(tiles, mode);
    w.front = front;
    w.back = back;
    System.arraycopy(next, 0, w.next, 0, Seat.COUNT);
    System.arraycopy(start, 0, w.start, 0, Seat.COUNT);
    return w;
  }

  /** The layout. */
  public Mode mode() {
    return mode;
  }

  /** True when {@code seat} can draw (a normal or a replacement draw). */
  public boolean canDraw(Seat seat) {
    return mode == Mode.SHARED ? front <= back : next[seat.index()] >= start[seat.index()];
  }

  /** Draws the next tile for {@code seat}: the front of the shared wall, or the last tile of the seat's own block. */
  public int draw(Seat seat) {
    if (!canDraw(seat)) {
      throw new IllegalStateException("no tile left for " + seat);
    }
    return mode == Mode.SHARED ? tiles[front++] : tiles[next[seat.index()]--];
  }

  /** Draws a kong replacement for {@code seat}: the back of the shared wall, or the last tile of the seat's own block. */
  public int replacement(Seat seat) {
    if (!canDraw(seat)) {
      throw new IllegalStateException("no replacement tile left for " + seat);
    }
    return mode == Mode.SHARED ? tiles[back--] : tiles[next[seat.index()]--];
  }

  /** The number of tiles {@code seat} may still draw: the whole wall when shared, its own block otherwise. */
  public int remaining(Seat seat) {
    return mode == Mode.SHARED ? back - front + 1 : next[seat.index()] - start[seat.index()] + 1;
  }

  /**
   * The tiles not yet drawn, in the order they would come: shared, from the front (the last is the next
   * replacement); per-seat blocks, block by block, each in its seat's drawing order.
   */
  public int[] remainingOrder() {
    int[] out = new int[remaining()];
    int i = 0;
    if (mode == Mode.SHARED) {
      for (int p = front; p <= back; p++) {
        out[i++] = tiles[p];
      }
    } else {
      for (int s = 0; s < Seat.COUNT; s++) {
        for (int p = next[s]; p >= start[s]; p--) {
          out[i++] = tiles[p];
        }
      }
    }
    return out;
  }

  /** The number of tiles not yet drawn. */
  public int remaining() {
    if (mode == Mode.SHARED) {
      return back - front + 1;
    }
    int n = 0;
    for (int s = 0; s < Seat.COUNT; s++) {
      n += next[s] - start[s] + 1;
    }
    return n;
  }
}
