package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.suits108.Suits108Rules;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;
import org.mjarena.engine.wall.WallOrders;

/** The commentator scored on a scripted game: every seat's answer counts, claims that lost on priority too. */
final class CommentatorTest {
  private static final Tile FIVE_P = Tiles.parse("5p").get(0);

  /**
   * East draws 5p and discards it; South could chow it with 46p, West pung it with 55p, North win on it
   * with 46p. All three claim; North's win prevails. The commentator predicted West's pung and North's
   * win, and, by the priority rule, no chow for South: South's chow, which lost, is a false negative.
   * East's candidates were 9p then 5p (the short suit's isolated tiles, the terminal first). Both claim
   * rules predict the pung: it makes West's first set and leaves it closer to winning.
   */
  @ParameterizedTest
  @EnumSource(CommentarySettings.Reactions.class)
  void scriptedGame_scoresEverySeatsAnswer(CommentarySettings.Reactions reactions) {
    Commentary.Report report = play(CommentarySettings.Method.EXPERT, reactions);

    CommentaryTally east = report.byEntry().get(0);
    assertThat(east.decisions()).isEqualTo(1);
    assertThat(east.hits()).isEqualTo(1);
    assertThat(east.top1Rate()).isZero();
    assertThat(east.meanCandidates()).isEqualTo(2);
    assertThat(east.sameSizeRandomHitRate()).as("2 candidates of 13 distinct legal discards").isEqualTo(2.0 / 13);

    CommentaryTally all = report.overall();
    assertThat(all.fn(Reaction.CHOW)).isEqualTo(1);
    assertThat(all.tp(Reaction.CHOW) + all.fp(Reaction.CHOW)).isZero();
    assertThat(all.tp(Reaction.PUNG)).isEqualTo(1);
    assertThat(all.fp(Reaction.PUNG) + all.fn(Reaction.PUNG)).isZero();
    assertThat(all.tp(Reaction.WIN)).isEqualTo(1);
    assertThat(all.fp(Reaction.WIN) + all.fn(Reaction.WIN)).isZero();
    assertThat(report.byEntry().get(1).fn(Reaction.CHOW)).as("credited to South's entry").isEqualTo(1);
    assertThat(report.games()).isEqualTo(1);
  }

  /**
   * The combined method on the same game: the discards that leave East one tile from ready are 5p, 7s
   * and 9p (breaking a set or the pair would leave it two away); the expert's order puts 9p (short
   * suit, terminal) before 5p (short suit) before 7s (a suit of three tiles).
   */
  @Test
  void scriptedGame_combinedProposesTheStatisticalDiscardsInTheExpertsOrder() {
    CommentaryTally east = play(CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE).byEntry().get(0);
    assertThat(east.decisions()).isEqualTo(1);
    assertThat(east.meanCandidates()).isEqualTo(3);
    assertThat(east.hits()).isEqualTo(1);
    assertThat(east.top1Rate()).isZero();
    assertThat(east.top3Rate()).isEqualTo(1);
  }

  /**
   * The answers' flags of the hand and the stage ({@link ClaimChoice} 15 to 19) on the first discard of a
   * hand: South, whose hand is ten dots of thirteen and holds a 5p, may chow East's 5p three ways, each a
   * chow of a tile it holds in its flush's suit; West's pung of it is neither; no one has melded and
   * almost nothing is in sight, so no answer is a middle, late or open-hand meld.
   */
  @Test
  void firstDiscard_flagsTheChowsOfAHeldTileInTheHandsSuit() {
    Commentator commentator = commentated(CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE, List.of(
        "123m 456m 789m 11s 7s 9p",
        "12344566p 78p 1s 9s 1m",
        "55p 147m 258s 369m 28p",
        "123s 456s 789s 99m 46p"));
    int chows = 0;
    int pungs = 0;
    for (Choice c : commentator.choices()) {
      if (!(c instanceof ClaimChoice claim)) {
        continue;
      }
      for (int i = 0; i < c.options(); i++) {
        Reaction kind = Reaction.values()[claim.kinds()[i]];
        boolean southsChow = claim.entry() == 1 && kind == Reaction.CHOW;
        assertThat(c.feature(i, 15)).as("%s of entry %d", kind, claim.entry()).isEqualTo(southsChow ? 1 : 0);
        assertThat(c.feature(i, 19)).as("%s of entry %d", kind, claim.entry()).isEqualTo(southsChow ? 1 : 0);
        assertThat(c.feature(i, 16) + c.feature(i, 17) + c.feature(i, 18)).isZero();
        chows += southsChow ? 1 : 0;
        pungs += claim.entry() == 2 && kind == Reaction.PUNG ? 1 : 0;
      }
    }
    assertThat(chows).as("South's chows of 5p: 345, 456, 567").isEqualTo(3);
    assertThat(pungs).isEqualTo(1);
  }

  /**
   * The answers' flag of seed 003's distance weight ({@link ClaimChoice} 20) on the same first discard. South's
   * 12344566p 78p 1s 9s 1m reads 4 (the sets 123p and 567p, the pair 44p); after the chow 345p or 456p and a
   * discard it reads 2, after 567p 3: the flag is on 345p alone, the first of the two lowest. West's
   * 4556p 147m 258s 369m reads 5 (the set 456p, the runs 34m and 67m), and 5 after the pung of 5p and a
   * discard (4p and 6p then stand apart): the weight passes, and neither the pung nor the pass is flagged.
   */
  @Test
  void firstDiscard_flagsTheMeldOfLowestDistanceWeight() {
    Commentator commentator = commentated(CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE, List.of(
        "123m 456m 789m 11s 7s 9p",
        "12344566p 78p 1s 9s 1m",
        "4556p 147m 258s 369m",
        "123s 456s 789s 99m 46p"));
    Map<String, Integer> flagged = new HashMap<>();
    for (Choice c : commentator.choices()) {
      if (c instanceof ClaimChoice claim) {
        for (int i = 0; i < c.options(); i++) {
          flagged.merge(claim.entry() + " " + Reaction.values()[claim.kinds()[i]], c.feature(i, 20), Integer::sum);
        }
      }
    }
    assertThat(flagged).containsEntry("1 CHOW", 1).containsEntry("1 NONE", 0).containsEntry("2 PUNG", 0)
        .containsEntry("2 NONE", 0);
    ClaimChoice south = first(commentator, ClaimChoice.class, 1);
    int chows = 0;
    for (int i = 0; i < south.options(); i++) {
      if (south.kinds()[i] == Reaction.CHOW.ordinal()) {
        assertThat(south.feature(i, 20)).as("the chow %d of 345p, 456p, 567p", chows).isEqualTo(chows == 0 ? 1 : 0);
        chows++;
      }
    }
    assertThat(chows).isEqualTo(3);
  }

  /**
   * The discard features of public sight and of the middle ({@link DiscardChoice} 15 and 20): South chows East's
   * 5p with its 4p and 6p, so 4p, 5p and 6p are each once in public sight, where the table's view also sees
   * South's own second 4p and 6p (feature 10); a five is the middle of its suit, a four or six one from it,
   * a one or nine its end.
   */
  @Test
  void discardAfterAChow_countsTheTilesInPublicSightApartFromTheHands() {
    Commentator commentator = commentated(CommentarySettings.Method.COMBINED, CommentarySettings.Reactions.DISTANCE, List.of(
        "123m 456m 789m 11s 7s 9p",
        "12344566p 78p 1s 9s 1m",
        "147m 258s 369m 28p 39s",
        "123s 456s 789s 99m 13p"));
    DiscardChoice south = first(commentator, DiscardChoice.class, 1);
    Map<Tile, Integer> publicCopies = new HashMap<>();
    Map<Tile, Integer> inSight = new HashMap<>();
    Map<Tile, Integer> middle = new HashMap<>();
    for (int i = 0; i < south.options(); i++) {
      Tile tile = Tile.of(south.tiles()[i]);
      publicCopies.put(tile, south.feature(i, DiscardChoice.PUBLIC));
      inSight.put(tile, south.feature(i, DiscardChoice.SEEN));
      middle.put(tile, south.feature(i, 20));
    }
    assertThat(publicCopies).containsEntry(tile("4p"), 1).containsEntry(tile("5p"), 1).containsEntry(tile("6p"), 1)
        .containsEntry(tile("1p"), 0).containsEntry(tile("8p"), 0).containsEntry(tile("1m"), 0);
    assertThat(inSight).containsEntry(tile("4p"), 2).containsEntry(tile("6p"), 2).containsEntry(tile("1m"), 3);
    assertThat(middle).containsEntry(tile("5p"), 4).containsEntry(tile("4p"), 3).containsEntry(tile("6p"), 3).containsEntry(tile("8p"), 1)
        .containsEntry(tile("1p"), 0).containsEntry(tile("9s"), 0);
  }

  /** The first decision of {@code kind} the commentator recorded of lineup entry {@code entry}. */
  private static <T extends Choice> T first(Commentator commentator, Class<T> kind, int entry) {
    return commentator.choices().stream().filter(c -> kind.isInstance(c) && c.entry() == entry).map(kind::cast)
        .findFirst().orElseThrow();
  }

  private static Tile tile(String text) {
    return Tiles.parse(text).get(0);
  }

  private static Commentary.Report play(CommentarySettings.Method method, CommentarySettings.Reactions reactions) {
    CommentarySettings settings = new CommentarySettings(true, CommentarySettings.View.TABLE, method, reactions);
    Commentary commentary = new Commentary(settings, Variant.MCR, 4);
    Commentator commentator = commentated(method, reactions, List.of(
        "123m 456m 789m 11s 7s 9p",
        "46p 147m 258s 369s 28m",
        "55p 147m 258s 369m 28p",
        "123s 456s 789s 99m 46p"));
    commentary.add(new Commentary.Games(1, List.of(commentator.game()), commentator.choices()));
    return commentary.report();
  }

  /**
   * The 108-tile deal of {@code hands} (East to North), East drawing 5p: East lets it go, South chows it
   * with 46p when it can, West pungs it, North wins on it when it can. Returns the commentator that watched.
   */
  private static Commentator commentated(CommentarySettings.Method method, CommentarySettings.Reactions reactions,
      List<String> hands) {
    Game game = new Suits108Rules().deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, 4, hands, "5p", ""), Wind.EAST));
    CommentarySettings settings = new CommentarySettings(true, CommentarySettings.View.TABLE, method, reactions);
    Commentator commentator = Commentary.commentator(settings, List.of("a", "b", "c", "d"));
    commentator.startGame(new GameInfo(0, 0, List.of("a", "b", "c", "d")));
    new Driver(List.of(commentator)).play(game, new Player[] {
        scripted(Pass.INSTANCE), scripted(new Chow(Tiles.parse("4p").get(0))), scripted(Pung.INSTANCE), scripted(ClaimWin.INSTANCE)});
    assertThat(game.isOver()).isTrue();
    return commentator;
  }

  /** A player that discards 5p when it holds it (else its first legal discard) and answers {@code claim} when legal. */
  private static Player scripted(Claim claim) {
    return new Player() {
      @Override
      public TurnAction decideTurn(Observation seen, TurnDecision decision) {
        return decision.canDiscard(FIVE_P) ? Discard.of(FIVE_P) : decision.defaultAction();
      }

      @Override
      public Claim decideClaim(Observation seen, ClaimOptions options) {
        return options.isLegal(claim) ? claim : Pass.INSTANCE;
      }
    };
  }
}
