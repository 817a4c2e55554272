package org.mjarena.engine;

import java.util.List;

/**
 * One named rule parameter with its default, as written in lineup files ({@code rules: {name: value}}).
 *
 * @param name         the snake_case name
 * @param type         flag, integer or choice
 * @param defaultValue the default: a Boolean, Integer or String
 * @param min          the smallest integer allowed
 * @param max          the largest integer allowed
 * @param choices      the allowed values of a choice
 * @param description  what it decides, and the source of the default
 */
public record RuleParameter(String name, Type type, Object defaultValue, int min, int max, List<String> choices,
    String description) {

  /** The kinds of value. */
  public enum Type { FLAG, INTEGER, CHOICE }

  /** A true/false parameter. */
  public static RuleParameter flag(String name, boolean defaultValue, String description) {
    return new RuleParameter(name, Type.FLAG, defaultValue, 0, 0, List.of(), description);
  }

  /** An integer parameter within {@code [min, max]}. */
  public static RuleParameter integer(String name, int defaultValue, int min, int max, String description) {
    return new RuleParameter(name, Type.INTEGER, defaultValue, min, max, List.of(), description);
  }

  /** A parameter that takes one of a few named values; the first is not necessarily the default. */
  public static RuleParameter choice(String name, String defaultValue, List<String> choices, String description) {
    return new RuleParameter(name, Type.CHOICE, defaultValue, 0, 0, List.copyOf(choices), description);
  }

  /**
   * Checks a value given for this parameter and returns it in canonical form.
   *
   * @throws IllegalArgumentException saying what was expected
   */
  public Object accept(Object value) {
    switch (type) {
      case FLAG -> {
        if (value instanceof Boolean) {
          return value;
        }
        throw new IllegalArgumentException("rule '" + name + "' takes true or false, not '" + value + "'");
      }
      case INTEGER -> {
        if (value instanceof Integer i && i >= min && i <= max) {
          return i;
        }
        throw new IllegalArgumentException("rule '" + name + "' takes an integer from " + min + " to " + max + ", not '" + value + "'");
      }
      default -> {
        if (value instanceof String s && choices.contains(s)) {
          return s;
        }
        throw new IllegalArgumentException("rule '" + name + "' takes one of " + String.join(", ", choices) + ", not '" + value + "'");
      }
    }
  }
}
