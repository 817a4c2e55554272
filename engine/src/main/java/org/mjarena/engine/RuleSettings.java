package org.mjarena.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The values of a variant's rule parameters: the defaults with a lineup's overrides applied. */
public final class RuleSettings {
  private final List<RuleParameter> parameters;
  private final Map<String, Object> values;

  private RuleSettings(List<RuleParameter> parameters, Map<String, Object> values) {
    this.parameters = List.copyOf(parameters);
    this.values = Collections.unmodifiableMap(values);
  }

  /**
   * The defaults of {@code parameters} with {@code overrides} applied.
   *
   * @throws IllegalArgumentException for an unknown name (listing the known ones) or a bad value
   */
  public static RuleSettings of(List<RuleParameter> parameters, Map<String, ?> overrides) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (RuleParameter p : parameters) {
      values.put(p.name(), p.defaultValue());
    }
    for (Map.Entry<String, ?> e : overrides.entrySet()) {
      RuleParameter p = parameters.stream().filter(q -> q.name().equals(e.getKey())).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown rule parameter '" + e.getKey() + "'; known: "
              + parameters.stream().map(RuleParameter::name).collect(Collectors.joining(", "))));
      values.put(p.name(), p.accept(e.getValue()));
    }
    return new RuleSettings(parameters, values);
  }

  /** The parameters, in declaration order. */
  public List<RuleParameter> parameters() {
    return parameters;
  }

  /** Every value by name, in declaration order. */
  public Map<String, Object> values() {
    return values;
  }

  /** The value of a flag parameter. */
  public boolean flag(String name) {
    return (Boolean) get(name);
  }

  /** The value of an integer parameter. */
  public int integer(String name) {
    return (Integer) get(name);
  }

  /** The value of a choice parameter. */
  public String choice(String name) {
    return (String) get(name);
  }

  private Object get(String name) {
    Object v = values.get(name);
    if (v == null) {
      throw new IllegalArgumentException("no rule parameter '" + name + "'");
    }
    return v;
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
