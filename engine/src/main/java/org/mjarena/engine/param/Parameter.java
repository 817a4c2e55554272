package org.mjarena.engine.param;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One named parameter with its default, as written in lineup files: a rule parameter
 * ({@code rules: {name: value}}) or an agent parameter ({@code params: {name: value}}).
 *
 * @param name         the snake_case name
 * @param type         flag, integer, decimal, choice, text or words
 * @param defaultValue the default: a Boolean, Integer, Double, String or list of Strings; for a default that follows
 *                     another parameter, the one it has when that parameter is at its own default
 * @param min          the smallest number allowed (integer and decimal)
 * @param max          the largest number allowed (integer and decimal)
 * @param choices      the allowed values of a choice
 * @param description  what it decides, and the source of the default
 * @param follows      when the default depends on the value of a choice parameter: which, and how
 * @param whenEmpty    for a text, what leaving it empty stands for, in a word shown in its place ({@code shipped}:
 *                     the file the agent ships); empty when an empty text stands for nothing worth showing
 */
public record Parameter(String name, Type type, Object defaultValue, double min, double max, List<String> choices,
    String description, Optional<Follows> follows, String whenEmpty) {

  /** The kinds of value. */
  public enum Type { FLAG, INTEGER, DECIMAL, CHOICE, TEXT, WORDS }

  /**
   * A default that follows the value of a choice parameter.
   *
   * @param parameter the choice parameter's name
   * @param byValue   the default for each of its values, in the order of its choices
   */
  public record Follows(String parameter, Map<String, Object> byValue) {}

  /** A true/false parameter. */
  public static Parameter flag(String name, boolean defaultValue, String description) {
    return new Parameter(name, Type.FLAG, defaultValue, 0, 0, List.of(), description, Optional.empty(), "");
  }

  /**
   * A true/false parameter whose default follows the value of the choice parameter {@code choice}:
   * {@code byValue} gives it for each of that parameter's values.
   *
   * @throws IllegalArgumentException when {@code byValue} does not give a default for exactly the choices
   */
  public static Parameter flag(String name, Parameter choice, Map<String, Boolean> byValue, String description) {
    if (choice.type != Type.CHOICE || !byValue.keySet().equals(Set.copyOf(choice.choices))) {
      throw new IllegalArgumentException("'" + name + "' needs a default for each value of '" + choice.name + "'");
    }
    Map<String, Object> ordered = new LinkedHashMap<>();
    for (String c : choice.choices) {
      ordered.put(c, byValue.get(c));
    }
    return new Parameter(name, Type.FLAG, byValue.get((String) choice.defaultValue), 0, 0, List.of(), description,
        Optional.of(new Follows(choice.name, Collections.unmodifiableMap(ordered))), "");
  }

  /** An integer parameter within {@code [min, max]}. */
  public static Parameter integer(String name, int defaultValue, int min, int max, String description) {
    return new Parameter(name, Type.INTEGER, defaultValue, min, max, List.of(), description, Optional.empty(), "");
  }

  /** A decimal parameter within {@code [min, max]}. */
  public static Parameter decimal(String name, double defaultValue, double min, double max, String description) {
    return new Parameter(name, Type.DECIMAL, defaultValue, min, max, List.of(), description, Optional.empty(), "");
  }

  /** A parameter that takes one of a few named values. */
  public static Parameter choice(String name, String defaultValue, List<String> choices, String description) {
    return new Parameter(name, Type.CHOICE, defaultValue, 0, 0, List.copyOf(choices), description, Optional.empty(), "");
  }

  /** A free text parameter, such as a file name. */
  public static Parameter text(String name, String defaultValue, String description) {
    return text(name, defaultValue, "", description);
  }

  /**
   * A free text parameter whose empty value stands for something, said in a word where a value is shown:
   * a file left empty for the one the agent ships ({@code shipped}).
   */
  public static Parameter text(String name, String defaultValue, String whenEmpty, String description) {
    return new Parameter(name, Type.TEXT, defaultValue, 0, 0, List.of(), description, Optional.empty(), whenEmpty);
  }

  /**
   * A list of words, such as a command line ({@code [bots/mine, --level, "2"]}); a single word is taken as
   * a list of one.
   */
  public static Parameter words(String name, List<String> defaultValue, String description) {
    return new Parameter(name, Type.WORDS, List.copyOf(defaultValue), 0, 0, List.of(), description, Optional.empty(), "");
  }

  /**
   * The default as a reader wants it: the value, or for a default that follows another parameter,
   * the value for each of its values ({@code "false with wall shared, true with wall botzone-duplicate"}).
   */
  public String defaultText() {
    if (follows.isEmpty()) {
      return String.valueOf(defaultValue);
    }
    return follows.get().byValue().entrySet().stream()
        .map(e -> e.getValue() + " with " + follows.get().parameter() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }

  /**
   * A value of this parameter as a line that sums an entry up shows it, empty when there is nothing to
   * show: a list of words, a command line, by the file it runs (the first word naming a file by a path,
   * else the program: {@code [bash, bots/oneshot.sh, simple]} shows {@code oneshot.sh}); an empty text
   * by what it stands for ({@link #whenEmpty}); anything else as written.
   */
  public String shown(Object value) {
    if (value instanceof List<?> words) {
      String file = words.stream().map(String::valueOf).filter(w -> w.contains("/")).findFirst()
          .orElse(words.isEmpty() ? "" : String.valueOf(words.get(0)));
      return file.substring(file.lastIndexOf('/') + 1);
    }
    String text = String.valueOf(value);
    return text.isEmpty() ? whenEmpty : text;
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
        if (value instanceof Boolean b) {
          // YAML 1.1 reads a bare on, off, yes or no as a boolean: a choice with such a word takes it back.
          for (String word : b ? List.of("on", "yes", "true") : List.of("off", "no", "false")) {
            if (choices.contains(word)) {
              return word;
            }
          }
        }
        throw expected("one of " + String.join(", ", choices), value);
      }
      case WORDS -> {
        if (value instanceof String s) {
          return List.of(s);
        }
        if (value instanceof List<?> l && !l.isEmpty() && l.stream().allMatch(w -> w instanceof String || w instanceof Number)) {
          return l.stream().map(String::valueOf).toList();
        }
        throw expected("a list of words such as [bin/bot, --level, 2]", value);
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
