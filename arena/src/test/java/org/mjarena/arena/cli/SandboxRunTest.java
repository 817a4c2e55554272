package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.interop.sandbox.Sandbox;

/**
 * Issue 26's adversarial bots, each in a run of its own kind: bots that leave children behind (one with
 * {@code setsid}, one that ignores TERM), one that reads the run directory and another entry's folder, one
 * that connects to the host's loopback and to the internet, one that allocates without limit, one that
 * prints 10 MB. Each is contained, the faults are judged and counted, every game is played, and no
 * process of theirs is alive afterwards. Boxed where bubblewrap works (it must, with
 * {@code MJARENA_SANDBOX_TESTS=required}, which {@code .ci/run} sets); the fallback's guarantee (a child
 * that ignores TERM is killed) is checked unboxed.
 */
final class SandboxRunTest {
  private static final Path ADVERSARY = Path.of("src/test/resources/org/mjarena/arena/interop/botzone/bots/adversary.sh");
  /** How long the bots' children sleep: their mark in the process table. */
  private static final String CHILD = "sleep 31337";

  @TempDir
  Path dir;

  @BeforeEach
  void boxOrSkip() {
    if (!Sandbox.available() && "required".equals(System.getenv("MJARENA_SANDBOX_TESTS"))) {
      throw new IllegalStateException("MJARENA_SANDBOX_TESTS=required but bubblewrap cannot make a box here: install "
          + "Debian's bubblewrap (.ci/run does)");
    }
  }

  @Test
  void leftChildren_noneAliveAfterTheRun() throws Exception {
    Assumptions.assumeTrue(Sandbox.available(), "no bubblewrap: the box is not tested");
    JsonNode summary = run("leavers", "setsid", "stubborn", "on", 0);
    for (int e = 0; e < 2; e++) {
      assertThat(summary.path("agents").get(e).path("errors").toString()).isEqualTo("{\"tle\":0,\"re\":0,\"wa\":0,\"mle\":0}");
    }
    assertNoChildren();
  }

  @Test
  void unboxed_childIgnoringTerm_killedAfterTheTurn() throws Exception {
    JsonNode summary = run("fallback", "stubborn", "stubborn", "off", 0);
    assertThat(summary.path("agents").get(0).path("sandbox").asText()).startsWith("off");
    assertNoChildren();
  }

  /**
   * A run in a JVM of its own whose PATH has every program of /usr/bin but bubblewrap: it says once that the
   * programs run unboxed, {@code summary.json} says why for each external entry, and a child that ignores TERM
   * is still gone after the run.
   */
  @Test
  void noBubblewrap_saidOnceOnTheConsoleAndInTheSummary() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    try (var programs = Files.list(Path.of("/usr/bin"))) {
      for (Path p : (Iterable<Path>) programs::iterator) {
        if (!p.getFileName().toString().equals("bwrap")) {
          Files.createSymbolicLink(bin.resolve(p.getFileName()), p);
        }
      }
    }
    Path base = Files.createDirectories(dir.resolve("nobox"));
    Files.copy(ADVERSARY, base.resolve("bot.sh"));
    Path lineup = CliTestSupport.write(base, "lineup.yaml", """
        variant: mcr
        seed: 5
        deals: 1
        seat_orders: rotations
        rules: { wall: botzone-duplicate, time_per_decision_ms: 60000 }
        lineup:
          - { id: a, agent: botzone, params: { command: [bash, ./bot.sh, stubborn], io: simple, time_limit_ms: 10000 } }
          - { id: b, agent: botzone, params: { command: [bash, ./bot.sh, stubborn], io: simple, time_limit_ms: 10000 } }
          - { id: c, agent: default-order }
          - { id: d, agent: tsumogiri }
        """);
    Path out = base.resolve("out");
    String java = ProcessHandle.current().info().command().orElse("java");
    // The CLI's own logging, which shows warnings (the tests' shows only errors).
    ProcessBuilder pb = new ProcessBuilder(java, "-Dlogback.configurationFile=" + Path.of("src/main/resources/logback.xml")
        .toAbsolutePath(), "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
        lineup.toString(), "--out", out.toString(), "--record", "results", "--no-report")
        .redirectOutput(base.resolve("run.out").toFile()).redirectError(base.resolve("run.err").toFile());
    pb.environment().put("PATH", bin.toString());
    Process run = pb.start();
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String err = Files.readString(base.resolve("run.err"));
    assertThat(run.exitValue()).as(err).isZero();
    assertThat(err.split("external programs run unboxed", -1)).as(err).hasSize(2);
    assertThat(err).contains("bubblewrap (bwrap) is not installed");
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertThat(summary.path("games").asInt()).isEqualTo(4);
    for (int e = 0; e < 2; e++) {
      assertThat(summary.path("agents").get(e).path("sandbox").asText()).startsWith("none: bubblewrap (bwrap) is not installed");
    }
    assertThat(summary.path("agents").get(2).has("sandbox")).isFalse();
    assertNoChildren();
  }

  @Test
  void snoopAndNetwork_seeNothingReachNothing() throws Exception {
    Assumptions.assumeTrue(Sandbox.available(), "no bubblewrap: the box is not tested");
    try (ServerSocket host = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      JsonNode summary = run("spies", "snoop", "net", "on", host.getLocalPort());
      Path out = dir.resolve("spies").resolve("out");
      // A wrong answer is what either bot gives when it sees or reaches anything.
      for (int e = 0; e < 2; e++) {
        assertThat(summary.path("agents").get(e).path("errors").path("wa").asInt()).isZero();
      }
      String snoop = Files.readString(out.resolve("bots/snoop.log"));
      assertThat(snoop).contains("snoop: " + out + " holds []").contains("holds []").doesNotContain("run.json");
      String net = Files.readString(out.resolve("bots/net.log"));
      assertThat(net).contains("net: cannot connect to 127.0.0.1:" + host.getLocalPort())
          .contains("net: cannot connect to 1.1.1.1:80").doesNotContain("net: connected");
    }
  }

  /**
   * The run directory reached through a symbolic link (an {@code out} folder linked elsewhere): the box hides
   * the folder the link leads to. Bubblewrap cannot mount over a path that passes through a link, and every
   * program exited at once with status 1 before the paths were resolved.
   */
  @Test
  void runDirectoryThroughALink_hiddenAllTheSame() throws Exception {
    Assumptions.assumeTrue(Sandbox.available(), "no bubblewrap: the box is not tested");
    Path real = Files.createDirectories(dir.resolve("elsewhere"));
    Files.createDirectories(dir.resolve("linked"));
    Files.createSymbolicLink(dir.resolve("linked").resolve("out"), real);
    JsonNode summary = run("linked", "snoop", "setsid", "on", 0);
    for (int e = 0; e < 2; e++) {
      assertThat(summary.path("agents").get(e).path("errors").toString()).isEqualTo("{\"tle\":0,\"re\":0,\"wa\":0,\"mle\":0}");
    }
    assertThat(Files.readString(real.resolve("bots/snoop.log"))).contains("holds []").doesNotContain("run.json");
    assertNoChildren();
  }

  /**
   * The lineup's folder reached through a link in the box's private {@code /tmp} that leads out of it: the box
   * shows the folder the link leads to and starts the programs there.
   */
  @Test
  void lineupFolderThroughALinkOutOfTmp_playsAllTheSame() throws Exception {
    Assumptions.assumeTrue(Sandbox.available(), "no bubblewrap: the box is not tested");
    Path outside = Files.createTempDirectory(Path.of("/var/tmp"), "mjarena-sandbox-test");
    try {
      Files.createSymbolicLink(dir.resolve("elsewhere"), outside);
      JsonNode summary = run("elsewhere", "setsid", "setsid", "on", 0);
      for (int e = 0; e < 2; e++) {
        assertThat(summary.path("agents").get(e).path("errors").toString()).isEqualTo("{\"tle\":0,\"re\":0,\"wa\":0,\"mle\":0}");
      }
      assertNoChildren();
    } finally {
      try (var files = Files.walk(outside)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  @Test
  void hogAndFlood_judgedMemoryLimitAndRuntimeError() throws Exception {
    Assumptions.assumeTrue(Sandbox.limitsMemory(), "no memory limit here (it needs root and cgroup v1): not tested");
    JsonNode summary = run("greedy", "hog", "flood", "on", 0);
    JsonNode hog = summary.path("agents").get(0);
    JsonNode flood = summary.path("agents").get(1);
    assertThat(hog.path("errors").path("mle").asInt()).isPositive().isEqualTo(hog.path("sanctions").asInt());
    assertThat(hog.path("errors").path("re").asInt()).isZero();
    assertThat(flood.path("errors").path("re").asInt()).isPositive().isEqualTo(flood.path("sanctions").asInt());
    assertThat(Files.readString(dir.resolve("greedy/out/bots/hog.log"))).contains("MLE: killed over its memory limit");
  }

  /**
   * Runs one deal in its four rotations with the adversary in modes {@code a} and {@code b} as the first two
   * entries (each from a folder of its own, with a {@code targets} file naming the run directory, the other
   * bot's folder and the ports to try), and checks that every game was played.
   */
  private JsonNode run(String name, String a, String b, String sandbox, int port) throws Exception {
    Path base = Files.createDirectories(dir.resolve(name));
    Path out = base.resolve("out"); // a link to a folder elsewhere when the test made one
    for (String folder : List.of("a", "b")) {
      Path bot = Files.createDirectories(base.resolve("bots").resolve(folder));
      Files.copy(ADVERSARY, bot.resolve("bot.sh"), StandardCopyOption.REPLACE_EXISTING);
      Path other = base.resolve("bots").resolve(folder.equals("a") ? "b" : "a");
      Files.writeString(bot.resolve("targets"), "folder " + out + "\nfolder " + other + "\nport 127.0.0.1 " + port
          + "\nport 1.1.1.1 80\n");
    }
    Path lineup = CliTestSupport.write(base, "lineup.yaml", """
        variant: mcr
        seed: 5
        deals: 1
        seat_orders: rotations
        threads: 2
        rules: { wall: botzone-duplicate, time_per_decision_ms: 60000 }
        lineup:
          - id: %1$s
            agent: botzone
            params: { command: [bash, bots/a/bot.sh, %1$s], io: simple, time_limit_ms: 10000, sandbox: %4$s }
          - id: %3$s
            agent: botzone
            params: { command: [bash, bots/b/bot.sh, %2$s], io: simple, time_limit_ms: 10000, sandbox: %4$s }
          - { id: c, agent: default-order }
          - { id: d, agent: tsumogiri }
        """.formatted(a, b, b.equals(a) ? b + "2" : b, sandbox));
    CliTestSupport.Result r = CliTestSupport.run("run", lineup.toString(), "--out", out.toString(), "--force",
        "--record", "results");
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertThat(summary.path("games").asInt()).isEqualTo(4);
    assertThat(summary.path("complete").asBoolean()).isTrue();
    return summary;
  }

  /** No child of the bots is alive, a moment after the run. */
  private static void assertNoChildren() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    List<String> alive;
    do {
      Thread.sleep(50);
      alive = ProcessHandle.allProcesses().map(h -> h.info().commandLine().orElse(""))
          .filter(c -> c.contains(CHILD)).toList();
    } while (!alive.isEmpty() && System.nanoTime() < deadline);
    assertThat(alive).as("the bots' children alive after the run").isEmpty();
  }
}
