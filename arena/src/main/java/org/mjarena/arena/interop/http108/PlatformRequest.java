package org.mjarena.arena.interop.http108;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.AddedKongDeclared;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.event.TingDeclared;
import org.mjarena.engine.event.Won;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * One request of the competition interface ({@code competition-108.md} section 12.1): what the platform
 * posts to an AI for each of its decisions, self-contained, with the whole public history.
 *
 * <p>Made from a seat's observation ({@link #of}), the history holds one entry per public action:
 * {@code Discard}, {@code Listen} (a discard declaring ting), {@code Chow}, {@code Pon}, {@code Kon} (an
 * exposed, added or concealed kong, another seat's concealed kong as {@code UNUNUNUN}) and {@code Win}.
 * An added kong is written when it is announced, so that a seat asked whether to rob it finds it last.
 * The hand is written in tile order with the tile just drawn last: the interface leaves the order open,
 * and {@link RequestEvents} reads the last tile as the one drawn.
 *
 * <p>A ting declared on the dealt tiles (天听) has no discard, and the interface no entry for it: it is
 * written on the seat's first discard, as {@code Listen}. Until then the request cannot tell that seat's
 * ting, which is why {@link #tingHidden} asks for the default action instead.
 *
 * @param seat     the AI's seat, 0..3
 * @param dealer   the dealer's seat
 * @param hand     the concealed tiles, concatenated codes
 * @param chowHand the AI's chows, comma-separated groups
 * @param ponHand  the AI's pungs
 * @param konHand  the AI's kongs, concealed ones included
 * @param history  the public actions in order, {@code "<seat>,<Action>,<tiles>"}
 * @param special  always empty: its purpose is not published
 */
public record PlatformRequest(int seat, int dealer, String hand, String chowHand, String ponHand, String konHand,
    List<String> history, String special) {
  /** The path the platform posts to, spelled as the platform spells it. */
  public static final String PATH = "/Pubilc_MahJong";
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Copies the history. */
  public PlatformRequest {
    history = List.copyOf(history);
  }

  /** The request for {@code seen}'s seat at the moment {@code seen} was made. */
  public static PlatformRequest of(Observation seen) {
    Seat me = seen.me();
    StringBuilder hand = new StringBuilder();
    int[] counts = seen.concealed();
    Optional<Tile> drawn = seen.drawn();
    drawn.ifPresent(t -> counts[t.index()]--);
    for (int t = 0; t < Tile.NUMBERED_KINDS; t++) {
      hand.append(PlatformTiles.repeat(Tile.of(t), counts[t]));
    }
    drawn.ifPresent(t -> hand.append(PlatformTiles.code(t)));
    List<String> chows = new ArrayList<>();
    List<String> pungs = new ArrayList<>();
    List<String> kongs = new ArrayList<>();
    for (Meld m : seen.melds(me)) {
      String tiles = m.tiles().stream().map(PlatformTiles::code).collect(Collectors.joining());
      (m.kind() == MeldKind.CHOW ? chows : m.kind() == MeldKind.PUNG ? pungs : kongs).add(tiles);
    }
    return new PlatformRequest(me.index(), seen.dealer().index(), hand.toString(), String.join(",", chows),
        String.join(",", pungs), String.join(",", kongs), history(seen.history(), me).entries, "");
  }

  /**
   * True when {@code seen}'s seat has declared ting on its dealt tiles and not discarded since: a request
   * made now could not tell its ting (see the class comment).
   */
  public static boolean tingHidden(Observation seen) {
    return seen.isTing(seen.me()) && history(seen.history(), seen.me()).tingPending[seen.me().index()];
  }

  /** The history entries of {@code events} as {@code me} saw them, and the seats whose ting is not yet written. */
  private record History(List<String> entries, boolean[] tingPending) {}

  private static History history(List<Event> events, Seat me) {
    List<String> entries = new ArrayList<>();
    boolean[] tingPending = new boolean[Seat.COUNT];
    Event previous = null;
    for (Event e : events) {
      if (e instanceof Discarded d) {
        int s = d.seat().index();
        entries.add(entry(s, tingPending[s] ? "Listen" : "Discard", PlatformTiles.code(d.tile())));
        tingPending[s] = false;
      } else if (e instanceof TingDeclared t) {
        int s = t.seat().index();
        if (previous instanceof Discarded d && d.seat() == t.seat()) {
          entries.set(entries.size() - 1, entry(s, "Listen", PlatformTiles.code(d.tile())));
        } else {
          tingPending[s] = true;
        }
      } else if (e instanceof Melded m) {
        Meld meld = m.meld();
        String tiles = meld.tiles().stream().map(PlatformTiles::code).collect(Collectors.joining());
        switch (meld.kind()) {
          case CHOW -> entries.add(entry(m.seat().index(), "Chow", tiles));
          case PUNG -> entries.add(entry(m.seat().index(), "Pon", tiles));
          case EXPOSED_KONG -> entries.add(entry(m.seat().index(), "Kon", tiles));
          default -> { } // an added kong completed: written when it was announced
        }
      } else if (e instanceof AddedKongDeclared a) {
        entries.add(entry(a.seat().index(), "Kon", PlatformTiles.repeat(a.tile(), 4)));
      } else if (e instanceof ConcealedKonged k) {
        String tiles = k.tile().map(t -> PlatformTiles.repeat(t, 4)).orElse(PlatformTiles.UNKNOWN.repeat(4));
        entries.add(entry(k.seat().index(), "Kon", tiles));
      } else if (e instanceof Won w) {
        entries.add(entry(w.win().seat().index(), "Win", PlatformTiles.code(w.win().tile())));
      } else {
        continue; // draws, deals, claim offers and payments are not in the history
      }
      previous = e;
    }
    return new History(entries, tingPending);
  }

  private static String entry(int seat, String action, String tiles) {
    return seat + "," + action + "," + tiles;
  }

  /** The request as the platform posts it: one JSON object. */
  public String toJson() {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("seat", seat);
    o.put("dealer", dealer);
    o.put("hand", hand);
    o.put("chow_hand", chowHand);
    o.put("pon_hand", ponHand);
    o.put("kon_hand", konHand);
    ArrayNode h = o.putArray("history");
    history.forEach(h::add);
    o.put("special", special);
    return o.toString();
  }

  /**
   * Reads a request as a platform writes it: seats as numbers or numeric strings, missing meld fields and
   * {@code special} as empty, empty history entries skipped.
   *
   * @throws IllegalArgumentException naming what is missing or wrong
   */
  public static PlatformRequest parse(String json) {
    JsonNode o;
    try {
      o = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the request is not JSON: " + e.getOriginalMessage());
    }
    if (o == null || !o.isObject()) {
      throw new IllegalArgumentException("the request is not a JSON object");
    }
    JsonNode history = o.path("history");
    if (!history.isArray()) {
      throw new IllegalArgumentException("the request has no 'history' list");
    }
    List<String> entries = new ArrayList<>();
    for (JsonNode h : history) {
      if (!h.asText().isBlank()) {
        entries.add(h.asText().strip());
      }
    }
    return new PlatformRequest(seat(o, "seat"), seat(o, "dealer"), text(o, "hand", true), text(o, "chow_hand", false),
        text(o, "pon_hand", false), text(o, "kon_hand", false), entries, text(o, "special", false));
  }

  private static int seat(JsonNode o, String field) {
    JsonNode v = o.path(field);
    try {
      int s = v.isNumber() ? v.intValue() : Integer.parseInt(v.asText().strip());
      if (s >= 0 && s < Seat.COUNT) {
        return s;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("the request's '" + field + "' is not a seat 0-3: " + v);
  }

  private static String text(JsonNode o, String field, boolean required) {
    JsonNode v = o.path(field);
    if (v.isMissingNode() || v.isNull()) {
      if (required) {
        throw new IllegalArgumentException("the request has no '" + field + "'");
      }
      return "";
    }
    return v.asText().strip();
  }
}
