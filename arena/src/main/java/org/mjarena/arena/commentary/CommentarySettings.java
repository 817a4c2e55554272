package org.mjarena.arena.commentary;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How a run is commented: whether at all, from which view and by which method ({@code commentary:} in a
 * lineup file, documented in {@code configs/reference.yaml}).
 *
 * @param on     false turns the commentator off ({@code commentary: off}, {@code --no-commentary})
 * @param view   what the commentator sees at each decision
 * @param method how it predicts discards
 */
public record CommentarySettings(boolean on, View view, Method method) {
  /** On, from the table view, by the combined method: the defaults. */
  public static final CommentarySettings DEFAULT = new CommentarySettings(true, View.TABLE, Method.COMBINED);
  /** Off. */
  public static final CommentarySettings OFF = new CommentarySettings(false, View.TABLE, Method.COMBINED);

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
      return Arrays.stream(values()).filter(v -> v.id().equals(id)).findFirst();
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
      return Arrays.stream(values()).filter(v -> v.id().equals(id)).findFirst();
    }
  }
}
