package org.mjarena.arena.cli;

import org.mjarena.arena.record.HandRecord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.mjarena.engine.Seat;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mjarena shanten FILE}: the MCR win distance (shanten) of each hand in every form, and the
 * useful tiles of the basic form: {@code {"line", "id", "shanten": {"basic", "seven_pairs", "thirteen_orphans",
 * "honors_knitted", "knitted_straight", "min"}, "useful_basic": [...]}}, -1 for a form that does not apply.
 */
@Command(name = "shanten", mixinStandardHelpOptions = true,
    description = "Win distance (shanten) in all five MCR forms, and useful tiles, for hands in the reference vectors' format.")
final class ShantenCommand extends LineCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "JSON Lines: hand (13, 10, 7, 4 or 1 tiles) and melds; - reads standard input")
  Path file;

  @Override
  public Integer call() throws Exception {
    return answerAll(file, spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  @Override
  ObjectNode answer(HandRecord record) {
    int melds = record.melds(Seat.S0).size();
    List<Tile> tiles = record.concealed(melds);
    record.checkCopies();
    int[] counts = new int[Tile.KINDS];
    for (Tile t : tiles) {
      counts[t.index()]++;
    }
    WinDistance s = WinDistanceCalculator.all(counts, melds);
    ObjectNode out = JSON.createObjectNode();
    ObjectNode values = out.putObject("shanten");
    for (WinDistanceForm form : WinDistanceForm.values()) {
      values.put(form.field(), s.of(form));
    }
    values.put("min", s.min());
    ArrayNode useful = out.putArray("useful_basic");
    for (Tile t : WinDistance.tiles(s.effective(WinDistanceForm.BASIC))) {
      useful.add(t.code());
    }
    return out;
  }
}
