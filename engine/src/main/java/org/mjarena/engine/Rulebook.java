package org.mjarena.engine;

import java.util.List;
import java.util.Map;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.suits108.Suits108Rules;

/** Finds the rules of a variant by id and applies parameter overrides to them. */
public final class Rulebook {
  private Rulebook() {}

  /**
   * The rule parameters of a variant, with their defaults.
   *
   * @throws IllegalArgumentException for a variant that cannot be played yet
   */
  public static List<Parameter> parameters(Variant variant) {
    return switch (variant) {
      case SUITS_108 -> Suits108Rules.PARAMETERS;
      case MCR -> throw notPlayable(variant);
    };
  }

  /**
   * The rules of a variant with the given parameter overrides.
   *
   * @throws IllegalArgumentException for an unknown parameter (listing the known ones), a bad value, or
   *                                  a variant that cannot be played yet
   */
  public static Rules rules(Variant variant, Map<String, ?> overrides) {
    return switch (variant) {
      case SUITS_108 -> new Suits108Rules(Settings.of(Suits108Rules.PARAMETERS, overrides, "rule parameter"));
      case MCR -> throw notPlayable(variant);
    };
  }

  private static IllegalArgumentException notPlayable(Variant variant) {
    return new IllegalArgumentException("variant '" + variant.id() + "' is not playable yet (it comes with issue #3); playable: "
        + Variant.SUITS_108.id());
  }
}
