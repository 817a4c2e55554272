package org.mjarena.engine.mcr.fan;

import java.util.Arrays;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;

/**
 * One reading (arrangement) of a winning hand in the basic form: its sets, declared melds first and
 * then those found among the concealed tiles, and its pair; or, beside a knitted straight, one set and
 * the pair. {@link #tally} then counts what the fans of sets read: chows, pungs by kind of tile,
 * concealed pungs, and whether every set and the pair have a terminal, an honour or a five.
 *
 * <p>Tiles are indices ({@link Tile#index()}): 0-26 numbered (9 per suit), 27-30 winds, 31-33 dragons.
 * A set is a kind ({@link #CHOW}, {@link #PUNG}, {@link #KONG}) and a tile (the lowest of a chow).
 * Scratch state of one calculation, reused for every reading.
 */
final class Reading {
  static final int CHOW = 0;
  static final int PUNG = 1;
  static final int KONG = 2;
  /** A hand has four sets and a pair in the basic form. */
  static final int SETS = 4;
  /** The sets a knitted straight stands for. */
  static final int KNITTED_SETS = 3;
  static final int SUIT_SIZE = SuitShapes.NUMBERED_SIZE;
  static final int NUMBERED = Tile.NUMBERED_KINDS;
  static final int FIRST_WIND = Tile.F1.index();
  static final int FIRST_DRAGON = Tile.J1.index();
  /** The position of the highest chow in a suit: 789. */
  static final int LAST_CHOW = 6;

  final int[] kind = new int[SETS];
  final int[] tile = new int[SETS];
  /** True for a declared meld. */
  final boolean[] meld = new boolean[SETS];
  final boolean[] concealedKong = new boolean[SETS];
  /** The declared melds: sets 0 to melds - 1. */
  int melds;
  /** The sets of the reading so far. */
  int count;
  int pair;
  /** True while the reading holds a knitted straight in place of three sets. */
  boolean knitted;

  /** The lowest tiles of the chows, {@link #chowCount} of them. */
  final int[] chows = new int[SETS];
  int chowCount;
  /** Pungs and kongs. */
  int pungCount;
  /** Pungs and kongs counted as concealed: in hand, or concealed kongs, less one won on a discard. */
  int concealedPungs;
  /** Bit w set for a pung of wind w (0 east to 3 north). */
  int windPungs;
  int dragonPungs;
  /** Per numbered suit, bit n set for a pung or kong of number n + 1. */
  final int[] numberedPungs = new int[3];
  /** Pungs and kongs of the 1 or 9 of a suit. */
  int terminalPungs;
  /** Every set and the pair hold a terminal or an honour (全带幺). */
  boolean outside;
  /** Every set and the pair hold a five (全带五). */
  boolean fives;
  /** Every set is a pung of an even number and the pair is even (全双刻, with four pungs). */
  boolean evenPungs;
  /** Scratch for the account-once rule of the chow fans: the group of each chow. */
  final int[] chowGroup = new int[SETS];

  /** Adds a declared meld; melds come before any set of the reading. */
  void declare(int kind, int tile, boolean concealedKong) {
    this.kind[count] = kind;
    this.tile[count] = tile;
    this.meld[count] = true;
    this.concealedKong[count] = concealedKong;
    melds = ++count;
  }

  /** Adds a set found among the concealed tiles. */
  void push(int kind, int tile) {
    this.kind[count] = kind;
    this.tile[count] = tile;
    this.meld[count] = false;
    count++;
  }

  /** Takes back the last set pushed. */
  void pop() {
    count--;
  }

  /** Starts a new enumeration: the melds only, and the number of sets the reading needs. */
  void restart(boolean knittedStraight) {
    count = melds;
    knitted = knittedStraight;
  }

  /** The sets the reading needs: four, or one beside a knitted straight. */
  int setsNeeded() {
    return knitted ? SETS - KNITTED_SETS : SETS;
  }

  /** True for a 1, a 9 or an honour. */
  static boolean isTerminalOrHonour(int t) {
    return t >= NUMBERED || t % SUIT_SIZE == 0 || t % SUIT_SIZE == 8;
  }

  /**
   * Counts the sets of the reading for the fans. A concealed pung completed with a discarded tile is
   * exposed, unless the winning tile can instead be read as part of a concealed chow of the same reading.
   */
  void tally(int win, boolean selfDrawn) {
    chowCount = 0;
    pungCount = 0;
    concealedPungs = 0;
    windPungs = 0;
    dragonPungs = 0;
    terminalPungs = 0;
    Arrays.fill(numberedPungs, 0);
    outside = isTerminalOrHonour(pair);
    fives = pair < NUMBERED && pair % SUIT_SIZE == 4;
    evenPungs = pair < NUMBERED && pair % SUIT_SIZE % 2 == 1;
    boolean winInConcealedChow = false;
    for (int i = 0; i < count; i++) {
      int t = tile[i];
      if (kind[i] == CHOW) {
        chows[chowCount++] = t;
        int n = t % SUIT_SIZE;
        outside &= n == 0 || n == LAST_CHOW;
        fives &= n >= 2 && n <= 4;
        evenPungs = false;
        winInConcealedChow |= !meld[i] && win >= t && win <= t + 2;
      } else {
        pungCount++;
        outside &= isTerminalOrHonour(t);
        fives &= t < NUMBERED && t % SUIT_SIZE == 4;
        evenPungs &= t < NUMBERED && t % SUIT_SIZE % 2 == 1;
        if (t >= FIRST_DRAGON) {
          dragonPungs++;
        } else if (t >= FIRST_WIND) {
          windPungs |= 1 << t - FIRST_WIND;
        } else {
          numberedPungs[t / SUIT_SIZE] |= 1 << t % SUIT_SIZE;
          if (isTerminalOrHonour(t)) {
            terminalPungs++;
          }
        }
        if (!meld[i] || concealedKong[i]) {
          concealedPungs++;
        }
      }
    }
    if (!selfDrawn && !winInConcealedChow) {
      for (int i = melds; i < count; i++) {
        if (kind[i] == PUNG && tile[i] == win) {
          concealedPungs--;
        }
      }
    }
  }
}
