package org.mjarena.arena.config;

import java.nio.file.Path;
import java.util.List;
import org.mjarena.agents.AgentSpec;

/**
 * A module that adds agents a lineup can name to those of the agents module's registry: the seats the
 * arena plays through programs outside it (an external bot, an AI service), which need processes and wire
 * formats and so live outside the arena's core. The core holds no such code and names no platform: each
 * provider on the class path is listed in {@code META-INF/services} and found with
 * {@link java.util.ServiceLoader}, as {@link org.mjarena.arena.run.Cluster} is ({@link ArenaAgents#all}).
 */
public interface AgentProvider {
  /**
   * The agents this provider adds, for a lineup in {@code folder}: a program a lineup names is found from
   * the lineup file's folder.
   */
  List<AgentSpec> agents(Path folder);
}
