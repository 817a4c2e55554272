package org.mjarena.engine.mcr.distance;

/**
 * The winning forms of the Chinese Official rules (MCR), each with its own win distance.
 *
 * <p>Only the basic form can be completed with declared melds. The three forms made of fourteen
 * separate tiles need a fully concealed hand, and the knitted straight leaves room for one set
 * besides its nine tiles, which may be a declared meld.
 *
 * <p>Each form has the field name the MCR test vectors and the command line's shanten output give it
 * ({@link #field()}: {@code basic}, {@code seven_pairs}, ..., {@code honors_knitted} in the vectors'
 * spelling).
 */
public enum WinDistanceForm {
  /** Four sets (chows, pungs, kongs) and a pair. */
  BASIC(4, "basic"),
  /** Seven pairs (七对, fan 19); four identical tiles count as two pairs. */
  SEVEN_PAIRS(0, "seven_pairs"),
  /** Thirteen orphans (十三幺, fan 7): one of each terminal and honour plus a pair of one of them. */
  THIRTEEN_ORPHANS(0, "thirteen_orphans"),
  /**
   * Honours and knitted tiles (全不靠, fan 34, and 七星不靠, fan 20): fourteen different tiles taken from
   * one knitted sequence (147, 258, 369 in three different suits) and the seven honours.
   */
  HONOURS_KNITTED(0, "honors_knitted"),
  /** Knitted straight (组合龙, fan 35): the nine tiles of a knitted sequence, one set and a pair. */
  KNITTED_STRAIGHT(1, "knitted_straight");

  private final int maxMelds;
  private final String field;

  WinDistanceForm(int maxMelds, String field) {
    this.maxMelds = maxMelds;
    this.field = field;
  }

  /** The field name of this form in the MCR test vectors and the shanten output. */
  public String field() {
    return field;
  }

  /** Whether a hand with this many declared melds can still be completed in this form. */
  public boolean allows(int melds) {
    return melds <= maxMelds;
  }
}
