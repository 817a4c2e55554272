package org.mjarena.engine.param;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The values of a set of parameters: their defaults with a lineup's overrides applied. */
public final class Settings {
  private final List<Parameter> parameters;
  private final Map<String, Object> values;

  private Settings(List<Parameter> parameters, Map<String, Object> values) {
    this.parameters = List.copyOf(parameters);
    this.values = Collections.unmodifiableMap(values);
  }

  /**
   * The defaults of {@code parameters} with {@code overrides} applied. A parameter not overridden whose
   * default follows another ({@link Parameter#follows()}) takes the default for that one's value.
   *
   * @param what what the parameters belong to, for messages (e.g. {@code "rule parameter"})
   * @throws IllegalArgumentException for an unknown name (listing the known ones) or a bad value
   */
  public static Settings of(List<Parameter> parameters, Map<String, ?> overrides, String what) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Parameter p : parameters) {
      values.put(p.name(), p.defaultValue());
    }
    for (Map.Entry<String, ?> e : overrides.entrySet()) {
      Parameter p = parameters.stream().filter(q -> q.name().equals(e.getKey())).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + e.getKey() + "'; known: "
              + (parameters.isEmpty() ? "none" : parameters.stream().map(Parameter::name).collect(Collectors.joining(", ")))));
      try {
        values.put(p.name(), p.accept(e.getValue()));
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException(what + " " + ex.getMessage(), ex);
      }
    }
    for (Parameter p : parameters) {
      if (p.follows().isPresent() && !overrides.containsKey(p.name())) {
        Parameter.Follows f = p.follows().get();
        values.put(p.name(), f.byValue().get((String) values.get(f.parameter())));
      }
    }
    return new Settings(parameters, values);
  }

  /** The parameters, in declaration order. */
  public List<Parameter> parameters() {
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

  /** The value of a decimal parameter. */
  public double decimal(String name) {
    return (Double) get(name);
  }

  /** The value of a choice or text parameter. */
  public String text(String name) {
    return (String) get(name);
  }

  /** The value of a words parameter. */
  @SuppressWarnings("unchecked")
  public List<String> words(String name) {
    return (List<String>) get(name);
  }

  private Object get(String name) {
    Object v = values.get(name);
    if (v == null) {
      throw new IllegalArgumentException("no parameter '" + name + "'");
    }
    return v;
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
