package org.mjarena.engine.param;

import java.util.List;

/**
 * One named parameter with its default, as written in lineup files: a rule parameter
 * ({@code rules: {name: value}}) or an agent parameter ({@code params: {name: value}}).
 *
 * @param name         the snake_case name
 * @param type         flag, integer, decimal, choice or text
 * @param defaultValue the default: a Boolean, Integer, Double or String
 * @param min          the smallest number allowed (integer and decimal)
 * @param max          the largest number allowed (integer and decimal)
 * @param choices      the allowed values of a choice
 * @param description  what it decides, and the source of the default
 */
public record Parameter(String name, Type type, Object defaultValue, double min, double max, List<String> choices,
    String description) {

  /** The kinds of value. */
  public enum Type { FLAG, INTEGER, DECIMAL, CHOICE, TEXT }

  /** A true/false parameter. */
  public static Parameter flag(String name, boolean defaultValue, String description) {
    return new Parameter(name, Type.FLAG, defaultValue, 0, 0, List.of(), description);
  }

  /** An integer parameter within {@code [min, max]}. */
  public static Parameter integer(String name, int defaultValue, int min, int max, String description) {
    return new Parameter(name, Type.INTEGER, defaultValue, min, max, List.of(), description);
  }

  /** A decimal parameter within {@code [min, max]}. */
  public static Parameter decimal(String name, double defaultValue, double min, double max, String description) {
    return new Parameter(name, Type.DECIMAL, defaultValue, min, max, List.of(), description);
  }

  /** A parameter that takes one of a few named values. */
  public static Parameter choice(String name, String defaultValue, List<String> choices, String description) {
    return new Parameter(name, Type.CHOICE, defaultValue, 0, 0, List.copyOf(choices), description);
  }

  /** A free text parameter, such as a file name. */
  public static Parameter text(String name, String defaultValue, String description) {
    return new Parameter(name, Type.TEXT, defaultValue, 0, 0, List.of(), description);
  }

  /**
   * Checks a value given for this parameter and returns it in canonical form (a whole number is
   * accepted for a decimal).
   *
   * @throws IllegalArgumentException saying what was expected
   */
  public Object accept(Object value) {
    switch (type) {
      case FLAG -> {
        if (value instanceof Boolean) {
          return value;
        }
        throw expected("true or false", value);
      }
      case INTEGER -> {
        if (value instanceof Integer i && i >= min && i <= max) {
          return i;
        }
        throw expected("an integer from " + (long) min + " to " + (long) max, value);
      }
      case DECIMAL -> {
        if (value instanceof Number n && !(value instanceof Long) && n.doubleValue() >= min && n.doubleValue() <= max) {
          return n.doubleValue();
        }
        throw expected("a number from " + min + " to " + max, value);
      }
      case CHOICE -> {
        if (value instanceof String s && choices.contains(s)) {
          return s;
        }
        throw expected("one of " + String.join(", ", choices), value);
      }
      default -> {
        if (value instanceof String s) {
          return s;
        }
        throw expected("a text", value);
      }
    }
  }

  private IllegalArgumentException expected(String what, Object value) {
    return new IllegalArgumentException("'" + name + "' takes " + what + ", not '" + value + "'");
  }
}
