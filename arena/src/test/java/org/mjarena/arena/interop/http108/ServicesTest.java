package org.mjarena.arena.interop.http108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.param.Settings;

/**
 * Services started from a command (the tests' Python tiny AI): a late reply kills the service, which is
 * started again for the next request and counted; a service that cannot start is a runtime error.
 */
final class ServicesTest {
  private static final Path TINY_AI = Path.of("src/test/resources/org/mjarena/arena/interop/http108/tiny_ai.py").toAbsolutePath();
  private static final String REQUEST = new PlatformRequest(1, 0, "C1C2C3C4C5C6C7C8C9D1D2D3D4", "", "", "",
      List.of("0,Discard,B1"), "").toJson();

  @TempDir
  Path dir;

  @Test
  void lateReply_serviceKilledThenStartedAgain() throws Exception {
    BotLog log = new BotLog();
    log.writeTo(dir.resolve("ai.log"));
    try (Services services = started(List.of(python(), TINY_AI.toString(), "{port}", "slow:2"), dir, 1000,
        20_000, log, new AnswerTimes())) {
      Services.Lease lease = services.lease();
      assertThat(lease.post(REQUEST)).contains("\"Pass\"");
      assertThatThrownBy(() -> lease.post(REQUEST)).hasMessage("TLE: no reply within 1000 ms");
      assertThat(lease.post(REQUEST)).contains("\"Pass\"");
      assertThat(services.restarts()).isEqualTo(1);
      lease.close();
    }
    log.flush();
    assertThat(Files.readString(dir.resolve("ai.log"))).contains("had been killed by the arena");
  }

  @Test
  void chattyService_itsStdoutIsReadSoItNeverBlocks() {
    // 100 kB a request: a pipe nobody read would stop the service at its first answer.
    try (Services services = started(List.of(python(), TINY_AI.toString(), "{port}", "chatty"), dir, 10_000,
        20_000, new BotLog(), new AnswerTimes())) {
      Services.Lease lease = services.lease();
      for (int i = 0; i < 10; i++) {
        assertThat(lease.post(REQUEST)).contains("\"Pass\"");
      }
    }
  }

  /** A service the kernel kills over its box's memory limit while it answers: MLE, not RE. */
  @Test
  void serviceOverItsMemoryLimit_memoryLimitExceeded() {
    Assumptions.assumeTrue(Sandbox.limitsMemory(), "no memory limit here (it needs root and cgroup v1): not tested");
    List<String> argv = List.of(python(), TINY_AI.toString(), "{port}", "hog");
    Sandbox box = Sandbox.of(Settings.of(Sandbox.PARAMETERS, Map.of("memory_limit_mb", 64), "the service"), argv,
        Path.of(argv.get(0)), dir);
    try (Services services = Services.started(box, argv, dir, 10_000, 20_000, new BotLog(), new AnswerTimes())) {
      assertThatThrownBy(() -> services.lease().post(REQUEST))
          .hasMessage("MLE: the service was killed over its memory limit (memory_limit_mb) while answering");
    }
  }

  @Test
  void serviceThatExitsAtOnce_runtimeError() {
    try (Services services = started(List.of(python(), "-c", "import sys; sys.exit(4)", "{port}"), dir, 1000,
        20_000, new BotLog(), new AnswerTimes())) {
      assertThatThrownBy(() -> services.lease().post(REQUEST))
          .hasMessage("RE: the service exited with status 4 before answering GET /");
    }
  }

  /** Services started from {@code argv} in the box a lineup entry gets by default. */
  private Services started(List<String> argv, Path dir, int limitMillis, int startLimitMillis, BotLog log, AnswerTimes times) {
    Sandbox box = Sandbox.of(Settings.of(Sandbox.PARAMETERS, Map.of(), "the service"), argv, Path.of(argv.get(0)), dir);
    return Services.started(box, argv, dir, limitMillis, startLimitMillis, log, times);
  }

  private static String python() {
    return ExternalProcess.program("python3", Path.of(".")).toString();
  }
}
