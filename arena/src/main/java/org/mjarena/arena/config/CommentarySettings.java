package org.mjarena.arena.config;

import org.mjarena.arena.commentary.Commentator;
import org.mjarena.arena.commentary.ReactionRules;
import org.mjarena.arena.commentary.StatisticalView;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How a run is commented: whether at all, from which view, by which method for discards and which rule
 * for claims ({@code commentary:} in a lineup file, documented in {@code configs/reference.yaml}).
 *
 * @param on        false turns the commentator off ({@code commentary: off}, {@code --no-commentary})
 * @param view      what the commentator sees at each decision
 * @param method    how it predicts discards
 * @param reactions how it predicts the claims on a discard
 */
public record CommentarySettings(boolean on, View view, Method method, Reactions reactions) {
  /** On, from the table view, by the combined method and the distance rule: the defaults. */
  public static final CommentarySettings DEFAULT = new CommentarySettings(true, View.TABLE, Method.COMBINED,
      Reactions.DISTANCE);
  /** Off. */
  public static final CommentarySettings OFF = new CommentarySettings(false, View.TABLE, Method.COMBINED,
      Reactions.DISTANCE);

  /** What the commentator may see. */
  public enum View {
    /** Every concealed hand, never the wall (the thesis's all-seeing view, 全知视角). */
    TABLE,
    /** Only the mover's own observation (the thesis's player view, 玩家视角). */
    PLAYER;

    /** The id in lineup files. */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The view with id {@code id}, if any. */
    public static Optional<View> byId(String id) {
      return byIdAmong(values(), id);
    }
  }

  /** How discards are predicted. */
  public enum Method {
    /** The hand filter and the expert filter (thesis Algorithms 1 and 2). */
    EXPERT,
    /** The statistical view, reduced as {@link StatisticalView} says. */
    STATISTICAL,
    /** The expert's candidates checked by the statistical view (thesis Algorithm 6, adapted in {@link Commentator}). */
    COMBINED;

    /** The id in lineup files. */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The method with id {@code id}, if any. */
    public static Optional<Method> byId(String id) {
      return byIdAmong(values(), id);
    }
  }

  /** How the claims on a discard are predicted ({@link ReactionRules}). */
  public enum Reactions {
    /** The thesis's Algorithm 7 as it is written: a pung for a pair outside a chow, a chow when not ready. */
    THESIS,
    /** A chow, pung or kong only when it brings the claimant's hand closer to winning. */
    DISTANCE;

    /** The id in lineup files. */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The rule with id {@code id}, if any. */
    public static Optional<Reactions> byId(String id) {
      return byIdAmong(values(), id);
    }
  }

  /** The ids of {@code values}, joined with "or" for an error message. */
  public static <E extends Enum<E>> String ids(E[] values) {
    return String.join(" or ", Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT)).toList());
  }

  private static <E extends Enum<E>> Optional<E> byIdAmong(E[] values, String id) {
    return Arrays.stream(values).filter(v -> v.name().toLowerCase(Locale.ROOT).equals(id)).findFirst();
  }
}
