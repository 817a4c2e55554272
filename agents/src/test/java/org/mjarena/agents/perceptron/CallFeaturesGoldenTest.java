package org.mjarena.agents.perceptron;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.registry.AgentRegistry;
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
 * The call features keep their indices: the shipped call models ({@code call-*.model}) read them by index,
 * so a change of meaning must come with a new {@link CallFeatures#VERSION} and new models. On every call
 * decision of seeded games between four perceptrons that call (a claim with a call legal, an own turn with
 * a kong legal), the candidates' codes and the features of each in order go into a SHA-256 digest, which
 * must be the one recorded here. The digests were recorded when the class was split into candidates and
 * named families, from the class before the split and the class after it alike.
 *
 * <p>The games are the perceptron's own, so a change of its discard or call models, of the 8-fan distance
 * or of the engine's play changes the positions, and the digest with them: check then that the features
 * of the positions are unchanged before recording the new digest the failure prints.
 */
final class CallFeaturesGoldenTest {
  private static final int DEALS = 60;
  private static final long ROOT = 24;

  @ParameterizedTest
  @CsvSource({
      "competition-108, 456, 48e97efcedcafa33e8cf95194997fe9065494b31188442196e80231e9e2ac9f7",
      "mcr, 1181, 4d8014398bcebb6192a8ae9fe8da8182eedf1f9651ee76fdc885d9232f79f12f"})
  void features_asRecorded(String variantId, int decisions, String digest) throws Exception {
    assertThat(CallFeatures.VERSION).as("a new VERSION needs new digests").isEqualTo(1);
    Variant variant = Variant.byId(variantId);
    Digest observer = new Digest(DiscardModel.shipped(variant));
    Rules rules = variant == Variant.MCR ? new McrRules() : new Suits108Rules();
    AgentFactory perceptron = AgentRegistry.byId("perceptron").factory(Map.of("fold", false));
    for (int deal = 0; deal < DEALS; deal++) {
      Agent[] agents = new Agent[Seat.COUNT];
      for (int s = 0; s < Seat.COUNT; s++) {
        agents[s] = perceptron.create(Seeds.derive(ROOT, Seeds.AGENT, deal, s));
      }
      new Driver(List.of(observer)).play(rules.deal(deal, Seeds.wall(ROOT, deal)), agents);
    }
    assertThat(observer.decisions).as("call decisions").isEqualTo(decisions);
    for (int kind = CallFeatures.CHOW; kind <= CallFeatures.CONCEALED_KONG; kind++) {
      assertThat(observer.candidatesOfKind[kind]).as("candidates of kind " + kind).isPositive();
    }
    assertThat(HexFormat.of().formatHex(observer.sha.digest())).isEqualTo(digest);
  }

  /** Feeds the features of every call decision it sees into the digest. */
  private static final class Digest implements GameObserver {
    private final MessageDigest sha;
    private final DiscardModel model;
    private final CallFeatures features = new CallFeatures();
    private final DiscardFeatures discards = new DiscardFeatures();
    private final int[] scratch = new int[DiscardFeatures.MAX_ACTIVE];
    private final int[] codes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[] sizes = new int[CallFeatures.MAX_CANDIDATES];
    private final int[][] out = new int[CallFeatures.MAX_CANDIDATES][CallFeatures.MAX_ACTIVE];
    private final int[] candidatesOfKind = new int[CallFeatures.ADDED_KONG + 1];
    private int decisions;

    Digest(DiscardModel model) throws Exception {
      this.model = model;
      this.sha = MessageDigest.getInstance("SHA-256");
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      if (decision instanceof ClaimDecision c && c.options(seat).isPresent()) {
        ClaimOptions options = c.options(seat).get();
        if (!options.robbing() && (options.canPung() || options.canKong() || options.chowMask() != 0)) {
          add(features.claims(seen, options, model, codes, out, sizes));
        }
      } else if (decision instanceof TurnDecision t && (t.concealedKongMask() | t.addedKongMask()) != 0) {
        int discard = PerceptronAgent.bestDiscard(model, discards, seen, t.discardMask(), scratch);
        if (discard >= 0) {
          add(features.kongs(seen, discard, t.concealedKongMask(), t.addedKongMask(), codes, out, sizes));
        }
      }
    }

    private void add(int n) {
      ByteBuffer bytes = ByteBuffer.allocate(4 * (1 + n * (2 + CallFeatures.MAX_ACTIVE)));
      bytes.putInt(n);
      for (int c = 0; c < n; c++) {
        bytes.putInt(codes[c]).putInt(sizes[c]);
        candidatesOfKind[CallFeatures.kind(codes[c])]++;
        for (int i = 0; i < sizes[c]; i++) {
          bytes.putInt(out[c][i]);
        }
      }
      sha.update(bytes.array(), 0, bytes.position());
      decisions++;
    }
  }
}
