package org.mjarena.engine.mcr.fan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The calculator against the MCR reference vectors ({@code vectors/mcr/README.md}): every total, every
 * fan list not marked {@code breakdown_tie}, every not-winning hand, and the 明暗杠 ruling; without the
 * knitted-tile wait, the one total that the Botzone judge's calculator scores otherwise.
 */
final class FanVectorsTest {
  private static final int FAN_RECORDS = 6000;
  private static final int NOT_WINNING_RECORDS = 500;
  private static final int VARIANT_RECORDS = 201;

  @Test
  void calculate_matchesEveryVectorTotalAndBreakdown() {
    List<VectorRecords.Case> cases = VectorRecords.fans();
    List<String> wrong = new ArrayList<>();
    for (VectorRecords.Case c : cases) {
      FanResult r = FanCalculator.standard().calculate(c.hand());
      boolean ok = r.winning() && r.total() == c.total() && (c.tie() || VectorRecords.fanMap(r).equals(c.fans()));
      if (!ok) {
        wrong.add(c.id() + ": expected " + c.fans() + " = " + c.total() + ", got " + VectorRecords.fanMap(r)
            + " = " + r.total());
      }
    }
    assertThat(cases).hasSize(FAN_RECORDS);
    assertThat(wrong).isEmpty();
  }

  @Test
  void calculate_fromManyThreads_matchesEveryTotal() {
    List<VectorRecords.Case> cases = VectorRecords.fans();
    FanCalculator shared = FanCalculator.standard();
    long wrong = cases.parallelStream().filter(c -> shared.calculate(c.hand()).total() != c.total()).count();
    assertThat(wrong).isZero();
  }

  @Test
  void calculate_rejectsEveryNotWinningVector() {
    List<VectorRecords.Case> cases = VectorRecords.notWinning();
    List<String> accepted = new ArrayList<>();
    for (VectorRecords.Case c : cases) {
      if (FanCalculator.standard().calculate(c.hand()).winning()) {
        accepted.add(c.id());
      }
    }
    assertThat(cases).hasSize(NOT_WINNING_RECORDS);
    assertThat(accepted).isEmpty();
  }

  @Test
  void calculate_concealedAndMeldedKongOption_matchesVariantVectors() {
    List<String> wrong = new ArrayList<>();
    int variants = 0;
    for (VectorRecords.Case c : VectorRecords.fans()) {
      if (c.variantTotal() < 0) {
        continue;
      }
      variants++;
      FanResult r = FanCalculator.botzone().calculate(c.hand());
      if (r.total() != c.variantTotal() || !VectorRecords.fanMap(r).equals(c.variantFans())) {
        wrong.add(c.id() + ": expected " + c.variantFans() + ", got " + VectorRecords.fanMap(r));
      }
    }
    assertThat(variants).isEqualTo(VARIANT_RECORDS);
    assertThat(wrong).isEmpty();
  }

  /**
   * Without the knitted-tile wait every total stays but one: fan-02149, 组合龙 won on a knitted tile that
   * is also the only wait, loses its 单钓将 as the Botzone judge's calculator scores it (27 to 26).
   */
  @Test
  void calculate_withoutKnittedTileWait_changesOnlyTheKnittedTileWinOfTheVectors() {
    FanCalculator judgeWaits = new FanCalculator(false, false, false);
    List<String> changed = new ArrayList<>();
    for (VectorRecords.Case c : VectorRecords.fans()) {
      FanResult r = judgeWaits.calculate(c.hand());
      if (r.total() != c.total()) {
        changed.add(c.id() + " " + c.total() + " to " + r.total() + " without " + Fan.SINGLE_WAIT.english() + ": "
            + (r.count(Fan.SINGLE_WAIT) == 0 && c.fans().containsKey(Fan.SINGLE_WAIT.id())));
      }
    }
    assertThat(changed).containsExactly("fan-02149 27 to 26 without Single Wait: true");
  }
}
