package org.mjarena.arena.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.interop.http108.AgentService;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code mjarena serve-108}: one of our competition-108 agents served over the competition's HTTP
 * interface ({@link AgentService}), to seat in the practice platform or in another arena, ours included
 * ({@code agent: http-108}). It serves until it is stopped (Ctrl-C, SIGTERM).
 */
@Command(name = "serve-108", mixinStandardHelpOptions = true,
    description = {"Serves one of our competition-108 agents over the 108-tile competition's HTTP interface "
        + "(GET / health check, POST /Pubilc_MahJong), until stopped.",
        "Example: ./mjarena serve-108 --agent fanfou-op --port 9002; in a lineup: agent: http-108, params: { command: "
            + "[../mjarena, serve-108, --agent, fanfou-op, --port, \"{port}\"] }"})
final class Serve108Command implements Callable<Integer> {
  /** The threads answering requests: each request is answered on its own, by a fresh agent. */
  private static final int THREADS = Math.max(2, Runtime.getRuntime().availableProcessors());

  @Option(names = "--agent", paramLabel = "ID", required = true, description = "the agent's registry id (./mjarena agents)")
  String agent;

  @Option(names = "--param", paramLabel = "NAME=VALUE", description = "an agent parameter, e.g. --param depth=1 (repeatable)")
  Map<String, String> params = new LinkedHashMap<>();

  @Option(names = "--rule", paramLabel = "NAME=VALUE",
      description = "a rule parameter of competition-108, e.g. --rule wall=per-seat-blocks (repeatable); the same as "
          + "the table's, so that the agent is offered what the table offers")
  Map<String, String> rules = new LinkedHashMap<>();

  @Option(names = "--port", paramLabel = "P", required = true, description = "the port to listen on (the platform's AIs use 9002)")
  int port;

  @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
      description = "the address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface)")
  String host;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0",
      description = "the seed of the agent's random stream, the same for every request (default: ${DEFAULT-VALUE})")
  long seed;

  @Override
  public Integer call() throws Exception {
    Rules table;
    AgentFactory factory;
    try {
      Map<String, Object> overrides = new LinkedHashMap<>();
      rules.forEach((k, v) -> overrides.put(k, BenchCommand.typed(v)));
      table = Rulebook.rules(Variant.SUITS_108, overrides);
      AgentSpec spec = AgentRegistry.byId(agent);
      Map<String, Object> typed = new LinkedHashMap<>();
      params.forEach((k, v) -> typed.put(k, BenchCommand.typed(v)));
      factory = spec.build().apply(spec.settings(Variant.SUITS_108, typed));
    } catch (IllegalArgumentException e) {
      throw new ConfigException(e.getMessage());
    }
    if (port < 0 || port > 65535) {
      throw new ConfigException("--port " + port + " is not a port (0-65535)");
    }
    AgentService.Server server;
    try {
      server = new AgentService(table, factory, seed).serve(new InetSocketAddress(host, port), THREADS);
    } catch (IOException e) {
      throw new ConfigException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + "); is the port in use? "
          + "Choose another with --port");
    }
    System.err.println("serve-108: " + agent + " on http://" + host + ":" + server.port() + "/Pubilc_MahJong");
    new CountDownLatch(1).await();
    return 0;
  }
}
