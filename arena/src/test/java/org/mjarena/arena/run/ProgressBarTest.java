package org.mjarena.arena.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

final class ProgressBarTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
  private final AtomicLong done = new AtomicLong();

  private String printed() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void close_beforeTheDelay_printsNothing() {
    try (ProgressBar bar = new ProgressBar(err, 100, done::get, false, 60_000, 10)) {
      done.set(40);
    }
    assertThat(printed()).isEmpty();
  }

  @Test
  void notATerminal_printsPlainLinesEndingWithTheFinalCount() {
    try (ProgressBar bar = new ProgressBar(err, 100, done::get, false, 0, 10)) {
      done.set(40);
    }
    assertThat(printed()).doesNotContain("\r").endsWith(System.lineSeparator());
    assertThat(printed().lines()).doesNotHaveDuplicates();
    String last = printed().lines().reduce((a, b) -> b).orElseThrow();
    assertThat(last).startsWith("playing  40% [").contains("40/100 games").contains("games/s").hasSizeLessThanOrEqualTo(ProgressBar.WIDTH);
  }

  @Test
  void terminal_redrawsOneLineAndClearsItAtTheEnd() throws InterruptedException {
    try (ProgressBar bar = new ProgressBar(err, 100, done::get, true, 0, 10)) {
      done.set(100);
      // The library draws on a thread of its own: wait for a line to be drawn before closing.
      for (int i = 0; i < 200 && printed().isEmpty(); i++) {
        Thread.sleep(10);
      }
    }
    assertThat(printed()).doesNotContain("\n").startsWith("\rplaying").contains("100/100 games")
        .endsWith("\r" + " ".repeat(ProgressBar.WIDTH) + "\r");
  }

  @Test
  void stderrIsTerminal_underTheTestRunner_isFalse() {
    // Surefire pipes the forked JVM's standard error.
    assertThat(ProgressBar.stderrIsTerminal()).isFalse();
  }
}
