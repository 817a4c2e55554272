package org.mjarena.engine.mcr.fan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fans of one reading: how many times each fan scores, by fan ordinal, with the non-zero entries
 * kept as a two-word bit set so that totals, exclusions and clearing touch only the fans present.
 * Scratch state of one calculation: mutable and confined to it.
 */
final class FanTable {
  /** The number of fans, Botzone's 明暗杠 included. */
  static final int FANS = Fan.values().length;
  private static final Fan[] VALUES = Fan.values();
  private static final int[] POINTS = Arrays.stream(VALUES).mapToInt(Fan::points).toArray();
  /** Bits per word of the bit set. */
  private static final int WORD = 64;

  private final int[] counts = new int[FANS];
  /** Ordinals 0-63 present. */
  private long lo;
  /** Ordinals 64 and up present. */
  private long hi;

  /** How many times a fan scores. */
  int count(Fan f) {
    return counts[f.ordinal()];
  }

  /** True when a fan scores. */
  boolean has(Fan f) {
    return counts[f.ordinal()] > 0;
  }

  /** Sets a fan's count, keeping the bit set of non-zero entries. */
  void put(Fan f, int count) {
    int o = f.ordinal();
    counts[o] = count;
    long bit = 1L << (o & WORD - 1);
    if (o < WORD) {
      lo = count > 0 ? lo | bit : lo & ~bit;
    } else {
      hi = count > 0 ? hi | bit : hi & ~bit;
    }
  }

  /** Scores a fan once more. */
  void add(Fan f) {
    put(f, counts[f.ordinal()] + 1);
  }

  /** True when no fan scores. */
  boolean isEmpty() {
    return lo == 0 && hi == 0;
  }

  /** Empties the table, touching only its non-zero entries. */
  void clear() {
    for (long m = lo; m != 0; m &= m - 1) {
      counts[Long.numberOfTrailingZeros(m)] = 0;
    }
    for (long m = hi; m != 0; m &= m - 1) {
      counts[WORD + Long.numberOfTrailingZeros(m)] = 0;
    }
    lo = 0;
    hi = 0;
  }

  /** Makes this table a copy of another. */
  void copyFrom(FanTable other) {
    System.arraycopy(other.counts, 0, counts, 0, FANS);
    lo = other.lo;
    hi = other.hi;
  }

  /** The points of every fan present. */
  int total() {
    int total = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      int o = Long.numberOfTrailingZeros(m);
      total += counts[o] * POINTS[o];
    }
    for (long m = hi; m != 0; m &= m - 1) {
      int o = WORD + Long.numberOfTrailingZeros(m);
      total += counts[o] * POINTS[o];
    }
    return total;
  }

  /**
   * Removes the fans that the fans present exclude, {@code excludes[o]} being the fans that fan
   * {@code o} excludes as a two-word bit set over ordinals. Every fan present at the call excludes,
   * even one that another removes.
   */
  void removeExcluded(long[][] excludes) {
    long removeLo = 0;
    long removeHi = 0;
    for (long m = lo; m != 0; m &= m - 1) {
      long[] row = excludes[Long.numberOfTrailingZeros(m)];
      removeLo |= row[0];
      removeHi |= row[1];
    }
    for (long m = hi; m != 0; m &= m - 1) {
      long[] row = excludes[WORD + Long.numberOfTrailingZeros(m)];
      removeLo |= row[0];
      removeHi |= row[1];
    }
    for (long m = lo & removeLo; m != 0; m &= m - 1) {
      counts[Long.numberOfTrailingZeros(m)] = 0;
    }
    for (long m = hi & removeHi; m != 0; m &= m - 1) {
      counts[WORD + Long.numberOfTrailingZeros(m)] = 0;
    }
    lo &= ~removeLo;
    hi &= ~removeHi;
  }

  /** The fans present with their counts, in fan order. */
  List<FanCount> toList() {
    List<FanCount> list = new ArrayList<>();
    for (int i = 0; i < FANS; i++) {
      if (counts[i] > 0) {
        list.add(new FanCount(VALUES[i], counts[i]));
      }
    }
    return list;
  }
}
