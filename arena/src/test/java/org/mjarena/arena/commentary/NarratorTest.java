package org.mjarena.arena.commentary;

import org.mjarena.arena.config.CommentarySettings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.table.GameInfo;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Rulebook;
import org.mjarena.engine.Rules;
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
import org.mjarena.engine.mcr.fan.Fan;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.play.Driver;
import org.mjarena.engine.play.Player;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.WallOrders;

/** The narrator's sentences on the smallest games that show them: a discard, a ready hand, MCR's fans. */
final class NarratorTest {
  private static final Tile NINE_P = Tile.B9;
  private static final Tile EAST_WIND = Tile.F1;
  private static final Claim[] PASSES = {Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE, Pass.INSTANCE};

  /**
   * Competition-108: East is dealt 123m 456m 789m 11s 79s, draws 9p and discards it, which leaves it
   * waiting on 8s alone. South holds one 8s, so three are out of sight; the table view sees the four
   * hands (14 + 3 x 13 = 53 tiles), so 108 - 53 = 55 tiles are unseen: the next draw wins with 3 / 55.
   */
  private static final List<String> READY_108 = List.of(
      "123m 456m 789m 11s 79s",
      "8s 147m 258p 369p 25s 1p",
      "2m 258m 147p 369s 47s 3p",
      "3m 369m 258p 147s 26s 4p");

  @Test
  void discard_namesTheTileInBothLanguages() {
    assertThat(say108("zh")).anyMatch(s -> s.equals("东家打出九筒，在预料之中。") || s.startsWith("东家打出九筒，出乎预料"));
    assertThat(say108("en")).anyMatch(s -> s.startsWith("East discards Dot 9"));
  }

  @Test
  void ready_108_statesTheWaitsTheUnseenCopiesAndTheChance() {
    assertThat(say108("en")).contains("East is ready, waiting on Bamboo 8: 3 of them unseen (Bamboo 8 x3) among 55 unseen"
        + " tiles, so its next draw wins with a chance of 5.5%.");
    assertThat(say108("zh")).contains("东家听牌了，等八条，场上未见3张（八条3张），未见的55张牌里下一张摸到和牌的机会是5.5%。");
  }

  /**
   * MCR on Botzone's wall (136 tiles, no flowers): East is dealt 123m 456m 789m 55p 78p, draws East
   * wind and lets it go, ready on 6p and 9p with a pure straight (清龙, 16 fans). South holds two 6p:
   * 2 + 4 of the waits are unseen among 136 - 53 = 83 tiles.
   */
  @Test
  void ready_mcr_statesTheFans() {
    List<String> hands = List.of("123m 456m 789m 55p 78p", "66p 147m 258s 369s 2z 3z", "1p 258m 147s 2p 3p 4p 3z 4z 5z",
        "2p 369m 258s 147p 4z 6z 7z");
    List<String> en = sayMcr(hands, "en");
    assertThat(en).anyMatch(s -> s.startsWith("East is ready, waiting on Dot 6 and Dot 9: 6 of them unseen (Dot 6 x2, Dot 9 x4)"
        + " among 83 unseen tiles, so its next draw wins with a chance of 7.2%. A win on a discard scores up to ")
        && s.contains(Fan.PURE_STRAIGHT.english() + " 16"));
    assertThat(sayMcr(hands, "zh")).anyMatch(s -> s.startsWith("东家听牌了，等六筒、九筒，场上未见6张（六筒2张，九筒4张）")
        && s.contains("别人打出可和，最多") && s.contains(Fan.PURE_STRAIGHT.chinese() + "16番"));
  }

  /**
   * MCR: East is dealt 234m 567p 345s 78s and a pair of East winds, ready on 6s and 9s with nothing
   * but small fans: short of 8 whether won on a discard or self-drawn.
   */
  @Test
  void ready_mcr_shortOfEight() {
    List<String> hands = List.of("234m 567p 345s 78s 11z", "147m 258s 369p 1p 2z 5z 6z", "258m 147p 369s 2p 3z 5z 6z",
        "369m 258p 147s 4z 7z 7z 5z");
    assertThat(sayMcr(hands, "en")).anyMatch(s -> s.startsWith("East is ready, waiting on Bamboo 6 and Bamboo 9")
        && s.contains("It is short of 8 fans (") && s.endsWith("and cannot win yet."));
    assertThat(sayMcr(hands, "zh")).anyMatch(s -> s.startsWith("东家听牌了，等六条、九条") && s.contains("番数不够8番（点和")
        && s.endsWith("还和不了。"));
  }

  /**
   * Competition-108: East discards 5p; South could chow it, West pung it, North win on it with 46p. The
   * reaction rules foresee West's pung and North's win (no chow: a higher claim is expected); all three
   * claim and North's win prevails.
   */
  /**
   * MCR: East holds all four 4m and lets East wind go, ready on 1m, 4m, 7m and 8m (234m 444m 56m 88m
   * 345p and its other readings). The shanten calculator counts 4m as wanted, but no fifth copy exists: the sentence names both waits and
   * scores only the others (it used to hand the fan calculator a hand with five 4m, which it refuses).
   */
  @Test
  void ready_mcr_aWaitOnAFifthCopyIsNotScored() {
    List<String> hands = List.of("2344445688m 345p", "66p 179m 258s 369s 2z 3z", "1p 258m 147s 2p 3p 4p 3z 4z 5z",
        "2p 369m 258s 147p 4z 6z 7z");
    assertThat(sayMcr(hands, "en")).anyMatch(s -> s.startsWith("East is ready, waiting on Character 1, Character 4,"
        + " Character 7 and Character 8: 7 of them unseen (Character 1 x3, Character 4 x0, Character 7 x3, Character 8 x1)")
        && s.endsWith("A win on a discard scores up to 8 fans: Concealed Hand 2, Tile Hog 2, All Simples 2, Short Straight 1,"
        + " One Voided Suit 1."));
  }

  @Test
  void dealIn_andThePossibleClaims_said() {
    List<String> hands = List.of("123m 456m 789m 11s 7s 9p", "46p 147m 258s 369s 28m", "55p 147m 258s 369m 28p",
        "123s 456s 789s 99m 46p");
    Claim[] claims = {Pass.INSTANCE, new Chow(Tile.B4), Pung.INSTANCE, ClaimWin.INSTANCE};
    List<String> en = say108(hands, "en", claims);
    assertThat(en).contains("Watch Dot 5: West may pung it; North may win on it.");
    assertThat(en).anyMatch(s -> s.startsWith("East deals in: North wins on Dot 5, worth ") && s.endsWith(", as foreseen."));
    List<String> zh = say108(hands, "zh", claims);
    assertThat(zh).contains("留意这张五筒：西家可能碰，北家可能和牌。");
    assertThat(zh).anyMatch(s -> s.startsWith("东家点炮！北家和五筒，得") && s.endsWith("分，早有预料。"));
  }

  @Test
  void tiles_andSeats_namedInEachLanguage() {
    Phrasebook zh = Phrasebook.of("zh").orElseThrow();
    Phrasebook en = Phrasebook.of("en").orElseThrow();
    assertThat(List.of(Tile.W5, Tile.T3, Tile.B7, Tile.F1, Tile.J1).stream().map(zh::tile).toList())
        .containsExactly("五万", "三条", "七筒", "东风", "红中");
    assertThat(List.of(Tile.W5, Tile.T3, Tile.B7, Tile.F1, Tile.J1).stream().map(en::tile).toList())
        .containsExactly("Character 5", "Bamboo 3", "Dot 7", "East Wind", "Red Dragon");
    assertThat(zh.seat(Wind.NORTH)).isEqualTo("北家");
    assertThat(en.seat(Wind.NORTH)).isEqualTo("North");
    assertThat(Phrasebook.of("fr")).isEmpty();
  }

  private static List<String> say108(String language) {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    Game game = rules.deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, 4, READY_108, "9p", ""), Wind.EAST));
    return say(game, language, null, NINE_P, PASSES);
  }

  private static List<String> say108(List<String> hands, String language, Claim[] claims) {
    Rules rules = Rulebook.rules(Variant.SUITS_108, Map.of());
    Game game = rules.deal(DealSetup.of(WallOrders.shared(Tile.NUMBERED_KINDS, 4, hands, "5p", ""), Wind.EAST));
    return say(game, language, null, Tile.B5, claims);
  }

  private static List<String> sayMcr(List<String> hands, String language) {
    Rules rules = Rulebook.rules(Variant.MCR, Map.of("wall", "botzone-duplicate"));
    Game game = rules.deal(DealSetup.of(WallOrders.perSeatBlocks(Tile.KINDS, 4, hands, List.of("1z", "", "", "")),
        Wind.EAST));
    return say(game, language, FanCalculator.botzone(), EAST_WIND, PASSES);
  }

  /**
   * The sentences of a game in which East first discards {@code first}, then every seat plays its
   * default, and each seat answers every claim decision with its claim in {@code claims} when legal.
   */
  private static List<String> say(Game game, String language, FanCalculator fans, Tile first, Claim[] claims) {
    Narrator narrator = new Narrator(Phrasebook.of(language).orElseThrow(), fans);
    Commentator commentator = new Commentator(CommentarySettings.DEFAULT, List.of("a", "b", "c", "d"), narrator);
    commentator.startGame(new GameInfo(0, 0, List.of("a", "b", "c", "d")));
    Player east = new Player() {
      private boolean opened;

      @Override
      public TurnAction decideTurn(Observation seen, TurnDecision decision) {
        boolean now = !opened;
        opened = true;
        return now ? Discard.of(first) : decision.defaultAction();
      }

      @Override
      public Claim decideClaim(Observation seen, ClaimOptions options) {
        return Pass.INSTANCE;
      }
    };
    Player[] players = {east, null, null, null};
    for (int s = 1; s < players.length; s++) {
      Claim claim = claims[s];
      players[s] = new Player() {
        @Override
        public TurnAction decideTurn(Observation seen, TurnDecision decision) {
          return decision.defaultAction();
        }

        @Override
        public Claim decideClaim(Observation seen, ClaimOptions options) {
          return options.isLegal(claim) ? claim : Pass.INSTANCE;
        }
      };
    }
    new Driver(List.of(commentator, narrator)).play(game, players);
    assertThat(game.isOver()).isTrue();
    return narrator.sentences().stream().map(Narrator.Sentence::text).toList();
  }
}
