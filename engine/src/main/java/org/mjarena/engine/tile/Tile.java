package org.mjarena.engine.tile;

import java.util.List;

/**
 * One kind of tile, named by its Botzone code: {@code W1..W9} characters, {@code T1..T9} bamboo,
 * {@code B1..B9} dots, {@code F1..F4} winds, {@code J1..J3} dragons, {@code H1..H8} flowers.
 *
 * <p>The ordinal is the tile's index in every count array of the engine: the 27 numbered tiles come
 * first (so the 108-tile variant uses indices 0..26), then the 7 honours (27..33), then the flowers
 * (34..41). The order W, T, B, F, J is the one the MCR test vectors sort by.
 */
public enum Tile {
  W1, W2, W3, W4, W5, W6, W7, W8, W9,
  T1, T2, T3, T4, T5, T6, T7, T8, T9,
  B1, B2, B3, B4, B5, B6, B7, B8, B9,
  F1, F2, F3, F4,
  J1, J2, J3,
  H1, H2, H3, H4, H5, H6, H7, H8;

  /** Number of tile kinds that can be held in a hand (everything but flowers). */
  public static final int KINDS = 34;
  /** Number of numbered tile kinds (three suits of nine): the whole 108-tile set. */
  public static final int NUMBERED_KINDS = 27;

  private static final Tile[] VALUES = values();
  private static final List<Tile> ALL = List.of(VALUES);

  private final Suit suit;
  private final int number;

  Tile() {
    int i = ordinal();
    if (i < 27) {
      suit = Suit.values()[i / 9];
      number = i % 9 + 1;
    } else if (i < 31) {
      suit = Suit.WINDS;
      number = i - 26;
    } else if (i < 34) {
      suit = Suit.DRAGONS;
      number = i - 30;
    } else {
      suit = Suit.FLOWERS;
      number = i - 33;
    }
  }

  /** The tile with the given index (its ordinal). */
  public static Tile of(int index) {
    return VALUES[index];
  }

  /** The tile of a suit with a number from 1. */
  public static Tile of(Suit suit, int number) {
    if (number < 1 || number > suit.size()) {
      throw new IllegalArgumentException(suit + " has no tile " + number);
    }
    return switch (suit) {
      case CHARACTERS, BAMBOO, DOTS -> VALUES[suit.ordinal() * 9 + number - 1];
      case WINDS -> VALUES[26 + number];
      case DRAGONS -> VALUES[30 + number];
      case FLOWERS -> VALUES[33 + number];
    };
  }

  /** Every tile kind in index order. */
  public static List<Tile> all() {
    return ALL;
  }

  /**
   * The tile for a Botzone code such as {@code "W5"}.
   *
   * @throws IllegalArgumentException naming the code when it is not one
   */
  public static Tile parse(String code) {
    if (code.length() == 2) {
      char c = code.charAt(0);
      int n = code.charAt(1) - '0';
      for (Suit s : Suit.values()) {
        if (s.code() == c && n >= 1 && n <= s.size()) {
          return of(s, n);
        }
      }
    }
    throw new IllegalArgumentException("not a tile code: '" + code + "' (expected W1-W9, T1-T9, B1-B9, F1-F4, J1-J3 or H1-H8)");
  }

  /** The index of this tile in count arrays; equal to {@link #ordinal()}. */
  public int index() {
    return ordinal();
  }

  /** The suit. */
  public Suit suit() {
    return suit;
  }

  /** The number within the suit, from 1. */
  public int number() {
    return number;
  }

  /** The Botzone code, e.g. {@code "W5"}. */
  public String code() {
    return name();
  }

  /** True for the tiles of the three suits, 1 to 9: the only tiles that form chows. */
  public boolean isNumbered() {
    return ordinal() < NUMBERED_KINDS;
  }

  /** True for a flower or season. */
  public boolean isFlower() {
    return ordinal() >= KINDS;
  }
}
