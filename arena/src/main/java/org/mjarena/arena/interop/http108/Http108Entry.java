package org.mjarena.arena.interop.http108;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.config.AgentProvider;
import org.mjarena.arena.interop.AnswerTimes;
import org.mjarena.arena.interop.BotLog;
import org.mjarena.arena.interop.ExternalFactory;
import org.mjarena.arena.interop.ExternalProcess;
import org.mjarena.arena.interop.sandbox.Sandbox;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;

/**
 * The lineup entry {@code agent: http-108}: a 108-tile competition seat played by an AI service over
 * the platform's HTTP interface ({@code competition-108.md} section 12.1; {@link HttpSeat}), either one
 * already running ({@code url}) or services the arena starts ({@code command}, {@link Services}). The
 * arena's lineups find it as an {@link AgentProvider}.
 */
public final class Http108Entry implements AgentProvider {
  /** The registry id. */
  public static final String ID = "http-108";
  /** The competition's limit for a discard, 3 s ({@code competition-108.md} section 10). */
  static final int DEFAULT_LIMIT_MS = 3000;
  /** How long a started service has by default to answer {@code GET /}: a JVM or a Python with numpy starts in less. */
  static final int DEFAULT_START_LIMIT_MS = 30_000;
  /** The longest limit accepted: ten minutes, far beyond any platform's. */
  static final int MAX_LIMIT_MS = 600_000;

  private static final List<Parameter> PARAMETERS = Stream.concat(Stream.of(
      Parameter.text("url", "", "the address an AI service already running takes the platform's requests at, e.g. "
          + "http://127.0.0.1:9002/Pubilc_MahJong; give url or command"),
      Parameter.words("command", List.of(), "instead of url, the command line that starts a service, with {port} where "
          + "the port the arena chooses goes, e.g. [bots/mine/run.sh, \"{port}\"]; one service per seat that plays, kept "
          + "across games and ended with the run; a program named with a slash is found from the lineup file's folder, a "
          + "bare name on the PATH; it runs in that folder"),
      Parameter.integer("time_limit_ms", DEFAULT_LIMIT_MS, 1, MAX_LIMIT_MS, "the time limit of one reply"),
      Parameter.integer("start_limit_ms", DEFAULT_START_LIMIT_MS, 1, MAX_LIMIT_MS, "with command: how long a service "
          + "has after its start to answer GET /")), Sandbox.PARAMETERS.stream()).toList();

  /** Called by {@link java.util.ServiceLoader}. */
  public Http108Entry() {}

  /** The entry's spec alone. */
  @Override
  public List<AgentSpec> agents(Path folder) {
    return List.of(spec(folder));
  }

  /** The entry's spec, resolving relative programs against {@code folder} (the lineup file's). */
  public static AgentSpec spec(Path folder) {
    return new AgentSpec(ID, "the 108-tile competition's HTTP interface (competition-108.md section 12.1)",
        "an external AI service of the 108-tile competition, asked as the platform asks it",
        EnumSet.of(Variant.SUITS_108), PARAMETERS, Map.of(), settings -> factory(settings, folder));
  }

  private static Factory factory(Settings settings, Path folder) {
    String url = settings.text("url").strip();
    List<String> argv = new ArrayList<>(settings.words("command"));
    if (url.isEmpty() == argv.isEmpty()) {
      throw new IllegalArgumentException("parameters of agent '" + ID + "': give either 'url' (a service already "
          + "running, e.g. url: http://127.0.0.1:9002/Pubilc_MahJong) or 'command' (to start one, e.g. command: "
          + "[bots/mine/run.sh, \"{port}\"]), not " + (url.isEmpty() ? "neither" : "both"));
    }
    int limit = settings.integer("time_limit_ms");
    if (!url.isEmpty()) {
      URI uri = address(url);
      return new Factory(Optional.empty(), (log, times) -> Services.at(uri, limit, log, times));
    }
    if (argv.stream().noneMatch(a -> a.contains(ServiceProcess.PORT))) {
      throw new IllegalArgumentException("parameter of agent '" + ID + "' 'command' must say where the port goes with "
          + ServiceProcess.PORT + ", e.g. [bots/mine/run.sh, \"" + ServiceProcess.PORT + "\"]");
    }
    Path program = ExternalProcess.program(argv.get(0), folder);
    Sandbox box = Sandbox.of(settings, argv, program, folder);
    argv.set(0, program.toString());
    int startLimit = settings.integer("start_limit_ms");
    return new Factory(Optional.of(box), (log, times) -> Services.started(box, argv, folder, limit, startLimit, log, times));
  }

  private static URI address(String url) {
    try {
      URI uri = new URI(url);
      if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
        return uri;
      }
    } catch (URISyntaxException e) {
      // reported below
    }
    throw new IllegalArgumentException("parameter of agent '" + ID + "' 'url' is not an http address: '" + url
        + "' (e.g. http://127.0.0.1:9002/Pubilc_MahJong)");
  }

  /** Makes the seats of one entry; they share its services, log and answer times. */
  public static final class Factory extends ExternalFactory {
    private final Services services;

    /**
     * An entry whose requests go to the services {@code services} makes with the entry's log and answer times,
     * started in {@code box} when it starts them.
     */
    Factory(Optional<Sandbox> box, BiFunction<BotLog, AnswerTimes, Services> services) {
      super(box);
      this.services = services.apply(log(), answerTimes());
    }

    @Override
    public long restarts() {
      return services.restarts();
    }

    /** A seat for one game; the seed is unused, as the service's randomness is its own. */
    @Override
    public Agent create(long seed) {
      return new HttpSeat(services, log());
    }

    /** Ends every service the entry started. */
    @Override
    public void close() {
      services.close();
    }
  }
}
