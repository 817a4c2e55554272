package org.mjarena.arena.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.agents.Agent;
import org.mjarena.agents.AgentFactory;
import org.mjarena.agents.AgentSpec;
import org.mjarena.agents.registry.AgentRegistry;
import org.mjarena.arena.tournament.AgentSeeds;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StepEnvTest {
  private static final String CALLER = "";

  private static final int RANDOM_GAMES = 2500;

  /**
   * At every decision of {@value #RANDOM_GAMES} random games a variant, the mask holds exactly the encodings of the engine's legal
   * answers, each of which decodes back to itself; the games end zero-sum.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void mask_isTheEnginesLegalAnswers_atEveryStep(Variant variant) {
    UniformRandomProvider rng = Seeds.generator(7);
    ActionCodec codec = ActionCodec.of(variant);
    int steps = 0;
    try (StepEnv env = StepEnv.of(variant.id(), new String[] {CALLER, CALLER, CALLER, CALLER})) {
      for (int deal = 0; deal < RANDOM_GAMES; deal++) {
        env.reset(11, deal);
        while (!env.isOver()) {
          Object d = env.pendingDecision();
          Tile offered = d instanceof ClaimOptions o ? o.tile() : null;
          List<? extends Action> legal = d instanceof TurnDecision t ? t.legal()
              : d instanceof ClaimOptions o ? o.legal() : ((OpeningDecision) d).legal();
          TreeSet<Integer> encoded = new TreeSet<>();
          for (Action a : legal) {
            int i = codec.encode(a, offered);
            encoded.add(i);
            assertThat(decode(codec, d, i)).isEqualTo(a);
          }
          assertThat(encoded).hasSize(legal.size());
          assertThat(encoded).containsExactly(box(env.legal()));
          int[] choices = env.legal();
          env.step(choices[rng.nextInt(choices.length)]);
          steps++;
        }
        assertThat(Arrays.stream(env.rewards()).sum()).isZero();
        assertThat(env.mask()).containsOnly(0);
      }
    }
    assertThat(steps).isGreaterThan(RANDOM_GAMES * 20);
  }

  /**
   * The shared buffer holds, for every seat at every step, the mask (the seat to answer's, zeros for
   * the others), the planes and the view, each as its own method gives it.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void sharedBuffer_holdsMaskPlanesAndView(Variant variant) {
    UniformRandomProvider rng = Seeds.generator(3);
    try (StepEnv env = StepEnv.of(variant.id(), new String[] {CALLER, "random", CALLER, "tsumogiri"})) {
      ByteBuffer memory = ByteBuffer.allocateDirect(4 * env.sharedCapacity());
      assertThatThrownBy(() -> env.share(ByteBuffer.allocateDirect(4 * env.sharedCapacity() - 4)))
          .hasMessageContaining("room for " + env.sharedCapacity() + " ints");
      env.share(memory);
      IntBuffer ints = memory.order(ByteOrder.nativeOrder()).asIntBuffer();
      int size = env.codec().size();
      for (int deal = 0; deal < 20; deal++) {
        env.reset(5, deal);
        while (!env.isOver()) {
          for (int seat = 0; seat < Seat.COUNT; seat++) {
            int viewLength = env.observeShared(seat);
            int[] planes = env.planes(seat);
            int[] written = new int[size + planes.length + viewLength];
            ints.get(0, written);
            int[] expected = new int[written.length];
            if (seat == env.seat()) {
              for (int i = 0; i < size; i++) {
                expected[i] = env.mask()[i];
              }
            }
            System.arraycopy(planes, 0, expected, size, planes.length);
            System.arraycopy(env.view(seat), 0, expected, size + planes.length, viewLength);
            assertThat(written).isEqualTo(expected);
          }
          int[] choices = env.legal();
          env.step(choices[rng.nextInt(choices.length)]);
        }
      }
    }
  }

  /**
   * Every index decodes to an action of its family that encodes back to it: turn actions, claims (on
   * a middle tile, so that each chow exists) and opening answers.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void encoding_roundTrips(Variant variant) {
    ActionCodec codec = ActionCodec.of(variant);
    Tile offered = Tile.T5;
    int decoded = 0;
    for (int i = 0; i < codec.size(); i++) {
      Action a = i <= codec.win() ? codec.decodeTurn(i)
          : i == codec.size() - 1 && codec.hasTing() ? codec.decodeOpening(i) : codec.decodeClaim(i, offered);
      assertThat(codec.encode(a, offered)).as(codec.name(i)).isEqualTo(i);
      decoded++;
    }
    assertThat(decoded).isEqualTo(variant == Variant.MCR ? 34 * 3 + 7 : 27 * 4 + 8);
    assertThat(codec.decodeClaim(codec.win(), offered)).isEqualTo(ClaimWin.INSTANCE);
    assertThat(codec.decodeOpening(codec.pass())).isEqualTo(Pass.INSTANCE);
  }

  /**
   * The caller answering as a built-in agent would, the environment plays the very game a table plays
   * with that agent in the seat: same wall from the same root seed, same agent seeds, same events.
   */
  @ParameterizedTest
  @EnumSource(Variant.class)
  void sameSeed_playsTheJavaEnginesGame(Variant variant) {
    Rules rules = Rulebook.rules(variant, Map.of("time_per_decision_ms", 3_600_000));
    AgentSpec spec = AgentRegistry.byId("random");
    AgentFactory factory = spec.build().apply(spec.settings(variant, Map.of()));
    long root = 2024;
    try (StepEnv env = StepEnv.of(variant.id(), new String[] {CALLER, "random", "tsumogiri", "default-order"})) {
      for (int deal = 0; deal < 20; deal++) {
        Agent mine = factory.create(AgentSeeds.BY_GAME.seed(root, deal, 0, 0));
        env.reset(root, deal);
        while (!env.isOver()) {
          Object d = env.pendingDecision();
          Action a = d instanceof TurnDecision t ? mine.decideTurn(env.observation(), t)
              : d instanceof ClaimOptions o ? mine.decideClaim(env.observation(), o)
              : mine.decideOpening(env.observation(), (OpeningDecision) d);
          env.step(env.codec().encode(a, d instanceof ClaimOptions o ? o.tile() : null));
        }
        List<Event> inEnv = new ArrayList<>(env.events());

        Game game = rules.deal(deal, Seeds.generator(Seeds.derive(root, Seeds.WALL, deal)));
        Agent[] agents = new Agent[Seat.COUNT];
        String[] ids = {"random", "random", "tsumogiri", "default-order"};
        for (int s = 0; s < Seat.COUNT; s++) {
          AgentSpec sp = AgentRegistry.byId(ids[s]);
          agents[s] = sp.build().apply(sp.settings(variant, Map.of())).create(AgentSeeds.BY_GAME.seed(root, deal, 0, s));
        }
        new Driver().play(game, agents);
        assertThat(inEnv).as("deal " + deal).isEqualTo(game.events());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void sameSeed_sameEvents_andResetMidGameStartsAfresh(Variant variant) {
    try (StepEnv a = StepEnv.of(variant.id(), new String[] {CALLER, "tsumogiri", CALLER, "random"});
        StepEnv b = StepEnv.of(variant.id(), new String[] {CALLER, "tsumogiri", CALLER, "random"})) {
      b.reset(5, 3);
      b.step(b.legal()[0]); // abandoned by the next reset
      a.reset(5, 3);
      b.reset(5, 3);
      while (!a.isOver()) {
        assertThat(b.seat()).isEqualTo(a.seat());
        assertThat(b.view(b.seat())).isEqualTo(a.view(a.seat()));
        assertThat(b.view(0)).isEqualTo(a.view(0));
        assertThat(b.planes(b.seat())).isEqualTo(a.planes(a.seat()));
        int[] legal = a.legal();
        a.step(legal[legal.length - 1]);
        b.step(legal[legal.length - 1]);
      }
      assertThat(b.isOver()).isTrue();
      assertThat(b.events()).isEqualTo(a.events());
      assertThat(b.rewards()).isEqualTo(a.rewards());
      assertThat(b.view(2)).isEqualTo(a.view(2));
    }
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void mistakes_areRefusedWithWhatIsLegal(Variant variant) {
    try (StepEnv env = StepEnv.of(variant.id(), new String[] {CALLER, "tsumogiri", "tsumogiri", "tsumogiri"})) {
      assertThatThrownBy(() -> env.step(0)).isInstanceOf(IllegalStateException.class).hasMessageContaining("reset first");
      env.reset(1, 0);
      int illegal = env.codec().pung(); // never legal on one's own turn, nor before play
      assertThatThrownBy(() -> env.step(illegal)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("pung").hasMessageContaining("legal: ");
      assertThatThrownBy(() -> env.step(-1)).isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> StepEnv.of(variant.id(), new String[] {"nobody", CALLER, CALLER, CALLER}))
        .hasMessageContaining("unknown agent 'nobody'");
    assertThatThrownBy(() -> StepEnv.of(variant.id(), new String[] {"tsumogiri", "tsumogiri", "tsumogiri", "tsumogiri"}))
        .hasMessageContaining("leave at least one seat");
  }

  private static Action decode(ActionCodec codec, Object d, int i) {
    return d instanceof TurnDecision ? codec.decodeTurn(i)
        : d instanceof ClaimOptions o ? codec.decodeClaim(i, o.tile()) : codec.decodeOpening(i);
  }

  private static Integer[] box(int[] values) {
    return Arrays.stream(values).boxed().toArray(Integer[]::new);
  }
}
