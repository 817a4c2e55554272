package org.mjarena.agents;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mjarena.engine.Variant;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;

/**
 * A kind of agent as the registry knows it: its id in lineup files, where it comes from, what it is, the
 * variants it plays, its parameters with their defaults, the variants each parameter applies to, and how
 * to build a factory from parameter values.
 *
 * @param id          the registry id, kebab-case ({@code distance-to-win})
 * @param source      the paper or platform it comes from, with the part it implements
 * @param description one line: what it plays like
 * @param variants    the variants it plays
 * @param parameters  its parameters with defaults
 * @param onlyIn      the parameters that apply to some variants only, with those variants ({@code ting}:
 *                    MCR has no ting); every other parameter applies to every variant
 * @param build       makes a factory from checked parameter values
 */
public record AgentSpec(String id, String source, String description, Set<Variant> variants, List<Parameter> parameters,
    Map<String, Set<Variant>> onlyIn, Function<Settings, AgentFactory> build) {

  /** Copies the collections; {@code variants} keeps the order of {@link Variant}. */
  public AgentSpec {
    variants = Collections.unmodifiableSet(EnumSet.copyOf(variants));
    parameters = List.copyOf(parameters);
    onlyIn = Map.copyOf(onlyIn);
  }

  /** An agent of every variant whose parameters all apply to every variant. */
  public AgentSpec(String id, String source, String description, List<Parameter> parameters,
      Function<Settings, AgentFactory> build) {
    this(id, source, description, EnumSet.allOf(Variant.class), parameters, Map.of(), build);
  }

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

  /**
   * The parameter values in force in {@code variant}. A parameter given that does not apply to the
   * variant is refused like an unknown one: setting it could only mislead, as it would change nothing.
   *
   * @throws IllegalArgumentException when the agent does not play the variant; naming the variant and
   *                                  listing the parameters that apply to it; for an unknown parameter or
   *                                  a bad value as {@link #settings(Map)}
   */
  public Settings settings(Variant variant, Map<String, ?> params) {
    if (!variants.contains(variant)) {
      throw new IllegalArgumentException("agent '" + id + "' does not play variant " + variant.id() + " (only "
          + variants.stream().map(Variant::id).collect(Collectors.joining(", ")) + ")");
    }
    for (String name : params.keySet()) {
      if (!applies(name, variant)) {
        throw new IllegalArgumentException("parameter of agent '" + id + "' '" + name + "' does not apply to variant "
            + variant.id() + " (only to " + onlyIn.get(name).stream().map(Variant::id).sorted().collect(Collectors.joining(", "))
            + "); known for " + variant.id() + ": " + parameters.stream().map(Parameter::name).filter(n -> applies(n, variant))
            .collect(Collectors.collectingAndThen(Collectors.joining(", "), s -> s.isEmpty() ? "none" : s)));
      }
    }
    return settings(params);
  }

  /** Whether a parameter applies to a variant: every one does unless {@link #onlyIn} says otherwise. */
  public boolean applies(String parameter, Variant variant) {
    return !onlyIn.containsKey(parameter) || onlyIn.get(parameter).contains(variant);
  }
}
