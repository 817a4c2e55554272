package org.mjarena.arena.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The Python package's own tests ({@code python/tests}, pytest), run by the Java suite so that
 * {@code mvn test} covers them: with the first Python that has JPype and pytest ({@code python3} on the
 * PATH, then Debian's {@code /usr/bin/python3}), given this suite's class path instead of the CLI jar,
 * which {@code mvn test} does not build. Skipped where no Python has both, unless
 * {@code MJARENA_PYTHON_TESTS=required} (set by {@code .ci/run}, which installs them), when it fails.
 */
final class PythonPackageTest {
  private static final Path TESTS = Path.of("..", "python", "tests");
  private static final long LIMIT_SECONDS = 600;

  @Test
  void pytest_everyTestPassesNoneSkipped() throws Exception {
    Optional<String> python = pythonWithJpype();
    if (python.isEmpty() && "required".equals(System.getenv("MJARENA_PYTHON_TESTS"))) {
      throw new IllegalStateException("MJARENA_PYTHON_TESTS=required but no Python here has JPype and pytest: install "
          + "Debian's python3-jpype, python3-numpy and python3-pytest (.ci/run does)");
    }
    Assumptions.assumeTrue(python.isPresent(), "no Python with JPype and pytest: the Python package is not tested");
    ProcessBuilder pb = new ProcessBuilder(python.get(), "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
        TESTS.toString()).redirectErrorStream(true);
    pb.environment().put("MJARENA_CLASSPATH", System.getProperty("java.class.path"));
    Process p = pb.start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    String text = new String(out, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(text).isZero();
    assertThat(text).as(text).contains(" passed").doesNotContain("skipped");
  }

  /** The first of {@code python3} on the PATH and {@code /usr/bin/python3} that imports jpype and pytest. */
  private static Optional<String> pythonWithJpype() throws InterruptedException {
    for (String python : List.of("python3", "/usr/bin/python3")) {
      try {
        Process p = new ProcessBuilder(python, "-c", "import jpype, pytest").redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
          return Optional.of(python);
        }
        p.destroyForcibly();
      } catch (IOException e) {
        // not there
      }
    }
    return Optional.empty();
  }
}
