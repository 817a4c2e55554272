package org.mjarena.arena.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.mjarena.arena.config.ArenaAgents;
import org.mjarena.agents.AgentSpec;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mjarena agents}: lists the agents a lineup can name, each with what it plays like, its source,
 * the variants it plays, and its parameters and defaults.
 */
@Command(name = "agents", mixinStandardHelpOptions = true,
    description = "Lists the agents: source, variants, parameters and defaults.")
final class AgentsCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    for (AgentSpec a : ArenaAgents.all(java.nio.file.Path.of("").toAbsolutePath())) {
      out.println(a.id() + ": " + a.description());
      out.println("    source: " + a.source());
      out.println("    variants: " + a.variants().stream().map(Variant::id).collect(Collectors.joining(", ")));
      out.println(a.parameters().isEmpty() ? "    parameters: none" : "    parameters:");
      for (Parameter p : a.parameters()) {
        String only = a.onlyIn().containsKey(p.name())
            ? " (" + a.onlyIn().get(p.name()).stream().map(Variant::id).sorted().collect(Collectors.joining(", ")) + " only)"
            : "";
        out.println("      " + RulesCommand.describe(p) + only);
      }
    }
    out.flush();
    return 0;
  }
}
