package org.mjarena.engine.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.ObservationTracker;
import org.mjarena.engine.OpeningDecision;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.event.Paid;
import org.mjarena.engine.event.Settled;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * The engine's contract, on every variant and wall, as a property: a game dealt from any seed, in which
 * every decision is a random legal action, played through the {@link Driver}, keeps these at every
 * decision. Each (rules, seed) is one test named by both, so a failure is replayed from its name; the
 * seeds derive from {@link #ROOT}, and {@code -Dconformance.root=N} plays another set of them.
 * <ul>
 *   <li>every tile is accounted for and the points sum to zero;</li>
 *   <li>the legal answers are listed without duplicates, each is legal, and an answer that is not
 *       among them is refused without moving the game;</li>
 *   <li>each seat's observation equals what a fresh {@link ObservationTracker} builds from the game's
 *       events, and agrees with the others' (the hand sizes they see are the hands held);</li>
 *   <li>copying the game and then applying the answer gives the same game and events as applying it;</li>
 *   <li>a game sampled consistently with the mover's observation reproduces that observation exactly,
 *       offers the mover the same choice, accounts for every tile, and can be played to its end; so does
 *       one sampled a hand at a time with a {@link org.mjarena.engine.HandPrior};</li>
 *   <li>private events are private to their seat, the game opens with {@link GameStarted} and closes
 *       with {@link Settled}, whose points are the outcome's and the sum of the payments;</li>
 *   <li>the game ends within {@link #MAX_DECISIONS} decisions.</li>
 * </ul>
 */
final class ConformanceTest {
  /** More decisions than any hand takes: 144 draws, each with at most a few claims and kongs. */
  private static final int MAX_DECISIONS = 1000;

  /**
   * One variant's rules, with the walls and the parameters that change the flow: shared walls and per-seat
   * blocks, one or several winners, claims on the last discard, ting wins, robbable kongs.
   *
   * @param tiles the tiles in play (MCR on Botzone's duplicate wall leaves the eight flowers out)
   */
  record Setup(Variant variant, Map<String, Object> overrides, int tiles) {
    Rules rules() {
      return Rulebook.rules(variant, overrides);
    }

    @Override
    public String toString() {
      return variant.id() + " " + overrides;
    }
  }

  /** The root of the seeds played; {@code -Dconformance.root} overrides it to explore other games. */
  private static final long ROOT = Long.getLong("conformance.root", 31);
  /**
   * The games played with each setup: 800 in all, which keeps the engine's test time where it was when
   * this test played 1,000 games in loops and RandomGamesTest checked the legal answers of 6,000 more.
   */
  private static final int GAMES_PER_SETUP = 160;

  private static final List<Setup> SETUPS = List.of(
      new Setup(Variant.SUITS_108, Map.of(), 108),
      new Setup(Variant.SUITS_108, Map.of("wall", "per-seat-blocks", "multiple_winners", false,
          "claims_on_last_discard", "all", "ting_auto_win", false), 108),
      new Setup(Variant.SUITS_108, Map.of("robbable_kongs", "none"), 108),
      new Setup(Variant.MCR, Map.of(), 144),
      new Setup(Variant.MCR, Map.of("wall", "botzone-duplicate", "multiple_winners", true), 136));

  /** Every setup with its seeds, each seed a different game (deal number, wall and players' choices). */
  static Stream<Arguments> games() {
    return IntStream.range(0, SETUPS.size()).boxed().flatMap(i -> LongStream.range(0, GAMES_PER_SETUP)
        .mapToObj(g -> Arguments.of(SETUPS.get(i), Seeds.derive(ROOT, i, g))));
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("games")
  void randomGame_keepsTheContractAtEveryDecision(Setup setup, long seed) {
    Rules rules = setup.rules();
    Game game = rules.deal(seed, Seeds.wall(seed, 0));
    Checks checks = new Checks(rules, game, setup.tiles(), Seeds.generator(Seeds.derive(seed, 5)));
    Player[] players = new Player[Seat.COUNT];
    for (int s = 0; s < Seat.COUNT; s++) {
      players[s] = new RandomPlayer(checks.rng);
    }
    GameOutcome outcome = new Driver(List.of(checks)).play(game, players);
    checkEnd(game, outcome);
  }

  private static void checkEnd(Game game, GameOutcome outcome) {
    List<Event> events = game.events();
    assertThat(events.get(0)).isInstanceOf(GameStarted.class);
    assertThat(events.get(events.size() - 1)).isEqualTo(new Settled(outcome.points()));
    int[] paid = new int[Seat.COUNT];
    for (Event e : events) {
      if (e instanceof Paid p) {
        paid[p.payer().index()] -= p.amount();
        paid[p.payee().index()] += p.amount();
      }
      boolean privateEvent = e instanceof Drew || e instanceof Dealt || e instanceof ClaimOffered
          || e instanceof ConcealedKonged;
      assertThat(e.visibility().isPublic()).as("%s is public", e).isEqualTo(!privateEvent);
    }
    for (Seat s : Seat.all()) {
      assertThat(paid[s.index()]).isEqualTo(outcome.points(s));
    }
    assertThat(outcome.points().stream().mapToInt(Integer::intValue).sum()).isZero();
  }

  /** Plays randomly and checks the game around every decision. */
  private static final class Checks implements GameObserver {
    final Rules rules;
    final Game game;
    final int tiles;
    final UniformRandomProvider rng;
    int decisions;
    int sampled;
    /** The copy made before the decision being answered, and what it is waiting for. */
    Game copy;
    Decision copied;
    final Claim[] claims = new Claim[Seat.COUNT];
    final OpeningAction[] opening = new OpeningAction[Seat.COUNT];
    int answered;

    Checks(Rules rules, Game game, int tiles, UniformRandomProvider rng) {
      this.rules = rules;
      this.game = game;
      this.tiles = tiles;
      this.rng = rng;
    }

    @Override
    public void beforeDecision(Seat seat, Observation seen, Decision decision) {
      assertThat(++decisions).as("decisions before the game ends").isLessThanOrEqualTo(MAX_DECISIONS);
      assertThat(game.tileTotal()).as("tiles accounted for").isEqualTo(tiles);
      assertThat(Seat.all().stream().mapToInt(game::points).sum()).as("points sum").isZero();
      List<Event> events = game.events();
      for (Seat s : Seat.all()) {
        ObservationTracker fresh = new ObservationTracker(s);
        events.forEach(fresh::accept);
        Observation o = game.observation(s);
        assertThat(o).as("observation of %s", s).isEqualTo(fresh.observation());
        assertThat(o.points(s)).isEqualTo(game.points(s));
        assertThat(seen.handSize(s)).isEqualTo(o.concealedSize());
      }
      assertThat(seen).isEqualTo(game.observation(seat));
      if (decision != copied) {
        copy = game.copy();
        copied = decision;
        checkLegal(decision);
      }
      checkSample(seat, seen, decision);
    }

    /**
     * The legal answers are listed once each and are legal; an answer that is not among them, or of the
     * wrong decision, is refused, and the game stays as it was (the copy made before checks it after).
     */
    private void checkLegal(Decision decision) {
      if (decision instanceof TurnDecision t) {
        assertThat(t.legal()).isNotEmpty().doesNotHaveDuplicates().allMatch(t::isLegal);
        Tile.all().stream().limit(Tile.KINDS).filter(x -> !t.canDiscard(x)).findFirst().ifPresent(x ->
            assertThatThrownBy(() -> game.apply(Discard.of(x))).isInstanceOf(IllegalArgumentException.class));
        assertThatThrownBy(() -> game.resolve(new Claim[] {ClaimWin.INSTANCE, ClaimWin.INSTANCE, ClaimWin.INSTANCE,
            ClaimWin.INSTANCE})).isInstanceOf(IllegalStateException.class);
      } else if (decision instanceof ClaimDecision c) {
        assertThat(c.asked()).isNotEmpty();
        Claim[] answers = new Claim[Seat.COUNT];
        for (ClaimOptions o : c.asked()) {
          assertThat(o.legal()).isNotEmpty().doesNotHaveDuplicates().allMatch(o::isLegal);
          // A player asked may always pass, unless its only answer is a win it must take.
          assertThat(o.legal().size()).isGreaterThan(o.mustWin() ? 0 : 1);
          answers[o.seat().index()] = o.defaultAction();
        }
        ClaimOptions first = c.asked().get(0);
        Claim illegal = !first.canPung() ? Pung.INSTANCE : !first.canWin() ? ClaimWin.INSTANCE : ExposedKong.INSTANCE;
        if (!first.isLegal(illegal)) {
          answers[first.seat().index()] = illegal;
          assertThatThrownBy(() -> game.resolve(answers)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> game.apply(Discard.of(c.tile()))).isInstanceOf(IllegalStateException.class);
      } else {
        assertThat(((OpeningDecision) decision).legal()).isNotEmpty().doesNotHaveDuplicates();
      }
      assertThat(game.pending()).isSameAs(decision);
    }

    private void checkSample(Seat seat, Observation seen, Decision decision) {
      Game sample;
      try {
        sample = rules.sampleConsistent(seen, rng);
      } catch (IllegalArgumentException e) {
        // A known limit, not a contract: sampleConsistent draws all hidden tiles again until every ting
        // player's hand is ready, at most a million times; a random hand is ready about once in a
        // thousand draws, so with two other ting players it can run out on a consistent observation.
        long otherTing = Seat.all().stream().filter(o -> o != seen.me() && seen.isTing(o)).count();
        assertThat(otherTing).as("sampling may run out only with two or more other ting players: %s", e.getMessage())
            .isGreaterThanOrEqualTo(2);
        return;
      }
      sampled++;
      assertThat(sample.observation(seat)).isEqualTo(seen);
      assertThat(sample.tileTotal()).isEqualTo(tiles);
      Decision d = sample.pending();
      if (decision instanceof TurnDecision t) {
        assertThat(((TurnDecision) d).legal()).isEqualTo(t.legal());
      } else if (decision instanceof ClaimDecision c) {
        assertThat(((ClaimDecision) d).options(seat)).isEqualTo(c.options(seat));
      } else {
        assertThat(((OpeningDecision) d).asked()).contains(seat);
      }
      if (sampled % 16 == 0) {
        playToTheEnd(sample);
      }
      if (sampled % 2 == 0) {
        checkReweighted(seat, seen, decision);
      }
    }

    /** Each hidden hand drawn alone and kept with probability 1/2: the same contract, when it finds hands. */
    private void checkReweighted(Seat seat, Observation seen, Decision decision) {
      Game reweighted;
      try {
        reweighted = rules.sampleConsistent(seen, rng, (s, hand) -> 0.5);
      } catch (IllegalArgumentException e) {
        // A seat at a time, the draw gives up where the seats drawn first leave a ting player no ready
        // hand: only possible with two or more other ting players.
        long otherTing = Seat.all().stream().filter(o -> o != seen.me() && seen.isTing(o)).count();
        assertThat(otherTing).as("a seat-at-a-time draw may give up only with two or more other ting players: %s",
            e.getMessage()).isGreaterThanOrEqualTo(2);
        return;
      }
      assertThat(reweighted.observation(seat)).isEqualTo(seen);
      assertThat(reweighted.tileTotal()).isEqualTo(tiles);
      if (decision instanceof TurnDecision t) {
        assertThat(((TurnDecision) reweighted.pending()).legal()).isEqualTo(t.legal());
      } else if (decision instanceof ClaimDecision c) {
        assertThat(((ClaimDecision) reweighted.pending()).options(seat)).isEqualTo(c.options(seat));
      }
      if (sampled % 32 == 0) {
        playToTheEnd(reweighted);
      }
    }

    private void playToTheEnd(Game sample) {
      for (int step = 0; step < 1000 && !sample.isOver(); step++) {
        assertThat(sample.tileTotal()).isEqualTo(tiles);
        Decision d = sample.pending();
        if (d instanceof TurnDecision t) {
          sample.apply(t.legal().get(rng.nextInt(t.legal().size())));
        } else if (d instanceof ClaimDecision c) {
          Claim[] answers = new Claim[Seat.COUNT];
          for (ClaimOptions o : c.asked()) {
            answers[o.seat().index()] = o.legal().get(rng.nextInt(o.legal().size()));
          }
          sample.resolve(answers);
        } else if (d instanceof OpeningDecision o) {
          OpeningAction[] answers = new OpeningAction[Seat.COUNT];
          o.asked().forEach(s -> answers[s.index()] = o.legal().get(0));
          sample.resolveOpening(answers);
        }
      }
      assertThat(sample.isOver()).isTrue();
      checkEnd(sample, sample.outcome());
    }

    @Override
    public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
      if (copied instanceof TurnDecision) {
        copy.apply((TurnAction) answer);
      } else if (copied instanceof ClaimDecision c) {
        claims[seat.index()] = (Claim) answer;
        if (++answered < c.asked().size()) {
          return;
        }
        copy.resolve(claims.clone());
      } else {
        opening[seat.index()] = (OpeningAction) answer;
        if (++answered < ((OpeningDecision) copied).asked().size()) {
          return;
        }
        copy.resolveOpening(opening.clone());
      }
      assertThat(copy.toString()).isEqualTo(game.toString());
      assertThat(copy.events()).isEqualTo(game.events());
      for (Seat s : Seat.all()) {
        assertThat(copy.observation(s)).isEqualTo(game.observation(s));
      }
      copy = null;
      copied = null;
      answered = 0;
    }
  }
}
