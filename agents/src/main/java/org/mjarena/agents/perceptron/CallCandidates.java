package org.mjarena.agents.perceptron;

import java.util.List;
import org.mjarena.agents.eightfan.EightFanDistance;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * The candidates of a call decision (seed 001, section 7.1) and the hand each one leaves, which
 * {@link CallFeatures} then describes. On another player's discard: not calling (the hand as it is,
 * 13 - 3 x melds tiles), each legal chow and the pung, each followed by the discard the discard model ranks
 * first, and the exposed kong (no discard follows: a replacement tile is drawn). On the player's own turn,
 * when a concealed or added kong is legal: not konging (the hand after the discard chosen) and each kong.
 *
 * <p>Each candidate's hand goes through the discard features ({@link DiscardFeatures}) as it is made: they
 * are its first features, and they score the discard after a chow or pung. What the Table 8 families read
 * of it is kept in a {@link Candidate}.
 *
 * <p>Mutable scratch space, one instance per {@link CallFeatures}.
 */
final class CallCandidates {
  /** The most melds a hand holds. */
  static final int MAX_MELDS = 4;

  /** What the Table 8 families read of one candidate: what it is and the hand and melds it leaves. */
  static final class Candidate {
    /** Its kind, {@link CallFeatures#NONE} to {@link CallFeatures#ADDED_KONG}. */
    int kind;
    /** The tile claimed (the discard, for a chow too) or konged; -1 when not calling. */
    int claimed;
    /** The concealed tiles left by tile index: 13 - 3 x melds of them, after the discard that follows. */
    final int[] concealed = new int[Tile.KINDS];
    /** The number of melds, the one the candidate makes included. */
    int melds;
    /** Each meld's tile (a chow's lowest), whether it is a chow, whether it is a concealed kong. */
    final int[] meldTile = new int[MAX_MELDS + 1];
    final boolean[] meldChow = new boolean[MAX_MELDS + 1];
    final boolean[] meldConcealed = new boolean[MAX_MELDS + 1];
    /** The discard that follows a chow or pung, or not konging on one's own turn; else -1. */
    int discard;
    /** The lowest win distance of the hand left, over the variant's forms. */
    int distance;
    /**
     * The row of MCR's 8-fan distance family: 0 for the hand as it is, 1 plus how much a claim lowers it
     * (at its best discard); -1 when the family is absent (the 108-tile variant, own-turn kongs).
     */
    int eightFanRow;
  }

  private final DiscardFeatures hand = new DiscardFeatures();
  /** MCR's 8-fan distance, made when first needed. */
  private EightFanDistance eightFan;
  private final Candidate[] candidates = new Candidate[CallFeatures.MAX_CANDIDATES];
  private final int[] position = new int[Tile.KINDS];
  private final int[] scratch = new int[DiscardFeatures.MAX_ACTIVE];
  private final int[] meldTile = new int[MAX_MELDS];
  private final boolean[] meldChow = new boolean[MAX_MELDS];
  private final boolean[] meldConcealed = new boolean[MAX_MELDS];
  private int melds;
  private int seatWind;
  private int prevalentWind;
  private int wallRemaining;
  private int offered;
  private boolean offeredUseful;
  private int now;
  private int eightFanNow;

  CallCandidates() {
    for (int c = 0; c < candidates.length; c++) {
      candidates[c] = new Candidate();
    }
  }

  /** Candidate {@code c} of the last decision, as {@link #claims} or {@link #kongs} numbered them. */
  Candidate candidate(int c) {
    return candidates[c];
  }

  /** The lowest win distance of not calling, which the calls are measured against. */
  int now() {
    return now;
  }

  /** Whether the offered tile lowers the distance of the hand not calling (false on one's own turn). */
  boolean offeredUseful() {
    return offeredUseful;
  }

  /** MCR's 8-fan distance of the hand not calling, when the family is present. */
  int eightFanNow() {
    return eightFanNow;
  }

  /** The tiles left in the wall. */
  int wallRemaining() {
    return wallRemaining;
  }

  /** My seat wind's tile index. */
  int seatWind() {
    return seatWind;
  }

  /** The prevalent wind's tile index. */
  int prevalentWind() {
    return prevalentWind;
  }

  /** Reads the position of {@code seen}: another player's discard to answer, or one's own turn. */
  private void load(Observation seen) {
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
    wallRemaining = seen.wallRemaining();
    offered = -1;
    offeredUseful = false;
    now = Integer.MAX_VALUE;
  }

  /**
   * Loads {@code seen} and makes every candidate of a claim decision with {@code options} (one not robbing
   * a kong): their codes into {@code codes} and their discard features into {@code out}, their counts into
   * {@code sizes}; returns the number of candidates, not calling first, then the chows from the lowest, the
   * pung, the exposed kong. The discard after each chow or pung is the one {@code model} ranks first.
   */
  int claims(Observation seen, ClaimOptions options, DiscardModel model, int[] codes, int[][] out, int[] sizes) {
    load(seen);
    boolean mcr = seen.variant() == Variant.MCR;
    if (mcr) {
      if (eightFan == null) {
        eightFan = new EightFanDistance();
      }
      eightFan.load(seen);
      eightFanNow = eightFan.waiting();
    }
    int t = options.tile().index();
    int n = 0;
    codes[n] = CallFeatures.code(CallFeatures.NONE, t);
    sizes[n] = pass(candidates[n], t, out[n]);
    candidates[n].eightFanRow = mcr ? 0 : -1;
    n++;
    for (int i = 0; i < 3; i++) {
      if ((options.chowMask() >>> i & 1) != 0) {
        n = claim(n, CallFeatures.CHOW, t - 2 + i, mcr, model, codes, out, sizes);
      }
    }
    if (options.canPung()) {
      n = claim(n, CallFeatures.PUNG, t, mcr, model, codes, out, sizes);
    }
    if (options.canKong()) {
      n = claim(n, CallFeatures.EXPOSED_KONG, t, mcr, model, codes, out, sizes);
    }
    return n;
  }

  /** Makes candidate {@code n}, the claim of the offered tile by {@code kind}, and returns {@code n + 1}. */
  private int claim(int n, int kind, int lowest, boolean mcr, DiscardModel model, int[] codes, int[][] out,
      int[] sizes) {
    codes[n] = CallFeatures.code(kind, lowest);
    sizes[n] = claim(candidates[n], kind, lowest, model, out[n]);
    candidates[n].eightFanRow = mcr ? 1 + Math.min(eightFanGain(kind, lowest), 2) : -1;
    return n + 1;
  }

  /** How much claiming the offered tile by {@code kind} lowers MCR's 8-fan distance, at its best discard. */
  private int eightFanGain(int kind, int lowest) {
    MeldKind meld = switch (kind) {
      case CallFeatures.CHOW -> MeldKind.CHOW;
      case CallFeatures.PUNG -> MeldKind.PUNG;
      default -> MeldKind.EXPOSED_KONG;
    };
    return eightFanNow - eightFan.afterClaim(meld, lowest, offered, eightFanNow);
  }

  /**
   * Loads {@code seen} and makes every candidate of one's own turn with kongs legal (tile masks
   * {@code concealedKongs} and {@code addedKongs}), as {@link #claims} does: not konging and discarding
   * {@code discard} first, then the concealed kongs and the added kongs, each in tile order.
   */
  int kongs(Observation seen, int discard, long concealedKongs, long addedKongs, int[] codes, int[][] out,
      int[] sizes) {
    load(seen);
    int n = 0;
    codes[n] = CallFeatures.code(CallFeatures.NONE, discard);
    sizes[n] = keep(candidates[n], discard, out[n]);
    n++;
    for (long m = concealedKongs; m != 0 && n < CallFeatures.MAX_CANDIDATES; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      codes[n] = CallFeatures.code(CallFeatures.CONCEALED_KONG, t);
      sizes[n] = kong(candidates[n], CallFeatures.CONCEALED_KONG, t, out[n]);
      n++;
    }
    for (long m = addedKongs; m != 0 && n < CallFeatures.MAX_CANDIDATES; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      codes[n] = CallFeatures.code(CallFeatures.ADDED_KONG, t);
      sizes[n] = kong(candidates[n], CallFeatures.ADDED_KONG, t, out[n]);
      n++;
    }
    return n;
  }

  /** Starts candidate {@code c} as the position's hand and melds. */
  private void begin(Candidate c, int kind, int claimed) {
    c.kind = kind;
    c.claimed = claimed;
    System.arraycopy(position, 0, c.concealed, 0, Tile.KINDS);
    c.melds = melds;
    System.arraycopy(meldTile, 0, c.meldTile, 0, melds);
    System.arraycopy(meldChow, 0, c.meldChow, 0, melds);
    System.arraycopy(meldConcealed, 0, c.meldConcealed, 0, melds);
    c.discard = -1;
    c.eightFanRow = -1;
  }

  /** Adds to candidate {@code c} the meld it makes. */
  private static void addMeld(Candidate c, int tile, boolean chow, boolean concealed) {
    c.meldTile[c.melds] = tile;
    c.meldChow[c.melds] = chow;
    c.meldConcealed[c.melds] = concealed;
    c.melds++;
  }

  /** Not claiming the discarded {@code offered} tile: the hand as it is. Made first. */
  private int pass(Candidate c, int offered, int[] out) {
    this.offered = offered;
    begin(c, CallFeatures.NONE, -1);
    hand.hypothetical(c.concealed, -1, false);
    int n = hand.extractHand(out);
    now = hand.lowest();
    offeredUseful = (hand.useful() >>> offered & 1) != 0;
    c.distance = now;
    return n;
  }

  /**
   * Claiming the offered tile (after {@link #pass}) by {@code kind} ({@link CallFeatures#CHOW} with its
   * lowest tile {@code lowest}, {@link CallFeatures#PUNG} or {@link CallFeatures#EXPOSED_KONG}); a chow or
   * pung is followed by the discard {@code model} ranks first (ties to the first in tile order).
   */
  private int claim(Candidate c, int kind, int lowest, DiscardModel model, int[] out) {
    int t = offered;
    begin(c, kind, t);
    int meld;
    if (kind == CallFeatures.CHOW) {
      for (int x = lowest; x < lowest + 3; x++) {
        if (x != t) {
          c.concealed[x]--;
        }
      }
      meld = lowest;
    } else {
      c.concealed[t] -= kind == CallFeatures.PUNG ? 2 : 3;
      meld = t;
    }
    addMeld(c, meld, kind == CallFeatures.CHOW, false);
    hand.hypothetical(c.concealed, meld, false);
    if (kind == CallFeatures.EXPOSED_KONG) {
      int n = hand.extractHand(out);
      c.distance = hand.lowest();
      return n;
    }
    int n = bestDiscard(c, model, out);
    c.concealed[c.discard]--;
    return n;
  }

  /** The discard of highest score of the hypothetical hand loaded, its features into {@code out}. */
  private int bestDiscard(Candidate c, DiscardModel model, int[] out) {
    float bestScore = Float.NEGATIVE_INFINITY;
    int n = 0;
    for (int x = 0; x < Tile.KINDS; x++) {
      if (c.concealed[x] == 0) {
        continue;
      }
      int size = hand.extract(x, scratch);
      float s = model.score(scratch, size);
      if (s > bestScore) {
        bestScore = s;
        c.discard = x;
        System.arraycopy(scratch, 0, out, 0, size);
        n = size;
        c.distance = hand.lowest();
      }
    }
    return n;
  }

  /** Not konging on one's own turn, discarding {@code discard} (the discard the agent chose). Made first. */
  private int keep(Candidate c, int discard, int[] out) {
    begin(c, CallFeatures.NONE, -1);
    // The tile drawn is kept, so that discarding it is seen as such, as the discard model saw it.
    hand.hypothetical(c.concealed, -1, true);
    int n = hand.extract(discard, out);
    c.concealed[discard]--;
    now = hand.lowest();
    c.distance = now;
    c.discard = discard;
    offered = -1;
    offeredUseful = false;
    return n;
  }

  /**
   * The {@link CallFeatures#CONCEALED_KONG} or {@link CallFeatures#ADDED_KONG} of {@code tile} on one's
   * own turn (after {@link #keep}): the hand after the kong, before its replacement draw.
   */
  private int kong(Candidate c, int kind, int tile, int[] out) {
    begin(c, kind, tile);
    if (kind == CallFeatures.CONCEALED_KONG) {
      c.concealed[tile] -= 4;
      addMeld(c, tile, false, true);
      hand.hypothetical(c.concealed, tile, false);
    } else {
      c.concealed[tile]--;
      hand.hypothetical(c.concealed, -1, false);
    }
    int n = hand.extractHand(out);
    c.distance = hand.lowest();
    return n;
  }
}
