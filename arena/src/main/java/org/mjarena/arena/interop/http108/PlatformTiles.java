package org.mjarena.arena.interop.http108;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.tile.Suit;
import org.mjarena.engine.tile.Tile;

/**
 * The tile codes of the competition interface ({@code competition-108.md} section 12.1): {@code C1..C9}
 * characters, {@code D1..D9} dots and {@code B1..B9} bamboo, by their English initials (the rules file's
 * inferred mapping: C to m, D to p, B to s). Beware that the platform's {@code B} is bamboo while our
 * Botzone code {@code B} is dots. A concealed kong of another seat is written with the placeholder
 * {@link #UNKNOWN}.
 */
final class PlatformTiles {
  /** The code of a tile the request does not show: an opponent's concealed kong is {@code UNUNUNUN}. */
  static final String UNKNOWN = "UN";
  private static final int CODE_LENGTH = 2;

  private PlatformTiles() {}

  /** The platform code of a suited tile. */
  static String code(Tile tile) {
    return letter(tile.suit()) + String.valueOf(tile.number());
  }

  /** The codes of {@code tile} {@code copies} times over, as a pung or kong is written. */
  static String repeat(Tile tile, int copies) {
    return code(tile).repeat(copies);
  }

  /**
   * The tile of a platform code, the letter in either case.
   *
   * @throws IllegalArgumentException naming the code when it is not a suited tile
   */
  static Tile tile(String code) {
    if (code.length() == CODE_LENGTH) {
      int n = code.charAt(1) - '0';
      Suit suit = switch (Character.toUpperCase(code.charAt(0))) {
        case 'C' -> Suit.CHARACTERS;
        case 'D' -> Suit.DOTS;
        case 'B' -> Suit.BAMBOO;
        default -> null;
      };
      if (suit != null && n >= 1 && n <= 9) {
        return Tile.of(suit, n);
      }
    }
    throw new IllegalArgumentException("'" + code + "' is not a tile code (C1-C9, D1-D9 or B1-B9)");
  }

  /**
   * The two-character codes of a concatenated string, in order, {@link #UNKNOWN} included as is.
   *
   * @throws IllegalArgumentException when the length is odd
   */
  static List<String> codes(String concatenated) {
    String s = concatenated.strip();
    if (s.length() % CODE_LENGTH != 0) {
      throw new IllegalArgumentException("'" + concatenated + "' is not a list of two-character tile codes");
    }
    List<String> codes = new ArrayList<>(s.length() / CODE_LENGTH);
    for (int i = 0; i < s.length(); i += CODE_LENGTH) {
      codes.add(s.substring(i, i + CODE_LENGTH));
    }
    return codes;
  }

  /**
   * The tiles of a concatenated string, in order.
   *
   * @throws IllegalArgumentException when some code is not a suited tile
   */
  static List<Tile> tiles(String concatenated) {
    List<Tile> tiles = new ArrayList<>();
    for (String code : codes(concatenated)) {
      tiles.add(tile(code));
    }
    return tiles;
  }

  private static char letter(Suit suit) {
    return switch (suit) {
      case CHARACTERS -> 'C';
      case DOTS -> 'D';
      case BAMBOO -> 'B';
      default -> throw new IllegalArgumentException("the 108-tile set has no " + suit + " tiles");
    };
  }
}
