package org.mjarena.arena.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.agents.AgentSpec;

/**
 * The agents a lineup can name: the agents module's registry, then those the {@link AgentProvider}s on
 * the class path add (the seats played by programs outside the arena, which depend on where the lineup
 * file is, since a program is found from its folder), ordered by id so that the list does not depend on
 * the order of the class path.
 */
public final class ArenaAgents {
  private ArenaAgents() {}

  /**
   * Every agent, the registry's first, for a lineup in {@code folder}.
   *
   * @throws IllegalStateException when a provider adds an id that is taken
   */
  public static List<AgentSpec> all(Path folder) {
    List<AgentSpec> all = new ArrayList<>(AgentRegistry.all());
    List<AgentSpec> provided = new ArrayList<>();
    // The providers ship with the arena: its own class loader sees them in every packaging (the CLI jar,
    // the Spark application jar on a cluster's executors, the tests' class path).
    for (AgentProvider p : ServiceLoader.load(AgentProvider.class, AgentProvider.class.getClassLoader())) {
      provided.addAll(p.agents(folder));
    }
    provided.sort(Comparator.comparing(AgentSpec::id));
    for (AgentSpec spec : provided) {
      if (all.stream().anyMatch(s -> s.id().equals(spec.id()))) {
        throw new IllegalStateException("agent id '" + spec.id() + "' is given twice");
      }
      all.add(spec);
    }
    return all;
  }

  /**
   * The agent with the given id, for a lineup in {@code folder}.
   *
   * @throws IllegalArgumentException listing the known ids
   */
  public static AgentSpec byId(String id, Path folder) {
    List<AgentSpec> all = all(folder);
    return all.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException(
        "unknown agent '" + id + "'; known: " + all.stream().map(AgentSpec::id).collect(Collectors.joining(", "))));
  }
}
