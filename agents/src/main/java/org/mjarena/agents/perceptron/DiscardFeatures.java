package org.mjarena.agents.perceptron;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.mcr.distance.WinDistance;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.mcr.distance.WinDistanceForm;
import org.mjarena.engine.tile.Tile;

/**
 * The binary features of one candidate discard: the families of Table 1 of seed 001 (its single-player
 * discard model), adapted to Chinese mahjong, read from the thirteen (or 13 - 3 x melds) tiles left after
 * the discard. Each feature is an index below {@link #DIMENSION}; a candidate has a few dozen of them. An
 * index may be listed more than once (two suits with the same window, two tiles 3 and 7 held once): it then
 * counts that many times, so x is a vector of small counts, not strictly binary.
 *
 * <ul>
 *   <li><b>Win distance per form</b>: the win distance of each winning form of the variant (MCR: basic, seven
 *       pairs, thirteen orphans, honours-and-knitted, knitted straight; 108 tiles: basic and seven
 *       pairs), as the paper's per-form shanten (its 面子手、七对子、国士无双向听数).</li>
 *   <li><b>Distance and useful draws</b>: the lowest distance with the unseen copies of its useful tiles
 *       (in pairs of copies). The paper has no such feature; both our teachers break ties on it, and in
 *       the 108-tile variant a ready hand with winning tiles unseen is the condition to declare ting.</li>
 *   <li><b>Distance with suits left out</b>: the lowest basic-form distance with one numbered suit
 *       removed, and with two removed (one suit and honours left: the flushes, MCR's 混一色 and 清一色 that
 *       reach 8 fan on their own with little else, and the 108 variant's 12-point full flush).</li>
 *   <li><b>Colours</b>: numbered suits present in hand and melds, with honours or not; the largest count
 *       of one suit, and with the honours added.</li>
 *   <li><b>Middle tiles</b>: how many 2..8 numbered tiles the hand holds.</li>
 *   <li><b>Blocks</b>: the number of pairs, of two-sided partial chows without terminals, of edge and
 *       closed partials, and of pungs.</li>
 *   <li><b>Honours</b>: each honour held, by its count and its role (other wind, seat wind, prevalent
 *       wind, both, dragon): MCR's honour pungs are the cheapest fan.</li>
 *   <li><b>Numbers</b>: each numbered tile held, by |n - 5| and its count.</li>
 *   <li><b>Presence</b>: for each numbered suit, the 9-bit mask of the numbers held (straights, MCR's
 *       一气通贯 at 16 fan, and the knitted shapes).</li>
 *   <li><b>Runs</b>: the counts of every window of three and of four consecutive numbers of a suit, with
 *       whether the window touches 1, 9 or neither (the paper's runs go up to six; four keeps the table
 *       small).</li>
 *   <li><b>The discarded tile</b>: its role or |n - 5|, with its copies still unseen; and whether it is
 *       the tile just drawn.</li>
 * </ul>
 *
 * <p>The 8-fan minimum enters through the forms whose completions carry 8 fan or more on their own
 * (seven pairs, thirteen orphans, the knitted forms, the flushes) and the honour and straight families;
 * the 8-fan distance itself (the search of {@code shanten-8fan}) is not a feature: it costs more than a
 * decision's budget for every candidate.
 *
 * <p>Mutable scratch space, one instance per agent or writer: {@link #load} a position, then
 * {@link #extract} each candidate.
 */
public final class DiscardFeatures {
  /** Changes whenever the meaning of an index changes: datasets and models of another version are refused. */
  public static final int VERSION = 1;

  private static final int CLIP = 10;
  private static final WinDistanceForm[] FORM_LIST = WinDistanceForm.values();
  private static final int FORMS = FORM_LIST.length;
  private static final int FORM = 0;
  private static final int USEFUL = FORM + FORMS * (CLIP + 1);
  private static final int USEFUL_LEVELS = 8;
  private static final int USEFUL_BUCKETS = 16;
  private static final int LEFT_OUT = USEFUL + USEFUL_LEVELS * USEFUL_BUCKETS;
  private static final int LEFT_OUT_VALUES = 16;
  private static final int COLOURS = LEFT_OUT + 2 * LEFT_OUT_VALUES;
  private static final int MAX_SUIT = COLOURS + 8;
  private static final int MAX_SUIT_HONOURS = MAX_SUIT + 15;
  private static final int MIDDLE = MAX_SUIT_HONOURS + 15;
  private static final int PAIRS = MIDDLE + 15;
  private static final int TWO_SIDED = PAIRS + 8;
  private static final int EDGE = TWO_SIDED + 8;
  private static final int PUNGS = EDGE + 8;
  private static final int HONOUR = PUNGS + 5;
  private static final int NUMBER = HONOUR + 5 * 4;
  private static final int PRESENCE = NUMBER + 5 * 4;
  private static final int RUN3 = PRESENCE + 512;
  private static final int RUN4 = RUN3 + 125 * 3;
  private static final int DISCARDED = RUN4 + 625 * 3;
  private static final int TSUMOGIRI = DISCARDED + 10 * 4;
  /** The number of features: every index is below it (and below 65,536, so an index fits a char). */
  public static final int DIMENSION = TSUMOGIRI + 1;
  /** The most features one candidate has. */
  public static final int MAX_ACTIVE = 96;

  private static final int SUIT = 9;
  private static final int HONOURS = Tile.NUMBERED_KINDS;
  private static final int DRAGONS = Tile.J1.index();

  /** The winning forms of each variant (108-tile rules, section 7: the basic form and seven pairs). */
  private static final Set<WinDistanceForm> ALL_FORMS = EnumSet.allOf(WinDistanceForm.class);
  private static final Set<WinDistanceForm> FORMS_108 = EnumSet.of(WinDistanceForm.BASIC, WinDistanceForm.SEVEN_PAIRS);

  private final int[] counts = new int[Tile.KINDS];
  private final int[] keys = new int[SuitShapes.GROUPS];
  private int[] unseen;
  private Variant variant;
  private int melds;
  private int meldSuits;
  private boolean meldHonours;
  private int loadedDrawn;
  private int loadedMelds;
  private int loadedMeldSuits;
  private boolean loadedMeldHonours;
  private int seatWind;
  private int prevalentWind;
  private int drawn;
  private int lowest;
  private long useful;

  /** Reads the position of {@code seen}: a hand that holds one tile to discard. */
  public void load(Observation seen) {
    variant = seen.variant();
    for (int t = 0; t < Tile.KINDS; t++) {
      counts[t] = seen.concealedCount(Tile.of(t));
    }
    unseen = seen.unseen();
    List<Meld> own = seen.melds(seen.me());
    melds = own.size();
    meldSuits = 0;
    meldHonours = false;
    for (Meld m : own) {
      int t = m.tile().index();
      if (t < HONOURS) {
        meldSuits |= 1 << t / SUIT;
      } else {
        meldHonours = true;
      }
    }
    seatWind = seen.seatWind().tile().index();
    prevalentWind = seen.prevalentWind().tile().index();
    drawn = seen.drawn().map(Tile::index).orElse(-1);
    loadedDrawn = drawn;
    loadedMelds = melds;
    loadedMeldSuits = meldSuits;
    loadedMeldHonours = meldHonours;
  }

  /**
   * Replaces the loaded hand by a hypothetical one of the same position, for the call model
   * ({@link CallFeatures}): the concealed tiles {@code concealed} (copied), the melds loaded plus, when
   * {@code newMeld} is not negative, one more whose (lowest) tile is {@code newMeld}; the tile drawn stays
   * the drawn one when {@code keepDrawn}, else none is. The unseen copies stay those of the position: a
   * claim or a kong takes tiles already seen.
   */
  void hypothetical(int[] concealed, int newMeld, boolean keepDrawn) {
    System.arraycopy(concealed, 0, counts, 0, Tile.KINDS);
    melds = loadedMelds;
    meldSuits = loadedMeldSuits;
    meldHonours = loadedMeldHonours;
    if (newMeld >= 0) {
      melds++;
      if (newMeld < HONOURS) {
        meldSuits |= 1 << newMeld / SUIT;
      } else {
        meldHonours = true;
      }
    }
    drawn = keepDrawn ? loadedDrawn : -1;
  }

  /**
   * Writes the features of the loaded hand as it is, with no tile to discard (a hand of 13 - 3 x melds
   * tiles: not calling, or a kong made), into {@code out}; the discarded-tile family is absent.
   */
  int extractHand(int[] out) {
    return features(-1, out);
  }

  /** The lowest win distance over the variant's forms found by the last extraction. */
  int lowest() {
    return lowest;
  }

  /** The effective tiles (a tile mask) of the forms at the lowest distance of the last extraction. */
  long useful() {
    return useful;
  }

  /** The tile kinds the loaded hand holds, as a mask (bit {@code t} for tile index {@code t}). */
  public long heldMask() {
    long mask = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  /**
   * Writes the features of discarding {@code discard} from the loaded hand into {@code out} (at least
   * {@link #MAX_ACTIVE} long) and returns how many there are.
   */
  public int extract(int discard, int[] out) {
    counts[discard]--;
    try {
      return features(discard, out);
    } finally {
      counts[discard]++;
    }
  }

  private int features(int discard, int[] out) {
    int n = 0;
    // The effective tiles of the forms at the lowest distance are all that is read of them.
    WinDistance s = WinDistanceCalculator.lowest(counts, melds, variant == Variant.SUITS_108 ? FORMS_108 : ALL_FORMS);
    lowest = Integer.MAX_VALUE;
    useful = 0;
    for (WinDistanceForm form : FORM_LIST) {
      if (variant == Variant.SUITS_108 && !FORMS_108.contains(form)) {
        continue;
      }
      int d = s.applies(form) ? Math.min(s.of(form), CLIP - 1) : CLIP;
      out[n++] = FORM + form.ordinal() * (CLIP + 1) + d;
      if (s.applies(form)) {
        if (s.of(form) < lowest) {
          lowest = s.of(form);
          useful = s.effective(form);
        } else if (s.of(form) == lowest) {
          useful |= s.effective(form);
        }
      }
    }
    int copies = 0;
    for (long m = useful; m != 0; m &= m - 1) {
      copies += unseen[Long.numberOfTrailingZeros(m)];
    }
    out[n++] = USEFUL + Math.min(lowest, USEFUL_LEVELS - 1) * USEFUL_BUCKETS + Math.min(copies / 2, USEFUL_BUCKETS - 1);

    for (int g = 0; g < SuitShapes.GROUPS; g++) {
      keys[g] = SuitShapes.key(counts, g);
    }
    int one = Integer.MAX_VALUE;
    int two = Integer.MAX_VALUE;
    for (int out1 = 0; out1 < 3; out1++) {
      one = Math.min(one, leftOut(keys, 1 << out1));
      two = Math.min(two, leftOut(keys, 7 & ~(1 << out1)));
    }
    out[n++] = LEFT_OUT + Math.min(one, LEFT_OUT_VALUES - 1);
    out[n++] = LEFT_OUT + LEFT_OUT_VALUES + Math.min(two, LEFT_OUT_VALUES - 1);

    int suits = meldSuits;
    int maxSuit = 0;
    int middle = 0;
    for (int suit = 0; suit < 3; suit++) {
      int inSuit = 0;
      int presence = 0;
      for (int i = 0; i < SUIT; i++) {
        int c = counts[suit * SUIT + i];
        inSuit += c;
        if (c > 0) {
          presence |= 1 << i;
          if (i > 0 && i < SUIT - 1) {
            middle += c;
          }
        }
      }
      if (inSuit > 0) {
        suits |= 1 << suit;
      }
      maxSuit = Math.max(maxSuit, inSuit);
      out[n++] = PRESENCE + presence;
      n = runs(suit * SUIT, out, n);
    }
    int honours = 0;
    for (int t = HONOURS; t < Tile.KINDS; t++) {
      honours += counts[t];
    }
    boolean anyHonours = honours > 0 || meldHonours;
    out[n++] = COLOURS + Integer.bitCount(suits) * 2 + (anyHonours ? 1 : 0);
    out[n++] = MAX_SUIT + Math.min(maxSuit, 14);
    out[n++] = MAX_SUIT_HONOURS + Math.min(maxSuit + honours, 14);
    out[n++] = MIDDLE + Math.min(middle, 14);

    int pairs = 0;
    int pungs = 0;
    int twoSided = 0;
    int edge = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      int c = counts[t];
      if (c == 2) {
        pairs++;
      } else if (c >= 3) {
        pungs++;
      }
      if (c == 0) {
        continue;
      }
      if (t >= HONOURS) {
        out[n++] = HONOUR + role(t) * 4 + c - 1;
        continue;
      }
      int number = t % SUIT;
      out[n++] = NUMBER + Math.abs(number - 4) * 4 + c - 1;
      if (number + 1 < SUIT && counts[t + 1] > 0) {
        if (number == 0 || number + 1 == SUIT - 1) {
          edge++;
        } else {
          twoSided++;
        }
      }
      if (number + 2 < SUIT && counts[t + 2] > 0 && counts[t + 1] == 0) {
        edge++;
      }
    }
    out[n++] = PAIRS + Math.min(pairs, 7);
    out[n++] = TWO_SIDED + Math.min(twoSided, 7);
    out[n++] = EDGE + Math.min(edge, 7);
    out[n++] = PUNGS + Math.min(pungs, 4);

    if (discard < 0) {
      return n;
    }
    int kind = discard >= HONOURS ? role(discard) : 5 + Math.abs(discard % SUIT - 4);
    out[n++] = DISCARDED + kind * 4 + Math.min(unseen[discard], 3);
    if (discard == drawn) {
      out[n++] = TSUMOGIRI;
    }
    return n;
  }

  /** The windows of three and four consecutive numbers of the suit starting at tile index {@code first}. */
  private int runs(int first, int[] out, int n) {
    for (int i = 0; i + 3 <= SUIT; i++) {
      int t = first + i;
      int code = (counts[t] * 5 + counts[t + 1]) * 5 + counts[t + 2];
      out[n++] = RUN3 + code * 3 + edgeClass(i, 3);
      if (i + 4 <= SUIT) {
        out[n++] = RUN4 + (code * 5 + counts[t + 3]) * 3 + edgeClass(i, 4);
      }
    }
    return n;
  }

  private static int edgeClass(int start, int length) {
    return start == 0 ? 0 : start + length == SUIT ? 1 : 2;
  }

  /** The role of an honour: 0 another wind, 1 my seat wind, 2 the prevalent wind, 3 both, 4 a dragon. */
  private int role(int t) {
    if (t >= DRAGONS) {
      return 4;
    }
    return (t == seatWind ? 1 : 0) + (t == prevalentWind ? 2 : 0);
  }

  /** The basic-form distance of the hand of group keys {@code keys} without the numbered suits in {@code mask}. */
  private int leftOut(int[] keys, int mask) {
    return WinDistanceCalculator.basic((mask & 1) != 0 ? 0 : keys[0], (mask & 2) != 0 ? 0 : keys[1],
        (mask & 4) != 0 ? 0 : keys[2], keys[SuitShapes.HONOUR_GROUP], melds);
  }
}
