package org.mjarena.agents.perceptron;

import java.util.Arrays;
import java.util.List;
import org.mjarena.agents.eightfan.EightFanDistance;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * {@code CallFeatures} as it was before it was split (commit a5542a1), frozen to prove that the split
 * changed no feature index ({@link CallFeaturesIdentityTest}); removed once that is shown.
 */
final class FrozenCallFeatures {
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
  private static final int KINDS = 6;

  private static final int BASE = DiscardFeatures.DIMENSION;
  private static final int MELD_CODES = Tile.NUMBERED_KINDS + Tile.KINDS;
  static final int MELDS = BASE;
  static final int KIND = MELDS + 5;
  private static final int CONCEALED = KIND + KINDS;
  static final int MELD = CONCEALED + 2;
  private static final int MELD_PAIR = MELD + MELD_CODES;
  private static final int MULTIPLES = MELD_PAIR + MELD_CODES * MELD_CODES;
  private static final int MULTIPLES_PUNGS = MULTIPLES + 5 * 7;
  private static final int TERMINALS = MULTIPLES_PUNGS + 5 * 7 * 2;
  private static final int SIMPLES_OPEN = TERMINALS + 16;
  private static final int NO_TERMINALS = SIMPLES_OPEN + 2 * 8;
  private static final int PRESENCE_CHOW = NO_TERMINALS + 3;
  private static final int SUIT_MELDS = PRESENCE_CHOW + 512 * 2;
  private static final int SUIT_HONOURS_MELDS = SUIT_MELDS + 16;
  private static final int HALF_FLUSH = SUIT_HONOURS_MELDS + 16;
  private static final int FULL_FLUSH = HALF_FLUSH + 17;
  private static final int VALUABLE_PAIRS = FULL_FLUSH + 17;
  private static final int VALUABLE_PUNGS = VALUABLE_PAIRS + 4;
  private static final int WINDS = VALUABLE_PUNGS + 5;
  private static final int DRAGON_COUNTS = WINDS + 256;
  private static final int MELDS_DISTANCE = DRAGON_COUNTS + 64;
  private static final int MELDS_DISTANCE_USEFUL = MELDS_DISTANCE + 5 * 15;
  private static final int PATHS_DISTANCE_STAGE = MELDS_DISTANCE_USEFUL + 5 * 4 * 2;
  private static final int PATHS = PATHS_DISTANCE_STAGE + 4 * 4 * 8;
  static final int CLAIMED_GAIN = PATHS + 32;
  static final int SWAP = CLAIMED_GAIN + 2 * 4;
  static final int EIGHT_FAN = SWAP + 1;
  /** The number of features: every index is below it (and below 65,536, so an index fits a char). */
  public static final int DIMENSION = EIGHT_FAN + 4 * 8;
  /** The most features one candidate has. */
  public static final int MAX_ACTIVE = DiscardFeatures.MAX_ACTIVE + 48;
  /** The most candidates one decision has (on a discard at most six: pass, three chows, pung, kong). */
  public static final int MAX_CANDIDATES = 8;

  private static final int SUIT = 9;
  private static final int HONOURS = Tile.NUMBERED_KINDS;
  private static final int WIND_FIRST = Tile.NUMBERED_KINDS;
  private static final int DRAGONS = Tile.J1.index();
  /** Tiles left in the wall per stage of the hand: 8 stages (MCR starts near 90, the 108 variant near 55). */
  private static final int STAGE_TILES = 12;
  private static final int MAX_MELDS = 4;

  private final DiscardFeatures hand = new DiscardFeatures();
  /** MCR's 8-fan distance, made when first needed. */
  private EightFanDistance eightFan;
  private int eightFanNow;
  private int eightFanFeature = -1;
  private final int[] position = new int[Tile.KINDS];
  private final int[] work = new int[Tile.KINDS];
  private final int[] scratch = new int[Tile.KINDS];
  private final int[] candidate = new int[DiscardFeatures.MAX_ACTIVE];
  /** The melds of the position, then the one a candidate adds: code, chow or not, concealed or not. */
  private final int[] meldTile = new int[MAX_MELDS + 1];
  private final boolean[] meldChow = new boolean[MAX_MELDS + 1];
  private final boolean[] meldConcealed = new boolean[MAX_MELDS + 1];
  private final int[] inSuitMelds = new int[4];
  private final int[] honourMelds = new int[Tile.KINDS - HONOURS];
  private int melds;
  private int seatWind;
  private int prevalentWind;
  private int stage;
  private int offered;
  private boolean offeredUseful;
  private int now;
  private int discard;
  private int distance;

  /** Reads the position of {@code seen}: another player's discard to answer, or one's own turn. */
  public void load(Observation seen) {
    hand.load(seen);
    for (int t = 0; t < Tile.KINDS; t++) {
      position[t] = seen.concealedCount(Tile.of(t));
    }
    List<Meld> own = seen.melds(seen.me());
    melds = Math.min(own.size(), MAX_MELDS);
    for (int i = 0; i < melds; i++) {
      Meld m = own.get(i);
      meldTile[i] = m.tile().index();
      meldChow[i] = m.kind() == MeldKind.CHOW;
      meldConcealed[i] = m.kind() == MeldKind.CONCEALED_KONG;
    }
    seatWind = seen.seatWind().tile().index();
    prevalentWind = seen.prevalentWind().tile().index();
    stage = Math.min(7, seen.wallRemaining() / STAGE_TILES);
    offered = -1;
    offeredUseful = false;
    now = Integer.MAX_VALUE;
    discard = -1;
  }

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
   * Writes the features of not claiming the discarded {@code offered} tile (the hand as it is) into
   * {@code out} (at least {@link #MAX_ACTIVE} long) and returns how many there are. Asked first.
   */
  public int pass(int offered, int[] out) {
    this.offered = offered;
    System.arraycopy(position, 0, work, 0, Tile.KINDS);
    hand.hypothetical(work, -1, false);
    int n = hand.extractHand(out);
    now = hand.lowest();
    offeredUseful = (hand.useful() >>> offered & 1) != 0;
    distance = now;
    discard = -1;
    return extras(NONE, -1, melds, out, n);
  }

  /**
   * Writes the features of claiming the offered tile (after {@link #pass}) by {@code kind}
   * ({@link #CHOW} with its lowest tile {@code lowest}, {@link #PUNG} or {@link #EXPOSED_KONG}); a chow or
   * pung is followed by the discard {@code model} ranks first (ties to the first in tile order), which
   * {@link #discard} then tells.
   */
  public int claim(int kind, int lowest, DiscardModel model, int[] out) {
    System.arraycopy(position, 0, work, 0, Tile.KINDS);
    int t = offered;
    int meld;
    if (kind == CHOW) {
      for (int x = lowest; x < lowest + 3; x++) {
        if (x != t) {
          work[x]--;
        }
      }
      meld = lowest;
    } else {
      work[t] -= kind == PUNG ? 2 : 3;
      meld = t;
    }
    meldTile[melds] = meld;
    meldChow[melds] = kind == CHOW;
    meldConcealed[melds] = false;
    hand.hypothetical(work, meld, false);
    int n;
    if (kind == EXPOSED_KONG) {
      n = hand.extractHand(out);
      distance = hand.lowest();
      discard = -1;
    } else {
      n = bestDiscard(model, out);
      work[discard]--;
    }
    return extras(kind, t, melds + 1, out, n);
  }

  /** The discard of highest score of the hypothetical hand loaded, its features into {@code out}. */
  private int bestDiscard(DiscardModel model, int[] out) {
    float bestScore = Float.NEGATIVE_INFINITY;
    int n = 0;
    discard = -1;
    for (int x = 0; x < Tile.KINDS; x++) {
      if (work[x] == 0) {
        continue;
      }
      int size = hand.extract(x, candidate);
      float s = model.score(candidate, size);
      if (s > bestScore) {
        bestScore = s;
        discard = x;
        System.arraycopy(candidate, 0, out, 0, size);
        n = size;
        distance = hand.lowest();
      }
    }
    return n;
  }

  /**
   * Writes the features of not konging on one's own turn, discarding {@code discard} (the discard the
   * agent chose), into {@code out}. Asked first.
   */
  public int keep(int discard, int[] out) {
    System.arraycopy(position, 0, work, 0, Tile.KINDS);
    // The tile drawn is kept, so that discarding it is seen as such, as the discard model saw it.
    hand.hypothetical(work, -1, true);
    int n = hand.extract(discard, out);
    work[discard]--;
    now = hand.lowest();
    distance = now;
    this.discard = discard;
    offered = -1;
    offeredUseful = false;
    return extras(NONE, -1, melds, out, n);
  }

  /**
   * Writes the features of the {@link #CONCEALED_KONG} or {@link #ADDED_KONG} of {@code tile} on one's
   * own turn (after {@link #keep}) into {@code out}: the hand after the kong, before its replacement draw.
   */
  public int kong(int kind, int tile, int[] out) {
    System.arraycopy(position, 0, work, 0, Tile.KINDS);
    int total = melds;
    if (kind == CONCEALED_KONG) {
      work[tile] -= 4;
      meldTile[melds] = tile;
      meldChow[melds] = false;
      meldConcealed[melds] = true;
      total++;
      hand.hypothetical(work, tile, false);
    } else {
      work[tile]--;
      hand.hypothetical(work, -1, false);
    }
    int n = hand.extractHand(out);
    distance = hand.lowest();
    discard = -1;
    return extras(kind, tile, total, out, n);
  }

  /**
   * Loads {@code seen} and writes every candidate of a claim decision with {@code options} (one not
   * robbing a kong): their codes into {@code codes} and their features into {@code out} (at least
   * {@link #MAX_CANDIDATES} arrays of {@link #MAX_ACTIVE}), their counts into {@code sizes}; returns the
   * number of candidates, not calling first, then the chows from the lowest, the pung, the exposed kong.
   * The discard after each chow or pung is the one {@code model} ranks first.
   */
  public int claims(Observation seen, ClaimOptions options, DiscardModel model, int[] codes, int[][] out, int[] sizes) {
    load(seen);
    boolean mcr = seen.variant() == Variant.MCR;
    if (mcr) {
      if (eightFan == null) {
        eightFan = new EightFanDistance();
      }
      eightFan.load(seen);
      eightFanNow = eightFan.waiting();
      eightFanFeature = EIGHT_FAN + Math.min(eightFanNow, 7);
    }
    int t = options.tile().index();
    int n = 0;
    codes[n] = code(NONE, t);
    sizes[n] = pass(t, out[n]);
    n++;
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) != 0) {
        eightFanFeature = mcr ? eightFanGain(MeldKind.CHOW, t - 2 + i, t) : -1;
        codes[n] = code(CHOW, t - 2 + i);
        sizes[n] = claim(CHOW, t - 2 + i, model, out[n]);
        n++;
      }
    }
    if (options.canPung()) {
      eightFanFeature = mcr ? eightFanGain(MeldKind.PUNG, t, t) : -1;
      codes[n] = code(PUNG, t);
      sizes[n] = claim(PUNG, t, model, out[n]);
      n++;
    }
    if (options.canKong()) {
      eightFanFeature = mcr ? eightFanGain(MeldKind.EXPOSED_KONG, t, t) : -1;
      codes[n] = code(EXPOSED_KONG, t);
      sizes[n] = claim(EXPOSED_KONG, t, model, out[n]);
      n++;
    }
    eightFanFeature = -1;
    return n;
  }

  /**
   * The 8-fan family of a claim (MCR): by how much the claim lowers the 8-fan distance, at its best
   * discard (none, 1, 2 or more), with the distance before it.
   */
  private int eightFanGain(MeldKind kind, int tile, int claimed) {
    int gain = eightFanNow - eightFan.afterClaim(kind, tile, claimed, eightFanNow);
    return EIGHT_FAN + (1 + Math.min(gain, 2)) * 8 + Math.min(eightFanNow, 7);
  }

  /**
   * Loads {@code seen} and writes every candidate of one's own turn with kongs legal (tile masks
   * {@code concealedKongs} and {@code addedKongs}), as {@link #claims} does: not konging and discarding
   * {@code discard} first, then the concealed kongs and the added kongs, each in tile order.
   */
  public int kongs(Observation seen, int discard, long concealedKongs, long addedKongs, int[] codes, int[][] out,
      int[] sizes) {
    load(seen);
    int n = 0;
    codes[n] = code(NONE, discard);
    sizes[n] = keep(discard, out[n]);
    n++;
    for (long m = concealedKongs; m != 0 && n < MAX_CANDIDATES; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      codes[n] = code(CONCEALED_KONG, t);
      sizes[n] = kong(CONCEALED_KONG, t, out[n]);
      n++;
    }
    for (long m = addedKongs; m != 0 && n < MAX_CANDIDATES; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      codes[n] = code(ADDED_KONG, t);
      sizes[n] = kong(ADDED_KONG, t, out[n]);
      n++;
    }
    return n;
  }

  /** The discard that follows the last candidate asked, or -1 (not calling on a discard, a kong). */
  public int discard() {
    return discard;
  }

  /** Appends Table 8's families for the hand in {@code work} with the first {@code total} melds. */
  private int extras(int kind, int claimed, int total, int[] out, int n) {
    int[] h = work;
    out[n++] = MELDS + total;
    out[n++] = KIND + kind;
    boolean concealed = true;
    int suitMelds = 0;
    int[] inSuitMelds = this.inSuitMelds;
    Arrays.fill(inSuitMelds, 0);
    int pungMelds = 0;
    boolean chowed = false;
    boolean terminalMeld = false;
    int terminals = 0;
    int[] honourMelds = this.honourMelds;
    Arrays.fill(honourMelds, 0);
    int valuablePungs = 0;
    int presenceChow = 0;
    for (int i = 0; i < total; i++) {
      int t = meldTile[i];
      concealed &= meldConcealed[i];
      int code = meldChow[i] ? t : Tile.NUMBERED_KINDS + t;
      out[n++] = MELD + code;
      for (int j = 0; j < i; j++) {
        int other = meldChow[j] ? meldTile[j] : Tile.NUMBERED_KINDS + meldTile[j];
        out[n++] = MELD_PAIR + Math.min(code, other) * MELD_CODES + Math.max(code, other);
      }
      if (t < HONOURS) {
        suitMelds |= 1 << t / SUIT;
        inSuitMelds[t / SUIT]++;
      } else {
        inSuitMelds[3]++;
        honourMelds[t - HONOURS]++;
        if (valuable(t)) {
          valuablePungs++;
        }
      }
      if (meldChow[i]) {
        chowed = true;
        presenceChow |= 1 << t / SUIT;
        int number = t % SUIT;
        if (number == 0 || number + 2 == SUIT - 1) {
          terminalMeld = true;
          terminals++;
        }
      } else {
        pungMelds++;
        if (terminal(t)) {
          terminalMeld = true;
          terminals += 3;
        }
      }
    }
    out[n++] = CONCEALED + (concealed ? 1 : 0);

    int threes = 0;
    int twos = 0;
    int valuablePairs = 0;
    int handTerminals = 0;
    int honoursHeld = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      int c = h[t];
      if (c >= 3) {
        threes++;
      }
      if (c >= 2) {
        twos++;
      }
      if (c > 0 && terminal(t)) {
        handTerminals += c;
      }
      if (t >= HONOURS) {
        honoursHeld += c;
        if (valuable(t)) {
          if (c == 2) {
            valuablePairs++;
          } else if (c >= 3) {
            valuablePungs++;
          }
        }
      }
    }
    out[n++] = MULTIPLES + Math.min(threes, 4) * 7 + Math.min(twos, 6);
    out[n++] = MULTIPLES_PUNGS + (Math.min(threes + pungMelds, 4) * 7 + Math.min(twos, 6)) * 2 + (chowed ? 1 : 0);
    out[n++] = TERMINALS + Math.min(terminals + handTerminals, 15);
    out[n++] = SIMPLES_OPEN + (terminalMeld ? 0 : 8) + Math.min(handTerminals, 7);

    int basic = WinDistanceCalculator.basic(h, total);
    System.arraycopy(h, 0, scratch, 0, Tile.KINDS);
    for (int t = 0; t < Tile.KINDS; t++) {
      if (terminal(t)) {
        scratch[t] = 0;
      }
    }
    out[n++] = NO_TERMINALS + Math.min(Math.max(WinDistanceCalculator.basic(scratch, total) - basic, 0), 2);

    int bestSuit = 0;
    int bestHalf = 16;
    int bestFull = 16;
    for (int suit = 0; suit < 3; suit++) {
      int presence = 0;
      int inSuit = 0;
      for (int i = 0; i < SUIT; i++) {
        int c = h[suit * SUIT + i];
        inSuit += c;
        if (c > 0) {
          presence |= 1 << i;
        }
      }
      for (int i = 0; i < total; i++) {
        int t = meldTile[i];
        if (t < HONOURS && t / SUIT == suit) {
          presence |= meldChow[i] ? 7 << t % SUIT : 1 << t % SUIT;
        }
      }
      out[n++] = PRESENCE_CHOW + presence * 2 + (presenceChow >>> suit & 1);
      int withMelds = inSuit + 3 * (inSuitMelds[suit] + inSuitMelds[3]);
      bestSuit = Math.max(bestSuit, withMelds);
      if ((suitMelds & ~(1 << suit)) == 0) {
        bestHalf = Math.min(bestHalf, flushDistance(suit, true, total));
        if (inSuitMelds[3] == 0) {
          bestFull = Math.min(bestFull, flushDistance(suit, false, total));
        }
      }
    }
    out[n++] = SUIT_MELDS + Math.min(bestSuit, 15);
    out[n++] = SUIT_HONOURS_MELDS + Math.min(bestSuit + honoursHeld, 15);
    out[n++] = HALF_FLUSH + Math.min(bestHalf, 16);
    out[n++] = FULL_FLUSH + Math.min(bestFull, 16);
    out[n++] = VALUABLE_PAIRS + Math.min(valuablePairs, 3);
    out[n++] = VALUABLE_PUNGS + Math.min(valuablePungs, 4);

    int winds = 0;
    for (int w = 0; w < 4; w++) {
      winds = winds * 4 + Math.min(h[WIND_FIRST + w] + 3 * honourMelds[w], 3);
    }
    out[n++] = WINDS + winds;
    int dragons = 0;
    for (int d = 0; d < 3; d++) {
      dragons = dragons * 4 + Math.min(h[DRAGONS + d] + 3 * honourMelds[DRAGONS - HONOURS + d], 3);
    }
    out[n++] = DRAGON_COUNTS + dragons;

    int d = Math.min(distance, 14);
    out[n++] = MELDS_DISTANCE + total * 15 + d;
    out[n++] = MELDS_DISTANCE_USEFUL + (total * 4 + Math.min(d, 3)) * 2 + (offeredUseful ? 1 : 0);
    int paths = (Integer.bitCount(suitMelds) <= 1 ? 1 : 0)
        | (pungMelds == total ? 2 : 0)
        | (terminalMeld ? 0 : 4)
        | (concealed ? 8 : 0)
        | (valuablePungs > 0 ? 16 : 0);
    out[n++] = PATHS_DISTANCE_STAGE + (Math.min(Integer.bitCount(paths), 3) * 4 + Math.min(d, 3)) * 8 + stage;
    out[n++] = PATHS + paths;
    if (eightFanFeature >= 0) {
      out[n++] = eightFanFeature;
    }
    if (kind != NONE) {
      int gain = Math.max(-1, Math.min(now - distance, 2));
      out[n++] = CLAIMED_GAIN + (terminal(claimed) ? 4 : 0) + gain + 1;
      if ((kind == CHOW || kind == PUNG) && discard == claimed) {
        out[n++] = SWAP;
      }
    }
    return n;
  }

  /** The basic distance of the hand kept to one suit, with the honours or without them. */
  private int flushDistance(int suit, boolean honours, int total) {
    Arrays.fill(scratch, 0);
    System.arraycopy(work, suit * SUIT, scratch, suit * SUIT, SUIT);
    if (honours) {
      System.arraycopy(work, HONOURS, scratch, HONOURS, Tile.KINDS - HONOURS);
    }
    return WinDistanceCalculator.basic(scratch, total);
  }

  /** A dragon, the seat wind or the prevalent wind: the honours whose pung scores (MCR, 2 fan each). */
  private boolean valuable(int t) {
    return t >= DRAGONS || t == seatWind || t == prevalentWind;
  }

  private static boolean terminal(int t) {
    return t >= HONOURS || t % SUIT == 0 || t % SUIT == SUIT - 1;
  }
}
