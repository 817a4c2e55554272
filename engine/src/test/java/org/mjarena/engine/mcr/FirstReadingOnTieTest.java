package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mjarena.engine.mcr.McrPositions.botzone;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.mcr.fan.Fan;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.param.Settings;

/**
 * Of readings of equal total, the fans listed: the reference's choice (一色三同顺 first), or the first
 * reading the Botzone judge's calculator finds (the pungs of 一色三节高). Unless
 * {@code first_reading_on_tie} is given, the rules list the judge's with Botzone's duplicate wall and the
 * reference's with the official shared wall; the total is the same.
 */
final class FirstReadingOnTieTest {
  /** Vector fan-00739: 678p x3 (一色三同顺 + 平和) ties 666 777 888p (一色三节高 + 双暗刻) at 30. */
  private static final WinningHand TIE = WinningHand.of("567m 88s 666777p 88p", "8p");

  @Test
  void firstReadingOnTie_notGiven_followsTheWall() {
    assertThat(new McrRules().fans.firstReadingOnTie()).isFalse();
    assertThat(new McrRules().fans.calculate(TIE).count(Fan.PURE_TRIPLE_CHOW)).isOne();
    assertThat(botzone().fans.firstReadingOnTie()).isTrue();
    assertThat(botzone().fans.calculate(TIE).count(Fan.PURE_SHIFTED_PUNGS)).isOne();
    assertThat(botzone().fans.calculate(TIE).total()).isEqualTo(30);
    assertThat(botzone().settings().values()).containsEntry("first_reading_on_tie", true);
  }

  @Test
  void firstReadingOnTie_given_winsOverTheWall() {
    assertThat(botzone("first_reading_on_tie", false).fans.calculate(TIE).count(Fan.PURE_TRIPLE_CHOW)).isOne();
    McrRules shared = new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("first_reading_on_tie", true),
        "rule parameter"));
    assertThat(shared.fans.calculate(TIE).count(Fan.PURE_SHIFTED_PUNGS)).isOne();
  }
}
