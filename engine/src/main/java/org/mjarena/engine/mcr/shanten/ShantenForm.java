package org.mjarena.engine.mcr.shanten;

/**
 * The winning forms of the Chinese Official rules (MCR), each with its own win distance.
 *
 * <p>Only the basic form can be completed with declared melds. The three forms made of fourteen
 * separate tiles need a fully concealed hand, and the knitted straight leaves room for one set
 * besides its nine tiles, which may be a declared meld.
 *
 * <p>The names, lower-cased, are the field names of the MCR test vectors and of the shanten output of
 * the command line ({@code basic}, {@code seven_pairs}, ...), so {@link #HONORS_KNITTED} keeps their
 * spelling rather than the project's "honours".
 */
public enum ShantenForm {
  /** Four sets (chows, pungs, kongs) and a pair. */
  BASIC(4),
  /** Seven pairs (七对, fan 19); four identical tiles count as two pairs. */
  SEVEN_PAIRS(0),
  /** Thirteen orphans (十三幺, fan 7): one of each terminal and honour plus a pair of one of them. */
  THIRTEEN_ORPHANS(0),
  /**
   * Honours and knitted tiles (全不靠, fan 34, and 七星不靠, fan 20): fourteen different tiles taken from
   * one knitted sequence (147, 258, 369 in three different suits) and the seven honours.
   */
  HONORS_KNITTED(0),
  /** Knitted straight (组合龙, fan 35): the nine tiles of a knitted sequence, one set and a pair. */
  KNITTED_STRAIGHT(1);

  private final int maxMelds;

  ShantenForm(int maxMelds) {
    this.maxMelds = maxMelds;
  }

  /** Whether a hand with this many declared melds can still be completed in this form. */
  public boolean allows(int melds) {
    return melds <= maxMelds;
  }
}
