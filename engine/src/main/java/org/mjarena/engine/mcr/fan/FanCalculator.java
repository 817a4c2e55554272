package org.mjarena.engine.mcr.fan;

/**
 * Scores a Chinese Official Mahjong hand: finds every way to read the tiles as a winning hand, scores
 * each reading with the 81 fans and their exclusion rules, and keeps the one worth most.
 *
 * <p>Thread-safe: the calculator holds only its options; each call works on its own scratch object.
 *
 * <p>The rules follow the 1998 fan table with the "Scoring conventions" of the project's MCR test
 * vectors ({@code vectors/mcr/README.md}) where the rule book is silent or ambiguous (listed below). The
 * vectors come from a recent ChineseOfficialMahjongHelper; the Botzone judge bundles its 2019 calculator,
 * which scores differently in two options and lists other fans for some ties, all three options on in
 * {@link #botzone()}:
 * <ul>
 *   <li>明暗杠: one concealed and one exposed kong score fan 82 (5 points) instead of 暗杠 + 明杠 (2 + 1).</li>
 *   <li>No wait on a knitted tile: in a 组合龙 reading, a winning tile that is one of the nine knitted tiles
 *       scores no 边张 / 嵌张 / 单钓将, even when it also completes the set or the pair and is the only
 *       wait. The reference, following the later MIL ruling, counts that wait.</li>
 *   <li>First reading on a tie: of readings of equal total the judge's calculator lists the first it
 *       finds, 七对 before the basic readings and these by their sets from the lowest tile, a pung before a
 *       chow (so 一色三节高 where the reference lists 一色三同顺); the total is the same.</li>
 * </ul>
 *
 * <p>Every way of reading the tiles is scored: each split of the concealed tiles into sets and a pair
 * (with the melds), each knitted straight with a set and a pair, and the special forms (seven pairs,
 * thirteen orphans, honours and knitted tiles). The highest total is kept. On a tie a reading with 一色三同顺
 * or 三同刻 is preferred (333444555 is three identical chows rather than 一色三节高), then the basic reading
 * found last (readings are enumerated pair first, then pungs, then chows, from the lowest tile; the last
 * one is the breakdown the vectors list), and a basic reading is preferred over 七对 and the other
 * special forms, which are scored after it and replace it only with a higher total.
 *
 * <p>Where the 1998 rule book is silent or reads otherwise, the conventions of the MCR test vectors apply:
 * <ul>
 *   <li>Waits (边张 / 嵌张 / 单钓将) count only when the hand before winning waits on one kind in all forms
 *       together, "in form": a kind whose four copies are in sight, or held four times, still counts as a wait.</li>
 *   <li>七对, 全不靠, 七星不靠, 十三幺, 四暗刻, 连七对 and 九莲宝灯 imply a concealed hand: self-drawn they
 *       score 自摸 rather than 不求人, on a discard they add no 门前清.</li>
 *   <li>九莲宝灯 needs exactly 1112345678999 of one suit before winning; the reading's other fans stay,
 *       less 清一色, 门前清 and one 幺九刻.</li>
 *   <li>Three or four wind pungs (三风刻, 小四喜, 大四喜) add no 幺九刻 for the winds; a wind pung scoring
 *       圈风刻 or 门风刻 is not also a 幺九刻.</li>
 *   <li>双暗杠 adds no 双暗刻; one concealed and one exposed kong score 暗杠 + 明杠 (or 明暗杠 as an option).</li>
 *   <li>绿一色 adds neither 混一色 nor 缺一门; 推不倒 adds no 缺一门; 七对 adds no 全双刻.</li>
 *   <li>抢杠和 adds no 和绝张; 妙手回春 and 杠上开花 replace 自摸.</li>
 *   <li>无番和 only when nothing else scores, flowers left aside.</li>
 *   <li>Two-chow fans (一般高, 喜相逢, 连六, 老少副) follow the account-once principle (套算一次): a pair of chows
 *       counts only if it links chows not yet linked, so at most three with four chows and two with three;
 *       beside a three-chow fan the fourth chow adds at most one.</li>
 *   <li>A concealed pung completed with a discarded tile counts as exposed, unless the reading also has a
 *       concealed chow holding the winning tile.</li>
 *   <li>组合龙 with a set and a pair scores the set and pair as in the basic form (平和, 箭刻, 幺九刻, ...) and
 *       a unique wait, even when the winning tile could also be read in the knitted straight (not so
 *       without the knitted-tile wait option).</li>
 * </ul>
 */
public final class FanCalculator {
  private static final FanCalculator STANDARD = new FanCalculator(false, true, false);
  private static final FanCalculator BOTZONE = new FanCalculator(true, false, true);

  private final boolean concealedAndMeldedKong;
  private final boolean knittedTileWait;
  private final boolean firstReadingOnTie;

  /**
   * A calculator.
   *
   * @param concealedAndMeldedKong score one concealed plus one exposed kong as 明暗杠 (fan 82, Botzone
   *                               judge) rather than 暗杠 + 明杠 (1998 table)
   * @param knittedTileWait        a winning tile of the knitted straight still scores its unique wait
   *                               (reference, MIL) rather than none (Botzone judge)
   * @param firstReadingOnTie      of readings of equal total, list the one the judge's calculator finds
   *                               first (七对 first, then the sets from the lowest tile, a pung before a
   *                               chow) rather than the reference's choice (一色三同顺 or 三同刻 first, a
   *                               basic reading over 七对)
   */
  public FanCalculator(boolean concealedAndMeldedKong, boolean knittedTileWait, boolean firstReadingOnTie) {
    this.concealedAndMeldedKong = concealedAndMeldedKong;
    this.knittedTileWait = knittedTileWait;
    this.firstReadingOnTie = firstReadingOnTie;
  }

  /**
   * The calculator of the 1998 fan table as the reference scores it: 暗杠 + 明杠 for one concealed and one
   * exposed kong, and the wait of a winning tile of the knitted straight.
   */
  public static FanCalculator standard() {
    return STANDARD;
  }

  /**
   * The calculator of the Botzone judge: 明暗杠 (fan 82) for one concealed and one exposed kong, and no
   * wait for a winning tile of the knitted straight.
   */
  public static FanCalculator botzone() {
    return BOTZONE;
  }

  /** True when one concealed and one exposed kong score 明暗杠. */
  public boolean concealedAndMeldedKong() {
    return concealedAndMeldedKong;
  }

  /** True when a winning tile of the knitted straight may score 边张 / 嵌张 / 单钓将 (the reference). */
  public boolean knittedTileWait() {
    return knittedTileWait;
  }

  /** True when ties of total list the reading the Botzone judge's calculator finds first. */
  public boolean firstReadingOnTie() {
    return firstReadingOnTie;
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
    return new HandScorer(hand, concealedAndMeldedKong, knittedTileWait, firstReadingOnTie).score();
  }
}
