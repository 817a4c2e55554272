package org.mjarena.agents.perceptron;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentRegistry;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.suits108.Suits108Rules;

/**
 * The split of {@code CallFeatures} into candidates and named feature families changed no index: on every
 * call decision of seeded games (a claim with a call legal, an own turn with a kong legal), the candidates,
 * their codes, the features of each in order and the discard that follows are those of the frozen copy of
 * the class as it was ({@link FrozenCallFeatures}). The shipped call models read the features by index.
 */
final class CallFeaturesIdentityTest {
  private static final int DEALS = 200;
  private static final long ROOT = 24;

  @ParameterizedTest
  @EnumSource(Variant.class)
  void features_sameAsBeforeTheSplit(Variant variant) {
    assertThat(CallFeatures.DIMENSION).isEqualTo(FrozenCallFeatures.DIMENSION);
    assertThat(CallFeatures.MAX_ACTIVE).isEqualTo(FrozenCallFeatures.MAX_ACTIVE);
    Comparison comparison = new Comparison(DiscardModel.shipped(variant));
    Rules rules = variant == Variant.MCR ? new McrRules() : new Suits108Rules();
    List<String> lineup = List.of("perceptron", "shanten-8fan", "fanfou-op", "distance-to-win");
    for (int deal = 0; deal < DEALS; deal++) {
      comparison.deal = deal;
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = AgentRegistry.byId(lineup.get((s + deal) % lineup.size())).factory(Map.of())
            .create(Seeds.derive(ROOT, Seeds.AGENT, deal, s));
      }
      new Driver(List.of(comparison)).play(rules.deal(deal, Seeds.wall(ROOT, deal)), agents);
    }
    assertThat(comparison.decisions).as("call decisions compared").isGreaterThan(1_000);
    int[] kinds = variant == Variant.MCR
        ? new int[] {CallFeatures.CHOW, CallFeatures.PUNG, CallFeatures.EXPOSED_KONG, CallFeatures.CONCEALED_KONG,
            CallFeatures.ADDED_KONG}
        : new int[] {CallFeatures.CHOW, CallFeatures.PUNG, CallFeatures.EXPOSED_KONG, CallFeatures.CONCEALED_KONG};
    for (int kind : kinds) {
      assertThat(comparison.candidatesOfKind[kind]).as("candidates of kind " + kind).isPositive();
    }
  }

  /** Asks both versions about every call decision it sees, and checks that they answer alike. */
  private static final class Comparison implements GameObserver {
    private final DiscardModel model;
    private final FrozenCallFeatures frozen = new FrozenCallFeatures();
    private final CallFeatures split = new CallFeatures();
    private final DiscardFeatures discards = new DiscardFeatures();
    private final int[] scratch = new int[DiscardFeatures.MAX_ACTIVE];
    private final int[] frozenCodes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] splitCodes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] frozenSizes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] splitSizes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[][] frozenOut = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
    private final int[][] splitOut = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
    private final int[] candidatesOfKind = new int[6];
    private int decisions;
    private int deal;

    Comparison(DiscardModel model) {
      this.model = model;
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      if (decision instanceof ClaimDecision c && c.options(seat).isPresent()) {
        ClaimOptions options = c.options(seat).get();
        if (options.robbing() || !options.canPung() && !options.canKong() && options.chowMask() == 0) {
          return;
        }
        int n = frozen.claims(seen, options, model, frozenCodes, frozenOut, frozenSizes);
        assertThat(split.claims(seen, options, model, splitCodes, splitOut, splitSizes)).isEqualTo(n);
        compare(seen, n);
      } else if (decision instanceof TurnDecision t && (t.concealedKongMask() | t.addedKongMask()) != 0) {
        int discard = CallExamples.bestDiscard(model, discards, seen, t.discardMask(), scratch);
        if (discard < 0) {
          return;
        }
        int n = frozen.kongs(seen, discard, t.concealedKongMask(), t.addedKongMask(), frozenCodes, frozenOut,
            frozenSizes);
        assertThat(split.kongs(seen, discard, t.concealedKongMask(), t.addedKongMask(), splitCodes, splitOut,
            splitSizes)).isEqualTo(n);
        compare(seen, n);
      }
    }

    private void compare(Observation seen, int n) {
      String where = "deal " + deal + ", " + seen.me();
      assertThat(Arrays.copyOf(splitCodes, n)).as(where).isEqualTo(Arrays.copyOf(frozenCodes, n));
      assertThat(Arrays.copyOf(splitSizes, n)).as(where).isEqualTo(Arrays.copyOf(frozenSizes, n));
      for (int c = 0; c < n; c++) {
        assertThat(Arrays.copyOf(splitOut[c], splitSizes[c])).as(where + " candidate " + c)
            .isEqualTo(Arrays.copyOf(frozenOut[c], frozenSizes[c]));
        candidatesOfKind[CallFeatures.kind(splitCodes[c])]++;
      }
      assertThat(split.discard(n - 1)).as(where).isEqualTo(frozen.discard());
      decisions++;
    }
  }
}
