package org.mjarena.arena.interop.botzone;

import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.Verdict;
import org.mjarena.arena.interop.sandbox.Sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mjarena.arena.interop.botzone.BotzoneSeatTest.TURNS;
import static org.mjarena.arena.interop.botzone.BotzoneSeatTest.WALL;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.arena.interop.botzone.BotzoneSeatTest.Recorder;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * External bots in every I/O mode and every misbehaviour, playing seats 0, 2 and 3 of the worked
 * example of {@code botzone-protocol.md} section 6 (seat 1 is played in process).
 */
final class BotProcessTest {
  static final Path BOTS = Path.of("src/test/resources/org/mjarena/arena/interop/botzone/bots");

  /**
   * The limit of the bots that must not time out: far beyond their needs (a few milliseconds), so that a
   * loaded machine cannot fail the test.
   */
  static final int RELAXED_MS = 30_000;
  /**
   * The table's own limit of one decision, above the bots' (whose time-outs are the platform's TLE, which
   * these tests check): one decision of a seat may take several answers of its bot, each a process started
   * afresh for a one-shot bot, which a loaded machine makes slow.
   */
  static final int TABLE_MS = 10 * RELAXED_MS;

  @TempDir
  Path tmp;

  @Test
  void envelopes_seatOneTurnFour_asInSection6() {
    List<String> requests = List.of("0 1 1", "1 0 0 0 0 W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9", "3 0 DRAW", "3 0 PLAY B9");
    List<String> responses = List.of("PASS", "PASS", "PASS");
    assertThat(BotzoneEnvelope.JSON.fullInput(requests, responses, "", "")).isEqualTo(
        "{\"requests\":[\"0 1 1\",\"1 0 0 0 0 W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9\",\"3 0 DRAW\",\"3 0 PLAY B9\"],"
            + "\"responses\":[\"PASS\",\"PASS\",\"PASS\"]}\n");
    assertThat(BotzoneEnvelope.SIMPLE.fullInput(requests, responses, "", "")).isEqualTo("""
        4
        0 1 1
        PASS
        1 0 0 0 0 W1 W2 W3 T4 T5 T6 B5 B5 B7 B8 F1 J2 T9
        PASS
        3 0 DRAW
        PASS
        3 0 PLAY B9
        """);
    assertThat(BotzoneEnvelope.JSON.nextInput("2 T6")).isEqualTo("\"2 T6\"\n");
    assertThat(BotzoneEnvelope.SIMPLE.nextInput("2 T6")).isEqualTo("2 T6\n");
  }

  @Test
  void envelopes_dataAndGlobaldataCarried() {
    assertThat(BotzoneEnvelope.JSON.fullInput(List.of("0 1 1"), List.of(), "d", "g"))
        .isEqualTo("{\"requests\":[\"0 1 1\"],\"responses\":[],\"data\":\"d\",\"globaldata\":\"g\"}\n");
    assertThat(BotzoneEnvelope.SIMPLE.fullInput(List.of("0 1 1"), List.of(), "", "g")).isEqualTo("1\n0 1 1\n\ng\n");
  }

  @Test
  void read_lenient() {
    assertThat(BotzoneEnvelope.JSON.read("\n{\n  \"response\": \"CHI B8 F1\",\n  \"debug\": \"x\",\n  \"data\": \"k\"\n}"))
        .isEqualTo(new BotzoneEnvelope.Answer("CHI B8 F1", java.util.Optional.of("k"), java.util.Optional.empty()));
    assertThat(BotzoneEnvelope.SIMPLE.read("\nPENG J2\ndebug\ndata\nglobal").response()).isEqualTo("PENG J2");
    assertThat(BotzoneEnvelope.SIMPLE.read("HU").response()).isEqualTo("HU");
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource({
      "oneshot.sh, simple, ok",
      "oneshot.sh, json, pretty",
      "resident.py, simple, ok",
      "resident.py, json, once"})
  void workedExample_externalBots_sameRequestsAndResult(String bot, String io, String mode) throws IOException {
    boolean resident = bot.endsWith(".py");
    List<Path> transcripts = new ArrayList<>();
    BotLog log = new BotLog();
    Player[] players = new Player[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      Path transcript = tmp.resolve("seat" + s + ".txt");
      transcripts.add(transcript);
      players[s] = s == 1 ? new BotzoneSeat(new Recorder(BotzoneSeatTest.seatOne()), log)
          : new BotzoneSeat(new BotProcess(command(bot, io, resident, RELAXED_MS, transcript.toString(), mode), log,
              new AtomicReference<>(""), new AnswerTimes()), log);
    }
    GameOutcome outcome = play(Map.of(), players);
    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    List<List<String>> expected = BotzoneSeatTest.column(TURNS);
    for (int s : new int[] {0, 2, 3}) {
      List<String> got = Files.readAllLines(transcripts.get(s));
      assertThat(got).isNotEmpty();
      assertThat(expected.get(s)).as("seat %d", s).startsWith(got.toArray(new String[0]));
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "sleep, TLE",
      "hang, TLE",
      "crash, RE",
      "flood, RE",
      "garbage, WA",
      "falsewin, WA"})
  void misbehaviour_dealerSanctionedOnItsFirstDraw(String mode, String verdict) throws IOException {
    BotLog log = new BotLog();
    Path logFile = tmp.resolve("bots/bad.log");
    log.writeTo(logFile);
    // Only the bots that are meant to be late get a short limit: a loaded machine may take longer than
    // that to start a shell, which must not turn a crash or a wrong answer into a time-out.
    Player[] players = players(log, "oneshot.sh", "simple", false, verdict.equals("TLE") ? 300 : RELAXED_MS, mode);
    GameOutcome outcome = play(Map.of(), players);
    ((BotzoneSeat) players[0]).close();
    log.flush();
    assertThat(outcome.offender()).contains(Seat.S0);
    assertThat(outcome.points()).containsExactly(-30, 10, 10, 10);
    assertThat(outcome.faults().get(outcome.faults().size() - 1).kind()).isEqualTo(Verdict.valueOf(verdict).kind());
    // The driver found the false win: the seat logs it when told the game is over.
    ((BotzoneSeat) players[0]).gameEnded(Seat.S0, outcome);
    log.flush();
    String text = Files.readString(logFile);
    assertThat(text).contains("request: 2 B9").contains(verdict.equals("WA") && mode.equals("falsewin") ? "not legal" : verdict);
    if (mode.equals("crash")) {
      assertThat(text).contains("crashing on purpose");
    }
    assertThat(text.length()).isLessThanOrEqualTo((int) BotLog.MAX_BYTES + 200);
  }

  @Test
  void misbehaviour_defaultActionPolicy_handGoesOn() {
    BotLog log = new BotLog();
    Player[] players = players(log, "oneshot.sh", "simple", false, RELAXED_MS, "garbage");
    GameOutcome outcome = play(Map.of("on_error", "default-action"), players);
    assertThat(outcome.offender()).isEmpty();
    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    assertThat(outcome.faults()).isNotEmpty().allSatisfy(f -> assertThat(f.seat()).isNotEqualTo(Seat.S1));
  }

  @Test
  void residentTimeOut_isTle() {
    BotLog log = new BotLog();
    Player[] players = players(log, "resident.py", "simple", true, 500, "sleep");
    GameOutcome outcome = play(Map.of(), players);
    assertThat(outcome.offender()).contains(Seat.S0);
    assertThat(outcome.reason()).startsWith("TLE: ");
  }

  /**
   * A resident bot that burns CPU between turns (a child spinning in the background) is charged for it at its
   * next answer, as on Botzone: TLE once the CPU time since its last answer passes the limit, though every
   * answer comes at once.
   */
  @Test
  void residentBurningCpuBetweenTurns_lateAtItsNextAnswer() throws Exception {
    Assumptions.assumeTrue(Sandbox.limitsMemory(), "no CPU accounting here (it needs root and cgroup v1): not tested");
    Path bot = Files.writeString(tmp.resolve("spinner.sh"), """
        read -r n; read -r request
        echo PASS; echo '>>>BOTZONE_REQUEST_KEEP_RUNNING<<<'
        (while :; do :; done) &
        while read -r request; do echo PASS; echo '>>>BOTZONE_REQUEST_KEEP_RUNNING<<<'; done
        """);
    List<String> argv = List.of(interpreter("spinner.sh"), bot.toString());
    BotProcess.Command command = new BotProcess.Command(argv, BotzoneEnvelope.SIMPLE, true, 300, tmp,
        Sandbox.of(Settings.of(Sandbox.PARAMETERS, Map.of(), "the bot"), argv, Path.of(argv.get(0)), tmp));
    BotProcess process = new BotProcess(command, new BotLog(), new AtomicReference<>(""), new AnswerTimes());
    try {
      assertThat(process.respond("0 0 1")).isEqualTo("PASS");
      Thread.sleep(1000);
      assertThatThrownBy(() -> process.respond("3 1 DRAW")).hasMessageStartingWith("TLE: used ")
          .hasMessageContaining("ms of CPU time, over the limit of 300 ms");
    } finally {
      process.close();
    }
  }

  /** A child the bot leaves behind dies with it, also one that ignores TERM (KILL follows, to the bot's process group). */
  @ParameterizedTest
  @ValueSource(strings = {"child", "stubborn"})
  void leftoverChildren_killedWithTheBot(String mode) throws Exception {
    BotLog log = new BotLog();
    Path transcript = tmp.resolve(mode + ".txt");
    Player[] players = new Player[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      players[s] = s == 1 ? new BotzoneSeat(new Recorder(BotzoneSeatTest.seatOne()), log)
          : new BotzoneSeat(new BotProcess(command("oneshot.sh", "simple", false, RELAXED_MS,
              s == 0 ? transcript.toString() : "-", s == 0 ? mode : "ok"), log, new AtomicReference<>(""), new AnswerTimes()), log);
    }
    GameOutcome outcome = play(Map.of(), players);
    assertThat(outcome.points()).containsExactly(-27, 81, -27, -27);
    List<String> children = Files.readAllLines(Path.of(transcript + ".child"));
    assertThat(children).isNotEmpty();
    for (String pid : children) {
      ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(h -> {
        h.onExit().completeOnTimeout(h, 10, java.util.concurrent.TimeUnit.SECONDS).join(); // a loaded machine is slow
      });
      assertThat(ProcessHandle.of(Long.parseLong(pid.strip())).map(ProcessHandle::isAlive)).isNotEqualTo(java.util.Optional.of(true));
    }
  }

  private Player[] players(BotLog log, String bot, String io, boolean resident, int limitMs, String seatZeroMode) {
    Player[] players = new Player[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      players[s] = s == 1 ? new BotzoneSeat(new Recorder(BotzoneSeatTest.seatOne()), log)
          : new BotzoneSeat(new BotProcess(command(bot, io, resident, s == 0 ? limitMs : RELAXED_MS, "-",
              s == 0 ? seatZeroMode : "ok"), log, new AtomicReference<>(""), new AnswerTimes()), log);
    }
    return players;
  }

  static BotProcess.Command command(String bot, String io, boolean resident, int limitMs, String transcript, String mode) {
    return new BotProcess.Command(List.of(interpreter(bot),
        BOTS.resolve(bot).toAbsolutePath().toString(), io, transcript, mode), BotzoneEnvelope.byId(io), resident, limitMs,
        Path.of("").toAbsolutePath(), Sandbox.off(Path.of("")));
  }

  /**
   * The interpreter of a test bot. Python is taken from /usr/bin when there, as a version manager's shim
   * on the PATH (pyenv) can take longer to start than the bot's whole game.
   */
  static String interpreter(String bot) {
    if (bot.endsWith(".py")) {
      Path system = Path.of("/usr/bin/python3");
      return Files.isExecutable(system) ? system.toString() : ExternalProcess.program("python3", Path.of(".")).toString();
    }
    return ExternalProcess.program("bash", Path.of(".")).toString();
  }

  static GameOutcome play(Map<String, Object> extraRules, Player[] players) {
    Map<String, Object> rules = new java.util.HashMap<>(BotzoneImport.RULES);
    rules.put("time_per_decision_ms", TABLE_MS);
    rules.putAll(extraRules);
    Rules r = Rulebook.rules(Variant.MCR, rules);
    Game game = r.deal(DealSetup.of(Tiles.parse(WALL).stream().mapToInt(Tile::index).toArray(), Wind.SOUTH));
    try {
      return new Driver().play(game, players);
    } finally {
      for (Player p : players) {
        ((BotzoneSeat) p).close();
      }
    }
  }
}
