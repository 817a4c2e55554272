package org.mjarena.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Decision;
import org.mjarena.engine.Game;
import org.mjarena.engine.GameOutcome;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Win;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.event.ConcealedKonged;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.mcr.fan.FanResult;
import org.mjarena.engine.mcr.fan.WinningHand;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.GameObserver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.play.RandomPlayer;
import org.mjarena.engine.random.Seeds;
import org.mjarena.engine.tile.Tile;

/**
 * Seeded MCR games in which every decision is a random legal action of any kind, with the invariants
 * checked after every step: all tiles accounted for, points summing to zero, every win worth at least
 * 8 fan without flowers, and (on the shared wall, where "last tile" is public) the wins offered on every
 * draw, discard and added kong agree exactly with the fan calculator.
 */
final class McrRandomGamesTest {
  private static final int GAMES = 1500;
  private static final int MAX_STEPS = 1000;
  private static final FanCalculator FANS = FanCalculator.standard();

  @Test
  void randomGames_sharedWallWithFlowers_keepInvariants() {
    play(new McrRules(), 144, 11L);
  }

  @Test
  void randomGames_botzoneDuplicateWall_keepInvariants() {
    play(new McrRules(Settings.of(McrRules.PARAMETERS, Map.of("wall", "botzone-duplicate", "multiple_winners", true),
        "rule parameter")), 136, 12L);
  }

  private static void play(McrRules rules, int tiles, long root) {
    int wins = 0;
    for (int g = 0; g < GAMES; g++) {
      Game game = rules.deal(g, Seeds.wall(root, g));
      UniformRandomProvider rng = Seeds.generator(Seeds.derive(root, 7, g));
      boolean exact = rules.wallMode == org.mjarena.engine.wall.Wall.Mode.SHARED;
      Player random = new RandomPlayer(rng);
      int game0 = g;
      GameObserver checks = new GameObserver() {
        int steps;
        /** The seat whose turn starts with a kong replacement, when the last step made a kong. */
        Seat replacementFor;

        @Override
        public void beforeDecision(Seat seat, Observation seen, Decision d) {
          assertThat(steps++).as("game %d ends", game0).isLessThan(MAX_STEPS);
          assertThat(game.tileTotal()).isEqualTo(tiles);
          assertThat(Seat.all().stream().mapToInt(game::points).sum()).isZero();
          if (d instanceof TurnDecision t) {
            assertThat(t.legal()).isNotEmpty().doesNotHaveDuplicates();
            if (exact && t.drawn().isPresent()) {
              checkSelfDrawnWin(game, t, t.seat() == replacementFor);
            }
          } else if (exact && d instanceof ClaimDecision c && c.asked().get(0).seat() == seat) {
            checkOfferedWins(game, c);
          }
        }

        @Override
        public void afterDecision(Seat seat, Action answer, long nanos, List<Event> events) {
          replacementFor = null;
          for (Event e : events) {
            if (e instanceof ConcealedKonged k) {
              replacementFor = k.seat();
            } else if (e instanceof Melded m && m.meld().kind().isKong()) {
              replacementFor = m.seat();
            }
          }
        }
      };
      new Driver(List.of(checks)).play(game, new Player[] {random, random, random, random});
      GameOutcome o = game.outcome();
      assertThat(o.points().stream().mapToInt(Integer::intValue).sum()).isZero();
      for (Win w : o.wins()) {
        wins++;
        assertThat(w.value() - game.observation(w.seat()).flowers(w.seat())).as("fan without flowers").isGreaterThanOrEqualTo(8);
      }
    }
    // Random play seldom reaches 8 fan (about 1 to 2 games in 100 with these seeds); a rule that never
    // let anyone win would still fail here.
    assertThat(wins).as("random play must reach some wins").isGreaterThanOrEqualTo(GAMES / 150);
  }

  /** A self-drawn win is offered exactly when the calculator scores the hand at 8 fan or more without flowers. */
  private static void checkSelfDrawnWin(Game game, TurnDecision t, boolean afterKong) {
    Seat seat = t.seat();
    Observation seen = game.observation(seat);
    Tile drawn = t.drawn().orElseThrow();
    List<Tile> concealed = tiles(seen.concealed());
    concealed.remove(drawn);
    boolean fourth = publicCopies(seen, drawn) == 3;
    WinningHand hand = new WinningHand(concealed, seen.melds(seat), drawn, true, fourth, afterKong,
        seen.wallRemaining() == 0, seen.seatWind(), seen.prevalentWind(), seen.flowers(seat));
    FanResult r = FANS.calculate(hand);
    assertThat(t.canSelfDrawnWin()).as("self-drawn win offered to %s on %s: %s", seat, drawn, r)
        .isEqualTo(r.winning() && r.totalWithoutFlowers() >= 8);
  }

  private static List<Tile> tiles(int[] counts) {
    List<Tile> tiles = new ArrayList<>();
    for (int t = 0; t < Tile.KINDS; t++) {
      for (int k = 0; k < counts[t]; k++) {
        tiles.add(Tile.of(t));
      }
    }
    return tiles;
  }

  /**
   * Every seat is offered a win on the discard or the added kong exactly when the calculator scores it
   * at 8 fan or more without flowers.
   */
  private static void checkOfferedWins(Game game, ClaimDecision c) {
    for (Seat seat : Seat.all()) {
      if (seat == c.from()) {
        continue;
      }
      Observation seen = game.observation(seat);
      int[] counts = seen.concealed();
      if (counts[c.tile().index()] == 4) {
        continue;
      }
      List<Tile> concealed = tiles(counts);
      // A discard lies in the discarder's river (public); a tile being added to a kong never makes 和绝张.
      boolean fourth = !c.robbing() && publicCopies(seen, c.tile()) - 1 == 3;
      WinningHand hand = new WinningHand(concealed, seen.melds(seat), c.tile(), false, fourth, c.robbing(),
          !c.robbing() && seen.wallRemaining() == 0, seen.seatWind(), seen.prevalentWind(), seen.flowers(seat));
      FanResult r = FANS.calculate(hand);
      boolean expected = r.winning() && r.totalWithoutFlowers() >= 8;
      boolean offered = c.options(seat).map(ClaimOptions::canWin).orElse(false);
      assertThat(offered).as("win offered to %s on %s: %s", seat, c.tile(), r).isEqualTo(expected);
    }
  }

  private static int publicCopies(Observation seen, Tile t) {
    int n = 0;
    for (Seat s : Seat.all()) {
      n += (int) seen.river(s).stream().filter(x -> x.tile() == t && !x.claimed()).count();
      for (Meld m : seen.melds(s)) {
        if (m.kind() != MeldKind.CONCEALED_KONG) {
          n += (int) m.tiles().stream().filter(x -> x == t).count();
        }
      }
    }
    return n;
  }
}
