package org.mjarena.agents;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;

/**
 * A kind of agent as the registry knows it: its id in lineup files, what it is, its parameters with
 * their defaults, and how to build a factory from parameter values.
 *
 * @param id          the registry id, kebab-case ({@code distance-to-win})
 * @param description one line: what it plays like and where it comes from
 * @param parameters  its parameters with defaults
 * @param build       makes a factory from checked parameter values
 */
public record AgentSpec(String id, String description, List<Parameter> parameters, Function<Settings, AgentFactory> build) {
  /**
   * A factory for this agent with the given parameter values (defaults for the others).
   *
   * @throws IllegalArgumentException for an unknown parameter (listing the known ones) or a bad value
   */
  public AgentFactory factory(Map<String, ?> params) {
    return build.apply(settings(params));
  }

  /** The parameter values in force: the defaults with {@code params} applied. */
  public Settings settings(Map<String, ?> params) {
    return Settings.of(parameters, params, "parameter of agent '" + id + "'");
  }
}
