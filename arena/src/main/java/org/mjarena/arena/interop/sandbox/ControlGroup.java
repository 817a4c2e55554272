package org.mjarena.arena.interop.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The cgroup v1 groups that hold one boxed program: one under the arena's own memory group, whose limit the
 * kernel enforces by killing the program (its {@code oom_kill} count then tells MLE from a crash), and one
 * under its own CPU-accounting group, which counts the CPU time of every process of the program together
 * (a per-process limit would miss the children it forks). A group is named {@code mjarena-PID-N}, PID the
 * arena's; groups left by an arena that was killed are removed when the next one starts.
 */
final class ControlGroup {
  private static final String PREFIX = "mjarena-";
  private static final AtomicLong NEXT = new AtomicLong();
  /** How often, and how long apart, removing a group whose last process is still exiting is tried again. */
  private static final int REMOVE_TRIES = 100;
  private static final long REMOVE_PAUSE_MILLIS = 5;

  private final Path memory;
  private final Path cpu;

  private ControlGroup(Path memory, Path cpu) {
    this.memory = memory;
    this.cpu = cpu;
  }

  /**
   * The folder of the arena's own group of the v1 hierarchy that has {@code controller}, when the arena may
   * make groups in it; groups left there by arenas no longer running are removed.
   */
  static Optional<Path> own(String controller) {
    try {
      Optional<Path> mount = Files.readAllLines(Path.of("/proc/self/mountinfo")).stream()
          .map(line -> line.split(" - ", 2)).filter(halves -> halves.length == 2)
          .filter(halves -> halves[1].startsWith("cgroup ")
              && List.of(halves[1].split(" ")[2].split(",")).contains(controller))
          .map(halves -> Path.of(halves[0].split(" ")[4])).findFirst();
      if (mount.isEmpty()) {
        return Optional.empty();
      }
      Optional<String> path = Files.readAllLines(Path.of("/proc/self/cgroup")).stream().map(line -> line.split(":", 3))
          .filter(f -> f.length == 3 && List.of(f[1].split(",")).contains(controller)).map(f -> f[2]).findFirst();
      if (path.isEmpty()) {
        return Optional.empty();
      }
      Path dir = mount.get().resolve(path.get().substring(1));
      removeLeftovers(dir);
      Path probe = dir.resolve(PREFIX + ProcessHandle.current().pid() + "-probe");
      Files.createDirectory(probe);
      Files.delete(probe);
      return Optional.of(dir);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** New groups, the memory one limited to {@code memoryBytes}. */
  static ControlGroup create(Host host, long memoryBytes) throws IOException {
    String name = PREFIX + ProcessHandle.current().pid() + "-" + NEXT.incrementAndGet();
    Path memory = Files.createDirectory(host.memory().orElseThrow().resolve(name));
    Path cpu;
    try {
      write(memory.resolve("memory.limit_in_bytes"), memoryBytes);
      Path swap = memory.resolve("memory.memsw.limit_in_bytes");
      if (Files.exists(swap)) {
        // Memory and swap together: a program must not escape the limit into swap.
        write(swap, memoryBytes);
      }
      cpu = Files.createDirectory(host.cpu().orElseThrow().resolve(name));
    } catch (IOException e) {
      Files.deleteIfExists(memory);
      throw e;
    }
    return new ControlGroup(memory, cpu);
  }

  /**
   * The command line that puts itself in the groups and then runs the rest: the program is in its groups
   * before it runs its first instruction. Exit status 125 when it cannot join them.
   */
  List<String> enter() {
    return List.of("sh", "-c", "echo $$ >\"$0\" && echo $$ >\"$1\" || exit 125; shift; exec \"$@\"",
        memory.resolve("cgroup.procs").toString(), cpu.resolve("cgroup.procs").toString());
  }

  /** True when the kernel killed a process of the group for going over its memory limit. */
  boolean outOfMemory() {
    try {
      return Files.readAllLines(memory.resolve("memory.oom_control")).stream().map(String::strip)
          .anyMatch(line -> line.startsWith("oom_kill ") && !line.equals("oom_kill 0"));
    } catch (IOException e) {
      return false;
    }
  }

  /** The CPU time the group's processes have used, in nanoseconds. */
  OptionalLong cpuNanos() {
    try {
      return OptionalLong.of(Long.parseLong(Files.readString(cpu.resolve("cpuacct.usage")).strip()));
    } catch (IOException | NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** Removes the groups, once their last process is gone. */
  void remove() {
    for (Path dir : List.of(memory, cpu)) {
      for (int i = 0; i < REMOVE_TRIES && Files.exists(dir); i++) {
        try {
          Files.delete(dir);
        } catch (IOException e) {
          pause();
        }
      }
    }
  }

  private static void pause() {
    try {
      Thread.sleep(REMOVE_PAUSE_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void write(Path file, long value) throws IOException {
    Files.writeString(file, Long.toString(value), StandardCharsets.US_ASCII);
  }

  /** Removes the empty groups of arenas no longer running. */
  private static void removeLeftovers(Path dir) throws IOException {
    try (DirectoryStream<Path> groups = Files.newDirectoryStream(dir, PREFIX + "*")) {
      for (Path g : groups) {
        String[] parts = g.getFileName().toString().split("-");
        try {
          if (parts.length == 3 && ProcessHandle.of(Long.parseLong(parts[1])).isEmpty()) {
            Files.delete(g);
          }
        } catch (NumberFormatException | IOException e) {
          // not one of ours, or not empty: left alone
        }
      }
    }
  }
}
