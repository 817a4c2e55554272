package org.mjarena.engine.tile;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes lists of tiles.
 *
 * <p>Two notations are accepted. Botzone codes separated by blanks ({@code "W1 W2 B5"}) are what every
 * file of the project uses. The compact notation ({@code "123m 456p 789s 11z"}) is for tests and
 * people: digits followed by a suit letter, {@code m} characters, {@code s} bamboo, {@code p} dots,
 * {@code z} honours ({@code 1z..4z} winds East to North, {@code 5z..7z} dragons in Botzone order red,
 * green, white), {@code f} flowers.
 */
public final class Tiles {
  private Tiles() {}

  /**
   * Parses tiles in either notation, in the order written.
   *
   * @throws IllegalArgumentException naming the offending token
   */
  public static List<Tile> parse(String text) {
    List<Tile> tiles = new ArrayList<>();
    for (String token : text.trim().split("\\s+")) {
      if (token.isEmpty()) {
        continue;
      }
      if (Character.isLetter(token.charAt(0))) {
        tiles.add(Tile.parse(token));
      } else {
        parseCompact(token, tiles);
      }
    }
    return tiles;
  }

  /** Parses tiles (either notation) into counts indexed by {@link Tile#index()}. */
  public static int[] counts(String text) {
    int[] counts = new int[Tile.values().length];
    for (Tile t : parse(text)) {
      counts[t.index()]++;
    }
    return counts;
  }

  private static void parseCompact(String token, List<Tile> out) {
    char last = token.charAt(token.length() - 1);
    Suit suit = null;
    for (Suit s : Suit.values()) {
      if (s.compact() == last && s != Suit.DRAGONS) {
        suit = s;
      }
    }
    if (suit == null || token.length() < 2) {
      throw new IllegalArgumentException("not a tile group: '" + token + "' (expected digits then m, s, p, z or f)");
    }
    for (int i = 0; i < token.length() - 1; i++) {
      int n = token.charAt(i) - '0';
      if (suit == Suit.WINDS) {
        if (n < 1 || n > 7) {
          throw new IllegalArgumentException("no honour tile " + n + "z in '" + token + "'");
        }
        out.add(n <= 4 ? Tile.of(Suit.WINDS, n) : Tile.of(Suit.DRAGONS, n - 4));
      } else {
        if (n < 1 || n > suit.size()) {
          throw new IllegalArgumentException("no tile " + n + suit.compact() + " in '" + token + "'");
        }
        out.add(Tile.of(suit, n));
      }
    }
  }

  /** Writes tiles in Botzone codes separated by single spaces, in the given order. */
  public static String codes(List<Tile> tiles) {
    StringBuilder sb = new StringBuilder();
    for (Tile t : tiles) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(t.code());
    }
    return sb.toString();
  }

  /** Writes counts in the compact notation, suits in index order: {@code "123m 456s 789p 11z"}. */
  public static String compact(int[] counts) {
    StringBuilder sb = new StringBuilder();
    int[][] groups = {{0, 9, 0}, {9, 18, 0}, {18, 27, 0}, {27, 34, 26}, {34, 42, 33}};
    char[] letters = {'m', 's', 'p', 'z', 'f'};
    for (int g = 0; g < groups.length; g++) {
      int start = sb.length();
      for (int i = groups[g][0]; i < Math.min(groups[g][1], counts.length); i++) {
        int number = g < 3 ? i - groups[g][0] + 1 : i - groups[g][2];
        for (int k = 0; k < counts[i]; k++) {
          sb.append((char) ('0' + number));
        }
      }
      if (sb.length() > start) {
        sb.append(letters[g]).append(' ');
      }
    }
    return sb.toString().trim();
  }

  /** Writes tiles in the compact notation, sorted. */
  public static String compact(List<Tile> tiles) {
    int[] counts = new int[Tile.values().length];
    for (Tile t : tiles) {
      counts[t.index()]++;
    }
    return compact(counts);
  }
}
