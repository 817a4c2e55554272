package org.mjarena.arena.commentary;

/**
 * One decision as the probability models see it: who chose, among which options, what each option
 * looked like to the commentator ({@link #width} small numbers each), and which option was taken. A
 * discard ({@link DiscardChoice}: the options are the legal tiles) or an answer to a discard
 * ({@link ClaimChoice}: pass, each chow, pung, kong, win), or the mover's choice between a discard, a ting, a
 * win and a kong ({@link TurnChoice}).
 */
sealed interface Choice permits DiscardChoice, ClaimChoice, TurnChoice {
  /** The lineup entry that chose (its index). */
  int entry();

  /** Features per option. */
  int width();

  /** Every option's features, option after option, {@link #width} each. */
  byte[] features();

  /** How many options there were. */
  default int options() {
    return features().length / width();
  }

  /** The raw value of feature {@code f} of option {@code i}. */
  default int feature(int i, int f) {
    return features()[i * width() + f];
  }

  /** The option taken. */
  int played();

  /** Feature {@code f}'s raw value {@code v} as the model weighs it, in [0, 1]. */
  double value(int f, int v);
}
