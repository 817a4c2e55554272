package org.mjarena.arena.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.agents.AgentSpec;
import org.mjarena.arena.interop.botzone.BotzoneEntry;
import org.mjarena.arena.interop.http108.Http108Entry;

/**
 * The agents a lineup can name: the agents module's registry, and the seats the arena itself provides
 * because they need processes or wire formats (an external Botzone bot, a 108-tile competition HTTP
 * service). Those depend on where the lineup file is, since a bot's command is found from its folder.
 */
public final class ArenaAgents {
  private ArenaAgents() {}

  /** Every agent, the registry's first, for a lineup in {@code folder}. */
  public static List<AgentSpec> all(Path folder) {
    List<AgentSpec> all = new ArrayList<>(AgentRegistry.all());
    all.add(BotzoneEntry.spec(folder));
    all.add(Http108Entry.spec(folder));
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
