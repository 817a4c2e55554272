package org.mjarena.engine.mcr.fan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/** Reads the MCR fan vectors ({@code vectors/mcr/README.md}) from the test resources. */
final class VectorRecords {
  private static final ObjectMapper JSON = new ObjectMapper();

  private VectorRecords() {}

  /**
   * One record: the hand, and for a winning record the expected fans (id to count), total and, when
   * present, the expected result under the 明暗杠 ruling.
   */
  record Case(String id, WinningHand hand, boolean winning, Map<Integer, Integer> fans, int total,
      boolean tie, Map<Integer, Integer> variantFans, int variantTotal) {}

  private static List<Case> fans;

  /** The records of {@code fans.jsonl}, read once per test run. */
  static synchronized List<Case> fans() {
    if (fans == null) {
      fans = List.copyOf(read("/org/mjarena/engine/mcr/fans.jsonl"));
    }
    return fans;
  }

  /** The records of {@code not-winning.jsonl}. */
  static List<Case> notWinning() {
    return read("/org/mjarena/engine/mcr/not-winning.jsonl");
  }

  private static List<Case> read(String resource) {
    List<Case> out = new ArrayList<>();
    try (InputStream in = VectorRecords.class.getResourceAsStream(resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          out.add(parse(JSON.readTree(line)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static Case parse(JsonNode n) {
    Seat seat = Seat.of(n.get("seat_wind").asInt());
    List<Tile> concealed = new ArrayList<>();
    n.get("hand").forEach(t -> concealed.add(Tile.parse(t.asText())));
    List<Meld> melds = new ArrayList<>();
    for (JsonNode m : n.get("melds")) {
      Tile first = Tile.parse(m.get("tiles").get(0).asText());
      String type = m.get("type").asText();
      boolean concealedKong = m.get("concealed").asBoolean();
      MeldKind kind = switch (type) {
        case "CHI" -> MeldKind.CHOW;
        case "PENG" -> MeldKind.PUNG;
        default -> concealedKong ? MeldKind.CONCEALED_KONG
            : m.path("promoted").asBoolean() ? MeldKind.ADDED_KONG : MeldKind.EXPOSED_KONG;
      };
      Tile claimed = concealedKong ? first : Tile.parse(m.get("claimed").asText());
      Seat from = Seat.of((seat.index() + 4 - m.get("from").asInt()) % 4);
      melds.add(new Meld(kind, first, claimed, from));
    }
    WinningHand hand = new WinningHand(concealed, melds, Tile.parse(n.get("win_tile").asText()),
        n.get("self_drawn").asBoolean(), n.get("fourth_tile").asBoolean(), n.get("about_kong").asBoolean(),
        n.get("wall_last").asBoolean(), Wind.ofSeat(seat, Seat.S0), Wind.of(n.get("prevalent_wind").asInt()), n.get("flowers").asInt());
    boolean winning = n.get("winning").asBoolean();
    if (!winning) {
      return new Case(n.get("id").asText(), hand, false, Map.of(), 0, false, Map.of(), 0);
    }
    JsonNode variant = n.get("variant_concealed_and_melded_kong");
    return new Case(n.get("id").asText(), hand, true, fanMap(n.get("fans")), n.get("total").asInt(),
        n.path("breakdown_tie").asBoolean(), variant == null ? Map.of() : fanMap(variant.get("fans")),
        variant == null ? -1 : variant.get("total").asInt());
  }

  private static Map<Integer, Integer> fanMap(JsonNode fans) {
    Map<Integer, Integer> map = new TreeMap<>();
    fans.forEach(f -> map.put(f.get("id").asInt(), f.get("count").asInt()));
    return map;
  }

  /** The fans of a result as id to count, like {@link Case#fans()}. */
  static Map<Integer, Integer> fanMap(FanResult result) {
    Map<Integer, Integer> map = new TreeMap<>();
    result.fans().forEach(fc -> map.put(fc.fan().id(), fc.count()));
    return map;
  }
}
