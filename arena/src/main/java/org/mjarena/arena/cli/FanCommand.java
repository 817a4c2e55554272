package org.mjarena.arena.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mjarena fan FILE}: scores MCR hands given in the test vectors' format, one answer line per
 * input line: {@code {"id", "winning", "fans": [{"id", "count"}], "total"}}. {@code winning} says
 * whether the tiles form a winning hand at all; a hand under 8 fan is still winning, with its total.
 */
@Command(name = "fan", mixinStandardHelpOptions = true,
    description = "Scores MCR hands (JSON Lines in the format of shared/vectors/mcr) with the project's fan calculator.")
final class FanCommand extends LineCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "JSON Lines: hand, melds, win_tile and the situation fields")
  Path file;

  @Option(names = "--concealed-and-melded-kong",
      description = "score one concealed plus one melded kong as the Botzone-only 明暗杠 (id 82, 5 fan)")
  boolean concealedAndMeldedKong;

  private FanCalculator calculator;

  @Override
  public Integer call() throws Exception {
    calculator = new FanCalculator(concealedAndMeldedKong);
    return answerAll(file, spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  @Override
  ObjectNode answer(JsonNode record) {
    // The vectors' player sits in the seat of its seat wind, seat 0 dealing.
    Seat seat = Seat.of(HandRecords.integer(record, "seat_wind", 0, 3));
    WinningHand hand = new WinningHand(HandRecords.tiles(record, "hand"), HandRecords.melds(record, seat),
        HandRecords.tile(record, "win_tile"), HandRecords.flag(record, "self_drawn"), HandRecords.flag(record, "fourth_tile"),
        HandRecords.flag(record, "about_kong"), HandRecords.flag(record, "wall_last"), Wind.ofSeat(seat, Seat.S0),
        Wind.of(HandRecords.integer(record, "prevalent_wind", 0, 3)), HandRecords.integer(record, "flowers", 0, 8));
    FanResult result = calculator.calculate(hand);
    ObjectNode out = JSON.createObjectNode();
    out.put("winning", result.winning());
    ArrayNode fans = out.putArray("fans");
    result.fans().stream().sorted((a, b) -> Integer.compare(a.fan().id(), b.fan().id())).forEach((FanCount f) -> {
      ObjectNode o = fans.addObject();
      o.put("id", f.fan().id());
      o.put("count", f.count());
    });
    out.put("total", result.total());
    return out;
  }
}
