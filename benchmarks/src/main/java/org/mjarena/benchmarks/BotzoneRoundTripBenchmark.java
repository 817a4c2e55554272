package org.mjarena.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.botzone.BotProcess;
import org.mjarena.arena.interop.botzone.BotzoneEnvelope;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.param.Settings;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One request to a resident (long-running) Botzone bot and its answer: what the adapter costs per
 * request beyond the bot's thinking. The bot is a bash loop that answers PASS to every line with shell
 * built-ins only, so it thinks about as little as a bot can; the figure is the pipe round trip
 * (write, the bot's read and print, the read up to the marker) plus the envelope and parsing.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar BotzoneRoundTripBenchmark} (sample mode: look at
 * the p0.50 line).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BotzoneRoundTripBenchmark {
  /** A resident bot in either I/O style: answers every request with PASS and the marker. */
  private static final String BOT = """
      read -r first
      [ "$1" = simple ] && read -r first
      while :; do
        if [ "$1" = simple ]; then echo PASS; else echo '{"response":"PASS"}'; fi
        echo '>>>BOTZONE_REQUEST_KEEP_RUNNING<<<'
        read -r line || exit 0
      done
      """;

  @Param({"simple", "json"})
  String io;

  private Path script;
  private BotProcess bot;
  private int turns;

  @Setup(Level.Trial)
  public void setup() throws IOException {
    script = Files.writeString(Files.createTempFile("resident-bot", ".sh"), BOT);
    start();
  }

  /** A new game every iteration, so the history the adapter keeps stays small. */
  @Setup(Level.Iteration)
  public void start() {
    if (bot != null) {
      bot.close();
    }
    List<String> argv = List.of("/bin/bash", script.toString(), io);
    Path folder = Path.of("").toAbsolutePath();
    // In the box a lineup gives a bot by default.
    Sandbox box = Sandbox.of(Settings.of(Sandbox.PARAMETERS, Map.of(), "the bot"), argv, Path.of(argv.get(0)), folder);
    bot = new BotProcess(new BotProcess.Command(argv, BotzoneEnvelope.byId(io), true, 10_000, folder, box), new BotLog(),
        new AtomicReference<>(""), new AnswerTimes());
    bot.respond("0 0 1");   // the cold start; from here on the bot is resident
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    bot.close();
    Files.deleteIfExists(script);
  }

  @Benchmark
  public String request() {
    return bot.respond((turns++ & 1) == 0 ? "3 1 DRAW" : "3 1 PLAY B9");
  }
}
