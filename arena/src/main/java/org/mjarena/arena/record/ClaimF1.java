package org.mjarena.arena.record;

/**
 * The F1 of one kind of claim predicted, with what it is made of: the claims predicted and made ({@code tp}),
 * predicted and not made ({@code fp}), made and not predicted ({@code fn}).
 */
public interface ClaimF1 {
  long tp();

  long fp();

  long fn();

  double f1();

  double[] f1Ci95();

  /**
   * Whether the F1 means anything: a claim was predicted or made. With neither it is 0 over 0, written 0 in the
   * files and shown as {@code -}.
   */
  default boolean defined() {
    return tp() + fp() + fn() > 0;
  }
}
