package org.mjarena.arena.interop.botzone;

import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.param.Settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.tournament.RoundTrip;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;

/**
 * Our agents seated through the Botzone protocol ({@code mjarena botzone-bot}: {@link AgentBot} behind
 * {@link BotSide}) play the same games as the same agents seated in process, event for event: in both
 * walls, in every envelope (JSON and simple, one-shot and resident), and once through a real process.
 */
final class AgentBotTest {
  /** Deterministic agents that claim, kong and win; their seeds are never drawn from in these games. */
  @org.junit.jupiter.api.io.TempDir
  Path tmp;

  private static final List<String> AGENTS = List.of("fanfou-op", "default-order", "fanfou-ba", "tsumogiri");

  /**
   * Resident bots play whole runs (every seat order of each deal); a one-shot bot is given the whole history
   * every turn, so it plays a few games only (0 deals: the first four seat orders of deal 0).
   */
  @ParameterizedTest(name = "{0} wall, {1} io, resident {2}, {3} deals")
  @CsvSource({
      "botzone-duplicate, json, true, 3",
      "botzone-duplicate, simple, true, 2",
      "shared, json, true, 3",
      "shared, simple, false, 0",
      "botzone-duplicate, json, false, 0"})
  void roundTrip_sameGamesAsInProcess(String wall, String io, boolean resident, int deals) throws Exception {
    Rules rules = Rulebook.rules(Variant.MCR, Map.of("wall", wall));
    BotzoneEnvelope envelope = BotzoneEnvelope.byId(io);
    // Entries 0 and 2 go through the protocol; with botzone-duplicate every seat order has a bot seat.
    Map<String, RoundTrip.Game> direct = RoundTrip.play(rules, AGENTS, deals, (entry, factory) -> factory);
    Map<String, RoundTrip.Game> asBots = RoundTrip.play(rules, AGENTS, deals, (entry, factory) -> entry % 2 == 1 ? factory
        : seed -> new BotzoneSeat(new InJvmBot(envelope, resident, () -> new AgentBot(rules, factory.create(seed))),
            new BotLog()));
    assertThat(asBots.keySet()).isEqualTo(direct.keySet()).hasSize(deals == 0 ? 4 : deals * 24);
    for (String job : direct.keySet()) {
      assertThat(asBots.get(job).events()).as("game %s", job).isEqualTo(direct.get(job).events());
      assertThat(asBots.get(job).outcome().faults()).as("game %s", job).isEmpty();
    }
    // The bots' answers went beyond discards and passes: claims, kongs or wins went through the protocol.
    assertThat(InJvmBot.CLAIMS.getAndSet(0)).isPositive();
  }

  @Test
  void realProcess_residentJson_sameGameAsInProcess() throws Exception {
    // The table's own limit is kept above the bot's, which covers the bot's start on a loaded machine.
    Rules rules = Rulebook.rules(Variant.MCR, Map.of("wall", "botzone-duplicate", "time_per_decision_ms", 120_000));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> argv = List.of(java, "-cp", System.getProperty("java.class.path"), "org.mjarena.arena.cli.Main",
        "botzone-bot", "--agent", "fanfou-op");
    // In the box lineups put bots in, a JVM's memory set as a lineup would set it.
    BotProcess.Command command = new BotProcess.Command(argv, BotzoneEnvelope.JSON, true, 60_000, Path.of("."),
        Sandbox.of(Settings.of(Sandbox.PARAMETERS, Map.of("memory_limit_mb", 1024), "the bot"), argv, Path.of(java),
            Path.of(".")));
    RoundTrip.Game direct = RoundTrip.first(rules, AGENTS, (entry, factory) -> factory);
    BotLog log = new BotLog();
    Path logFile = tmp.resolve("bot.log");
    log.writeTo(logFile);
    RoundTrip.Game asBot = RoundTrip.first(rules, AGENTS, (entry, factory) -> entry != 0 ? factory
        : seed -> new BotzoneSeat(new BotProcess(command, log, new AtomicReference<>(""), new AnswerTimes()), log));
    assertThat(asBot.outcome().faults()).as(logText(log, logFile)).isEmpty();
    assertThat(asBot.events()).isEqualTo(direct.events());
  }

  @Test
  void oneShotInput_answersTheLastRequest_inTheInputsStyle() throws IOException {
    // Seat 0 at turn 3 of the worked example (botzone-protocol.md section 6), played by default-order, which
    // discards honours first, dragons first: of J1 F4 F3 it plays the red dragon.
    List<String> requests = List.of("0 0 1", "1 0 0 0 0 T3 T9 J1 T8 T6 W8 W5 T3 F4 B7 T3 F3 W9", "2 B9");
    List<String> responses = List.of("PASS", "PASS");
    Rules rules = Rulebook.rules(Variant.MCR, BotzoneImport.RULES);
    AgentFactory order = AgentRegistry.byId("default-order").factory(Map.of());
    String json = oneShot(BotzoneEnvelope.JSON.fullInput(requests, responses, "", ""),
        () -> new AgentBot(rules, order.create(0)));
    String simple = oneShot(BotzoneEnvelope.SIMPLE.fullInput(requests, responses, "", ""),
        () -> new AgentBot(rules, order.create(0)));
    assertThat(json).isEqualTo("{\"response\":\"PLAY J1\"}\n");
    assertThat(simple).isEqualTo("PLAY J1\n");
  }

  @Test
  void badInput_saysWhy() {
    Rules rules = Rulebook.rules(Variant.MCR, BotzoneImport.RULES);
    AgentFactory order = AgentRegistry.byId("default-order").factory(Map.of());
    assertThatThrownBy(() -> oneShot("hello\n", () -> new AgentBot(rules, order.create(0))))
        .isInstanceOf(BotSide.BadInput.class).hasMessageContaining("neither a JSON object nor a simple-I/O turn count");
    assertThatThrownBy(() -> oneShot("1\n2 W1\n", () -> new AgentBot(rules, order.create(0))))
        .isInstanceOf(BotSide.BadInput.class).hasMessageContaining("the first request must be '0 <seat> <quan>'");
    assertThatThrownBy(() -> oneShot("2\n0 1 1\nPASS\n3 0 PLAY X9\n", () -> new AgentBot(rules, order.create(0))))
        .isInstanceOf(BotSide.BadInput.class).hasMessageContaining("request '3 0 PLAY X9' cannot follow '0 1 1'");
  }

  private static String logText(BotLog log, Path file) {
    log.flush();
    try {
      return java.nio.file.Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String oneShot(String input, java.util.function.Supplier<AgentBot> bot) throws IOException {
    StringWriter out = new StringWriter();
    BotSide.serve(new BufferedReader(new StringReader(input)), out, bot, false);
    return out.toString();
  }

  /**
   * An {@link AgentBot} behind {@link BotSide}, in this JVM: each request goes through the envelope as
   * {@link BotProcess} writes it, and each answer is read back as {@link BotProcess} reads it. One-shot,
   * every turn is a new {@link BotSide} with the whole history; resident, one {@link BotSide} on a thread
   * reads the requests from a pipe.
   */
  private static final class InJvmBot implements BotzoneBot {
    /** The answers that were neither a pass nor a discard. */
    static final java.util.concurrent.atomic.AtomicInteger CLAIMS = new java.util.concurrent.atomic.AtomicInteger();
    private final BotzoneEnvelope io;
    private final boolean resident;
    private final java.util.function.Supplier<AgentBot> newBot;
    private final List<String> requests = new ArrayList<>();
    private final List<String> responses = new ArrayList<>();
    private Writer toBot;
    private BufferedReader fromBot;
    private Thread serving;
    private volatile Exception failure;

    InJvmBot(BotzoneEnvelope io, boolean resident, java.util.function.Supplier<AgentBot> newBot) {
      this.io = io;
      this.resident = resident;
      this.newBot = newBot;
    }

    @Override
    public String respond(String request) {
      requests.add(request);
      try {
        String output = resident ? residentAnswer(request) : oneShot(io.fullInput(requests, responses, "", ""), newBot);
        String response = io.read(output).response();
        responses.add(response);
        if (!response.equals("PASS") && !response.startsWith("PLAY ")) {
          CLAIMS.incrementAndGet();
        }
        return response;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private String residentAnswer(String request) throws IOException {
      if (serving == null) {
        PipedOutputStream in = new PipedOutputStream();
        PipedInputStream botIn = new PipedInputStream(in, 1 << 16);
        PipedInputStream out = new PipedInputStream(1 << 16);
        PipedOutputStream botOut = new PipedOutputStream(out);
        toBot = new OutputStreamWriter(in, StandardCharsets.UTF_8);
        fromBot = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8));
        serving = new Thread(() -> {
          try (Writer w = new OutputStreamWriter(botOut, StandardCharsets.UTF_8)) {
            BotSide.serve(new BufferedReader(new InputStreamReader(botIn, StandardCharsets.UTF_8)), w, newBot, true);
          } catch (IOException | RuntimeException e) {
            failure = e;
          }
        });
        serving.setDaemon(true);
        serving.start();
        toBot.write(io.fullInput(requests, responses, "", ""));
      } else {
        toBot.write(io.nextInput(request));
      }
      toBot.flush();
      StringBuilder output = new StringBuilder();
      for (String line = fromBot.readLine(); !BotzoneEnvelope.KEEP_RUNNING.equals(line); line = fromBot.readLine()) {
        if (line == null) {
          throw new IllegalStateException("the bot stopped: " + output, failure);
        }
        output.append(line).append('\n');
      }
      return output.toString();
    }

    @Override
    public void close() {
      if (serving != null) {
        try {
          toBot.close();
          serving.join(10_000);
        } catch (IOException | InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }
    }
  }
}
