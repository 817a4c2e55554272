package org.mjarena.arena.interop.http108;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.tile.Tile;

/**
 * One reply of the competition interface ({@code competition-108.md} section 12.1): {@code action_type}
 * and {@code action_content} (and a {@code note} nobody reads), and its meaning as one of our actions.
 *
 * <p>Replies are read as the AIs that exist write them: the action name in any case, {@code Pen} for
 * {@code Pon} (the platform's demo AI spells it so), the content as a string or a number, extra fields
 * ignored. What the content must say: the tile for {@code Discard} and {@code Listen}; the three tiles of
 * the sequence for {@code Chow}; the tile (once, or three or four times) for {@code Pon} and {@code Kon},
 * which may be left empty on a claim, where the tile offered is meant; nothing for {@code Win} and
 * {@code Pass}, whose content is not read. A reply that means nothing at that decision (a {@code Pass} on
 * one's own turn, a {@code Chow} that is no sequence with the tile offered) throws
 * {@link IllegalArgumentException}; whether a reply that means something is legal is the engine's business.
 *
 * @param type    the action name, as written
 * @param content the action's content as text
 */
public record PlatformReply(String type, String content) {
  /** The reply that passes. */
  public static final PlatformReply PASS = new PlatformReply("Pass", "");
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * Reads a reply body.
   *
   * @throws IllegalArgumentException when it is not a JSON object with an {@code action_type}
   */
  public static PlatformReply parse(String body) {
    JsonNode o;
    try {
      o = MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the reply is not JSON: " + e.getOriginalMessage());
    }
    if (o == null || !o.isObject()) {
      throw new IllegalArgumentException("the reply is not a JSON object");
    }
    JsonNode type = o.path("action_type");
    if (!type.isValueNode() || type.isNull() || type.asText().isBlank()) {
      throw new IllegalArgumentException("the reply has no action_type");
    }
    JsonNode content = o.path("action_content");
    return new PlatformReply(type.asText().strip(),
        content.isValueNode() && !content.isNull() ? content.asText().strip() : "");
  }

  /** The reply as the platform reads it: one JSON object with an empty note. */
  public String toJson() {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("action_type", type);
    o.put("action_content", content);
    o.put("note", "");
    return o.toString();
  }

  /** The reply naming {@code action}, taken on my own turn in {@code seen}. */
  public static PlatformReply of(TurnAction action, Observation seen) {
    if (action instanceof Discard d) {
      return new PlatformReply("Discard", PlatformTiles.code(d.tile()));
    }
    if (action instanceof TingDiscard d) {
      return new PlatformReply("Listen", PlatformTiles.code(d.tile()));
    }
    if (action instanceof ConcealedKong k) {
      return new PlatformReply("Kon", PlatformTiles.repeat(k.tile(), 4));
    }
    if (action instanceof AddedKong k) {
      return new PlatformReply("Kon", PlatformTiles.repeat(k.tile(), 4));
    }
    if (action instanceof SelfDrawnWin) {
      return new PlatformReply("Win", seen.drawn().map(PlatformTiles::code).orElse(""));
    }
    throw new IllegalArgumentException("no reply names " + action);
  }

  /** The reply naming {@code claim} of the tile {@code options} offer. */
  public static PlatformReply of(Claim claim, ClaimOptions options) {
    if (claim instanceof Pass) {
      return PASS;
    }
    Tile t = options.tile();
    if (claim instanceof ClaimWin) {
      return new PlatformReply("Win", PlatformTiles.code(t));
    }
    if (claim instanceof Pung) {
      return new PlatformReply("Pon", PlatformTiles.repeat(t, 3));
    }
    if (claim instanceof ExposedKong) {
      return new PlatformReply("Kon", PlatformTiles.repeat(t, 4));
    }
    if (claim instanceof Chow c) {
      int low = c.lowest().index();
      return new PlatformReply("Chow", PlatformTiles.code(Tile.of(low)) + PlatformTiles.code(Tile.of(low + 1))
          + PlatformTiles.code(Tile.of(low + 2)));
    }
    throw new IllegalArgumentException("no reply names " + claim);
  }

  /** The reply naming an answer to the ting question before play (天听). */
  public static PlatformReply of(OpeningAction action) {
    return action instanceof DeclareTing ? new PlatformReply("Listen", "") : PASS;
  }

  /**
   * The action this reply names on my own turn, whose concealed tiles are {@code seen}'s.
   *
   * @throws IllegalArgumentException when it names none
   */
  public TurnAction turnAction(Observation seen) {
    switch (name()) {
      case "discard" -> {
        return Discard.of(oneTile());
      }
      case "listen" -> {
        return TingDiscard.of(oneTile());
      }
      case "kon" -> {
        Tile t = sameTiles(null);
        return seen.concealedCount(t) == 4 ? new ConcealedKong(t) : new AddedKong(t);
      }
      case "win" -> {
        return SelfDrawnWin.INSTANCE;
      }
      default -> throw new IllegalArgumentException(type + " is not an action on one's own turn (Discard, Listen, Kon "
          + "or Win)");
    }
  }

  /**
   * The claim this reply names on the tile {@code options} offer.
   *
   * @throws IllegalArgumentException when it names none
   */
  public Claim claim(ClaimOptions options) {
    Tile offered = options.tile();
    switch (name()) {
      case "pass" -> {
        return Pass.INSTANCE;
      }
      case "win" -> {
        return ClaimWin.INSTANCE;
      }
      case "pon", "pen" -> {
        sameTiles(offered);
        return Pung.INSTANCE;
      }
      case "kon" -> {
        sameTiles(offered);
        return ExposedKong.INSTANCE;
      }
      case "chow" -> {
        List<Tile> tiles = tiles();
        List<Tile> sorted = tiles.stream().sorted().toList();
        Tile low = sorted.isEmpty() ? null : sorted.get(0);
        boolean sequence = sorted.size() == 3 && low.number() <= 7 && sorted.get(1) == Tile.of(low.index() + 1)
            && sorted.get(2) == Tile.of(low.index() + 2) && low.suit() == sorted.get(2).suit();
        if (!sequence || !tiles.contains(offered)) {
          throw new IllegalArgumentException("Chow '" + content + "' is not a sequence with the tile offered, "
              + PlatformTiles.code(offered));
        }
        return new Chow(low);
      }
      default -> throw new IllegalArgumentException(type + " is not an answer to a discard (Pass, Chow, Pon, Kon or "
          + "Win)");
    }
  }

  /**
   * The answer this reply names to the ting question before play.
   *
   * @throws IllegalArgumentException when it names none
   */
  public OpeningAction openingAction() {
    return switch (name()) {
      case "listen" -> DeclareTing.INSTANCE;
      case "pass" -> Pass.INSTANCE;
      default -> throw new IllegalArgumentException(type + " is not an answer to the ting question before play "
          + "(Listen or Pass)");
    };
  }

  private String name() {
    return type.toLowerCase(Locale.ROOT);
  }

  private List<Tile> tiles() {
    return PlatformTiles.tiles(content);
  }

  private Tile oneTile() {
    List<Tile> tiles = tiles();
    if (tiles.size() != 1) {
      throw new IllegalArgumentException(type + " names " + tiles.size() + " tiles ('" + content + "'), not one");
    }
    return tiles.get(0);
  }

  /**
   * The one tile kind the content repeats; with {@code offered} given, an empty content means it, and any
   * other tile is refused.
   */
  private Tile sameTiles(Tile offered) {
    List<Tile> tiles = tiles();
    if (tiles.isEmpty() && offered != null) {
      return offered;
    }
    if (tiles.isEmpty() || tiles.stream().distinct().count() != 1 || tiles.size() > 4) {
      throw new IllegalArgumentException(type + " '" + content + "' does not name one tile");
    }
    Tile t = tiles.get(0);
    if (offered != null && t != offered) {
      throw new IllegalArgumentException(type + " '" + content + "' does not name the tile offered, "
          + PlatformTiles.code(offered));
    }
    return t;
  }
}
