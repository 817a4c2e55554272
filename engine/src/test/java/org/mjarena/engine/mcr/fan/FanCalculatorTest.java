package org.mjarena.engine.mcr.fan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * Each fan on the smallest hand that shows it, and on a near miss that does not; the worked example of
 * the vectors' README; the conventions of the vectors that the rule book leaves open.
 */
final class FanCalculatorTest {
  private static final FanCalculator CALCULATOR = FanCalculator.standard();

  /** Concealed tiles and winning tile, won on a discard by East in the East round. */
  private static WinningHand hand(String concealed, String win) {
    return WinningHand.of(concealed, win);
  }

  private static WinningHand hand(List<Meld> melds, String concealed, String win) {
    return WinningHand.of(concealed, melds, win);
  }

  private static Tile first(String tiles) {
    return Tiles.parse(tiles).get(0);
  }

  /** A chow claimed from the left player of East (North). */
  private static Meld chow(String tiles) {
    return new Meld(MeldKind.CHOW, first(tiles), first(tiles), Seat.S3);
  }

  private static Meld pung(String tiles) {
    return new Meld(MeldKind.PUNG, first(tiles), first(tiles), Seat.S1);
  }

  private static Meld kong(String tiles) {
    return new Meld(MeldKind.EXPOSED_KONG, first(tiles), first(tiles), Seat.S2);
  }

  private static Meld concealedKong(String tiles) {
    return new Meld(MeldKind.CONCEALED_KONG, first(tiles), first(tiles), Seat.S0);
  }

  /** A hand without fans but its own (无番和): three exposed sets, a two-sided wait, an honour pair. */
  private static WinningHand chicken() {
    return hand(List.of(chow("123m"), chow("456p"), pung("777s")), "23s 11z", "4s");
  }

  private static WinningHand kongHand() {
    return hand(List.of(kong("1111m")), "456p 789s 234s 9p", "9p");
  }

  static Stream<Arguments> fans() {
    return Stream.of(
        Arguments.of(Fan.BIG_FOUR_WINDS, hand("111222333444z 5m", "5m"), hand("111222333z 4z 567m", "4z")),
        Arguments.of(Fan.BIG_THREE_DRAGONS, hand("555666777z 123m 9p", "9p"), hand("555666z 7z 123m 456m", "7z")),
        Arguments.of(Fan.ALL_GREEN, hand("223344666888s 6z", "6z"), hand("223344666999s 6z", "6z")),
        Arguments.of(Fan.NINE_GATES, hand("1112345678999m", "5m"), hand("1112345677999m", "8m")),
        Arguments.of(Fan.FOUR_KONGS, hand(List.of(kong("1111m"), kong("2222p"), kong("3333s"), kong("4444z")), "5m", "5m"),
            hand(List.of(kong("1111m"), kong("2222p"), kong("3333s"), pung("444z")), "5m", "5m")),
        Arguments.of(Fan.SEVEN_SHIFTED_PAIRS, hand("1122334455667m", "7m"), hand("1122334455668m", "8m")),
        Arguments.of(Fan.THIRTEEN_ORPHANS, hand("19m 19s 19p 1234567z", "1m"), hand("111m 999s 111p 111z 5z", "5z")),
        Arguments.of(Fan.ALL_TERMINALS, hand("111999m 111999s 9p", "9p"), hand("111999m 111s 111z 9p", "9p")),
        Arguments.of(Fan.LITTLE_FOUR_WINDS, hand("111222333z 4z 567m", "4z"), hand("111222333z 567m 9p", "9p")),
        Arguments.of(Fan.LITTLE_THREE_DRAGONS, hand("555666z 7z 123m 456m", "7z"), hand("555666z 123m 456m 9p", "9p")),
        Arguments.of(Fan.ALL_HONOURS, hand("111222333555z 6z", "6z"), hand("111222333555z 1m", "1m")),
        Arguments.of(Fan.FOUR_CONCEALED_PUNGS, hand("111m 222p 333s 555z 9m", "9m"), hand("111m 222p 333s 55z 99m", "5z")),
        Arguments.of(Fan.PURE_TERMINAL_CHOWS, hand("1122337788995m", "5m"), hand("1122337788996m", "6m")),
        Arguments.of(Fan.QUADRUPLE_CHOW, hand("111122223333m 9p", "9p"), hand("111222333m 456p 9p", "9p")),
        Arguments.of(Fan.FOUR_PURE_SHIFTED_PUNGS, hand(List.of(pung("111m"), pung("222m"), pung("333m")), "444m 9p", "9p"),
            hand(List.of(pung("111m"), pung("222m"), pung("333m")), "555m 9p", "9p")),
        Arguments.of(Fan.FOUR_PURE_SHIFTED_CHOWS, hand("122333444556m 9p", "9p"), hand("122333445567m 9p", "9p")),
        Arguments.of(Fan.THREE_KONGS, hand(List.of(kong("1111m"), kong("2222p"), kong("3333s")), "456m 9p", "9p"),
            hand(List.of(kong("1111m"), kong("2222p"), pung("333s")), "456m 9p", "9p")),
        Arguments.of(Fan.ALL_TERMINALS_AND_HONOURS, hand("111m 999s 111p 111z 5z", "5z"), hand("111999m 111999s 9p", "9p")),
        Arguments.of(Fan.SEVEN_PAIRS, hand("1133557799m 11z 5p", "5p"), hand("112233m 456p 789s 5z", "5z")),
        Arguments.of(Fan.GREATER_HONOURS_AND_KNITTED_TILES, hand("147m 25s 3p 1234567z", "8s"),
            hand("147m 258s 36p 12345z", "6z")),
        Arguments.of(Fan.ALL_EVEN_PUNGS, hand("222888m 444p 666s 2p", "2p"), hand("222888m 444p 666s 3p", "3p")),
        Arguments.of(Fan.FULL_FLUSH, hand("123456789m 222m 5m", "5m"), hand("123456789m 222p 5m", "5m")),
        Arguments.of(Fan.PURE_TRIPLE_CHOW, hand(List.of(chow("123m"), chow("123m"), chow("123m")), "456p 9p", "9p"),
            hand(List.of(chow("123m"), chow("123m"), chow("123p")), "456p 9p", "9p")),
        Arguments.of(Fan.PURE_SHIFTED_PUNGS, hand(List.of(pung("111m"), pung("222m"), pung("333m")), "456p 9p", "9p"),
            hand(List.of(pung("111m"), pung("222m"), pung("444m")), "456p 9p", "9p")),
        Arguments.of(Fan.UPPER_TILES, hand("777789m 789p 789s 8s", "8s"), hand("677778m 789p 789s 8s", "8s")),
        Arguments.of(Fan.MIDDLE_TILES, hand("444456m 456p 456s 5s", "5s"), hand("344445m 456p 456s 5s", "5s")),
        Arguments.of(Fan.LOWER_TILES, hand("111123m 123p 123s 2s", "2s"), hand("111234m 123p 123s 2s", "2s")),
        Arguments.of(Fan.PURE_STRAIGHT, hand("123456789m 123p 9p", "9p"), hand("123m 456p 789s 123p 9p", "9p")),
        Arguments.of(Fan.THREE_SUITED_TERMINAL_CHOWS, hand("123789m 123789s 5p", "5p"), hand("123789m 123789s 6p", "6p")),
        Arguments.of(Fan.PURE_SHIFTED_CHOWS, hand("122333445m 789p 9p", "9p"), hand("122334456m 789p 9p", "9p")),
        Arguments.of(Fan.ALL_FIVE, hand("345456m 456p 555s 5p", "5p"), hand("345456m 456p 555s 6p", "6p")),
        Arguments.of(Fan.TRIPLE_PUNG, hand("111m 111p 111s 456m 9p", "9p"), hand("111m 111p 222s 456m 9p", "9p")),
        Arguments.of(Fan.THREE_CONCEALED_PUNGS, hand("111m 222p 333s 456m 9p", "9p"), hand("111m 222p 33s 456m 99p", "3s")),
        Arguments.of(Fan.LESSER_HONOURS_AND_KNITTED_TILES, hand("147m 258s 36p 12345z", "6z"),
            hand("147m 25s 3p 1234567z", "8s")),
        Arguments.of(Fan.KNITTED_STRAIGHT, hand("147m 258s 369p 456m 9m", "9m"), hand("123m 456s 789p 456m 9m", "9m")),
        Arguments.of(Fan.UPPER_FOUR, hand("678m 678p 678s 999m 6s", "6s"), hand("567m 678p 678s 999m 6s", "6s")),
        Arguments.of(Fan.LOWER_FOUR, hand("111123m 234p 234s 4s", "4s"), hand("111123m 345p 234s 4s", "4s")),
        Arguments.of(Fan.BIG_THREE_WINDS, hand("111222333z 567m 9p", "9p"), hand("111222z 567m 789p 9p", "9p")),
        Arguments.of(Fan.MIXED_STRAIGHT, hand("123m 456p 789s 111z 5z", "5z"), hand("123m 456p 678s 111z 5z", "5z")),
        Arguments.of(Fan.REVERSIBLE_TILES, hand("123p 345p 888p 456s 7z", "7z"), hand("123p 345p 888p 567s 7z", "7z")),
        Arguments.of(Fan.MIXED_TRIPLE_CHOW, hand("123m 123p 123s 456m 9p", "9p"), hand("123m 123p 234s 456m 9p", "9p")),
        Arguments.of(Fan.MIXED_SHIFTED_PUNGS, hand("111m 222p 333s 456m 9p", "9p"), hand("111m 222p 444s 456m 9p", "9p")),
        Arguments.of(Fan.CHICKEN_HAND, chicken(), hand(List.of(chow("123m"), chow("456p"), pung("777s")), "23s 11z", "1s")),
        Arguments.of(Fan.LAST_TILE_DRAW, chicken().withSelfDrawn(true).withWallLast(true), chicken().withWallLast(true)),
        Arguments.of(Fan.LAST_TILE_CLAIM, chicken().withWallLast(true), chicken().withSelfDrawn(true).withWallLast(true)),
        Arguments.of(Fan.OUT_WITH_REPLACEMENT_TILE, kongHand().withSelfDrawn(true).withAboutKong(true),
            kongHand().withAboutKong(true)),
        Arguments.of(Fan.ROBBING_THE_KONG, chicken().withAboutKong(true), kongHand().withSelfDrawn(true).withAboutKong(true)),
        Arguments.of(Fan.ALL_PUNGS, hand(List.of(pung("111m"), pung("222p")), "333s 555m 9p", "9p"),
            hand(List.of(pung("111m"), pung("222p")), "345s 555m 9p", "9p")),
        Arguments.of(Fan.HALF_FLUSH, hand("123456789m 111z 5z", "5z"), hand("123456m 789p 111z 5z", "5z")),
        Arguments.of(Fan.MIXED_SHIFTED_CHOWS, hand("123m 234p 345s 789m 9p", "9p"), hand("123m 234p 456s 789m 9p", "9p")),
        Arguments.of(Fan.ALL_TYPES, hand("123m 456p 789s 111z 5z", "5z"), hand("123m 456p 789s 111z 4z", "4z")),
        Arguments.of(Fan.MELDED_HAND, hand(List.of(chow("123m"), chow("456p"), chow("789s"), pung("111z")), "5z", "5z"),
            hand(List.of(chow("123m"), chow("456p"), chow("789s"), pung("111z")), "5z", "5z").withSelfDrawn(true)),
        Arguments.of(Fan.TWO_CONCEALED_KONGS, hand(List.of(concealedKong("1111m"), concealedKong("2222p")), "345s 678s 9p", "9p"),
            hand(List.of(concealedKong("1111m"), kong("2222p")), "345s 678s 9p", "9p")),
        Arguments.of(Fan.TWO_DRAGONS_PUNGS, hand("555666z 123m 456m 9p", "9p"), hand("555z 123m 456m 789p 9p", "9p")),
        Arguments.of(Fan.OUTSIDE_HAND, hand("123789m 123p 111z 9s", "9s"), hand("123789m 234p 111z 9s", "9s")),
        Arguments.of(Fan.FULLY_CONCEALED_HAND, hand("123m 456p 789s 111z 5z", "5z").withSelfDrawn(true),
            hand("123m 456p 789s 111z 5z", "5z")),
        Arguments.of(Fan.TWO_MELDED_KONGS, hand(List.of(kong("1111m"), kong("2222p")), "345s 678s 9p", "9p"),
            hand(List.of(concealedKong("1111m"), kong("2222p")), "345s 678s 9p", "9p")),
        Arguments.of(Fan.LAST_TILE, chicken().withFourthTile(true), chicken()),
        Arguments.of(Fan.DRAGON_PUNG, hand("555z 123m 456p 789s 9p", "9p"), hand("222z 123m 456p 789s 9p", "9p")),
        Arguments.of(Fan.PREVALENT_WIND, hand("222z 123m 456p 789s 9p", "9p").withWinds(Wind.EAST, Wind.SOUTH),
            hand("222z 123m 456p 789s 9p", "9p").withWinds(Wind.EAST, Wind.WEST)),
        Arguments.of(Fan.SEAT_WIND, hand("222z 123m 456p 789s 9p", "9p").withWinds(Wind.SOUTH, Wind.EAST),
            hand("222z 123m 456p 789s 9p", "9p").withWinds(Wind.WEST, Wind.EAST)),
        Arguments.of(Fan.CONCEALED_HAND, hand("123m 456p 789s 111z 5z", "5z"),
            hand(List.of(chow("123m")), "456p 789s 111z 5z", "5z")),
        Arguments.of(Fan.ALL_CHOWS, hand("123456m 789p 234s 5s", "5s"), hand("123456m 789p 234s 1z", "1z")),
        Arguments.of(Fan.TILE_HOG, hand("111123m 456p 789s 5z", "5z"), hand("111234m 456p 789s 5z", "5z")),
        Arguments.of(Fan.DOUBLE_PUNG, hand("222m 222p 345s 678s 9p", "9p"), hand("222m 333p 345s 678s 9p", "9p")),
        Arguments.of(Fan.TWO_CONCEALED_PUNGS, hand("222m 444p 345s 678s 9p", "9p"), hand("222m 44p 345s 678s 99p", "4p")),
        Arguments.of(Fan.CONCEALED_KONG, hand(List.of(concealedKong("1111m")), "456p 789s 234s 9p", "9p"), kongHand()),
        Arguments.of(Fan.ALL_SIMPLES, hand("234345m 456p 678s 5p", "5p"), hand("123345m 456p 678s 5p", "5p")),
        Arguments.of(Fan.PURE_DOUBLE_CHOW, hand("123123m 456p 789s 5z", "5z"), hand("123234m 456p 789s 5z", "5z")),
        Arguments.of(Fan.MIXED_DOUBLE_CHOW, hand("123m 123p 456s 111z 5z", "5z"), hand("123m 234p 456s 111z 5z", "5z")),
        Arguments.of(Fan.SHORT_STRAIGHT, hand("123456m 789p 111z 5z", "5z"), hand("123567m 789p 111z 5z", "5z")),
        Arguments.of(Fan.TWO_TERMINAL_CHOWS, hand("123789m 456p 111z 5z", "5z"), hand("123678m 456p 111z 5z", "5z")),
        Arguments.of(Fan.PUNG_OF_TERMINALS_OR_HONOURS, hand("999m 123p 456p 789s 5z", "5z"), hand("888m 123p 456p 789s 5z", "5z")),
        Arguments.of(Fan.MELDED_KONG, kongHand(), hand(List.of(concealedKong("1111m")), "456p 789s 234s 9p", "9p")),
        Arguments.of(Fan.ONE_VOIDED_SUIT, hand("123456m 789p 111z 5z", "5z"), hand("123m 456s 789p 111z 5z", "5z")),
        Arguments.of(Fan.NO_HONOURS, hand("123m 456p 789s 222m 5p", "5p"), hand("123m 456p 789s 222m 5z", "5z")),
        Arguments.of(Fan.EDGE_WAIT, hand("12m 456p 789s 111z 55z", "3m"), hand("23m 456p 789s 111z 55z", "1m")),
        Arguments.of(Fan.CLOSED_WAIT, hand("13m 456p 789s 111z 55z", "2m"), hand("23m 456p 789s 111z 55z", "4m")),
        Arguments.of(Fan.SINGLE_WAIT, hand("123m 456p 789s 111z 5z", "5z"), hand("123m 456p 789s 11z 55z", "1z")),
        Arguments.of(Fan.SELF_DRAWN, chicken().withSelfDrawn(true), chicken()),
        Arguments.of(Fan.FLOWER_TILES, chicken().withFlowers(3), chicken()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fans")
  void calculate_scoresFanOnItsHandOnly(Fan fan, WinningHand positive, WinningHand negative) {
    FanResult yes = CALCULATOR.calculate(positive);
    FanResult no = CALCULATOR.calculate(negative);
    assertThat(yes.winning()).isTrue();
    assertThat(yes.count(fan)).as("%s in %s", fan, yes.fans()).isPositive();
    assertThat(no.winning()).isTrue();
    assertThat(no.count(fan)).as("%s in %s", fan, no.fans()).isZero();
  }

  @Test
  void fans_coverEveryFanOfTheTable() {
    assertThat(fans().map(a -> a.get()[0])).containsExactlyInAnyOrder(
        Stream.of(Fan.values()).filter(f -> f != Fan.CONCEALED_KONG_AND_MELDED_KONG).toArray());
  }

  @Test
  void calculate_readmeWorkedExample_isTen() {
    FanResult r = CALCULATOR.calculate(hand("456789s 111333p 5z", "5z").withSelfDrawn(true));
    assertThat(r.total()).isEqualTo(10);
    assertThat(r.fans()).containsExactly(new FanCount(Fan.FULLY_CONCEALED_HAND, 1),
        new FanCount(Fan.TWO_CONCEALED_PUNGS, 1), new FanCount(Fan.SHORT_STRAIGHT, 1),
        new FanCount(Fan.PUNG_OF_TERMINALS_OR_HONOURS, 1), new FanCount(Fan.ONE_VOIDED_SUIT, 1),
        new FanCount(Fan.SINGLE_WAIT, 1));
  }

  @Test
  void calculate_readmeWorkedExampleWithExposedPung_isFive() {
    FanResult r = CALCULATOR.calculate(hand(List.of(pung("111p")), "456789s 333p 5z", "5z").withSelfDrawn(true));
    assertThat(r.total()).isEqualTo(5);
    assertThat(r.fans()).containsExactly(new FanCount(Fan.SHORT_STRAIGHT, 1),
        new FanCount(Fan.PUNG_OF_TERMINALS_OR_HONOURS, 1), new FanCount(Fan.ONE_VOIDED_SUIT, 1),
        new FanCount(Fan.SINGLE_WAIT, 1), new FanCount(Fan.SELF_DRAWN, 1));
  }

  @Test
  void calculate_concealedAndMeldedKongOption_replacesTwoKongFans() {
    WinningHand h = hand(List.of(concealedKong("1111m"), kong("2222p")), "345s 678s 9p", "9p");
    FanResult standard = CALCULATOR.calculate(h);
    FanResult botzone = FanCalculator.botzone().calculate(h);
    assertThat(standard.count(Fan.CONCEALED_KONG)).isOne();
    assertThat(standard.count(Fan.MELDED_KONG)).isOne();
    assertThat(standard.count(Fan.CONCEALED_KONG_AND_MELDED_KONG)).isZero();
    assertThat(botzone.count(Fan.CONCEALED_KONG_AND_MELDED_KONG)).isOne();
    assertThat(botzone.count(Fan.CONCEALED_KONG)).isZero();
    assertThat(botzone.total()).isEqualTo(standard.total() + 2);
  }

  /**
   * The hand of issue 26 (W3 W6 W9 B1 B4 B7 B8 B9 T2 T5 T8 T9 T9 won on B7): 369m 258s 147p knitted, 789p
   * and 99s. B7 is a knitted tile and also the edge of 789p: the reference scores 边张 (17), the Botzone
   * judge's calculator no wait (16: 组合龙 12, 门前清 2, 平和 2).
   */
  @Test
  void calculate_knittedStraightWonOnAKnittedTileThatIsAlsoAnEdge_scoresTheEdgeUnlessAsTheJudge() {
    WinningHand h = hand("369m 25899s 14789p", "7p");
    FanResult reference = CALCULATOR.calculate(h);
    FanResult judge = FanCalculator.botzone().calculate(h);
    assertThat(reference.total()).isEqualTo(17);
    assertThat(reference.count(Fan.EDGE_WAIT)).isOne();
    assertThat(judge.total()).isEqualTo(16);
    assertThat(judge.fans()).containsExactly(new FanCount(Fan.KNITTED_STRAIGHT, 1),
        new FanCount(Fan.CONCEALED_HAND, 1), new FanCount(Fan.ALL_CHOWS, 1));
  }

  /**
   * With a melded chow, 147m 258s 369p and a lone 9p wait on 9p, a knitted tile: the reference scores
   * 单钓将 (15), the judge's calculator no wait (14: 组合龙 12, 平和 2).
   */
  @Test
  void calculate_knittedStraightWithAMeldPairedOnAKnittedTile_scoresTheSingleWaitUnlessAsTheJudge() {
    WinningHand h = hand(List.of(chow("567s")), "147m 258s 3699p", "9p");
    FanResult reference = CALCULATOR.calculate(h);
    FanResult judge = FanCalculator.botzone().calculate(h);
    assertThat(reference.total()).isEqualTo(15);
    assertThat(reference.count(Fan.SINGLE_WAIT)).isOne();
    assertThat(judge.total()).isEqualTo(14);
    assertThat(judge.fans()).containsExactly(new FanCount(Fan.KNITTED_STRAIGHT, 1), new FanCount(Fan.ALL_CHOWS, 1));
  }

  /** A winning tile outside the knitted straight keeps its wait in both: 147m 258s 369p and 456p, won on 5z. */
  @Test
  void calculate_knittedStraightWonOutsideTheKnittedTiles_scoresTheWaitAsTheJudgeToo() {
    WinningHand h = hand("147m 258s 345669p 5z", "5z");
    assertThat(FanCalculator.botzone().calculate(h).count(Fan.SINGLE_WAIT)).isOne();
    assertThat(CALCULATOR.calculate(h).count(Fan.SINGLE_WAIT)).isOne();
  }

  /** Vector fan-00739: 678p x3 (一色三同顺 + 平和) ties 666 777 888p (一色三节高 + 双暗刻) at 30. */
  @Test
  void calculate_tiedChowsAndShiftedPungs_prefersPureTripleChow() {
    FanResult r = CALCULATOR.calculate(hand("567m 88s 666777p 88p", "8p"));
    assertThat(r.total()).isEqualTo(30);
    assertThat(r.count(Fan.PURE_TRIPLE_CHOW)).isOne();
    assertThat(r.count(Fan.PURE_SHIFTED_PUNGS)).isZero();
  }

  /** The same tie as the Botzone judge's calculator lists it: the pungs, found first, at the same 30. */
  @Test
  void calculate_tiedChowsAndShiftedPungsAsTheJudge_listsTheShiftedPungs() {
    FanResult r = FanCalculator.botzone().calculate(hand("567m 88s 666777p 88p", "8p"));
    assertThat(r.total()).isEqualTo(30);
    assertThat(r.count(Fan.PURE_SHIFTED_PUNGS)).isOne();
    assertThat(r.count(Fan.TWO_CONCEALED_PUNGS)).isOne();
    assertThat(r.count(Fan.PURE_TRIPLE_CHOW)).isZero();
  }

  /**
   * 44555566m 44566s won on 5s: 七对 (with 全中, 四归一, 缺一门) ties the sets 456m 456m 456s 456s 55m, 51
   * both ways. The reference lists the sets, the judge's calculator 七对, which it scores first.
   */
  @Test
  void calculate_sevenPairsTyingABasicReading_listsTheSetsUnlessAsTheJudge() {
    WinningHand h = hand("44555566m 44566s", "5s");
    FanResult reference = CALCULATOR.calculate(h);
    FanResult judge = FanCalculator.botzone().calculate(h);
    assertThat(reference.total()).isEqualTo(51);
    assertThat(reference.count(Fan.SEVEN_PAIRS)).isZero();
    assertThat(judge.total()).isEqualTo(51);
    assertThat(judge.count(Fan.SEVEN_PAIRS)).isOne();
  }

  @Test
  void calculate_chowsAccountedOnce_atMostThreeWithFourChows() {
    FanResult r = CALCULATOR.calculate(hand(List.of(chow("123m"), chow("123m")), "123123p 5s", "5s"));
    assertThat(r.count(Fan.PURE_DOUBLE_CHOW) + r.count(Fan.MIXED_DOUBLE_CHOW)).isEqualTo(3);
  }

  @Test
  void calculate_sevenPairsSelfDrawn_scoresSelfDrawnNotFullyConcealed() {
    FanResult r = CALCULATOR.calculate(hand("1133557799m 11z 5p", "5p").withSelfDrawn(true));
    assertThat(r.count(Fan.SELF_DRAWN)).isOne();
    assertThat(r.count(Fan.FULLY_CONCEALED_HAND)).isZero();
    assertThat(r.count(Fan.SINGLE_WAIT)).isZero();
  }

  @Test
  void calculate_pungCompletedOnDiscard_isExposed() {
    FanResult r = CALCULATOR.calculate(hand("111m 222p 33s 456m 99p", "3s"));
    assertThat(r.count(Fan.TWO_CONCEALED_PUNGS)).isOne();
  }

  @Test
  void calculate_robbingTheKong_doesNotAddLastTile() {
    FanResult r = CALCULATOR.calculate(chicken().withAboutKong(true).withFourthTile(true));
    assertThat(r.count(Fan.ROBBING_THE_KONG)).isOne();
    assertThat(r.count(Fan.LAST_TILE)).isZero();
  }

  @Test
  void totalWithoutFlowers_leavesOutFlowerPoints() {
    FanResult r = CALCULATOR.calculate(chicken().withFlowers(3));
    assertThat(r.total()).isEqualTo(11);
    assertThat(r.totalWithoutFlowers()).isEqualTo(8);
  }

  @Test
  void calculate_notAWinningHand_isNotWinning() {
    FanResult r = CALCULATOR.calculate(hand("123m 456p 789s 1123z", "5z"));
    assertThat(r.winning()).isFalse();
    assertThat(r.fans()).isEmpty();
    assertThat(r.total()).isZero();
  }

  @Test
  void winningHand_wrongTileCount_isRejected() {
    assertThatThrownBy(() -> hand("123m 456p 789s 11z", "5z")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void calculate_fifthCopy_isRejected() {
    assertThatThrownBy(() -> CALCULATOR.calculate(hand("11112345678m 99p", "1m")))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
