package org.mjarena.engine.suits108;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mjarena.engine.suits108.Positions.answer;
import static org.mjarena.engine.suits108.Positions.deal;
import static org.mjarena.engine.suits108.Positions.discard;
import static org.mjarena.engine.suits108.Positions.discardDrawn;
import static org.mjarena.engine.suits108.Positions.passIfAsked;
import static org.mjarena.engine.suits108.Positions.rules;
import static org.mjarena.engine.suits108.Positions.tile;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Game;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.McrRules;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * {@link HiddenHand} against {@link Rules#sampleConsistent}: the hands of one seat it accepts follow the
 * law of that seat's hand in consistent samples. Each test draws a few thousand hands both ways and
 * compares, kind by kind, how often a kind is held and how often it is a wait, within five standard
 * errors of the difference of two proportions (a wrong law, such as the draws it does not accept, fails
 * by far more: the control test shows it).
 */
final class HiddenHandTest {
  private static final int SAMPLES = 3000;
  private static final double SIGMAS = 5;
  private static final int KINDS_108 = Tile.NUMBERED_KINDS;

  /**
   * East to move, South ting with two pungs and seven concealed tiles (12s 66s 789m, waiting on 3s),
   * North with a face-down kong of 7p.
   */
  private static Game southTingNorthKonged(Suits108Rules rules) {
    Game game = deal(rules,
        "2m 4p 1m 3m 5m 7m 9m 1p 3p 6p 8p 4s 8s",
        "22m 44p 66s 789m 12s 5p 9s",
        "1m 3m 6m 2p 3p 8p 1s 4s 5s 8s 9s 9s 9m",
        "7p 7p 7p 7p 1m 4m 6m 2p 5p 5s 7s 9p 9p",
        "", "");
    discard(game, "2m");
    answer(game, Seat.S1, Pung.INSTANCE);
    discard(game, "9s");
    passIfAsked(game);
    discardDrawn(game);
    game.apply(new ConcealedKong(tile("7p")));
    discardDrawn(game);
    discard(game, "4p");
    answer(game, Seat.S1, Pung.INSTANCE);
    game.apply(TingDiscard.of(tile("5p")));
    passIfAsked(game);
    discardDrawn(game);
    discardDrawn(game);
    return game;
  }

  @Test
  void draw_tingSeatWithFaceDownKongElsewhere_followsSampleConsistent() {
    Suits108Rules rules = rules("heavenly_ting", false);
    Game game = southTingNorthKonged(rules);
    assertThat(game.pending()).isInstanceOf(TurnDecision.class);
    Observation seen = game.observation(Seat.S0);
    assertThat(seen.isTing(Seat.S1)).isTrue();
    assertThat(seen.handSize(Seat.S1)).isEqualTo(7);
    assertThat(seen.concealedKongs(Seat.S3)).isEqualTo(1);

    Frequencies consistent = new Frequencies(KINDS_108);
    UniformRandomProvider rng = Seeds.generator(1);
    for (int i = 0; i < SAMPLES; i++) {
      Observation south = rules.sampleConsistent(seen, rng).observation(Seat.S1);
      consistent.add(handOf(south.concealed()));
    }
    Frequencies lean = new Frequencies(KINDS_108);
    HiddenHand hidden = rules.hiddenHand(seen, Seat.S1);
    UniformRandomProvider rng2 = Seeds.generator(2);
    while (lean.n < SAMPLES) {
      if (hidden.draw(rng2)) {
        assertThat(hidden.hand().size()).isEqualTo(7);
        assertThat(Suits108Game.waits(hidden.hand(), false)).as("a ting hand is ready").isNotZero();
        assertThat(hidden.melds()).hasSize(2);
        lean.add(hidden.hand());
      }
    }
    consistent.assertSameLaw(lean);
  }

  @Test
  void draw_seatWithFaceDownKong_drawsItsKongFromKindsAllUnseen() {
    Suits108Rules rules = rules("heavenly_ting", false);
    Observation seen = southTingNorthKonged(rules).observation(Seat.S0);
    HiddenHand north = rules.hiddenHand(seen, Seat.S3);
    int[] unseen = seen.unseen();
    UniformRandomProvider rng = Seeds.generator(3);
    for (int i = 0; i < 200; i++) {
      assertThat(north.draw(rng)).as("North has not declared ting: any hand keeps").isTrue();
      assertThat(north.melds()).hasSize(1);
      assertThat(north.melds().get(0).kind()).isEqualTo(MeldKind.CONCEALED_KONG);
      int kong = north.melds().get(0).tile().index();
      assertThat(unseen[kong]).isEqualTo(4);
      assertThat(north.hand().size()).isEqualTo(seen.handSize(Seat.S3));
      for (int t = 0; t < KINDS_108; t++) {
        assertThat(north.hand().count(t)).isLessThanOrEqualTo(t == kong ? 0 : unseen[t]);
      }
    }
  }

  @Test
  void control_drawsNotAccepted_doNotFollowSampleConsistent() {
    Suits108Rules rules = rules("heavenly_ting", false);
    Observation seen = southTingNorthKonged(rules).observation(Seat.S0);
    Frequencies consistent = new Frequencies(KINDS_108);
    UniformRandomProvider rng = Seeds.generator(1);
    for (int i = 0; i < SAMPLES; i++) {
      consistent.add(handOf(rules.sampleConsistent(seen, rng).observation(Seat.S1).concealed()));
    }
    Frequencies every = new Frequencies(KINDS_108);
    HiddenHand hidden = rules.hiddenHand(seen, Seat.S1);
    UniformRandomProvider rng2 = Seeds.generator(2);
    for (int i = 0; i < SAMPLES; i++) {
      hidden.draw(rng2);
      every.add(hidden.hand());
    }
    assertThat(consistent.differsFrom(every)).isTrue();
  }

  @Test
  void draw_mcrPositionOfRandomPlay_followsSampleConsistent() {
    McrRules rules = new McrRules();
    Game game = rules.deal(Seeds.generator(5));
    UniformRandomProvider play = Seeds.generator(6);
    for (int step = 0; step < 60; step++) {
      if (game.pending() instanceof TurnDecision t) {
        List<TurnAction> discards = t.legal().stream().filter(a -> a instanceof Discard).toList();
        game.apply(discards.get(play.nextInt(discards.size())));
      } else if (game.pending() instanceof ClaimDecision c) {
        Claim[] answers = new Claim[Seat.COUNT];
        for (ClaimOptions o : c.asked()) {
          answers[o.seat().index()] = Pass.INSTANCE;
        }
        game.resolve(answers);
      }
    }
    TurnDecision turn = (TurnDecision) game.pending();
    Observation seen = game.observation(turn.seat());
    Seat other = Seat.of((turn.seat().index() + 2) % Seat.COUNT);
    Frequencies consistent = new Frequencies(Tile.KINDS);
    UniformRandomProvider rng = Seeds.generator(7);
    for (int i = 0; i < SAMPLES; i++) {
      consistent.add(handOf(rules.sampleConsistent(seen, rng).observation(other).concealed()));
    }
    Frequencies lean = new Frequencies(Tile.KINDS);
    HiddenHand hidden = rules.hiddenHand(seen, other);
    UniformRandomProvider rng2 = Seeds.generator(8);
    for (int i = 0; i < SAMPLES; i++) {
      assertThat(hidden.draw(rng2)).isTrue();
      lean.add(hidden.hand());
    }
    consistent.assertSameLaw(lean);
  }

  @Test
  void hiddenHand_ownSeatOrOtherVariant_refused() {
    Suits108Rules rules = rules("heavenly_ting", false);
    Observation seen = southTingNorthKonged(rules).observation(Seat.S0);
    assertThatThrownBy(() -> rules.hiddenHand(seen, Seat.S0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new McrRules().hiddenHand(seen, Seat.S1)).isInstanceOf(IllegalArgumentException.class);
  }

  private static Hand handOf(int[] counts) {
    Hand hand = new Hand();
    for (int t = 0; t < Tile.KINDS; t++) {
      for (int k = 0; k < counts[t]; k++) {
        hand.add(t);
      }
    }
    return hand;
  }

  /** How often each kind is held, and how often it is a wait, over the hands added. */
  private static final class Frequencies {
    private final int kinds;
    private final int[] held;
    private final int[] waits;
    private int n;

    Frequencies(int kinds) {
      this.kinds = kinds;
      held = new int[kinds];
      waits = new int[kinds];
    }

    void add(Hand hand) {
      long w = hand.standardWaits();
      for (int t = 0; t < kinds; t++) {
        held[t] += hand.count(t) > 0 ? 1 : 0;
        waits[t] += (int) (w >>> t & 1);
      }
      n++;
    }

    void assertSameLaw(Frequencies other) {
      for (int t = 0; t < kinds; t++) {
        assertThat(close(held[t], other.held[t], other.n)).as("held %s: %d vs %d of %d", Tile.of(t), held[t],
            other.held[t], n).isTrue();
        assertThat(close(waits[t], other.waits[t], other.n)).as("wait %s: %d vs %d of %d", Tile.of(t), waits[t],
            other.waits[t], n).isTrue();
      }
    }

    boolean differsFrom(Frequencies other) {
      for (int t = 0; t < kinds; t++) {
        if (!close(held[t], other.held[t], other.n) || !close(waits[t], other.waits[t], other.n)) {
          return true;
        }
      }
      return false;
    }

    /** Whether a/n and b/m differ by at most {@link #SIGMAS} standard errors (pooled; at least one count). */
    private boolean close(int a, int b, int m) {
      double p = (a + b + 1.0) / (n + m + 2.0);
      double se = Math.sqrt(p * (1 - p) * (1.0 / n + 1.0 / m));
      return Math.abs((double) a / n - (double) b / m) <= SIGMAS * se;
    }
  }
}
