package org.mjarena.arena.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * Reads the hand records of the MCR test vectors' JSON Lines format ({@code shared/vectors/mcr/README.md}):
 * {@code hand}, {@code melds}, {@code win_tile} and the situation fields. Every problem is an
 * {@link IllegalArgumentException} saying which field is wrong.
 */
final class HandRecords {
  /** The seats from which a meld's tile came, by the format's relative code 1 (left), 2 (opposite), 3 (right). */
  private static final int LEFT = 1;
  private static final int OPPOSITE = 2;
  private static final int RIGHT = 3;

  private HandRecords() {}

  /** A required text field. */
  static String text(JsonNode record, String field) {
    JsonNode n = record.get(field);
    if (n == null || !n.isTextual()) {
      throw new IllegalArgumentException("field '" + field + "' must be a string");
    }
    return n.asText();
  }

  /** A required true/false field. */
  static boolean flag(JsonNode record, String field) {
    JsonNode n = record.get(field);
    if (n == null || !n.isBoolean()) {
      throw new IllegalArgumentException("field '" + field + "' must be true or false");
    }
    return n.asBoolean();
  }

  /** A required integer field within {@code [min, max]}. */
  static int integer(JsonNode record, String field, int min, int max) {
    JsonNode n = record.get(field);
    if (n == null || !n.isInt() || n.asInt() < min || n.asInt() > max) {
      throw new IllegalArgumentException("field '" + field + "' must be an integer from " + min + " to " + max);
    }
    return n.asInt();
  }

  /** A list of tile codes. */
  static List<Tile> tiles(JsonNode record, String field) {
    JsonNode n = record.get(field);
    if (n == null || !n.isArray()) {
      throw new IllegalArgumentException("field '" + field + "' must be a list of tile codes");
    }
    List<Tile> tiles = new ArrayList<>(n.size());
    for (JsonNode t : n) {
      tiles.add(Tile.parse(t.asText()));
    }
    return tiles;
  }

  /** One tile code. */
  static Tile tile(JsonNode record, String field) {
    return Tile.parse(text(record, field));
  }

  /**
   * The declared melds. {@code from} is relative to the player, whose seat is its seat wind (0 East
   * .. 3 North): 1 the previous player (left), 2 the opposite one, 3 the next one; 0 for a concealed kong.
   */
  static List<Meld> melds(JsonNode record, Seat seat) {
    JsonNode n = record.get("melds");
    if (n == null || !n.isArray()) {
      throw new IllegalArgumentException("field 'melds' must be a list (possibly empty)");
    }
    List<Meld> melds = new ArrayList<>(n.size());
    for (JsonNode m : n) {
      List<Tile> tiles = tiles(m, "tiles");
      String type = text(m, "type");
      boolean concealed = m.path("concealed").asBoolean(false);
      Tile claimed = concealed ? tiles.get(0) : tile(m, "claimed");
      Seat from = switch (m.path("from").asInt(0)) {
        case LEFT -> seat.previous();
        case OPPOSITE -> seat.next().next();
        case RIGHT -> seat.next();
        default -> seat;
      };
      MeldKind kind = switch (type) {
        case "CHI" -> MeldKind.CHOW;
        case "PENG" -> MeldKind.PUNG;
        case "GANG" -> concealed ? MeldKind.CONCEALED_KONG
            : m.path("promoted").asBoolean(false) ? MeldKind.ADDED_KONG : MeldKind.EXPOSED_KONG;
        default -> throw new IllegalArgumentException("meld type must be CHI, PENG or GANG, not '" + type + "'");
      };
      if (tiles.size() != kind.size()) {
        throw new IllegalArgumentException("a " + type + " has " + kind.size() + " tiles, not " + tiles.size());
      }
      melds.add(new Meld(kind, tiles.get(0), claimed, from));
    }
    return melds;
  }
}
