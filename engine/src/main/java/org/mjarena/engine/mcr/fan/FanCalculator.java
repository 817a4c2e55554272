package org.mjarena.engine.mcr.fan;

/**
 * Scores a Chinese Official Mahjong hand: finds every way to read the tiles as a winning hand, scores
 * each reading with the 81 fans and their exclusion rules, and keeps the one worth most.
 *
 * <p>Thread-safe: the calculator holds only its option; each call works on its own scratch object.
 *
 * <p>The rules follow the 1998 fan table with the "Scoring conventions" of the project's MCR test
 * vectors where the rule book is silent or ambiguous (each is named in {@link HandScorer}). The only
 * option is the Botzone judge's 明暗杠: with it, one concealed and one exposed kong score fan 82
 * (5 points) instead of 暗杠 + 明杠 (2 + 1).
 */
public final class FanCalculator {
  private static final FanCalculator STANDARD = new FanCalculator(false);
  private static final FanCalculator BOTZONE = new FanCalculator(true);

  private final boolean concealedAndMeldedKong;

  /**
   * A calculator.
   *
   * @param concealedAndMeldedKong score one concealed plus one exposed kong as 明暗杠 (fan 82, Botzone
   *                               judge) rather than 暗杠 + 明杠 (1998 table)
   */
  public FanCalculator(boolean concealedAndMeldedKong) {
    this.concealedAndMeldedKong = concealedAndMeldedKong;
  }

  /** The calculator of the 1998 fan table: 暗杠 + 明杠 for one concealed and one exposed kong. */
  public static FanCalculator standard() {
    return STANDARD;
  }

  /** The calculator of the Botzone judge: 明暗杠 (fan 82) for one concealed and one exposed kong. */
  public static FanCalculator botzone() {
    return BOTZONE;
  }

  /** True when one concealed and one exposed kong score 明暗杠. */
  public boolean concealedAndMeldedKong() {
    return concealedAndMeldedKong;
  }

  /**
   * Scores a hand. A hand that is winning but below the 8-fan minimum is still scored: the minimum is
   * the caller's rule to apply, on {@link FanResult#totalWithoutFlowers()}.
   *
   * @return the fans of the best reading, or {@link FanResult#notWinning()} when the tiles form no
   *         winning hand
   * @throws IllegalArgumentException when a tile kind occurs more than four times
   */
  public FanResult calculate(WinningHand hand) {
    return new HandScorer(hand, concealedAndMeldedKong).score();
  }
}
