package org.mjarena.engine.suits108;

import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.ConductRules;
import org.mjarena.engine.DealSetup;
import org.mjarena.engine.Game;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import static org.mjarena.engine.DealSetup.checkTileSet;
import org.mjarena.engine.param.Parameter;
import org.mjarena.engine.param.Settings;
import org.mjarena.engine.Rules;
import org.mjarena.engine.Variant;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * The 108-tile competition rules (大众麻将, CCGC 2020), as {@code shared/rules/competition-108.md}
 * describes them. Every choice that file tags [C] or [B] is a parameter here, with that file's
 * default (its section 13); the numbered payoffs and hand values are parameters too, followed by the
 * {@link ConductRules} every variant shares (time limit, error sanction: [W/C] and [B] in that file).
 */
public final class Suits108Rules implements Rules {
  /** Copies of each tile kind. */
  static final int COPIES = 4;
  /** Every tile of the set, made once: {@link Wall#shuffled(byte[], Wall.Mode, UniformRandomProvider)} only reads it. */
  private static final byte[] TILE_SET = Wall.tileSet(Tile.NUMBERED_KINDS, COPIES);

  /** The parameters of the variant, in the order of the rules file. */
  public static final List<Parameter> PARAMETERS = ConductRules.withConduct(List.of(
      Parameter.choice("wall", "shared", List.of("shared", "per-seat-blocks"),
          "shared: one wall, front draws, back replacements [C]; per-seat-blocks: four blocks of 27, as Botzone's duplicate judge [B]"),
      Parameter.flag("multiple_winners", true,
          "several players may win on one discard (一炮多响) [R]; false: only the first in turn order after the discarder wins"),
      Parameter.choice("claims_on_last_discard", "win-only", List.of("win-only", "all"),
          "what may be claimed on the last discard: a win only [B], or also a chow or pung (never a kong)"),
      Parameter.choice("robbable_kongs", "added", List.of("added", "none"),
          "which kongs may be robbed (抢杠胡): added kongs only [B/C], or none"),
      Parameter.flag("pung_then_kong_same_turn", true,
          "after punging the fourth of a tile held three times, the kong may be added at once and is paid as a direct kong [R]"),
      Parameter.flag("ting_may_kong_if_waits_unchanged", true,
          "a ting player may still kong when its waits stay the same [R]: the tile it draws (concealed or added kong), "
              + "or a discard (direct kong)"),
      Parameter.flag("ting_auto_win", true, "a ting player wins as soon as its winning tile appears [R]"),
      Parameter.flag("ting_allowed_after_meld", true, "ting may be declared on the discard after a chow or pung [C]"),
      Parameter.flag("heavenly_ting", true, "non-dealers may declare ting on their thirteen dealt tiles (天听) [P]"),
      Parameter.integer("payoff_chow", 1, 0, 1000, "chow payoff, paid by the discarder [R]"),
      Parameter.integer("payoff_pung", 2, 0, 1000, "pung payoff, paid by the discarder [R; C: the payer]"),
      Parameter.integer("payoff_direct_kong", 4, 0, 1000, "direct kong payoff, paid by the discarder [R; C: the payer]"),
      Parameter.integer("payoff_added_kong_each", 1, 0, 1000, "added kong payoff, paid by each other player [R]"),
      Parameter.integer("payoff_concealed_kong_each", 3, 0, 1000, "concealed kong payoff, paid by each other player [R]"),
      Parameter.integer("payoff_ting_each", 1, 0, 1000, "ting payoff, paid by each other player [R]"),
      Parameter.flag("chow_spit_refund", true,
          "吃吐: discarding a tile identical to the one just chowed returns the chow payoff [R]"),
      Parameter.integer("value_basic", 6, 0, 1000, "basic win 基本胡 [R]"),
      Parameter.integer("value_all_pungs", 8, 0, 1000, "all pungs 碰碰胡 [R]"),
      Parameter.integer("value_full_flush", 12, 0, 1000, "full flush 清一色 [R]"),
      Parameter.integer("value_seven_pairs", 12, 0, 1000, "seven pairs 七对 [R]")));

  private final Settings settings;
  final Wall.Mode wallMode;
  final boolean multipleWinners;
  final boolean claimsOnLastDiscard;
  final boolean robAddedKongs;
  final boolean pungThenKongSameTurn;
  final boolean tingMayKong;
  final boolean tingAutoWin;
  final boolean tingAfterMeld;
  final boolean heavenlyTing;
  final int payoffChow;
  final int payoffPung;
  final int payoffDirectKong;
  final int payoffAddedKongEach;
  final int payoffConcealedKongEach;
  final int payoffTingEach;
  final boolean chowSpitRefund;
  final int valueBasic;
  final int valueAllPungs;
  final int valueFullFlush;
  final int valueSevenPairs;
  private final ConductRules conduct;

  /** The rules with every parameter at its default. */
  public Suits108Rules() {
    this(Settings.of(PARAMETERS, Map.of(), "rule parameter"));
  }

  /** The rules with the given parameter values (made by {@link Settings#of} from {@link #PARAMETERS}). */
  public Suits108Rules(Settings settings) {
    this.settings = settings;
    wallMode = settings.text("wall").equals("shared") ? Wall.Mode.SHARED : Wall.Mode.PER_SEAT_BLOCKS;
    multipleWinners = settings.flag("multiple_winners");
    claimsOnLastDiscard = settings.text("claims_on_last_discard").equals("all");
    robAddedKongs = settings.text("robbable_kongs").equals("added");
    pungThenKongSameTurn = settings.flag("pung_then_kong_same_turn");
    tingMayKong = settings.flag("ting_may_kong_if_waits_unchanged");
    tingAutoWin = settings.flag("ting_auto_win");
    tingAfterMeld = settings.flag("ting_allowed_after_meld");
    heavenlyTing = settings.flag("heavenly_ting");
    payoffChow = settings.integer("payoff_chow");
    payoffPung = settings.integer("payoff_pung");
    payoffDirectKong = settings.integer("payoff_direct_kong");
    payoffAddedKongEach = settings.integer("payoff_added_kong_each");
    payoffConcealedKongEach = settings.integer("payoff_concealed_kong_each");
    payoffTingEach = settings.integer("payoff_ting_each");
    chowSpitRefund = settings.flag("chow_spit_refund");
    valueBasic = settings.integer("value_basic");
    valueAllPungs = settings.integer("value_all_pungs");
    valueFullFlush = settings.integer("value_full_flush");
    valueSevenPairs = settings.integer("value_seven_pairs");
    conduct = ConductRules.of(settings);
  }

  @Override
  public Variant variant() {
    return Variant.SUITS_108;
  }

  @Override
  public Settings settings() {
    return settings;
  }

  @Override
  public Game deal(UniformRandomProvider wallRandom) {
    return new Suits108Game(this, Wall.shuffled(TILE_SET, wallMode, wallRandom), Seat.S0);
  }

  @Override
  public Game deal(DealSetup setup) {
    checkTileSet(setup, Tile.NUMBERED_KINDS, COPIES, 0);
    return new Suits108Game(this, Wall.ordered(setup.wallIndices(), wallMode), setup.dealer());
  }

  @Override
  public Game sampleConsistent(Observation seen, UniformRandomProvider rng) {
    if (seen.variant() != Variant.SUITS_108) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not competition-108");
    }
    return new Suits108Game(this, seen, rng);
  }

  @Override
  public Game sampleConsistent(Observation seen, UniformRandomProvider rng, HandPrior prior) {
    if (seen.variant() != Variant.SUITS_108) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not competition-108");
    }
    return new Suits108Game(this, seen, rng, prior);
  }

  /** A ting player's hidden hand is drawn, as in {@link #sampleConsistent}, ready. */
  @Override
  public HiddenHand hiddenHand(Observation seen, Seat seat) {
    if (seen.variant() != Variant.SUITS_108) {
      throw new IllegalArgumentException("an observation of " + seen.variant().id() + ", not competition-108");
    }
    return new HiddenHand(seen, seat, Tile.NUMBERED_KINDS, (hand, noMelds) -> Suits108Game.keeps(seen, seat, hand, noMelds));
  }

  @Override
  public ConductRules conduct() {
    return conduct;
  }
}
