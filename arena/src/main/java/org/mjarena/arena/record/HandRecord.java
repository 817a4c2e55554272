package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mjarena.engine.Seat;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * One hand record of the MCR test vectors' JSON Lines format ({@code shared/vectors/mcr/README.md}):
 * {@code hand}, {@code melds}, {@code win_tile} and the situation fields, read from one line with the
 * column where each value starts, so that every problem names its place. Only hands that can exist pass,
 * by the engine's rules of a hand: each meld has the shape of its kind ({@link Meld#forms}), no tile kind
 * appears more than four times in hand, melds and winning tile together ({@link Hand#firstCopyTooMany}),
 * and the hand holds 13 - 3 x melds tiles ({@link Hand#concealedSize}). This class owns the format and
 * the messages: every problem is a {@link BadRecord} saying which field is wrong and where.
 */
public final class HandRecord {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The seats from which a meld's tile came, by the format's relative code 1 (left), 2 (opposite), 3 (right). */
  private static final int LEFT = 1;
  private static final int OPPOSITE = 2;
  private static final int RIGHT = 3;

  private final JsonNode root;
  /** The column where each value starts, by JSON pointer ({@code /melds/0/tiles/2}). */
  private final Map<String, Integer> columns;
  /** Every tile read so far with its pointer, for {@link #checkCopies()}. */
  private final List<Map.Entry<String, Tile>> tilesRead = new ArrayList<>();

  private HandRecord(JsonNode root, Map<String, Integer> columns) {
    this.root = root;
    this.columns = columns;
  }

  /**
   * Reads one line. Jackson's tree keeps no positions, so the tree is built here from its streaming
   * parser, noting where each value starts.
   *
   * @throws BadRecord when the line is not one JSON object
   */
  public static HandRecord parse(String line) {
    try (JsonParser p = JSON.createParser(line)) {
      Map<String, Integer> columns = new HashMap<>();
      p.nextToken();
      JsonNode root = read(p, "", columns);
      if (!root.isObject()) {
        throw new BadRecord(columns.get(""), "a line must hold one JSON object");
      }
      if (p.nextToken() != null) {
        throw new BadRecord(p.currentTokenLocation().getColumnNr(), "a line must hold one JSON object; more follows here");
      }
      return new HandRecord(root, columns);
    } catch (JsonParseException e) {
      throw new BadRecord(e.getLocation().getColumnNr(), "not JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new BadRecord(1, "not JSON: " + e.getMessage());
    }
  }

  private static JsonNode read(JsonParser p, String pointer, Map<String, Integer> columns) throws IOException {
    columns.put(pointer, p.currentTokenLocation().getColumnNr());
    if (p.currentToken() == JsonToken.START_OBJECT) {
      ObjectNode object = JSON.createObjectNode();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        if (object.has(name)) {
          // A record with two hands has no one meaning.
          throw new BadRecord(p.currentTokenLocation().getColumnNr(), "field '" + name + "' appears twice");
        }
        p.nextToken();
        object.set(name, read(p, pointer + "/" + name.replace("~", "~0").replace("/", "~1"), columns));
      }
      return object;
    }
    if (p.currentToken() == JsonToken.START_ARRAY) {
      ArrayNode array = JSON.createArrayNode();
      while (p.nextToken() != JsonToken.END_ARRAY) {
        array.add(read(p, pointer + "/" + array.size(), columns));
      }
      return array;
    }
    return p.readValueAsTree();
  }

  /** The record's {@code id}, when it has one. */
  public JsonNode id() {
    return root.path("id");
  }

  /** A required true/false value, such as {@code /self_drawn}. */
  public boolean flag(String pointer) {
    if (root.at(pointer).isMissingNode()) {
      throw bad(pointer, "'" + name(pointer) + "' must be true or false");
    }
    return optionalFlag(pointer);
  }

  /** A true/false value that may be left out (false then). */
  private boolean optionalFlag(String pointer) {
    JsonNode n = root.at(pointer);
    if (!n.isMissingNode() && !n.isBoolean()) {
      throw bad(pointer, "'" + name(pointer) + "' must be true or false");
    }
    return n.asBoolean(false);
  }

  /** A required integer within {@code [min, max]}, such as {@code /seat_wind}. */
  public int integer(String pointer, int min, int max) {
    JsonNode n = root.at(pointer);
    if (!n.isInt() || n.asInt() < min || n.asInt() > max) {
      throw bad(pointer, "'" + name(pointer) + "' must be an integer from " + min + " to " + max);
    }
    return n.asInt();
  }

  /** How messages name the value at a pointer: {@code melds/0/from}. */
  private static String name(String pointer) {
    return pointer.substring(1);
  }

  /** One tile code, not a flower (flowers are counted by {@code flowers}, never held). */
  public Tile tile(String pointer) {
    Tile t = code(pointer);
    tilesRead.add(Map.entry(pointer, t));
    return t;
  }

  /** A tile code that is not one more tile of the hand (a meld's claimed tile is one of its tiles). */
  private Tile code(String pointer) {
    JsonNode n = root.at(pointer);
    if (!n.isTextual()) {
      throw bad(pointer, "'" + name(pointer) + "' must be a tile code such as \"W5\"");
    }
    Tile t;
    try {
      t = Tile.parse(n.asText());
    } catch (IllegalArgumentException e) {
      throw bad(pointer, e.getMessage());
    }
    if (t.isFlower()) {
      throw bad(pointer, "flower " + t + " in '" + name(pointer) + "': flowers are counted by 'flowers', never held");
    }
    return t;
  }

  /** A list of tile codes. */
  public List<Tile> tiles(String pointer) {
    JsonNode n = root.at(pointer);
    if (!n.isArray()) {
      throw bad(pointer, "'" + name(pointer) + "' must be a list of tile codes");
    }
    List<Tile> tiles = new ArrayList<>(n.size());
    for (int i = 0; i < n.size(); i++) {
      tiles.add(tile(pointer + "/" + i));
    }
    return tiles;
  }

  /** The concealed tiles ({@code hand}): 13 - 3 x melds of them, winning tile excluded. */
  public List<Tile> concealed(int melds) {
    List<Tile> hand = tiles("/hand");
    int expected = Hand.concealedSize(melds);
    if (hand.size() != expected) {
      throw bad("/hand", "'hand' holds " + hand.size() + " tiles; with " + melds + (melds == 1 ? " meld" : " melds")
          + " it must hold " + expected + " (13 - 3 x melds, winning tile excluded)");
    }
    return hand;
  }

  /**
   * The declared melds, each checked for a shape that exists. {@code from} is relative to the player,
   * whose seat is its seat wind (0 East .. 3 North): 1 the previous player (left), 2 the opposite one,
   * 3 the next one, 0 for a concealed kong; a chow only comes from the left. It may be left out.
   */
  public List<Meld> melds(Seat seat) {
    JsonNode n = root.path("melds");
    if (!n.isArray()) {
      throw bad("/melds", "'melds' must be a list (possibly empty)");
    }
    if (n.size() > Meld.MAX_PER_HAND) {
      throw bad("/melds/" + Meld.MAX_PER_HAND, "a hand has at most " + Meld.MAX_PER_HAND + " melds, not " + n.size());
    }
    List<Meld> melds = new ArrayList<>(n.size());
    for (int i = 0; i < n.size(); i++) {
      melds.add(meld("/melds/" + i, seat));
    }
    return melds;
  }

  private Meld meld(String at, Seat seat) {
    JsonNode m = root.at(at);
    if (!m.isObject()) {
      throw bad(at, "a meld must be an object like {\"type\": \"PENG\", \"tiles\": [\"W1\", \"W1\", \"W1\"], ...}");
    }
    JsonNode typeNode = m.path("type");
    boolean concealed = optionalFlag(at + "/concealed");
    boolean promoted = optionalFlag(at + "/promoted");
    MeldKind kind = switch (typeNode.asText("")) {
      case "CHI" -> MeldKind.CHOW;
      case "PENG" -> MeldKind.PUNG;
      case "GANG" -> concealed ? MeldKind.CONCEALED_KONG : promoted ? MeldKind.ADDED_KONG : MeldKind.EXPOSED_KONG;
      default -> throw bad(at + (typeNode.isMissingNode() ? "" : "/type"), "meld type must be CHI, PENG or GANG, not " + typeNode);
    };
    if (concealed && kind != MeldKind.CONCEALED_KONG) {
      throw bad(at + "/concealed", "only a kong (GANG) can be concealed; a chow or pung is always claimed");
    }
    if (promoted && !kind.isKong()) {
      throw bad(at + "/promoted", "only a kong (GANG) can be promoted from a pung");
    }
    List<Tile> tiles = tiles(at + "/tiles").stream().sorted().toList();
    if (tiles.size() != kind.size()) {
      throw bad(at + "/tiles", "a " + typeNode.asText() + " has " + kind.size() + " tiles, not " + tiles.size());
    }
    Tile first = tiles.get(0);
    if (!Meld.forms(kind, tiles)) {
      throw bad(at + "/tiles", kind != MeldKind.CHOW
          ? "a " + typeNode.asText() + " is " + kind.size() + " identical tiles, not " + tiles
          : first.isNumbered() ? "a chow is three consecutive tiles of one suit, not " + tiles
          : "a chow of honours: " + tiles + "; only numbered tiles form chows");
    }
    int from = m.has("from") ? integer(at + "/from", 0, 3) : concealed ? 0 : LEFT;
    if (concealed != (from == 0) || kind == MeldKind.CHOW && from != LEFT) {
      throw bad(at + "/from", concealed ? "a concealed kong comes from no one: 'from' must be 0"
          : kind == MeldKind.CHOW ? "a chow is claimed from the previous player only: 'from' must be 1"
          : "a claimed meld comes from another player: 'from' must be 1, 2 or 3");
    }
    Tile claimed = first;
    if (!concealed) {
      claimed = code(at + "/claimed");
      if (!tiles.contains(claimed)) {
        throw bad(at + "/claimed", "the claimed tile " + claimed + " is not one of the meld's tiles " + tiles);
      }
    }
    return new Meld(kind, first, claimed, switch (from) {
      case LEFT -> seat.previous();
      case OPPOSITE -> seat.next().next();
      case RIGHT -> seat.next();
      default -> seat;
    });
  }

  /**
   * Checks that no tile kind appears more than four times among the tiles read so far (hand, melds and
   * winning tile); the error points at the first copy too many, in the order of the line.
   */
  public void checkCopies() {
    List<Map.Entry<String, Tile>> inOrder =
        tilesRead.stream().sorted(Comparator.comparing(e -> columns.get(e.getKey()))).toList();
    int fifth = Hand.firstCopyTooMany(inOrder.stream().map(Map.Entry::getValue).toList());
    if (fifth >= 0) {
      Map.Entry<String, Tile> e = inOrder.get(fifth);
      throw bad(e.getKey(), "a fifth " + e.getValue() + ": the set has four of each tile, and hand, melds and winning tile "
          + "together hold more");
    }
  }

  /** A problem with the value at {@code pointer}, or, when it is missing, with the nearest value that holds it. */
  private BadRecord bad(String pointer, String message) {
    String at = pointer;
    while (!columns.containsKey(at)) {
      at = at.substring(0, at.lastIndexOf('/'));
    }
    return new BadRecord(columns.get(at), message);
  }

  /** A record that cannot be answered: what is wrong, and the column (from 1) of the line where. */
  public static final class BadRecord extends RuntimeException {
    private final int column;

    public BadRecord(int column, String message) {
      super(message);
      this.column = column;
    }

    /** The column where the offending value starts, from 1; where the record starts when the value is missing. */
    public int column() {
      return column;
    }
  }
}
