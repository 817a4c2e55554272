package org.mjarena.engine;

import java.util.List;
import java.util.Map;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.suits108.Suits108Rules;

/** Finds the rules of a variant by id and applies parameter overrides to them. */
public final class Rulebook {
  private Rulebook() {}

  /** The rule parameters of a variant, with their defaults. */
  public static List<Parameter> parameters(Variant variant) {
    return switch (variant) {
      case SUITS_108 -> Suits108Rules.PARAMETERS;
      case MCR -> McrRules.PARAMETERS;
    };
  }

  /**
   * The rules of a variant with the given parameter overrides.
   *
   * @throws IllegalArgumentException for an unknown parameter (listing the known ones) or a bad value
   */
  public static Rules rules(Variant variant, Map<String, ?> overrides) {
    Settings settings = Settings.of(parameters(variant), overrides, "rule parameter");
    return switch (variant) {
      case SUITS_108 -> new Suits108Rules(settings);
      case MCR -> new McrRules(settings);
    };
  }
}
