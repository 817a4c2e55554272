package org.mjarena.engine.mcr;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ConductRules;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import static org.mjarena.engine.DealSetup.checkTileSet;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * Chinese Official Mahjong (MCR, 国标麻将) as {@code shared/rules/mcr-botzone.md} describes it: 144
 * tiles with eight flowers in one shared wall (official), or Botzone's 136-tile duplicate wall of four
 * private blocks; a win needs 8 fan without flowers; base 8 payments.
 */
public final class McrRules implements Rules {
  /** Copies of each non-flower tile kind. */
  static final int COPIES = 4;
  /**
   * The smallest winning hand, in fan, flowers not counted (MCR; mcr-botzone.md section 5). Public
   * because agents that weigh a ready hand must apply the same minimum.
   */
  public static final int MINIMUM_FAN = 8;
  /** The base score of every payment (mcr-botzone.md section 6). */
  static final int BASE = 8;
  private static final List<String> WINDS = List.of("east", "south", "west", "north");

  private static final Parameter WALL = Parameter.choice("wall", "shared", List.of("shared", "botzone-duplicate"),
      "shared: one 144-tile wall with 8 flowers, front draws, flowers and kongs replaced from the back (official); "
          + "botzone-duplicate: 136 tiles, no flowers, four private blocks of 34 as the current Botzone judge");

  /**
   * The parameters of the variant. {@code concealed_and_melded_kong} follows the wall unless given: the
   * calculator of the Botzone judge scores 明暗杠, one concealed plus one exposed kong, as 5 fan
   * (mcr-botzone.md sections 5 and 9), so it is on with {@code botzone-duplicate}; the 1998 official
   * rules do not know it, so it is off with the official {@code shared} wall. {@code knitted_tile_wait}
   * follows the wall the other way round: the judge's calculator (ChineseOfficialMahjongHelper of 2019)
   * scores no 边张 / 嵌张 / 单钓将 when a 组合龙 hand is won on one of its nine knitted tiles, so it is off
   * with {@code botzone-duplicate}; the reference calculator of the MCR vectors counts that wait, as MIL
   * rules it, so it is on with {@code shared}. {@code first_reading_on_tie} follows the wall as
   * {@code concealed_and_melded_kong} does: of readings of equal total the judge's calculator lists the
   * first it finds, the reference the one with 一色三同顺 or 三同刻; the total, and so the scores, are the same.
   */
  public static final List<Parameter> PARAMETERS = ConductRules.withConduct(List.of(
      WALL,
      Parameter.choice("prevalent_wind", "rotate", List.of("rotate", "east", "south", "west", "north"),
          "the prevalent wind 圈风: rotate = East, South, West, North by deal number, so a run covers all four; or fixed"),
      Parameter.flag("multiple_winners", false,
          "several players may win on one discard; false: only the first in turn order after the discarder (Botzone)"),
      Parameter.flag("concealed_and_melded_kong", WALL, Map.of("shared", false, "botzone-duplicate", true),
          "score one concealed plus one melded kong as 明暗杠 (5 fan, Botzone's calculator) "
              + "instead of 暗杠 + 明杠; unless given, on with the Botzone wall and off with the official one"),
      Parameter.flag("knitted_tile_wait", WALL, Map.of("shared", true, "botzone-duplicate", false),
          "a 组合龙 hand won on one of its nine knitted tiles still scores 边张 / 嵌张 / 单钓将 when that is its "
              + "only wait (reference calculator); off: no wait fan (Botzone's calculator); unless given, "
              + "off with the Botzone wall and on with the official one"),
      Parameter.flag("first_reading_on_tie", WALL, Map.of("shared", false, "botzone-duplicate", true),
          "of readings of equal total list the fans of the one Botzone's calculator finds first (七对, then sets "
              + "from the lowest tile, a pung before a chow) rather than the reference's (一色三同顺 or 三同刻, "
              + "a basic reading over 七对); the total is the same; unless given, on with the Botzone wall")));

  private final Settings settings;
  final Wall.Mode wallMode;
  final boolean flowers;
  private final int fixedWind;
  final boolean multipleWinners;
  final FanCalculator fans;
  private final ConductRules conduct;
  /** Every tile of the set, made once: {@link Wall#shuffled(byte[], Wall.Mode, UniformRandomProvider)} only reads it. */
  private final byte[] tileSet;

  /** The rules with every parameter at its default. */
  public McrRules() {
    this(Settings.of(PARAMETERS, Map.of(), "rule parameter"));
  }

  /** The rules with the given parameter values (made by {@link Settings#of} from {@link #PARAMETERS}). */
  public McrRules(Settings settings) {
    this.settings = settings;
    flowers = settings.text("wall").equals("shared");
    wallMode = flowers ? Wall.Mode.SHARED : Wall.Mode.PER_SEAT_BLOCKS;
    fixedWind = WINDS.indexOf(settings.text("prevalent_wind"));
    multipleWinners = settings.flag("multiple_winners");
    fans = new FanCalculator(settings.flag("concealed_and_melded_kong"), settings.flag("knitted_tile_wait"),
        settings.flag("first_reading_on_tie"));
    conduct = ConductRules.of(settings);
    tileSet = makeTileSet();
  }

  @Override
  public Variant variant() {
    return Variant.MCR;
  }

  @Override
  public Settings settings() {
    return settings;
  }

  /** Deals deal 0: the prevalent wind is East unless fixed otherwise. */
  @Override
  public Game deal(UniformRandomProvider wallRandom) {
    return deal(0, wallRandom);
  }

  @Override
  public Game deal(long deal, UniformRandomProvider wallRandom) {
    return new McrGame(this, Wall.shuffled(tileSet, wallMode, wallRandom), prevalentWind(deal), Seat.S0);
  }

  /**
   * Deals from a setup: with the shared wall, 144 tiles drawn from the front; with Botzone's duplicate
   * wall, its {@code initdata.walltiles} (136 tiles).
   */
  @Override
  public Game deal(DealSetup setup) {
    checkTileSet(setup, Tile.KINDS, COPIES, flowers ? Tile.values().length - Tile.KINDS : 0);
    return new McrGame(this, Wall.ordered(setup.wallIndices(), wallMode), setup.prevalentWind(), setup.dealer());
  }

  @Override
  public Game sampleConsistent(Observation seen, UniformRandomProvider rng) {
    if (seen.variant() != Variant.MCR) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not mcr");
    }
    return new McrGame(this, seen, rng);
  }

  @Override
  public Game sampleConsistent(Observation seen, UniformRandomProvider rng, HandPrior prior) {
    if (seen.variant() != Variant.MCR) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not mcr");
    }
    return new McrGame(this, seen, rng, prior);
  }

  /** Nothing is declared in MCR, so every hidden hand keeps the public facts. */
  @Override
  public HiddenHand hiddenHand(Observation seen, Seat seat) {
    if (seen.variant() != Variant.MCR) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not mcr");
    }
    return new HiddenHand(seen, seat, Tile.KINDS, (hand, noMelds) -> true);
  }

  /** The prevalent wind of deal number {@code deal}. */
  Wind prevalentWind(long deal) {
    return fixedWind >= 0 ? Wind.of(fixedWind) : Wind.of((int) Math.floorMod(deal, (long) Seat.COUNT));
  }

  /** Every tile of the set: four of each of the 34 kinds, and the eight flowers once each with flowers. */
  private byte[] makeTileSet() {
    byte[] set = Arrays.copyOf(Wall.tileSet(Tile.KINDS, COPIES),
        Tile.KINDS * COPIES + (flowers ? Tile.values().length - Tile.KINDS : 0));
    for (int i = Tile.KINDS * COPIES, f = Tile.KINDS; i < set.length; i++, f++) {
      set[i] = (byte) f;
    }
    return set;
  }

  @Override
  public ConductRules conduct() {
    return conduct;
  }
}
