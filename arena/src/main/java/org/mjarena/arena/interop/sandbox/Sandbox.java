package org.mjarena.arena.interop.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The box the programs of one lineup entry run in, as Botzone runs every bot in one: with bubblewrap
 * ({@code bwrap}), each program gets a PID namespace of its own that dies with it (nothing it starts
 * outlives it), no network (an HTTP service only the loopback the arena reaches it on, through a Unix
 * socket), no capabilities, and a read-only view of the file system in which the user's home, the run
 * directory and the other entries' folders are hidden, and {@code /tmp} is a private, empty one. Where the
 * machine lets the arena make control groups (cgroup v1, as root), the program also lives under a memory
 * limit, and its CPU time is measured, so that going over the memory is judged MLE and a turn's CPU time
 * can be held to the turn's limit.
 *
 * <p>What the program still sees: the rest of the file system, read-only, its working folder (the lineup
 * file's) among it, and the folders under the home or {@code /tmp} that hold its program or files named on its
 * command line (the whole top-level folder each lies in, such as {@code ~/.pyenv}), also read-only.
 *
 * <p>Without bubblewrap the programs run with the user's rights (the run says so once, and
 * {@link #describe} says so in {@code summary.json}); the caller then ends each program's process tree itself.
 * {@code sandbox: off} asks for that on purpose, for debugging; {@code sandbox: required} refuses to run
 * without the box.
 */
public final class Sandbox {
  /** How an entry asks to be boxed. */
  public enum Mode {
    /** In the box where bubblewrap works, else unboxed with a warning. */
    ON,
    /** Never boxed: for debugging a program. */
    OFF,
    /** In the box, or the lineup is refused. */
    REQUIRED
  }

  /** Botzone's default memory limit ({@code botzone-protocol.md} section 5.4). */
  static final int DEFAULT_MEMORY_MB = 256;
  private static final int MIN_MEMORY_MB = 16;
  private static final int MAX_MEMORY_MB = 1 << 20;
  /** Where the host part of an HTTP service's bridge listens, in a folder the service's box shares. */
  private static final String SOCKET = "http.sock";
  private static final Logger log = LoggerFactory.getLogger(Sandbox.class);
  /** Set once the run was told that programs run unboxed. */
  private static final AtomicBoolean WARNED = new AtomicBoolean();

  /** The lineup parameters of every entry played by external programs. */
  public static final List<Parameter> PARAMETERS = List.of(
      Parameter.choice("sandbox", "on", List.of("on", "off", "required"), "on: each program runs in a bubblewrap box "
          + "(own PID namespace, no network, read-only files, home and run directory hidden, memory limit), or unboxed "
          + "with a warning where bubblewrap is missing; off: unboxed, for debugging; required: boxed or refused"),
      Parameter.integer("memory_limit_mb", DEFAULT_MEMORY_MB, MIN_MEMORY_MB, MAX_MEMORY_MB, "the memory limit of each "
          + "program in the box, its private /tmp included; going over it is judged MLE (needs control groups: cgroup "
          + "v1, run as root)"));

  private final Mode mode;
  private final long memoryBytes;
  /** The paths the program needs: its working folder, its program, the files its command line names. */
  private final List<Path> own;
  /** The folder of the entry's own files: that of the first file its command line names with a slash. */
  private final Optional<Path> files;
  private volatile List<Path> hidden = List.of();

  private Sandbox(Mode mode, long memoryBytes, List<Path> own, Optional<Path> files) {
    this.mode = mode;
    this.memoryBytes = memoryBytes;
    this.own = List.copyOf(own);
    this.files = files;
  }

  /**
   * The box of an entry whose command line is {@code words}, as the lineup writes it, run in {@code folder};
   * {@code program} is its first word found (on the PATH, or from the folder).
   *
   * @throws IllegalArgumentException when the entry asks for {@code sandbox: required} and bubblewrap does not
   *                                  work here
   */
  public static Sandbox of(Settings settings, List<String> words, Path program, Path folder) {
    Mode mode = Mode.valueOf(settings.text("sandbox").toUpperCase(Locale.ROOT));
    if (mode == Mode.REQUIRED && Host.get().bubblewrap().isEmpty()) {
      throw new IllegalArgumentException("parameter 'sandbox' is required, but there is no box here: "
          + Host.get().missing() + " (or set sandbox: on to run unboxed with a warning)");
    }
    Path base = folder.toAbsolutePath().normalize();
    List<Path> own = new ArrayList<>(List.of(base, program.toAbsolutePath().normalize()));
    Optional<Path> files = Optional.empty();
    for (String word : words) {
      // A class path's parts are paths too.
      for (String part : word.split(File.pathSeparator)) {
        Path p = base.resolve(part).normalize();
        if (!part.isEmpty() && !part.startsWith("-") && Files.exists(p)) {
          own.add(p);
          if (files.isEmpty() && part.contains("/") && Files.isRegularFile(p) && !base.startsWith(p.getParent())) {
            files = Optional.of(p.getParent());
          }
        }
      }
    }
    own.replaceAll(Sandbox::real);
    return new Sandbox(mode, (long) settings.integer("memory_limit_mb") << 20, own, files.map(Sandbox::real));
  }

  /**
   * {@code p} with its symbolic links followed, where it exists: the box hides and shows folders by mounting
   * over them, and bubblewrap cannot make a mount point through a link (a run directory under a linked
   * {@code out} folder made every program exit at once with status 1).
   */
  private static Path real(Path p) {
    try {
      return p.toRealPath();
    } catch (IOException e) {
      return p.toAbsolutePath().normalize();
    }
  }

  /** No box: for programs the tests start unboxed on purpose. */
  public static Sandbox off(Path folder) {
    return new Sandbox(Mode.OFF, (long) DEFAULT_MEMORY_MB << 20, List.of(folder.toAbsolutePath().normalize()),
        Optional.empty());
  }

  /**
   * The folder of the entry's own files, which the other entries' programs must not see: that of the first
   * file its command line names with a slash ({@code bots/mine/bot.py}), unless the working folder lies in
   * it.
   */
  public Optional<Path> folder() {
    return files;
  }

  /** Hides {@code directories} from the entry's programs (the run directory, the other entries' folders). */
  public void hide(Collection<Path> directories) {
    hidden = directories.stream().map(Sandbox::real).toList();
  }

  /** True when bubblewrap makes boxes on this machine. */
  public static boolean available() {
    return Host.get().bubblewrap().isPresent();
  }

  /** True when the boxes on this machine hold their programs to a memory limit and measure their CPU time. */
  public static boolean limitsMemory() {
    return available() && Host.get().cgroups();
  }

  /** True when the programs run in a box. */
  public boolean boxed() {
    return mode != Mode.OFF && available();
  }

  /** True when an HTTP service is boxed without network, and reached through a {@link LoopbackBridge}. */
  public boolean bridged() {
    return boxed() && Host.get().socat();
  }

  /** How the programs are confined, in one line: {@code summary.json} keeps it with the entry's row. */
  public String describe() {
    Host host = Host.get();
    if (mode == Mode.OFF) {
      return "off (sandbox: off): programs run with the user's rights; their process trees are killed after each turn";
    }
    if (host.bubblewrap().isEmpty()) {
      return "none: " + host.missing() + "; programs run with the user's rights; their process trees are killed after "
          + "each turn";
    }
    return host.bubblewrap().get() + ": own PID namespace, no network" + (host.socat() ? "" : " (HTTP services keep "
        + "the host's: socat is missing)") + ", read-only files, home and run directory hidden; " + (host.cgroups()
        ? "memory limit " + (memoryBytes >> 20) + " MB and CPU time per answer (cgroup v1)"
        : "memory not limited: " + host.noCgroups());
  }

  /**
   * Says once per JVM, on the console, that this entry's programs run unboxed, when they do for want of
   * bubblewrap.
   */
  public void warnIfUnboxed() {
    if (mode == Mode.ON && !boxed() && WARNED.compareAndSet(false, true)) {
      log.warn("external programs run unboxed, with your rights: {}; install it to box them, or set sandbox: off to "
          + "silence this", Host.get().missing());
    }
  }

  /**
   * How to start one program of the entry: {@code argv} in {@code directory}, in the box when there is one.
   * For an HTTP service, {@code port} is where it listens inside its box; the caller then talks to
   * {@link Launch#socket} instead, when it is there.
   *
   * @throws IOException when the box's control groups or the service's socket folder cannot be made
   */
  public Launch launch(List<String> argv, Path directory, OptionalInt port) throws IOException {
    if (!boxed()) {
      return new Launch(argv, Optional.empty(), Optional.empty(), false);
    }
    Host host = Host.get();
    Optional<ControlGroup> group = host.cgroups() ? Optional.of(ControlGroup.create(host, memoryBytes)) : Optional.empty();
    Optional<Path> socketDir = port.isPresent() && host.socat()
        ? Optional.of(Files.createTempDirectory("mjarena-http-")) : Optional.empty();
    List<String> all = new ArrayList<>();
    group.ifPresent(g -> all.addAll(g.enter()));
    all.addAll(bubblewrap(host, directory, socketDir, port.isPresent() && !host.socat()));
    if (socketDir.isPresent()) {
      // socat's complaints (a connection tried before the service listens) stay out of the service's log.
      all.addAll(List.of("sh", "-c", "socat UNIX-LISTEN:\"$0\",fork,mode=600 TCP:127.0.0.1:" + port.getAsInt()
          + " 2>/dev/null & exec \"$@\"", socketDir.get().resolve(SOCKET).toString()));
    }
    all.addAll(argv);
    return new Launch(all, group, socketDir, true);
  }

  /** The bubblewrap command line, up to its {@code --}. */
  private List<String> bubblewrap(Host host, Path directory, Optional<Path> socketDir, boolean shareNet) {
    List<String> a = new ArrayList<>(List.of(host.bwrap().toString(), "--ro-bind", "/", "/", "--dev", "/dev",
        "--proc", "/proc", "--size", Long.toString(memoryBytes), "--tmpfs", "/tmp"));
    List<Path> places = new ArrayList<>(List.of(Path.of("/tmp")));
    host.home().map(Sandbox::real).ifPresent(home -> {
      a.addAll(List.of("--tmpfs", home.toString()));
      places.add(home);
    });
    Set<Path> shown = new LinkedHashSet<>();
    for (Path p : own) {
      for (Path place : places) {
        if (p.equals(place)) {
          // The lineup in the home itself: the home is shown, read-only.
          shown.add(place);
        } else if (p.startsWith(place)) {
          shown.add(place.resolve(place.relativize(p).getName(0)));
        }
      }
    }
    shown.forEach(p -> a.addAll(List.of("--ro-bind", p.toString(), p.toString())));
    for (Path h : hidden) {
      boolean needed = own.stream().anyMatch(p -> p.startsWith(h));
      boolean reachable = places.stream().noneMatch(h::startsWith) || shown.stream().anyMatch(h::startsWith);
      if (!needed && reachable && Files.isDirectory(h)) {
        a.addAll(List.of("--tmpfs", h.toString()));
      }
    }
    socketDir.ifPresent(d -> a.addAll(List.of("--bind", d.toString(), d.toString())));
    a.addAll(List.of("--unshare-pid", "--unshare-ipc", "--unshare-uts"));
    if (!shareNet) {
      a.add("--unshare-net");
    }
    a.addAll(List.of("--cap-drop", "ALL", "--die-with-parent", "--new-session", "--chdir", real(directory).toString(),
        "--"));
    return a;
  }

  /**
   * One program's start: the command line that runs it (in its box, if any), and what the box keeps of it.
   * Closed once the program has exited.
   */
  public static final class Launch implements AutoCloseable {
    private final List<String> argv;
    private final Optional<ControlGroup> group;
    private final Optional<Path> socketDir;
    private final boolean boxed;

    private Launch(List<String> argv, Optional<ControlGroup> group, Optional<Path> socketDir, boolean boxed) {
      this.argv = List.copyOf(argv);
      this.group = group;
      this.socketDir = socketDir;
      this.boxed = boxed;
    }

    /** The command line to start. */
    public List<String> argv() {
      return argv;
    }

    /** True when the program runs in a box, whose PID namespace ends every process it starts. */
    public boolean boxed() {
      return boxed;
    }

    /** Where an HTTP service in a box without network is reached: a Unix socket, once it listens. */
    public Optional<Path> socket() {
      return socketDir.map(d -> d.resolve(SOCKET));
    }

    /** True when the kernel killed a process of the program for going over its memory limit. */
    public boolean outOfMemory() {
      return group.map(ControlGroup::outOfMemory).orElse(false);
    }

    /** The CPU time the program has used so far, in nanoseconds, where it is measured. */
    public OptionalLong cpuNanos() {
      return group.map(ControlGroup::cpuNanos).orElse(OptionalLong.empty());
    }

    /** Removes the program's control groups and socket folder. */
    @Override
    public void close() {
      group.ifPresent(ControlGroup::remove);
      socketDir.ifPresent(d -> {
        try {
          Files.deleteIfExists(d.resolve(SOCKET));
          Files.deleteIfExists(d);
        } catch (IOException e) {
          // a leftover empty folder in the system's temporary directory
        }
      });
    }
  }
}
