package org.mjarena.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.tile.Tile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * MCR fan calculation over the 6000 winning hands of the fan test vectors (0-4 melds, every winning
 * form and situation), one hand per call in file order, so every hand is scored equally often. Measured
 * as calls per second because that is how the reference calculator's speed is quoted (about 350,000 per
 * second single-threaded).
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar FanBenchmark}, or with
 * {@code -p vectors=/path/to/fans.jsonl} for another copy of the file.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class FanBenchmark {
  /** The fan vectors file, one JSON record per line. */
  @Param("../shared/vectors/mcr/fans.jsonl")
  String vectors;

  private final FanCalculator calculator = FanCalculator.standard();
  private WinningHand[] hands;
  private int index;

  @Setup
  public void setup() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    List<WinningHand> list = new ArrayList<>();
    try (BufferedReader reader = Files.newBufferedReader(Path.of(vectors))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          list.add(hand(mapper.readTree(line)));
        }
      }
    }
    hands = list.toArray(new WinningHand[0]);
  }

  private static WinningHand hand(JsonNode record) {
    Seat seat = Seat.of(record.get("seat_wind").asInt());
    List<Tile> concealed = new ArrayList<>();
    record.get("hand").forEach(code -> concealed.add(Tile.parse(code.asText())));
    List<Meld> melds = new ArrayList<>();
    for (JsonNode m : record.get("melds")) {
      Tile tile = Tile.parse(m.get("tiles").get(0).asText());
      boolean concealedKong = m.get("concealed").asBoolean();
      MeldKind kind = switch (m.get("type").asText()) {
        case "CHI" -> MeldKind.CHOW;
        case "PENG" -> MeldKind.PUNG;
        default -> concealedKong ? MeldKind.CONCEALED_KONG
            : m.path("promoted").asBoolean() ? MeldKind.ADDED_KONG : MeldKind.EXPOSED_KONG;
      };
      Tile claimed = concealedKong ? tile : Tile.parse(m.get("claimed").asText());
      melds.add(new Meld(kind, tile, claimed, Seat.of((seat.index() + 4 - m.get("from").asInt()) % 4)));
    }
    return new WinningHand(concealed, melds, Tile.parse(record.get("win_tile").asText()),
        record.get("self_drawn").asBoolean(), record.get("fourth_tile").asBoolean(),
        record.get("about_kong").asBoolean(), record.get("wall_last").asBoolean(), Wind.ofSeat(seat, Seat.S0),
        Wind.of(record.get("prevalent_wind").asInt()), record.get("flowers").asInt());
  }

  @Benchmark
  public FanResult calculate() {
    int i = index;
    index = i + 1 == hands.length ? 0 : i + 1;
    return calculator.calculate(hands[i]);
  }
}
