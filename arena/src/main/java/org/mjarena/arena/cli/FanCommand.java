package org.mjarena.arena.cli;

import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.HandRecord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.tile.Tile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mjarena fan FILE}: scores MCR hands given in the test vectors' format, one answer line per
 * input line: {@code {"line", "id", "winning", "fans": [{"id", "name_zh", "name_en", "points", "count"}],
 * "total", "convention"}}, each fan as the vectors list it (中文 and English name, the points of one
 * occurrence). {@code winning} says whether the tiles form a winning hand at all; a hand under 8 fan is
 * still winning, with its total. {@code convention} names the calculator followed where two disagree:
 * {@code reference}, the one the vectors come from (the default, so that the vectors check), or
 * {@code judge}, the one bundled with the Botzone judge, which scores 明暗杠, gives no wait fan to a
 * 组合龙 won on a knitted tile and lists the first reading it finds of a tie ({@link FanCalculator#botzone()}).
 */
@Command(name = "fan", mixinStandardHelpOptions = true,
    description = "Scores MCR hands (JSON Lines in the reference vectors' format) with the project's fan calculator, "
        + "naming each fan in Chinese and English.")
final class FanCommand extends LineCommand implements Callable<Integer> {
  private static final String REFERENCE = "reference";
  private static final String JUDGE = "judge";

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "JSON Lines: hand, melds, win_tile and the situation fields; - reads standard input")
  Path file;

  @Option(names = "--concealed-and-melded-kong",
      description = "score one concealed plus one melded kong as the Botzone-only 明暗杠 (id 82, 5 fan)")
  boolean concealedAndMeldedKong;

  @Option(names = "--convention", paramLabel = "C", defaultValue = REFERENCE,
      description = "reference (default): as the calculator of the reference vectors; judge: as the Botzone judge's "
          + "calculator, which also scores 明暗杠, gives no 边张/嵌张/单钓将 to a 组合龙 won on one of its nine tiles "
          + "and lists other fans for a few ties of equal total")
  String convention;

  private FanCalculator calculator;

  @Override
  public Integer call() throws Exception {
    if (convention.equals(JUDGE)) {
      calculator = FanCalculator.botzone();
    } else if (convention.equals(REFERENCE)) {
      calculator = new FanCalculator(concealedAndMeldedKong, true, false);
    } else {
      throw new ConfigException("--convention " + convention + " is not a convention; give reference or judge");
    }
    return answerAll(file, spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  @Override
  ObjectNode answer(HandRecord record) {
    // The vectors' player sits in the seat of its seat wind, seat 0 dealing.
    Seat seat = Seat.of(record.integer("/seat_wind", 0, 3));
    List<Meld> melds = record.melds(seat);
    List<Tile> concealed = record.concealed(melds.size());
    Tile winningTile = record.tile("/win_tile");
    record.checkCopies();
    WinningHand hand = new WinningHand(concealed, melds, winningTile, record.flag("/self_drawn"), record.flag("/fourth_tile"),
        record.flag("/about_kong"), record.flag("/wall_last"), Wind.ofSeat(seat, Seat.S0),
        Wind.of(record.integer("/prevalent_wind", 0, 3)), record.integer("/flowers", 0, WinningHand.MAX_FLOWERS));
    FanResult result = calculator.calculate(hand);
    ObjectNode out = JSON.createObjectNode();
    out.put("winning", result.winning());
    ArrayNode fans = out.putArray("fans");
    result.fans().stream().sorted(Comparator.comparingInt(f -> f.fan().id())).forEach((FanCount f) -> fans.addObject()
        .put("id", f.fan().id())
        .put("name_zh", f.fan().chinese())
        .put("name_en", f.fan().english())
        .put("points", f.fan().points())
        .put("count", f.count()));
    out.put("total", result.total());
    out.put("convention", convention);
    return out;
  }
}
