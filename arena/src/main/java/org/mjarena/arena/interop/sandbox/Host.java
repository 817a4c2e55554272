package org.mjarena.arena.interop.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What this machine offers a box, found once per JVM: a working bubblewrap (its version), socat for an HTTP
 * service's bridge, the user's home to hide, and the cgroup v1 memory and CPU-accounting hierarchies in which
 * the arena may make groups of its own (it needs to be root for that).
 *
 * @param bwrap      the bubblewrap program, when it works
 * @param bubblewrap its version, e.g. "bubblewrap 0.8.0", when it works
 * @param missing    why there is no box, when bubblewrap does not work
 * @param socat      true when socat is on the PATH
 * @param home       the user's home, unless it is the root folder
 * @param memory     the folder of the arena's own memory control group, when the arena can make groups in it
 * @param cpu        the folder of the arena's own CPU-accounting control group, likewise
 * @param noCgroups  why there are no control groups, when there are none
 */
record Host(Path bwrap, Optional<String> bubblewrap, String missing, boolean socat, Optional<Path> home,
    Optional<Path> memory, Optional<Path> cpu, String noCgroups) {
  /** How long the trial box may take to start: far more than the few milliseconds it needs. */
  private static final long TRIAL_SECONDS = 10;

  /** The machine's offer, found on first use. */
  static Host get() {
    return Found.HOST;
  }

  /** True when the arena can make control groups for its boxes. */
  boolean cgroups() {
    return memory.isPresent() && cpu.isPresent();
  }

  /** Holds the host, found when first asked. */
  private static final class Found {
    static final Host HOST = find();
  }

  private static Host find() {
    Optional<Path> bwrap = onPath("bwrap");
    Optional<String> version = Optional.empty();
    String missing = "bubblewrap (bwrap) is not installed (Debian: apt-get install bubblewrap)";
    if (bwrap.isPresent()) {
      // A trial box: bubblewrap may be installed where user namespaces are not allowed.
      Ran trial = run(List.of(bwrap.get().toString(), "--ro-bind", "/", "/", "--unshare-pid", "--unshare-net",
          "--die-with-parent", "--", "true"));
      Ran asked = trial.ok() ? run(List.of(bwrap.get().toString(), "--version")) : trial;
      if (asked.ok()) {
        version = Optional.of(asked.out().strip());
      } else {
        missing = "bubblewrap cannot make a box here: " + asked.err().lines().findFirst().orElse("").strip();
      }
    }
    String home = System.getProperty("user.home", "/");
    Optional<Path> homePath = home.isEmpty() || Path.of(home).getNameCount() == 0 || !Files.isDirectory(Path.of(home))
        ? Optional.empty() : Optional.of(Path.of(home).toAbsolutePath().normalize());
    Optional<Path> memory = ControlGroup.own("memory");
    Optional<Path> cpu = ControlGroup.own("cpuacct");
    String noCgroups = memory.isPresent() && cpu.isPresent() ? ""
        : "the arena cannot make cgroup v1 memory and cpuacct groups here (it must run as root on a machine that "
            + "mounts them)";
    return new Host(bwrap.orElse(Path.of("bwrap")), version, missing, onPath("socat").isPresent(), homePath, memory, cpu,
        noCgroups);
  }

  /** What a short command did: whether it succeeded, and what it printed. */
  private record Ran(boolean ok, String out, String err) {}

  private static Ran run(List<String> argv) {
    try {
      Process p = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
      if (!p.waitFor(TRIAL_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Ran(false, "", "no answer within " + TRIAL_SECONDS + " s");
      }
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      return new Ran(p.exitValue() == 0, new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
          err.isBlank() ? "exit status " + p.exitValue() : err);
    } catch (IOException e) {
      return new Ran(false, "", e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Ran(false, "", "interrupted");
    }
  }

  /** The executable file {@code name} on the PATH. */
  private static Optional<Path> onPath(String name) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (!dir.isEmpty()) {
        Path p = Path.of(dir, name);
        if (Files.isRegularFile(p) && Files.isExecutable(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }
}
