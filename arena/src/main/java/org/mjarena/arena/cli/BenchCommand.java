package org.mjarena.arena.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.commentary.CommentarySink;
import org.mjarena.arena.config.CommentarySettings;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.run.Bench;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mjarena bench}: how many games per second the full engine plays with four copies of one agent
 * (table, fallback checks and decision timing included; no files written). It plays a warm-up first
 * so the JIT has compiled the hot paths, then times the measured games and prints one JSON line, with
 * the median and 99th percentile of the agent's decision times over the measured games: turns, claims
 * and openings alike, as the table times them (one decision in {@value org.mjarena.engine.play.Driver#SAMPLE_EVERY},
 * forced moves never; {@code timed_decisions} says how many were timed).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Measures games/s with four copies of one agent; prints one JSON line.")
final class BenchCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--variant", paramLabel = "V", defaultValue = "competition-108", description = "the variant (default: ${DEFAULT-VALUE})")
  String variant;

  @Option(names = "--agent", paramLabel = "ID", defaultValue = "tsumogiri", description = "the agent's registry id (default: ${DEFAULT-VALUE})")
  String agent;

  @Option(names = "--param", paramLabel = "NAME=VALUE", description = "an agent parameter, e.g. --param depth=1 (repeatable)")
  Map<String, String> params = new LinkedHashMap<>();

  @Option(names = "--games", paramLabel = "N", defaultValue = "200000", description = "measured games (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--warmup", paramLabel = "N", description = "warm-up games before measuring (default: half of --games)")
  Integer warmup;

  @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "worker threads (default: ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "root seed (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--record", paramLabel = "WHAT", defaultValue = "none",
      description = "none, or events: encode every game's events as a replay record on the playing thread, as a run "
          + "with record: events does (nothing is written) (default: ${DEFAULT-VALUE})")
  String record;

  @Option(names = "--commentary", arity = "0..1", fallbackValue = "combined", paramLabel = "METHOD",
      description = "comment every game (table view, by METHOD: expert, statistical or combined, the default) and "
          + "report commentary_us_per_decision, the mean time the commentator spent per commented decision")
  String commentaryMethod;

  @Override
  public Integer call() throws ConfigException, Exception {
    if (games < 1 || warmup != null && warmup < 0) {
      throw new ConfigException("--games must be at least 1 and --warmup at least 0");
    }
    if (Lineup.threadsProblem(threads).isPresent()) {
      throw new ConfigException("--threads " + Lineup.threadsProblem(threads).get());
    }
    if (!record.equals("none") && !record.equals("events")) {
      throw new ConfigException("--record must be none or events, not '" + record + "'");
    }
    boolean events = record.equals("events");
    boolean commentary = commentaryMethod != null;
    CommentarySettings commenting = CommentarySettings.DEFAULT;
    if (commentary) {
      CommentarySettings.Method method = CommentarySettings.Method.byId(commentaryMethod).orElseThrow(() ->
          new ConfigException("--commentary takes expert, statistical or combined, not '" + commentaryMethod + "'"));
      commenting = new CommentarySettings(true, CommentarySettings.View.TABLE, method, CommentarySettings.DEFAULT.reactions());
    }
    Rules rules;
    Lineup.Entry entry;
    try {
      rules = Rulebook.rules(Variant.byId(variant), Map.of());
      AgentSpec agentSpec = AgentRegistry.byId(agent);
      Map<String, Object> typed = new LinkedHashMap<>();
      params.forEach((k, v) -> typed.put(k, typed(v)));
      Settings settings = agentSpec.settings(rules.variant(), typed);
      entry = new Lineup.Entry(agent, agent, settings, agentSpec.build().apply(settings));
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
    int warm = warmup != null ? warmup : games / 2;
    List<String> ids = List.of(agent);
    CommentarySink measuredComments = new CommentarySink(commenting, rules.variant(), ids);
    Bench.Measured m = Bench.measure(new Bench.Setup(rules, entry, seed, games, warm, threads, events),
        commentary ? List.of(new CommentarySink(commenting, rules.variant(), ids)) : List.of(), commentary ? List.of(measuredComments) : List.of());
    ObjectNode line = LineCommand.JSON.createObjectNode();
    line.put("variant", variant);
    line.put("agent", agent);
    line.set("params", LineCommand.JSON.valueToTree(entry.settings().values()));
    line.put("threads", threads);
    line.put("games", games);
    line.put("seconds", Math.round(m.seconds() * 1000) / 1000.0);
    line.put("games_per_s", Math.round(m.gamesPerSecond()));
    line.put("record", record);
    line.put("timed_decisions", m.decisions().getTotalCount());
    line.put("decision_us_p50", m.decisionMicros(50));
    line.put("decision_us_p99", m.decisionMicros(99));
    m.bytesPerGame().ifPresent(b -> line.put("bytes_per_game", b));
    if (commentary) {
      line.put("commentary_us_per_decision", Math.round(measuredComments.report().overall().usPerDecision() * 1000) / 1000.0);
    }
    spec.commandLine().getOut().println(line);
    spec.commandLine().getOut().flush();
    return 0;
  }

  /** A command-line value as the type YAML would give it: integer, decimal, true/false, else text. */
  static Object typed(String v) {
    if (v.equals("true") || v.equals("false")) {
      return Boolean.parseBoolean(v);
    }
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException notInteger) {
      try {
        return Double.parseDouble(v);
      } catch (NumberFormatException notNumber) {
        return v;
      }
    }
  }
}
