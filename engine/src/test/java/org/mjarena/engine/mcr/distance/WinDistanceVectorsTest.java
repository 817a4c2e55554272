package org.mjarena.engine.mcr.distance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.tile.Tile;

/**
 * The 6000 records of the MCR shanten vectors ({@code shanten.jsonl}, described in the vectors'
 * README): the distance of every form and the effective tiles of every form must match exactly.
 */
final class WinDistanceVectorsTest {
  private static final String RESOURCE = "/org/mjarena/engine/mcr/shanten.jsonl";
  /** Records in the file, per its README. */
  private static final int RECORDS = 6000;

  private static final List<JsonNode> records = new ArrayList<>();

  @BeforeAll
  static void load() {
    ObjectMapper mapper = new ObjectMapper();
    try (InputStream in = WinDistanceVectorsTest.class.getResourceAsStream(RESOURCE);
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          records.add(mapper.readTree(line));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int[] counts(JsonNode record) {
    int[] counts = new int[Tile.KINDS];
    for (JsonNode code : record.get("hand")) {
      counts[Tile.parse(code.asText()).index()]++;
    }
    return counts;
  }

  private static long mask(JsonNode list) {
    long mask = 0;
    if (list != null && !list.isNull()) {
      for (JsonNode code : list) {
        mask |= 1L << Tile.parse(code.asText()).index();
      }
    }
    return mask;
  }

  /** Counts, per field, the records that disagree, and keeps the first few for the failure message. */
  private static Map<String, List<String>> disagreements() {
    Map<String, List<String>> wrong = new LinkedHashMap<>();
    WinDistanceForm[] forms = WinDistanceForm.values();
    for (JsonNode r : records) {
      int[] counts = counts(r);
      int melds = r.get("melds").size();
      WinDistance s = WinDistanceCalculator.all(counts, melds);
      String id = r.get("id").asText() + " " + r.get("hand") + " melds=" + melds;
      JsonNode expected = r.get("shanten");
      for (int f = 0; f < forms.length; f++) {
        String field = forms[f].field();
        int want = expected.get(field).asInt();
        note(wrong, "shanten." + field, s.of(forms[f]) != want, id + " got " + s.of(forms[f]) + " want " + want);
        long usefulWant = mask(r.get("useful").get(field));
        long usefulGot = s.effective(forms[f]);
        note(wrong, "useful." + field, usefulGot != usefulWant,
            id + " got " + WinDistance.tiles(usefulGot) + " want " + WinDistance.tiles(usefulWant));
      }
      note(wrong, "shanten.min", s.min() != expected.get("min").asInt(), id + " got " + s.min());
      note(wrong, "shanten.basic (fast)", WinDistanceCalculator.basic(counts, melds) != expected.get("basic").asInt(), id);
      note(wrong, "useful_basic", s.effective(WinDistanceForm.BASIC) != mask(r.get("useful_basic")), id);
      note(wrong, "useful_min", s.effectiveMin() != mask(r.get("useful_min")),
          id + " got " + WinDistance.tiles(s.effectiveMin()) + " want " + r.get("useful_min"));
    }
    return wrong;
  }

  private static void note(Map<String, List<String>> wrong, String field, boolean differs, String detail) {
    List<String> list = wrong.computeIfAbsent(field, k -> new ArrayList<>());
    if (differs) {
      list.add(detail);
    }
  }

  @Test
  void all_matchesEveryField() {
    assertThat(records).hasSize(RECORDS);
    disagreements().forEach((field, list) -> assertThat(list)
        .as("%s: %d of %d records differ, first ones %s", field, list.size(), RECORDS, list.subList(0, Math.min(5, list.size())))
        .isEmpty());
  }
}
