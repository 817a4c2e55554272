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
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
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
 * MCR win distance over the hands of the shanten test vectors (13 tiles, 0-4 melds), one hand per
 * call in file order: the basic form alone, and all five forms with their effective tiles. Measured
 * as calls per second because that is how the Botzone reference calculator's speed is quoted.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar WinDistanceBenchmark}, or with
 * {@code -p vectors=/path/to/shanten.jsonl} for another copy of the file.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class WinDistanceBenchmark {
  /** The shanten vectors file, one JSON record per line. */
  @Param("../shared/vectors/mcr/shanten.jsonl")
  String vectors;

  private int[][] counts;
  private int[] melds;
  private int index;

  @Setup
  public void setup() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    List<int[]> hands = new ArrayList<>();
    List<Integer> meldCounts = new ArrayList<>();
    try (BufferedReader reader = Files.newBufferedReader(Path.of(vectors))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode record = mapper.readTree(line);
        int[] c = new int[Tile.KINDS];
        for (JsonNode code : record.get("hand")) {
          c[Tile.parse(code.asText()).index()]++;
        }
        hands.add(c);
        meldCounts.add(record.get("melds").size());
      }
    }
    counts = hands.toArray(new int[0][]);
    melds = meldCounts.stream().mapToInt(Integer::intValue).toArray();
  }

  private int next() {
    int i = index;
    index = i + 1 == counts.length ? 0 : i + 1;
    return i;
  }

  @Benchmark
  public int basic() {
    int i = next();
    return WinDistanceCalculator.basic(counts[i], melds[i]);
  }

  @Benchmark
  public WinDistance allFormsWithUseful() {
    int i = next();
    return WinDistanceCalculator.all(counts[i], melds[i]);
  }
}
