package org.mjarena.arena.interop.botzone;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.mjarena.arena.interop.botzone.BotzoneLine.IgnoredClaim;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * Writes a match of the text format as Botzone's judge logs it in its own JSON (the match page's
 * object: {@code logs}, {@code initdata} as a string, {@code players}), for tests of
 * {@link BotzoneJsonReader}: judge entries with their displays alternate with the bots' entries, a pung's
 * or chow's display names the claimer's next discard, a concealed kong is a {@code GANG} display that only
 * the konger's response {@code GANG <tile>} tells apart, a win's display has no tile, and lost claims are
 * only responses. Requests are left out but for the deal's, which the reader does not need either.
 */
public final class NativeLogWriter {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ObjectNode root = JSON.createObjectNode();
  private final ArrayNode logs = root.putArray("logs");
  /** The bots' entry being filled, answering the judge entry before it. */
  private ObjectNode bots;

  private NativeLogWriter() {}

  /** The match as a native log, with {@code names} as the players' names. */
  public static String write(BotzoneMatch m, List<String> names) {
    NativeLogWriter w = new NativeLogWriter();
    w.root.put("status", "finished");
    ObjectNode init = JSON.createObjectNode().put("quan", m.prevalentWind().ordinal()).put("srand", 1);
    w.root.put("initdata", init.toString());
    ArrayNode players = w.root.putArray("players");
    names.forEach(n -> players.addObject().put("name", n).put("imgid", "/avatar/x.png"));
    w.judge().put("action", "INIT").put("quan", m.prevalentWind().ordinal());
    ObjectNode deal = w.judge().put("action", "DEAL");
    ArrayNode hands = deal.putArray("hand");
    for (List<Tile> hand : m.deals()) {
      ArrayNode h = hands.addArray();
      hand.forEach(t -> h.add(t.code()));
    }
    List<BotzoneLine> lines = m.lines();
    for (int i = 0; i < lines.size(); i++) {
      BotzoneLine line = lines.get(i);
      Seat seat = line.seat();
      switch (line.kind()) {
        case DRAW -> w.event("DRAW", line).put("tile", line.tile().code());
        case PLAY -> {
          w.answer(seat, "PLAY " + line.tile().code());
          w.event("PLAY", line).put("tile", line.tile().code());
        }
        case CHI, PENG -> {
          BotzoneLine play = lines.get(++i);
          String next = play.tile().code();
          w.answer(seat, line.kind() == Kind.CHI ? "CHI " + line.tile().code() + " " + next : "PENG " + next);
          w.lost(line.ignored());
          ObjectNode d = w.event(line.kind() == Kind.CHI ? "CHI" : "PENG", line).put("tile", next);
          if (line.kind() == Kind.CHI) {
            d.put("tileCHI", line.tile().code());
          }
        }
        case GANG -> {
          w.answer(seat, "GANG");
          w.lost(line.ignored());
          w.event("GANG", line).put("tile", line.tile().code());
        }
        case ANGANG -> {
          w.answer(seat, "GANG " + line.tile().code());
          w.event("GANG", line).put("tile", line.tile().code());
        }
        case BUGANG -> {
          w.answer(seat, "BUGANG " + line.tile().code());
          w.event("BUGANG", line).put("tile", line.tile().code());
        }
        case HU -> {
          w.answer(seat, "HU");
          w.lost(line.ignored());
          ObjectNode d = w.judge().put("action", "HU").put("player", seat.index());
          BotzoneEnding.Won won = (BotzoneEnding.Won) m.ending();
          d.put("fanCnt", won.totalFan());
          ArrayNode fans = d.putArray("fan");
          won.fans().forEach(f -> fans.addObject().put("name", f.name()).put("cnt", f.count()).put("value", 0));
          w.finish(m.ending().scores());
          return w.root.toString();
        }
        default -> throw new IllegalStateException(line.text());
      }
    }
    w.judge().put("action", "HUANG");
    w.finish(m.ending().scores());
    return w.root.toString();
  }

  /** A judge entry of the given action by the line's seat; returns its display. */
  private ObjectNode event(String action, BotzoneLine line) {
    return judge().put("action", action).put("player", line.seat().index());
  }

  /** Adds a judge entry, then the bots' entry that answers it (all passing until told otherwise); returns its display. */
  private ObjectNode judge() {
    ObjectNode entry = logs.addObject().put("verdict", "OK").put("time", 1).put("memory", 1);
    ObjectNode output = entry.putObject("output").put("command", "request");
    output.putObject("content");
    ObjectNode display = output.putObject("display");
    bots = logs.addObject();
    for (int s = 0; s < Seat.COUNT; s++) {
      bots.putObject(Integer.toString(s)).put("verdict", "OK").put("response", "PASS");
    }
    return display;
  }

  /** Seat's response in the last bots' entry: what the next display shows it did. */
  private void answer(Seat seat, String response) {
    ((ObjectNode) bots.get(Integer.toString(seat.index()))).put("response", response);
  }

  /** The claims that lost, as their seats answered. */
  private void lost(List<IgnoredClaim> ignored) {
    for (IgnoredClaim c : ignored) {
      answer(c.seat(), switch (c.kind()) {
        case CHI -> "CHI " + c.tile().code() + " " + c.tile().code();
        case PENG -> "PENG " + c.tile().code();
        case GANG -> "GANG";
        default -> "HU";
      });
    }
  }

  /** The last judge entry is the finish, with the scores as its content; its bots' entry is dropped. */
  private void finish(List<Integer> scores) {
    logs.remove(logs.size() - 1);
    ObjectNode output = (ObjectNode) logs.get(logs.size() - 1).get("output");
    output.put("command", "finish");
    ObjectNode content = output.putObject("content");
    for (int s = 0; s < Seat.COUNT; s++) {
      content.put(Integer.toString(s), scores.get(s));
    }
  }
}
