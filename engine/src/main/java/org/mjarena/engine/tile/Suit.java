package org.mjarena.engine.tile;

/**
 * The six kinds of tile. Each has its Botzone code letter (the prefix of {@link Tile#name()}) and, for
 * the compact notation of {@link Tiles}, its one-letter suffix.
 */
public enum Suit {
  /** Characters 万, Botzone {@code W1..W9}, compact {@code m}. */
  CHARACTERS('W', 'm', 9),
  /** Bamboo 条, Botzone {@code T1..T9}, compact {@code s}. */
  BAMBOO('T', 's', 9),
  /** Dots 筒/饼, Botzone {@code B1..B9}, compact {@code p}. */
  DOTS('B', 'p', 9),
  /** Winds East, South, West, North, Botzone {@code F1..F4}, compact {@code 1z..4z}. */
  WINDS('F', 'z', 4),
  /** Dragons red 中, green 发, white 白, Botzone {@code J1..J3}, compact {@code 5z..7z}. */
  DRAGONS('J', 'z', 3),
  /** Flowers and seasons, Botzone {@code H1..H8}, compact {@code 1f..8f}. */
  FLOWERS('H', 'f', 8);

  private final char code;
  private final char compact;
  private final int size;

  Suit(char code, char compact, int size) {
    this.code = code;
    this.compact = compact;
    this.size = size;
  }

  /** The Botzone code letter. */
  public char code() {
    return code;
  }

  /** The suffix letter of the compact notation. */
  public char compact() {
    return compact;
  }

  /** How many different tiles the suit has. */
  public int size() {
    return size;
  }
}
