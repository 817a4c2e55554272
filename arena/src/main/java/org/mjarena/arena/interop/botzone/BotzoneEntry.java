package org.mjarena.arena.interop.botzone;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.config.AgentProvider;
import org.mjarena.arena.interop.ExternalFactory;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;

/**
 * The lineup entry {@code agent: botzone}: an MCR seat played by an external Botzone bot through the
 * platform's protocol ({@link BotzoneSeat}, {@link BotProcess}). The arena's lineups find it as an
 * {@link AgentProvider}.
 */
public final class BotzoneEntry implements AgentProvider {
  /** The registry id. */
  public static final String ID = "botzone";
  /** Botzone's default limit for C/C++ bots, 1 s per turn ({@code botzone-protocol.md} section 5.4). */
  static final int DEFAULT_LIMIT_MS = 1000;
  /** The longest limit accepted: ten minutes, far beyond any platform's. */
  static final int MAX_LIMIT_MS = 600_000;

  private static final List<Parameter> PARAMETERS = Stream.concat(Stream.of(
      Parameter.words("command", List.of(), "the bot's command line, e.g. [bots/mine/bot, --level, 2]; a program "
          + "named with a slash is found from the lineup file's folder, a bare name on the PATH; the bot runs in that "
          + "folder"),
      Parameter.choice("io", "json", List.of("json", "simple"), "the bot's I/O style: json (one JSON line in, one JSON "
          + "object out) or simple (lines)"),
      Parameter.choice("keep_running", "no", List.of("no", "auto"), "no: one process per turn, stdin closed after the "
          + "input; auto: stdin kept open, the bot stays resident once it prints >>>BOTZONE_REQUEST_KEEP_RUNNING<<<"),
      Parameter.integer("time_limit_ms", DEFAULT_LIMIT_MS, 1, MAX_LIMIT_MS, "the time limit of one answer, process start "
          + "included; the first answer of a game gets twice as long, as on Botzone")), Sandbox.PARAMETERS.stream()).toList();

  /** Called by {@link java.util.ServiceLoader}. */
  public BotzoneEntry() {}

  /** The entry's spec alone. */
  @Override
  public List<AgentSpec> agents(Path folder) {
    return List.of(spec(folder));
  }

  /** The entry's spec, resolving relative programs against {@code folder} (the lineup file's). */
  public static AgentSpec spec(Path folder) {
    return new AgentSpec(ID, "Botzone bot protocol (botzone-protocol.md sections 2-5)",
        "an external Botzone MCR bot, run as the platform runs it", EnumSet.of(Variant.MCR), PARAMETERS, Map.of(),
        settings -> new Factory(command(settings, folder)));
  }

  private static BotProcess.Command command(Settings settings, Path folder) {
    List<String> argv = new ArrayList<>(settings.words("command"));
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("parameter of agent '" + ID + "' 'command' is required: the bot's command line, "
          + "e.g. command: [bots/mine/bot]");
    }
    Path program = ExternalProcess.program(argv.get(0), folder);
    Sandbox box = Sandbox.of(settings, argv, program, folder);
    argv.set(0, program.toString());
    return new BotProcess.Command(argv, BotzoneEnvelope.byId(settings.text("io")),
        settings.text("keep_running").equals("auto"), settings.integer("time_limit_ms"), folder, box);
  }

  /** Makes the seats of one entry; they share its log and the bot's globaldata. */
  public static final class Factory extends ExternalFactory {
    private final BotProcess.Command command;
    private final AtomicReference<String> globaldata = new AtomicReference<>("");

    Factory(BotProcess.Command command) {
      super(Optional.of(command.box()));
      this.command = command;
    }

    /** A seat for one game; the seed is unused, as the bot's randomness is its own. */
    @Override
    public Agent create(long seed) {
      return new BotzoneSeat(new BotProcess(command, log(), globaldata, answerTimes()), log());
    }
  }
}
