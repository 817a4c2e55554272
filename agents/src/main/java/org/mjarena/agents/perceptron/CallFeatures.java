package org.mjarena.agents.perceptron;

import java.util.Arrays;
import org.mjarena.agents.eightfan.EightFanDistance;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The binary features of each candidate of a call decision (seed 001, section 7.1 and Table 8): the hand
 * that results from not calling, or from a call followed by its best discard ({@link CallCandidates}),
 * described by the discard model's families ({@link DiscardFeatures}, indices below
 * {@link DiscardFeatures#DIMENSION}) and by the families Table 8 adds for calls, adapted to Chinese mahjong
 * (indices above). Every candidate is a hand of 13 - 3 x melds tiles, which is what the discard families
 * describe.
 *
 * <p><b>Swap calls.</b> Neither of our rule sets forbids discarding, after a chow or pung, a tile of the
 * set just called (Japanese mahjong's 食い替え, which the paper's candidates exclude): MCR (Botzone rules)
 * puts no restriction on the discard, and the 108-tile rules (section 4) allow it, only returning the
 * chow's payoff when the tile discarded is identical to the one chowed (吃吐, section 8.1). So every tile
 * held is a candidate discard, and a feature marks the discard of the claimed tile's kind.
 *
 * <p><b>Table 8, adapted</b> (each family read from the resulting hand and melds; each has a width below,
 * with the row of Table 8 it stands for, and a method that writes it):
 * <ul>
 *   <li><b>Melds</b>: their number; the candidate's kind (not calling, chow, pung, exposed kong,
 *       concealed kong, added kong); whether the hand is still concealed (MCR's 门前清 and 不求人; the
 *       108-tile seven pairs needs it), in place of the paper's "can still declare riichi".</li>
 *   <li><b>Meld kinds</b>: each meld by chow (its lowest tile) or pung (its tile), and every pair of
 *       them: MCR's mixed and pure chow and pung families (三色三同顺, 一色三步高, 三色三节高 and the rest)
 *       are pairs and triples of melds.</li>
 *   <li><b>Multiples</b>: kinds held three times or more by kinds held twice or more; the same with the
 *       melded pungs added, and whether a chow was melded (all pungs: MCR's 碰碰和 at 6 fan, the 108
 *       variant's all pungs at 8).</li>
 *   <li><b>Terminals and honours</b> in hand and melds (MCR's 断幺 at 2 fan, 全带幺), by whether a meld
 *       already rules out all simples; the rise of the basic distance when the hand gives up its
 *       terminals and honours.</li>
 *   <li><b>Presence with chows</b>: each suit's 9-bit presence mask, hand and melds together, by
 *       whether that suit has a melded chow (straights: MCR's 清龙 at 16 fan).</li>
 *   <li><b>Suit counts</b>: the largest count of one suit with its melds and the honour melds counted
 *       three each, without and with the honours held; the flush distances (half and full: MCR's 混一色
 *       and 清一色, the 108 variant's full flush at 12), impossible once a meld of another suit is down.</li>
 *   <li><b>Valuable honours</b>: pairs and pungs of dragons, the seat wind and the prevalent wind (MCR's
 *       箭刻, 门风刻 and 圈风刻, 2 fan each); the counts of each wind and each dragon with the melds.</li>
 *   <li><b>Distance</b>: the lowest win distance by the number of melds; by whether the offered tile was
 *       useful to the hand not calling; and by the number of fan paths still open and the stage of the
 *       hand (tiles left in the wall), in place of the paper's "has a yaku / needs a concealed yaku / has
 *       none" with the turn: the fan paths (flush, all pungs, all simples, concealed, a valuable honour
 *       pung) are the cheap signs of MCR's 8-fan minimum, which a call can close (MCR has no yaku; the
 *       108-tile variant has no minimum, but the same paths are its valuable hands). The 8-fan distance
 *       itself enters on a discard only (below). Each pattern of the paths is also a feature.</li>
 *   <li><b>8-fan distance</b> (MCR, on a discard): the distance counting only completions of at least 8
 *       fan, as {@code shanten-8fan} reckons it ({@link EightFanDistance}), of the hand as it is, and by
 *       how much each call lowers it at its best discard (not, 1, 2 or more): whether the call keeps a
 *       path to the minimum. It costs a search per decision, not per candidate discard, which the
 *       discard model could not afford; own-turn kongs go without it.</li>
 *   <li><b>The claimed tile</b>: whether it is a terminal or an honour, by how much the call lowered the
 *       distance (−1 to 2 or more).</li>
 * </ul>
 *
 * <p>Left out of Table 8: the dora counts (neither variant has dora) and riichi (none either; the 108
 * variant's ting may be declared after a chow or pung too, so a call does not close it); flowers, which
 * MCR scores but no call changes; and the 0/1/2+ count patterns of each suit (3^9 = 19,683 features per
 * suit), which our datasets of tens of thousands of calls, not the paper's three million positions, could
 * not fill.
 *
 * <p>Mutable scratch space, one instance per agent or writer: ask for the candidates of a decision
 * ({@link #claims}, {@link #kongs}), the one of not calling first (its distance is the one the calls are
 * measured against).
 */
public final class CallFeatures {
  /**
   * Changes whenever the meaning of an index changes, {@link DiscardFeatures#VERSION} included (the call
   * features contain the discard features): datasets and models of another version are refused.
   */
  public static final int VERSION = 1;

  /** Candidate kinds: not calling (pass on a discard, no kong on one's turn). */
  public static final int NONE = 0;
  /** Candidate kinds: a chow. */
  public static final int CHOW = 1;
  /** Candidate kinds: a pung. */
  public static final int PUNG = 2;
  /** Candidate kinds: an exposed kong on a discard. */
  public static final int EXPOSED_KONG = 3;
  /** Candidate kinds: a concealed kong on one's turn. */
  public static final int CONCEALED_KONG = 4;
  /** Candidate kinds: an added kong on one's turn. */
  public static final int ADDED_KONG = 5;
  private static final int KINDS = ADDED_KONG + 1;

  private static final int SUIT = 9;
  private static final int SUITS = 3;
  private static final int HONOURS = Tile.NUMBERED_KINDS;
  private static final int WIND_FIRST = Tile.NUMBERED_KINDS;
  private static final int WIND_KINDS = 4;
  private static final int DRAGONS = Tile.J1.index();
  private static final int DRAGON_KINDS = 3;

  // The ranges the families cross: each count is clipped to its last value.
  /** Melds held, 0 to 4. */
  private static final int MELD_COUNTS = CallCandidates.MAX_MELDS + 1;
  /** A meld's code: a chow by its lowest tile (a numbered one), then a pung or kong by its tile. */
  private static final int MELD_CODES = Tile.NUMBERED_KINDS + Tile.KINDS;
  /** Kinds held three times or more, 0 to 4, and twice or more, 0 to 6. */
  private static final int THREES = 5;
  private static final int TWOS = 7;
  /** Terminals and honours in hand, 0 to 7. */
  private static final int HAND_TERMINALS = 8;
  /** Tiles of one suit, melds counted three each, 0 to 15. */
  private static final int SUIT_COUNTS = 16;
  /** A flush distance, 0 to 15, or {@link #NO_FLUSH} where a meld of another suit rules the flush out. */
  private static final int FLUSH_DISTANCES = 17;
  private static final int NO_FLUSH = FLUSH_DISTANCES - 1;
  /** Copies of one honour, hand and melds: 0, 1, 2, 3 or more. */
  private static final int HONOUR_COPIES = 4;
  /** Win distances, 0 to 14; near a win, 0 to 3 or more. */
  private static final int DISTANCES = 15;
  private static final int NEAR_DISTANCES = 4;
  /** Fan paths still open ({@link #paths}, a bit each of five), 0 to 3 or more. */
  private static final int PATH_KINDS = 5;
  private static final int PATH_COUNTS = 4;
  /** Stages of the hand, one per {@link #STAGE_TILES} tiles left in the wall (MCR starts near 90, 108 near 55). */
  private static final int STAGES = 8;
  private static final int STAGE_TILES = 12;
  /** How much a call lowers the win distance: -1 (it rises), 0, 1, 2 or more. */
  private static final int GAINS = 4;
  /** MCR's 8-fan distance, 0 to 7, in four rows: the hand as it is, a claim lowering it by 0, 1, 2 or more. */
  private static final int EIGHT_FAN_DISTANCES = 8;
  private static final int EIGHT_FAN_ROWS = 4;

  // The widths, in index order, each with the row of Table 8 it stands for and the paper's width.
  /** The number of melds (副露数: 5). */
  private static final int MELDS_WIDTH = MELD_COUNTS;
  /** The candidate's kind, not calling to added kong (ours: the paper's candidates are discards only). */
  private static final int KIND_WIDTH = KINDS;
  /** Whether the hand is still concealed (for "can still declare riichi": 2). */
  private static final int CONCEALED_WIDTH = 2;
  /** Each meld by its code (the kinds of one meld: 136). */
  private static final int MELD_WIDTH = MELD_CODES;
  /** Each pair of melds by their codes, lower first (the kinds of two melds: 9,316). */
  private static final int MELD_PAIR_WIDTH = MELD_CODES * MELD_CODES;
  /** Kinds held three times or more by kinds held twice or more (5 x 7 = 35). */
  private static final int MULTIPLES_WIDTH = THREES * TWOS;
  /** The same with the melded pungs added, by whether a chow was melded (5 x 7 + 1 = 36). */
  private static final int MULTIPLES_PUNGS_WIDTH = THREES * TWOS * 2;
  /** Terminals and honours in hand and melds, 0 to 15 (those tiles and the distance: 16 + 16, its first 16). */
  private static final int TERMINALS_WIDTH = 16;
  /** Terminals and honours in hand by whether a meld rules out all simples (ours, for that row's second 16). */
  private static final int SIMPLES_OPEN_WIDTH = 2 * HAND_TERMINALS;
  /** The rise of the basic distance without terminals and honours, 0, 1, 2 or more (3). */
  private static final int NO_TERMINALS_WIDTH = 3;
  /** A suit's presence mask by whether it has a melded chow (for runs by terminals by chow: 2,048). */
  private static final int PRESENCE_CHOW_WIDTH = (1 << SUIT) * 2;
  /** The largest suit with its melds and the honour melds (16). */
  private static final int SUIT_MELDS_WIDTH = SUIT_COUNTS;
  /** The same with the honours held (16). */
  private static final int SUIT_HONOURS_MELDS_WIDTH = SUIT_COUNTS;
  /** The half flush's distance (the distance of a flush: 16). */
  private static final int HALF_FLUSH_WIDTH = FLUSH_DISTANCES;
  /** The full flush's distance (ours: MCR scores the two flushes apart). */
  private static final int FULL_FLUSH_WIDTH = FLUSH_DISTANCES;
  /** Pairs of valuable honours, 0 to 3 (役牌 pairs: 8). */
  private static final int VALUABLE_PAIRS_WIDTH = 4;
  /** Pungs of valuable honours, hand and melds, 0 to 4 (役牌 pungs: 6). */
  private static final int VALUABLE_PUNGS_WIDTH = 5;
  /** The copies of each wind with the melds (4 x 4 x 4 x 4 = 256). */
  private static final int WINDS_WIDTH = HONOUR_COPIES * HONOUR_COPIES * HONOUR_COPIES * HONOUR_COPIES;
  /** The copies of each dragon with the melds (4 x 4 x 4 = 64). */
  private static final int DRAGON_COUNTS_WIDTH = HONOUR_COPIES * HONOUR_COPIES * HONOUR_COPIES;
  /** Melds by win distance (5 x 15 = 75). */
  private static final int MELDS_DISTANCE_WIDTH = MELD_COUNTS * DISTANCES;
  /** Melds by distance by whether the offered tile was useful (5 x 4 x 2 = 40). */
  private static final int MELDS_DISTANCE_USEFUL_WIDTH = MELD_COUNTS * NEAR_DISTANCES * 2;
  /** Fan paths open by distance by stage (for yaku by distance by turn: 2 x 3 x 19 = 114). */
  private static final int PATHS_DISTANCE_STAGE_WIDTH = PATH_COUNTS * NEAR_DISTANCES * STAGES;
  /** Each pattern of the fan paths (for yaku, concealed yaku or none: 3). */
  private static final int PATHS_WIDTH = 1 << PATH_KINDS;
  /** The claimed tile, terminal or not, by the distance gained (2 x 3 = 6; ours adds a rise). */
  private static final int CLAIMED_GAIN_WIDTH = 2 * GAINS;
  /** The discard after a chow or pung is the claimed tile's kind (ours: the paper's rules forbid it). */
  private static final int SWAP_WIDTH = 1;
  /** MCR's 8-fan distance by row (ours: the paper's game has no minimum). */
  private static final int EIGHT_FAN_WIDTH = EIGHT_FAN_ROWS * EIGHT_FAN_DISTANCES;

  // The offsets, each family after the one before.
  static final int MELDS = DiscardFeatures.DIMENSION;
  static final int KIND = MELDS + MELDS_WIDTH;
  private static final int CONCEALED = KIND + KIND_WIDTH;
  static final int MELD = CONCEALED + CONCEALED_WIDTH;
  private static final int MELD_PAIR = MELD + MELD_WIDTH;
  private static final int MULTIPLES = MELD_PAIR + MELD_PAIR_WIDTH;
  private static final int MULTIPLES_PUNGS = MULTIPLES + MULTIPLES_WIDTH;
  private static final int TERMINALS = MULTIPLES_PUNGS + MULTIPLES_PUNGS_WIDTH;
  private static final int SIMPLES_OPEN = TERMINALS + TERMINALS_WIDTH;
  private static final int NO_TERMINALS = SIMPLES_OPEN + SIMPLES_OPEN_WIDTH;
  private static final int PRESENCE_CHOW = NO_TERMINALS + NO_TERMINALS_WIDTH;
  private static final int SUIT_MELDS = PRESENCE_CHOW + PRESENCE_CHOW_WIDTH;
  private static final int SUIT_HONOURS_MELDS = SUIT_MELDS + SUIT_MELDS_WIDTH;
  private static final int HALF_FLUSH = SUIT_HONOURS_MELDS + SUIT_HONOURS_MELDS_WIDTH;
  private static final int FULL_FLUSH = HALF_FLUSH + HALF_FLUSH_WIDTH;
  private static final int VALUABLE_PAIRS = FULL_FLUSH + FULL_FLUSH_WIDTH;
  private static final int VALUABLE_PUNGS = VALUABLE_PAIRS + VALUABLE_PAIRS_WIDTH;
  private static final int WINDS = VALUABLE_PUNGS + VALUABLE_PUNGS_WIDTH;
  private static final int DRAGON_COUNTS = WINDS + WINDS_WIDTH;
  private static final int MELDS_DISTANCE = DRAGON_COUNTS + DRAGON_COUNTS_WIDTH;
  private static final int MELDS_DISTANCE_USEFUL = MELDS_DISTANCE + MELDS_DISTANCE_WIDTH;
  private static final int PATHS_DISTANCE_STAGE = MELDS_DISTANCE_USEFUL + MELDS_DISTANCE_USEFUL_WIDTH;
  private static final int PATHS = PATHS_DISTANCE_STAGE + PATHS_DISTANCE_STAGE_WIDTH;
  static final int CLAIMED_GAIN = PATHS + PATHS_WIDTH;
  static final int SWAP = CLAIMED_GAIN + CLAIMED_GAIN_WIDTH;
  static final int EIGHT_FAN = SWAP + SWAP_WIDTH;
  /** The number of features: every index is below it (and below 65,536, so an index fits a char). */
  public static final int DIMENSION = EIGHT_FAN + EIGHT_FAN_WIDTH;
  /** The most Table 8 features of a candidate: 41 (five melds, their ten pairs, one per other family), and room. */
  private static final int MAX_EXTRAS = 48;
  /** The most features one candidate has. */
  public static final int MAX_ACTIVE = DiscardFeatures.MAX_ACTIVE + MAX_EXTRAS;
  /** The most candidates one decision has (on a discard at most six: pass, three chows, pung, kong). */
  public static final int MAX_CANDIDATES = 8;

  private final CallCandidates candidates = new CallCandidates();
  private final int[] scratch = new int[Tile.KINDS];
  // What the families read of a candidate's melds (readMelds): whether all are concealed kongs; the numbered
  // suits with a meld and with a chow, a bit each; melds per suit (honours last) and per honour; pungs and
  // kongs; whether one holds a terminal or an honour (all simples ruled out); the terminals and honours in
  // them (one per chow that holds one, three per pung); pungs of valuable honours.
  private boolean concealed;
  private int suitMelds;
  private int chowSuits;
  private final int[] inSuitMelds = new int[SUITS + 1];
  private final int[] honourMelds = new int[Tile.KINDS - HONOURS];
  private int pungMelds;
  private boolean terminalMeld;
  private int meldTerminals;
  private int meldValuablePungs;
  // And of its concealed tiles (readHand).
  private int threes;
  private int twos;
  private int valuablePairs;
  private int handValuablePungs;
  private int handTerminals;
  private int honoursHeld;

  /** The code of a candidate: its kind and its tile (a chow's lowest), 0 to 203, one byte in a file. */
  public static int code(int kind, int tile) {
    return kind * Tile.KINDS + tile;
  }

  /** The kind of a candidate's {@link #code}. */
  public static int kind(int code) {
    return code / Tile.KINDS;
  }

  /** The tile of a candidate's {@link #code}. */
  public static int tile(int code) {
    return code % Tile.KINDS;
  }

  /**
   * Loads {@code seen} and writes every candidate of a claim decision with {@code options} (one not
   * robbing a kong): their codes into {@code codes} and their features into {@code out} (at least
   * {@link #MAX_CANDIDATES} arrays of {@link #MAX_ACTIVE}), their counts into {@code sizes}; returns the
   * number of candidates, not calling first, then the chows from the lowest, the pung, the exposed kong.
   * The discard after each chow or pung is the one {@code model} ranks first.
   */
  public int claims(Observation seen, ClaimOptions options, DiscardModel model, int[] codes, int[][] out, int[] sizes) {
    return withFamilies(candidates.claims(seen, options, model, codes, out, sizes), out, sizes);
  }

  /**
   * Loads {@code seen} and writes every candidate of one's own turn with kongs legal (tile masks
   * {@code concealedKongs} and {@code addedKongs}), as {@link #claims} does: not konging and discarding
   * {@code discard} first, then the concealed kongs and the added kongs, each in tile order.
   */
  public int kongs(Observation seen, int discard, long concealedKongs, long addedKongs, int[] codes, int[][] out,
      int[] sizes) {
    return withFamilies(candidates.kongs(seen, discard, concealedKongs, addedKongs, codes, out, sizes), out, sizes);
  }

  /**
   * The discard that follows candidate {@code c} of the last decision: after a chow or pung, or not
   * konging; -1 for not calling on a discard and for a kong.
   */
  public int discard(int c) {
    return candidates.candidate(c).discard;
  }

  /** Appends Table 8's families to each of the {@code n} candidates written, and returns {@code n}. */
  private int withFamilies(int n, int[][] out, int[] sizes) {
    for (int c = 0; c < n; c++) {
      sizes[c] = families(candidates.candidate(c), out[c], sizes[c]);
    }
    return n;
  }

  /** Appends Table 8's families of candidate {@code c} to the {@code n} features of {@code out}. */
  private int families(CallCandidates.Candidate c, int[] out, int n) {
    readMelds(c);
    readHand(c.concealed);
    out[n++] = meldCount(c);
    out[n++] = kind(c);
    n = meldKinds(c, out, n);
    out[n++] = concealed();
    out[n++] = multiples();
    out[n++] = multiplesPungs();
    out[n++] = terminals();
    out[n++] = simplesOpen();
    out[n++] = noTerminals(c);
    n = presenceChow(c, out, n);
    n = suitCounts(c, out, n);
    out[n++] = valuablePairs();
    out[n++] = valuablePungs();
    out[n++] = winds(c.concealed);
    out[n++] = dragons(c.concealed);
    out[n++] = meldsDistance(c);
    out[n++] = meldsDistanceUseful(c);
    out[n++] = pathsDistanceStage(c);
    out[n++] = PATHS + paths(c);
    if (c.eightFanRow >= 0) {
      out[n++] = eightFan(c);
    }
    if (c.kind != NONE) {
      out[n++] = claimedGain(c);
      if (isSwap(c)) {
        out[n++] = SWAP;
      }
    }
    return n;
  }

  /** Gathers what the families read of the melds of {@code c}. */
  private void readMelds(CallCandidates.Candidate c) {
    concealed = true;
    suitMelds = 0;
    Arrays.fill(inSuitMelds, 0);
    Arrays.fill(honourMelds, 0);
    pungMelds = 0;
    chowSuits = 0;
    terminalMeld = false;
    meldTerminals = 0;
    meldValuablePungs = 0;
    for (int i = 0; i < c.melds; i++) {
      int t = c.meldTile[i];
      concealed &= c.meldConcealed[i];
      if (t < HONOURS) {
        suitMelds |= 1 << t / SUIT;
        inSuitMelds[t / SUIT]++;
      } else {
        inSuitMelds[SUITS]++;
        honourMelds[t - HONOURS]++;
        if (valuable(t)) {
          meldValuablePungs++;
        }
      }
      if (c.meldChow[i]) {
        chowSuits |= 1 << t / SUIT;
        int number = t % SUIT;
        if (number == 0 || number + 2 == SUIT - 1) {
          terminalMeld = true;
          meldTerminals++;
        }
      } else {
        pungMelds++;
        if (terminal(t)) {
          terminalMeld = true;
          meldTerminals += 3;
        }
      }
    }
  }

  /** Gathers what the families read of the concealed tiles {@code h}. */
  private void readHand(int[] h) {
    threes = 0;
    twos = 0;
    valuablePairs = 0;
    handValuablePungs = 0;
    handTerminals = 0;
    honoursHeld = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      int c = h[t];
      threes += c >= 3 ? 1 : 0;
      twos += c >= 2 ? 1 : 0;
      if (c > 0 && terminal(t)) {
        handTerminals += c;
      }
      if (t >= HONOURS) {
        honoursHeld += c;
        if (valuable(t)) {
          if (c == 2) {
            valuablePairs++;
          } else if (c >= 3) {
            handValuablePungs++;
          }
        }
      }
    }
  }

  private static int meldCount(CallCandidates.Candidate c) {
    return MELDS + c.melds;
  }

  private static int kind(CallCandidates.Candidate c) {
    return KIND + c.kind;
  }

  /** {@link #MELD_WIDTH} and {@link #MELD_PAIR_WIDTH}: each meld, then its pairs with the melds before it. */
  private static int meldKinds(CallCandidates.Candidate c, int[] out, int n) {
    for (int i = 0; i < c.melds; i++) {
      int code = meldCode(c, i);
      out[n++] = MELD + code;
      for (int j = 0; j < i; j++) {
        int other = meldCode(c, j);
        out[n++] = MELD_PAIR + Math.min(code, other) * MELD_CODES + Math.max(code, other);
      }
    }
    return n;
  }

  private static int meldCode(CallCandidates.Candidate c, int i) {
    return c.meldChow[i] ? c.meldTile[i] : Tile.NUMBERED_KINDS + c.meldTile[i];
  }

  private int concealed() {
    return CONCEALED + (concealed ? 1 : 0);
  }

  private int multiples() {
    return MULTIPLES + Math.min(threes, THREES - 1) * TWOS + Math.min(twos, TWOS - 1);
  }

  private int multiplesPungs() {
    int chowed = chowSuits != 0 ? 1 : 0;
    return MULTIPLES_PUNGS + (Math.min(threes + pungMelds, THREES - 1) * TWOS + Math.min(twos, TWOS - 1)) * 2 + chowed;
  }

  private int terminals() {
    return TERMINALS + Math.min(meldTerminals + handTerminals, TERMINALS_WIDTH - 1);
  }

  private int simplesOpen() {
    return SIMPLES_OPEN + (terminalMeld ? 0 : HAND_TERMINALS) + Math.min(handTerminals, HAND_TERMINALS - 1);
  }

  private int noTerminals(CallCandidates.Candidate c) {
    int basic = WinDistanceCalculator.basic(c.concealed, c.melds);
    System.arraycopy(c.concealed, 0, scratch, 0, Tile.KINDS);
    for (int t = 0; t < Tile.KINDS; t++) {
      if (terminal(t)) {
        scratch[t] = 0;
      }
    }
    int rise = WinDistanceCalculator.basic(scratch, c.melds) - basic;
    return NO_TERMINALS + Math.min(Math.max(rise, 0), NO_TERMINALS_WIDTH - 1);
  }

  /** {@link #PRESENCE_CHOW_WIDTH}: one index per numbered suit. */
  private int presenceChow(CallCandidates.Candidate c, int[] out, int n) {
    for (int suit = 0; suit < SUITS; suit++) {
      int presence = 0;
      for (int i = 0; i < SUIT; i++) {
        if (c.concealed[suit * SUIT + i] > 0) {
          presence |= 1 << i;
        }
      }
      for (int i = 0; i < c.melds; i++) {
        int t = c.meldTile[i];
        if (t < HONOURS && t / SUIT == suit) {
          presence |= c.meldChow[i] ? 7 << t % SUIT : 1 << t % SUIT;
        }
      }
      out[n++] = PRESENCE_CHOW + presence * 2 + (chowSuits >>> suit & 1);
    }
    return n;
  }

  /**
   * {@link #SUIT_MELDS_WIDTH}, {@link #SUIT_HONOURS_MELDS_WIDTH}, {@link #HALF_FLUSH_WIDTH} and
   * {@link #FULL_FLUSH_WIDTH}: the best suit of each.
   */
  private int suitCounts(CallCandidates.Candidate c, int[] out, int n) {
    int bestSuit = 0;
    int bestHalf = NO_FLUSH;
    int bestFull = NO_FLUSH;
    for (int suit = 0; suit < SUITS; suit++) {
      int inSuit = 0;
      for (int i = 0; i < SUIT; i++) {
        inSuit += c.concealed[suit * SUIT + i];
      }
      bestSuit = Math.max(bestSuit, inSuit + 3 * (inSuitMelds[suit] + inSuitMelds[SUITS]));
      if ((suitMelds & ~(1 << suit)) == 0) {
        bestHalf = Math.min(bestHalf, flushDistance(c, suit, true));
        if (inSuitMelds[SUITS] == 0) {
          bestFull = Math.min(bestFull, flushDistance(c, suit, false));
        }
      }
    }
    out[n++] = SUIT_MELDS + Math.min(bestSuit, SUIT_COUNTS - 1);
    out[n++] = SUIT_HONOURS_MELDS + Math.min(bestSuit + honoursHeld, SUIT_COUNTS - 1);
    out[n++] = HALF_FLUSH + Math.min(bestHalf, NO_FLUSH);
    out[n++] = FULL_FLUSH + Math.min(bestFull, NO_FLUSH);
    return n;
  }

  /** The basic distance of the hand of {@code c} kept to one suit, with the honours or without them. */
  private int flushDistance(CallCandidates.Candidate c, int suit, boolean honours) {
    Arrays.fill(scratch, 0);
    System.arraycopy(c.concealed, suit * SUIT, scratch, suit * SUIT, SUIT);
    if (honours) {
      System.arraycopy(c.concealed, HONOURS, scratch, HONOURS, Tile.KINDS - HONOURS);
    }
    return WinDistanceCalculator.basic(scratch, c.melds);
  }

  private int valuablePairs() {
    return VALUABLE_PAIRS + Math.min(valuablePairs, VALUABLE_PAIRS_WIDTH - 1);
  }

  private int valuablePungs() {
    return VALUABLE_PUNGS + Math.min(meldValuablePungs + handValuablePungs, VALUABLE_PUNGS_WIDTH - 1);
  }

  /** {@link #WINDS_WIDTH}: the copies of each wind, East first, as the digits of a number. */
  private int winds(int[] h) {
    int winds = 0;
    for (int w = 0; w < WIND_KINDS; w++) {
      winds = winds * HONOUR_COPIES + Math.min(h[WIND_FIRST + w] + 3 * honourMelds[w], HONOUR_COPIES - 1);
    }
    return WINDS + winds;
  }

  /** {@link #DRAGON_COUNTS_WIDTH}: the copies of each dragon as the digits of a number. */
  private int dragons(int[] h) {
    int dragons = 0;
    for (int d = 0; d < DRAGON_KINDS; d++) {
      dragons = dragons * HONOUR_COPIES
          + Math.min(h[DRAGONS + d] + 3 * honourMelds[DRAGONS - HONOURS + d], HONOUR_COPIES - 1);
    }
    return DRAGON_COUNTS + dragons;
  }

  private static int meldsDistance(CallCandidates.Candidate c) {
    return MELDS_DISTANCE + c.melds * DISTANCES + Math.min(c.distance, DISTANCES - 1);
  }

  private int meldsDistanceUseful(CallCandidates.Candidate c) {
    return MELDS_DISTANCE_USEFUL + (c.melds * NEAR_DISTANCES + Math.min(c.distance, NEAR_DISTANCES - 1)) * 2
        + (candidates.offeredUseful() ? 1 : 0);
  }

  private int pathsDistanceStage(CallCandidates.Candidate c) {
    int open = Math.min(Integer.bitCount(paths(c)), PATH_COUNTS - 1);
    int stage = Math.min(STAGES - 1, candidates.wallRemaining() / STAGE_TILES);
    return PATHS_DISTANCE_STAGE + (open * NEAR_DISTANCES + Math.min(c.distance, NEAR_DISTANCES - 1)) * STAGES + stage;
  }

  /**
   * The fan paths still open, a bit each ({@link #PATHS_WIDTH}): a flush (one numbered suit melded at
   * most), all pungs (no chow melded), all simples (no terminal or honour melded), concealed, a valuable
   * honour pung.
   */
  private int paths(CallCandidates.Candidate c) {
    return (Integer.bitCount(suitMelds) <= 1 ? 1 : 0)
        | (pungMelds == c.melds ? 2 : 0)
        | (terminalMeld ? 0 : 4)
        | (concealed ? 8 : 0)
        | (meldValuablePungs + handValuablePungs > 0 ? 16 : 0);
  }

  private int eightFan(CallCandidates.Candidate c) {
    int before = Math.min(candidates.eightFanNow(), EIGHT_FAN_DISTANCES - 1);
    return EIGHT_FAN + c.eightFanRow * EIGHT_FAN_DISTANCES + before;
  }

  private int claimedGain(CallCandidates.Candidate c) {
    int gain = Math.max(-1, Math.min(candidates.now() - c.distance, GAINS - 2));
    return CLAIMED_GAIN + (terminal(c.claimed) ? GAINS : 0) + gain + 1;
  }

  /** {@link #SWAP_WIDTH}: a chow or pung followed by the discard of the claimed tile's kind. */
  private static boolean isSwap(CallCandidates.Candidate c) {
    return (c.kind == CHOW || c.kind == PUNG) && c.discard == c.claimed;
  }

  /** A dragon, the seat wind or the prevalent wind: the honours whose pung scores (MCR, 2 fan each). */
  private boolean valuable(int t) {
    return t >= DRAGONS || t == candidates.seatWind() || t == candidates.prevalentWind();
  }

  private static boolean terminal(int t) {
    return t >= HONOURS || t % SUIT == 0 || t % SUIT == SUIT - 1;
  }
}
