package org.mjarena.arena.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.interop.botzone.AgentBot;
import org.mjarena.arena.interop.botzone.BotSide;
import org.mjarena.arena.interop.botzone.BotzoneImport;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code mjarena botzone-bot}: one of our MCR agents as a Botzone bot on standard input and output
 * ({@link AgentBot}, {@link BotSide}), to upload to Botzone or to seat in another arena, ours included
 * ({@code agent: botzone}).
 */
@Command(name = "botzone-bot", mixinStandardHelpOptions = true,
    description = {"Runs one of our MCR agents as a Botzone bot on stdin/stdout: JSON or simple I/O (told from the "
        + "input), resident (long-running) unless --one-shot.",
        "Example: ./mjarena botzone-bot --agent fanfou-op; in a lineup: agent: botzone, params: { command: "
            + "[./mjarena, botzone-bot, --agent, fanfou-op], keep_running: auto }"})
final class BotzoneBotCommand implements Callable<Integer> {
  @Option(names = "--agent", paramLabel = "ID", required = true, description = "the agent's registry id (./mjarena agents)")
  String agent;

  @Option(names = "--param", paramLabel = "NAME=VALUE", description = "an agent parameter, e.g. --param depth=1 (repeatable)")
  Map<String, String> params = new LinkedHashMap<>();

  @Option(names = "--rule", paramLabel = "NAME=VALUE",
      description = "a rule parameter of mcr over Botzone's judge (wall=botzone-duplicate), e.g. --rule wall=shared for the "
          + "judge with flowers (repeatable)")
  Map<String, String> rules = new LinkedHashMap<>();

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0",
      description = "the seed of the agent's random stream (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--one-shot", description = "answer one input and exit, without the long-running marker")
  boolean oneShot;

  @Override
  public Integer call() throws Exception {
    Rules judge;
    AgentFactory factory;
    try {
      Map<String, Object> overrides = new LinkedHashMap<>(BotzoneImport.RULES);
      rules.forEach((k, v) -> overrides.put(k, BenchCommand.typed(v)));
      judge = Rulebook.rules(Variant.MCR, overrides);
      AgentSpec spec = AgentRegistry.byId(agent);
      Map<String, Object> typed = new LinkedHashMap<>();
      params.forEach((k, v) -> typed.put(k, BenchCommand.typed(v)));
      factory = spec.build().apply(spec.settings(Variant.MCR, typed));
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
    try {
      BotSide.serve(in, out, () -> new AgentBot(judge, factory.create(seed)), !oneShot);
    } catch (BotSide.BadInput e) {
      throw new ConfigException("the input is not a Botzone request: " + e.getMessage());
    }
    return 0;
  }
}
