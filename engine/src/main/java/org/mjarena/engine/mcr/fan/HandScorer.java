package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.tile.Tiles;

/**
 * The scratch state of one fan calculation: the hand as tile counts, the reading (arrangement) being
 * scored, and the best breakdown so far. One instance per call of {@link FanCalculator#calculate}.
 *
 * <p>The readings, the tie-break and the conventions taken from the MCR test vectors are described on
 * {@link FanCalculator}.
 *
 * <p>Tiles are indices ({@link Tile#index()}): 0-26 numbered (9 per suit), 27-30 winds, 31-33 dragons.
 * A set is a kind ({@link #CHOW}, {@link #PUNG}, {@link #KONG}) and a tile (the lowest of a chow).
 */
final class HandScorer {
  private static final int KINDS = Tile.KINDS;
  private static final int NUMBERED = Tile.NUMBERED_KINDS;
  private static final int FIRST_WIND = Tile.F1.index();
  private static final int FIRST_DRAGON = Tile.J1.index();
  private static final int SUIT_SIZE = 9;
  private static final int FANS = Fan.values().length;
  private static final int[] POINTS = Arrays.stream(Fan.values()).mapToInt(Fan::points).toArray();

  static final int CHOW = 0;
  static final int PUNG = 1;
  static final int KONG = 2;

  /** A hand has four sets and a pair in the basic form. */
  private static final int SETS = 4;

  /** The 13 kinds of thirteen orphans (十三幺): the terminals of each suit, the winds and the dragons. */
  private static final long ORPHANS = kinds("19m 19s 19p 1234567z");
  /** 绿一色 All Green: 23468 of bamboo and the green dragon. */
  private static final long GREEN = kinds("23468s 6z");
  /** 推不倒 Reversible Tiles: 1234589 of dots, 245689 of bamboo, the white dragon (shapes symmetric upside down). */
  private static final long REVERSIBLE = kinds("1234589p 245689s 7z");
  private static final long WINDS = kinds("1234z");
  private static final long DRAGONS = kinds("567z");
  private static final long HONORS = WINDS | DRAGONS;
  /** The position of the highest chow in a suit: 789. */
  private static final int LAST_CHOW = 6;
  /** The chows other than the omitted one, for the three-chow fans of a four-chow hand. */
  private static final int[][] OTHER_CHOWS = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
  /** The two-chow fans, in the order the account-once principle takes them. */
  private static final Fan[] CHOW_PAIR_FANS = {PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS};
  /** The six knitted sequences (组合龙): 147, 258 and 369 each in a different suit. */
  private static final long[] KNITTED = knittedSequences();

  /**
   * The fans that imply a concealed hand: self-drawn they score 自摸 and not 不求人, won on a discard they do
   * not add 门前清 (convention of the MCR vectors).
   */
  private static final Fan[] CONCEALED_ONLY = {NINE_GATES, SEVEN_SHIFTED_PAIRS, THIRTEEN_ORPHANS,
      FOUR_CONCEALED_PUNGS, SEVEN_PAIRS, GREATER_HONORS_AND_KNITTED_TILES, LESSER_HONORS_AND_KNITTED_TILES};

  /**
   * The tile-trait fans a seven-pairs hand may add (convention of the MCR vectors); notably not 全双刻,
   * which needs pungs.
   */
  private static final Fan[] SEVEN_PAIRS_TRAITS = {ALL_GREEN, ALL_HONORS, ALL_TERMINALS, ALL_TERMINALS_AND_HONORS,
      UPPER_TILES, MIDDLE_TILES, LOWER_TILES, UPPER_FOUR, LOWER_FOUR, REVERSIBLE_TILES, ALL_SIMPLES, FULL_FLUSH,
      HALF_FLUSH, ALL_TYPES, ONE_VOIDED_SUIT, NO_HONORS, TILE_HOG};

  /** For each fan (by ordinal), the fans it excludes (不计), as a two-word bit set over ordinals. */
  private static final long[][] EXCLUDES = exclusions();

  private final WinningHand hand;
  private final boolean concealedAndMeldedKong;
  private final int win;
  private final int seatWind;
  private final int prevalentWind;

  /** Concealed tiles with the winning tile: the part to arrange. */
  private final int[] standing = new int[KINDS];
  /** The concealed tiles before winning. */
  private final int[] before = new int[KINDS];
  /** Every tile of the hand, melds included (a kong counts four). */
  private final int[] all = new int[KINDS];
  private final int meldCount;
  private final int exposedMelds;
  private final int concealedKongs;
  private final int exposedKongs;

  /** The reading being scored: melds first, then the sets found among the standing tiles. */
  private final int[] setKind = new int[SETS];
  private final int[] setTile = new int[SETS];
  private final boolean[] setMeld = new boolean[SETS];
  private final boolean[] meldConcealedKong = new boolean[SETS];
  private int setCount;
  /** Sets the reading needs: four, or one beside a knitted straight. */
  private int setsNeeded;
  private int pair;
  /** True while the reading holds a knitted straight in place of three sets. */
  private boolean knitted;

  private final int[] chows = new int[SETS];
  /** Per numbered suit, bit n set when the reading has a pung or kong of number n + 1. */
  private final int[] numberedPungs = new int[3];
  /** Union-find groups of chows for the account-once principle. */
  private final int[] chowGroup = new int[SETS];
  /** The fan table of the reading being scored (counts by fan ordinal) and its non-zero entries as a bit set. */
  private final int[] fans = new int[FANS];
  private long presentLo;
  private long presentHi;
  /** The tile-trait fans, the same for every reading, and their non-zero entries. */
  private final int[] traits = new int[FANS];
  private long traitsLo;
  private long traitsHi;
  private final int[] best = new int[FANS];
  private int bestTotal = -1;
  private boolean bestPreferred;
  /** The kinds that would complete the hand before the winning tile, computed when first needed. */
  private long waits = -1;

  HandScorer(WinningHand hand, boolean concealedAndMeldedKong) {
    this.hand = hand;
    this.concealedAndMeldedKong = concealedAndMeldedKong;
    this.win = hand.winningTile().index();
    this.seatWind = FIRST_WIND + hand.seatWind().index();
    this.prevalentWind = FIRST_WIND + hand.prevalentWind().index();
    for (Tile t : hand.concealed()) {
      standing[t.index()]++;
    }
    System.arraycopy(standing, 0, before, 0, KINDS);
    standing[win]++;
    System.arraycopy(standing, 0, all, 0, KINDS);
    int exposed = 0;
    int concealedK = 0;
    int exposedK = 0;
    List<Meld> melds = hand.melds();
    meldCount = melds.size();
    for (int i = 0; i < meldCount; i++) {
      Meld m = melds.get(i);
      int t = m.tile().index();
      MeldKind kind = m.kind();
      setMeld[i] = true;
      setTile[i] = t;
      if (kind == MeldKind.CHOW) {
        setKind[i] = CHOW;
        all[t]++;
        all[t + 1]++;
        all[t + 2]++;
      } else {
        setKind[i] = kind.isKong() ? KONG : PUNG;
        all[t] += kind.size();
      }
      if (kind == MeldKind.CONCEALED_KONG) {
        meldConcealedKong[i] = true;
        concealedK++;
      } else {
        exposed++;
        if (kind.isKong()) {
          exposedK++;
        }
      }
    }
    for (int t = 0; t < KINDS; t++) {
      if (all[t] > 4) {
        throw new IllegalArgumentException("more than four " + Tile.of(t) + " in " + hand);
      }
    }
    exposedMelds = exposed;
    concealedKongs = concealedK;
    exposedKongs = exposedK;
  }

  /** Scores every reading and returns the best, or not winning when there is none. */
  FanResult score() {
    computeTraits();
    if (isBasicShape(standing)) {
      setCount = meldCount;
      setsNeeded = SETS;
      arrange(0, 0, false);
    }
    if (meldCount <= 1) {
      scoreKnittedStraight();
    }
    if (meldCount == 0) {
      scoreSevenPairs();
      scoreThirteenOrphans();
      scoreHonorsAndKnitted();
    }
    if (bestTotal < 0) {
      return FanResult.notWinning();
    }
    List<FanCount> list = new ArrayList<>();
    Fan[] values = Fan.values();
    for (int i = 0; i < FANS; i++) {
      if (best[i] > 0) {
        list.add(new FanCount(values[i], best[i]));
      }
    }
    return new FanResult(true, list, bestTotal);
  }

  // ---------------------------------------------------------------- readings

  /**
   * Enumerates the ways to split the standing tiles from {@code from} on into sets and one pair, each
   * reading once: at a tile, a pair is taken before a pung, a pung before chows ({@code option}).
   */
  private void arrange(int from, int option, boolean hasPair) {
    int t = from;
    while (t < KINDS && standing[t] == 0) {
      t++;
      option = 0;
    }
    if (t == KINDS) {
      if (hasPair && setCount == setsNeeded) {
        scoreReading();
      }
      return;
    }
    if (option == 0 && !hasPair && standing[t] >= 2) {
      standing[t] -= 2;
      pair = t;
      arrange(t, 1, true);
      standing[t] += 2;
    }
    if (option <= 1 && standing[t] >= 3 && setCount < setsNeeded) {
      standing[t] -= 3;
      push(PUNG, t);
      arrange(t, 2, hasPair);
      setCount--;
      standing[t] += 3;
    }
    if (t < NUMBERED && t % SUIT_SIZE <= LAST_CHOW && standing[t + 1] > 0 && standing[t + 2] > 0 && setCount < setsNeeded) {
      standing[t]--;
      standing[t + 1]--;
      standing[t + 2]--;
      push(CHOW, t);
      arrange(t, 2, hasPair);
      setCount--;
      standing[t]++;
      standing[t + 1]++;
      standing[t + 2]++;
    }
  }

  private void push(int kind, int tile) {
    setKind[setCount] = kind;
    setTile[setCount] = tile;
    setMeld[setCount] = false;
    setCount++;
  }

  /** Keeps the current fan table if it beats the best so far. */
  private void offer(boolean basic, boolean preferred) {
    int total = 0;
    for (long m = presentLo; m != 0; m &= m - 1) {
      int o = Long.numberOfTrailingZeros(m);
      total += fans[o] * POINTS[o];
    }
    for (long m = presentHi; m != 0; m &= m - 1) {
      int o = 64 + Long.numberOfTrailingZeros(m);
      total += fans[o] * POINTS[o];
    }
    if (total > bestTotal || total == bestTotal && basic && (preferred || !bestPreferred)) {
      bestTotal = total;
      bestPreferred = preferred;
      System.arraycopy(fans, 0, best, 0, FANS);
    }
  }

  // ---------------------------------------------------------------- tile traits

  /** The fans that depend only on which tiles the hand holds, whatever the reading. */
  private void computeTraits() {
    int[] f = traits;
    int suits = 0;
    long kinds = 0;
    int low = SUIT_SIZE;
    int high = 0;
    boolean terminalsOnly = true;
    for (int t = 0; t < KINDS; t++) {
      if (all[t] == 0) {
        continue;
      }
      kinds |= 1L << t;
      if (t < NUMBERED) {
        int n = t % SUIT_SIZE + 1;
        suits |= 1 << t / SUIT_SIZE;
        low = Math.min(low, n);
        high = Math.max(high, n);
        terminalsOnly &= n == 1 || n == SUIT_SIZE;
      }
    }
    boolean honors = (kinds & HONORS) != 0;
    boolean winds = (kinds & WINDS) != 0;
    boolean dragons = (kinds & DRAGONS) != 0;
    int suitCount = Integer.bitCount(suits);
    if ((kinds & ~GREEN) == 0) {
      f[ALL_GREEN.ordinal()] = 1;
    }
    if ((kinds & ~REVERSIBLE) == 0) {
      f[REVERSIBLE_TILES.ordinal()] = 1;
    }
    if (suitCount == 0) {
      f[ALL_HONORS.ordinal()] = 1;
    } else if (suitCount == 1) {
      f[(honors ? HALF_FLUSH : FULL_FLUSH).ordinal()] = 1;
    } else if (suitCount == 2) {
      f[ONE_VOIDED_SUIT.ordinal()] = 1;
    } else if (winds && dragons) {
      f[ALL_TYPES.ordinal()] = 1;
    }
    if (!honors) {
      // The number ranges are the fans' definitions: 全大 7-9, 全中 4-6, 全小 1-3, 大于五 6-9, 小于五 1-4,
      // 断幺 2-8.
      f[NO_HONORS.ordinal()] = 1;
      if (low >= 7) {
        f[UPPER_TILES.ordinal()] = 1;
      }
      if (low >= 4 && high <= 6) {
        f[MIDDLE_TILES.ordinal()] = 1;
      }
      if (high <= 3) {
        f[LOWER_TILES.ordinal()] = 1;
      }
      if (low >= 6) {
        f[UPPER_FOUR.ordinal()] = 1;
      }
      if (high <= 4) {
        f[LOWER_FOUR.ordinal()] = 1;
      }
      if (low >= 2 && high <= SUIT_SIZE - 1) {
        f[ALL_SIMPLES.ordinal()] = 1;
      }
    }
    if (terminalsOnly && suitCount > 0) {
      f[(honors ? ALL_TERMINALS_AND_HONORS : ALL_TERMINALS).ordinal()] = 1;
    }
    int hogs = 0;
    for (int t = 0; t < KINDS; t++) {
      if (all[t] == 4 && !isKongTile(t)) {
        hogs++;
      }
    }
    f[TILE_HOG.ordinal()] = hogs;
    for (int i = 0; i < FANS; i++) {
      if (f[i] > 0) {
        if (i < 64) {
          traitsLo |= 1L << i;
        } else {
          traitsHi |= 1L << (i - 64);
        }
      }
    }
  }

  private boolean isKongTile(int t) {
    for (int i = 0; i < meldCount; i++) {
      if (setKind[i] == KONG && setTile[i] == t) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- special forms

  /** 七对 Seven Pairs (four identical tiles count as two pairs), or 连七对 Seven Shifted Pairs. */
  private void scoreSevenPairs() {
    if (!isSevenPairs(standing)) {
      return;
    }
    clearFans();
    for (Fan f : SEVEN_PAIRS_TRAITS) {
      put(f, traits[f.ordinal()]);
    }
    add(SEVEN_PAIRS);
    for (int t = 0; t < NUMBERED; t++) {
      if (t % SUIT_SIZE <= 2 && standing[t] == 2 && standing[t + 1] == 2 && standing[t + 2] == 2
          && standing[t + 3] == 2 && standing[t + 4] == 2 && standing[t + 5] == 2 && standing[t + 6] == 2) {
        add(SEVEN_SHIFTED_PAIRS);
      }
    }
    finishSpecial();
  }

  /** 十三幺 Thirteen Orphans: one of each terminal and honor, one of them paired. */
  private void scoreThirteenOrphans() {
    if (!isThirteenOrphans(standing)) {
      return;
    }
    clearFans();
    add(THIRTEEN_ORPHANS);
    finishSpecial();
  }

  /**
   * 全不靠 Lesser Honors and Knitted Tiles: 14 different tiles from one knitted sequence and the honors;
   * 七星不靠 Greater Honors and Knitted Tiles when all seven honors are there. All nine tiles of the
   * knitted sequence also score 组合龙 Knitted Straight.
   */
  private void scoreHonorsAndKnitted() {
    long seq = honorsAndKnitted(standing);
    if (seq == 0) {
      return;
    }
    clearFans();
    boolean allHonors = true;
    for (int t = FIRST_WIND; t < KINDS; t++) {
      allHonors &= standing[t] == 1;
    }
    add(allHonors ? GREATER_HONORS_AND_KNITTED_TILES : LESSER_HONORS_AND_KNITTED_TILES);
    if (holds(standing, seq)) {
      add(KNITTED_STRAIGHT);
    }
    finishSpecial();
  }

  /** Situation fans of a special form, exclusions, and the offer. */
  private void finishSpecial() {
    addSituation();
    if (hand.selfDrawn()) {
      add(SELF_DRAWN);
    }
    exclude();
    chickenAndFlowers();
    offer(false, false);
  }

  /**
   * 组合龙 Knitted Straight with a set and a pair: the nine knitted tiles read as three sets; the fourth
   * set (possibly a meld) and the pair are scored as in the basic form.
   */
  private void scoreKnittedStraight() {
    for (long seq : KNITTED) {
      if (!holds(standing, seq)) {
        continue;
      }
      take(standing, seq, -1);
      knitted = true;
      setCount = meldCount;
      setsNeeded = 1;
      if (isBasicShape(standing)) {
        arrange(0, 0, false);
      }
      knitted = false;
      take(standing, seq, 1);
    }
  }

  // ---------------------------------------------------------------- a basic reading

  /** Scores the current reading: the sets in {@code setKind/setTile}, the pair in {@code pair}. */
  private void scoreReading() {
    System.arraycopy(traits, 0, fans, 0, FANS);
    presentLo = traitsLo;
    presentHi = traitsHi;
    if (knitted) {
      add(KNITTED_STRAIGHT);
    }
    int chowCount = 0;
    int pungCount = 0;
    int concealedPungs = 0;
    int windPungs = 0;
    int dragonPungs = 0;
    int terminalPungs = 0;
    int[] numberedPungs = this.numberedPungs;
    Arrays.fill(numberedPungs, 0);
    boolean outside = isTerminalOrHonor(pair);
    boolean fives = pair < NUMBERED && pair % SUIT_SIZE == 4;
    boolean evenPungs = pair < NUMBERED && pair % SUIT_SIZE % 2 == 1;
    boolean winInConcealedChow = false;
    for (int i = 0; i < setCount; i++) {
      int t = setTile[i];
      if (setKind[i] == CHOW) {
        chows[chowCount++] = t;
        int n = t % SUIT_SIZE;
        outside &= n == 0 || n == LAST_CHOW;
        fives &= n >= 2 && n <= 4;
        evenPungs = false;
        winInConcealedChow |= !setMeld[i] && win >= t && win <= t + 2;
      } else {
        pungCount++;
        outside &= isTerminalOrHonor(t);
        fives &= t < NUMBERED && t % SUIT_SIZE == 4;
        evenPungs &= t < NUMBERED && t % SUIT_SIZE % 2 == 1;
        if (t >= FIRST_DRAGON) {
          dragonPungs++;
        } else if (t >= FIRST_WIND) {
          windPungs |= 1 << t - FIRST_WIND;
        } else {
          numberedPungs[t / SUIT_SIZE] |= 1 << t % SUIT_SIZE;
        }
        if (isTerminalOrHonor(t) && t < FIRST_WIND) {
          terminalPungs++;
        }
        if (!setMeld[i] || meldConcealedKong[i]) {
          concealedPungs++;
        }
      }
    }
    // A pung completed with a discarded tile is exposed, unless the winning tile can instead be read as
    // part of a concealed chow of the same reading.
    if (!hand.selfDrawn() && !winInConcealedChow) {
      for (int i = meldCount; i < setCount; i++) {
        if (setKind[i] == PUNG && setTile[i] == win) {
          concealedPungs--;
        }
      }
    }
    int pungSets = pungCount;
    if (!knitted) {
      scorePungs(windPungs, dragonPungs, numberedPungs, pungSets);
      scoreChows(chowCount);
      if (outside) {
        add(OUTSIDE_HAND);
      }
      if (fives) {
        add(ALL_FIVE);
      }
      if (evenPungs && pungSets == SETS) {
        add(ALL_EVEN_PUNGS);
      }
    } else {
      if (dragonPungs > 0) {
        add(DRAGON_PUNG);
      }
      if ((windPungs & 1 << prevalentWind - FIRST_WIND) != 0) {
        add(PREVALENT_WIND);
      }
      if ((windPungs & 1 << seatWind - FIRST_WIND) != 0) {
        add(SEAT_WIND);
      }
    }
    if (chowCount + (knitted ? SETS - 1 : 0) == SETS && pair < NUMBERED) {
      add(ALL_CHOWS);
    }
    // A wind pung scores 幺九刻 unless it scores 圈风刻 or 门风刻, or is one of three or four wind pungs
    // (三风刻, 小四喜, 大四喜); a dragon pung never does, its own fan being 箭刻 or a larger dragon fan.
    if (Integer.bitCount(windPungs) < 3) {
      for (int w = 0; w < 4; w++) {
        if ((windPungs >> w & 1) != 0 && FIRST_WIND + w != seatWind && FIRST_WIND + w != prevalentWind) {
          terminalPungs++;
        }
      }
    }
    put(PUNG_OF_TERMINALS_OR_HONORS, terminalPungs);
    if (concealedPungs == 4) {
      add(FOUR_CONCEALED_PUNGS);
    } else if (concealedPungs == 3) {
      add(THREE_CONCEALED_PUNGS);
    } else if (concealedPungs == 2) {
      add(TWO_CONCEALED_PUNGS);
    }
    scoreKongs();
    if (!knitted) {
      scoreNineGates();
    }
    scoreConcealment();
    addSituation();
    scoreWait();
    exclude();
    chickenAndFlowers();
    offer(true, has(PURE_TRIPLE_CHOW) || has(TRIPLE_PUNG));
  }

  private static boolean isTerminalOrHonor(int t) {
    return t >= NUMBERED || t % SUIT_SIZE == 0 || t % SUIT_SIZE == 8;
  }

  /** The fans of pungs: winds, dragons, all pungs, and the pungs of the same or shifted numbers. */
  private void scorePungs(int windPungs, int dragonPungs, int[] numberedPungs, int pungSets) {
    int winds = Integer.bitCount(windPungs);
    boolean windPair = pair >= FIRST_WIND && pair < FIRST_DRAGON;
    boolean dragonPair = pair >= FIRST_DRAGON;
    if (winds == 4) {
      add(BIG_FOUR_WINDS);
    } else if (winds == 3) {
      add(windPair ? LITTLE_FOUR_WINDS : BIG_THREE_WINDS);
    }
    if (dragonPungs == 3) {
      add(BIG_THREE_DRAGONS);
    } else if (dragonPungs == 2) {
      add(dragonPair ? LITTLE_THREE_DRAGONS : TWO_DRAGONS_PUNGS);
    }
    put(DRAGON_PUNG, dragonPungs);
    if ((windPungs & 1 << prevalentWind - FIRST_WIND) != 0) {
      add(PREVALENT_WIND);
    }
    if ((windPungs & 1 << seatWind - FIRST_WIND) != 0) {
      add(SEAT_WIND);
    }
    if (pungSets == SETS) {
      add(ALL_PUNGS);
    }
    for (int n = 0; n < SUIT_SIZE; n++) {
      int suits = (numberedPungs[0] >> n & 1) + (numberedPungs[1] >> n & 1) + (numberedPungs[2] >> n & 1);
      if (suits == 3) {
        add(TRIPLE_PUNG);
      } else if (suits == 2) {
        add(DOUBLE_PUNG);
      }
    }
    for (int s = 0; s < 3; s++) {
      int m = numberedPungs[s];
      if ((m & m >> 1 & m >> 2 & m >> 3) != 0) {
        add(FOUR_PURE_SHIFTED_PUNGS);
      } else if ((m & m >> 1 & m >> 2) != 0) {
        add(PURE_SHIFTED_PUNGS);
      }
    }
    int a = numberedPungs[0];
    int b = numberedPungs[1];
    int c = numberedPungs[2];
    if ((a & b >> 1 & c >> 2 | a & c >> 1 & b >> 2 | b & a >> 1 & c >> 2 | b & c >> 1 & a >> 2
        | c & a >> 1 & b >> 2 | c & b >> 1 & a >> 2) != 0) {
      add(MIXED_SHIFTED_PUNGS);
    }
  }

  /**
   * The fans of chows. Four-chow fans exclude all others; a three-chow fan takes its three chows, and the
   * fourth chow adds at most one two-chow fan with one of them; otherwise two-chow fans are counted
   * under the account-once principle (套算一次): no chow pair closing a cycle, so at most three with
   * four chows and two with three.
   */
  private void scoreChows(int n) {
    if (n < 2) {
      return;
    }
    Arrays.sort(chows, 0, n);
    if (n == 4) {
      if (scoreTerminalChows()) {
        return;
      }
      Fan four = fourChowFan(chows[0], chows[1], chows[2], chows[3]);
      if (four != null) {
        add(four);
        return;
      }
      Fan bestThree = null;
      int omitted = -1;
      for (int skip = 3; skip >= 0; skip--) {
        int[] idx = OTHER_CHOWS[skip];
        Fan three = threeChowFan(chows[idx[0]], chows[idx[1]], chows[idx[2]]);
        if (three != null && (bestThree == null || three.points() > bestThree.points())) {
          bestThree = three;
          omitted = skip;
        }
      }
      if (bestThree != null) {
        add(bestThree);
        Fan extra = null;
        for (int i = 0; i < 4; i++) {
          if (i != omitted) {
            Fan two = twoChowFan(Math.min(chows[i], chows[omitted]), Math.max(chows[i], chows[omitted]));
            if (two != null && (extra == null || two.ordinal() < extra.ordinal())) {
              extra = two;
            }
          }
        }
        if (extra != null) {
          add(extra);
        }
        return;
      }
    } else if (n == 3) {
      Fan three = threeChowFan(chows[0], chows[1], chows[2]);
      if (three != null) {
        add(three);
        return;
      }
    }
    scoreChowPairs(n);
  }

  /** 一色双龙会 and 三色双龙会, which need four chows and a pair of fives. */
  private boolean scoreTerminalChows() {
    if (pair >= NUMBERED || pair % SUIT_SIZE != 4) {
      return false;
    }
    int ps = pair / SUIT_SIZE;
    int a = chows[0];
    int b = chows[1];
    int c = chows[2];
    int d = chows[3];
    if (a == b && c == d && a % SUIT_SIZE == 0 && c == a + LAST_CHOW && a / SUIT_SIZE == ps) {
      add(PURE_TERMINAL_CHOWS);
      return true;
    }
    if (a % SUIT_SIZE == 0 && b == a + LAST_CHOW && c % SUIT_SIZE == 0 && d == c + LAST_CHOW
        && a / SUIT_SIZE != c / SUIT_SIZE
        && a / SUIT_SIZE != ps && c / SUIT_SIZE != ps) {
      add(THREE_SUITED_TERMINAL_CHOWS);
      return true;
    }
    return false;
  }

  /** Two-chow fans by Kruskal's rule: a pair of chows counts only when it joins two unjoined groups. */
  private void scoreChowPairs(int n) {
    int[] group = chowGroup;
    for (int i = 0; i < n; i++) {
      group[i] = i;
    }
    for (Fan wanted : CHOW_PAIR_FANS) {
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (group[i] != group[j] && twoChowFan(chows[i], chows[j]) == wanted) {
            add(wanted);
            int from = group[j];
            for (int k = 0; k < n; k++) {
              if (group[k] == from) {
                group[k] = group[i];
              }
            }
          }
        }
      }
    }
  }

  private static Fan twoChowFan(int a, int b) {
    if (a / SUIT_SIZE == b / SUIT_SIZE) {
      int d = b - a;
      return d == 0 ? PURE_DOUBLE_CHOW : d == 3 ? SHORT_STRAIGHT : d == 6 ? TWO_TERMINAL_CHOWS : null;
    }
    return a % SUIT_SIZE == b % SUIT_SIZE ? MIXED_DOUBLE_CHOW : null;
  }

  /** Three-chow fans of chows sorted by tile. */
  private static Fan threeChowFan(int a, int b, int c) {
    int sa = a / SUIT_SIZE;
    int sb = b / SUIT_SIZE;
    int sc = c / SUIT_SIZE;
    if (sa == sb && sb == sc) {
      if (a == b && b == c) {
        return PURE_TRIPLE_CHOW;
      }
      if (b - a == c - b && (b - a == 1 || b - a == 2)) {
        return PURE_SHIFTED_CHOWS;
      }
      if (a % SUIT_SIZE == 0 && b == a + 3 && c == a + 6) {
        return PURE_STRAIGHT;
      }
      return null;
    }
    if (sa != sb && sb != sc && sa != sc) {
      int x = a % SUIT_SIZE;
      int y = b % SUIT_SIZE;
      int z = c % SUIT_SIZE;
      int lo = Math.min(x, Math.min(y, z));
      int hi = Math.max(x, Math.max(y, z));
      int mid = x + y + z - lo - hi;
      if (lo == hi) {
        return MIXED_TRIPLE_CHOW;
      }
      if (lo == 0 && mid == 3 && hi == 6) {
        return MIXED_STRAIGHT;
      }
      if (mid == lo + 1 && hi == mid + 1) {
        return MIXED_SHIFTED_CHOWS;
      }
    }
    return null;
  }

  private static Fan fourChowFan(int a, int b, int c, int d) {
    if (a / SUIT_SIZE != d / SUIT_SIZE) {
      return null;
    }
    if (a == d) {
      return QUADRUPLE_CHOW;
    }
    int step = b - a;
    if ((step == 1 || step == 2) && c - b == step && d - c == step) {
      return FOUR_PURE_SHIFTED_CHOWS;
    }
    return null;
  }

  /** 四杠 / 三杠 / 双暗杠 / 双明杠 / 暗杠 / 明杠, and 明暗杠 as an option. */
  private void scoreKongs() {
    int kongs = concealedKongs + exposedKongs;
    if (kongs == 4) {
      add(FOUR_KONGS);
    } else if (kongs == 3) {
      add(THREE_KONGS);
    } else if (kongs == 2) {
      if (concealedKongs == 2) {
        add(TWO_CONCEALED_KONGS);
      } else if (exposedKongs == 2) {
        add(TWO_MELDED_KONGS);
      } else if (concealedAndMeldedKong) {
        add(CONCEALED_KONG_AND_MELDED_KONG);
      } else {
        add(CONCEALED_KONG);
        add(MELDED_KONG);
      }
    } else if (kongs == 1) {
      add(concealedKongs == 1 ? CONCEALED_KONG : MELDED_KONG);
    }
  }

  /**
   * 九莲宝灯 Nine Gates: the 13 tiles before winning are exactly 1112345678999 of one suit, fully
   * concealed (convention of the MCR vectors). The reading's own fans stay; one 幺九刻 is part of the form.
   */
  private void scoreNineGates() {
    if (meldCount != 0 || win >= NUMBERED) {
      return;
    }
    int base = win / SUIT_SIZE * SUIT_SIZE;
    for (int i = 0; i < SUIT_SIZE; i++) {
      int expected = (i == 0 || i == 8 ? 3 : 1) + (base + i == win ? 1 : 0);
      if (all[base + i] != expected) {
        return;
      }
    }
    add(NINE_GATES);
    put(PUNG_OF_TERMINALS_OR_HONORS, Math.max(0, fans[PUNG_OF_TERMINALS_OR_HONORS.ordinal()] - 1));
  }

  /** 不求人 / 门前清 / 全求人 / 自摸. */
  private void scoreConcealment() {
    boolean concealedOnly = false;
    for (Fan f : CONCEALED_ONLY) {
      concealedOnly |= has(f);
    }
    if (exposedMelds == 0 && !concealedOnly) {
      add(hand.selfDrawn() ? FULLY_CONCEALED_HAND : CONCEALED_HAND);
    }
    if (exposedMelds == SETS && !hand.selfDrawn()) {
      add(MELDED_HAND);
    }
    if (hand.selfDrawn()) {
      add(SELF_DRAWN);
    }
  }

  /** 妙手回春 / 海底捞月 / 杠上开花 / 抢杠和 / 和绝张 from the situation flags. */
  private void addSituation() {
    if (hand.wallLast()) {
      add(hand.selfDrawn() ? LAST_TILE_DRAW : LAST_TILE_CLAIM);
    }
    if (hand.aboutKong()) {
      add(hand.selfDrawn() ? OUT_WITH_REPLACEMENT_TILE : ROBBING_THE_KONG);
    }
    if (hand.fourthTile()) {
      add(LAST_TILE);
    }
  }

  /**
   * 边张 / 嵌张 / 单钓将: only when the hand before winning waits on exactly one kind; the role of the winning
   * tile in the reading decides which, with priority edge, closed, single.
   */
  private void scoreWait() {
    boolean edge = false;
    boolean closed = false;
    boolean single = pair == win;
    for (int i = meldCount; i < setCount; i++) {
      int t = setTile[i];
      if (setKind[i] == CHOW && win >= t && win <= t + 2) {
        int n = t % SUIT_SIZE;
        edge |= n == 0 && win == t + 2 || n == LAST_CHOW && win == t;
        closed |= win == t + 1;
      }
    }
    if (!edge && !closed && !single) {
      return;
    }
    if (Long.bitCount(waits()) != 1) {
      return;
    }
    add(edge ? EDGE_WAIT : closed ? CLOSED_WAIT : SINGLE_WAIT);
  }

  /** 无番和 when no other fan applies, then the flowers. */
  private void chickenAndFlowers() {
    if (presentLo == 0 && presentHi == 0) {
      add(CHICKEN_HAND);
    }
    put(FLOWER_TILES, hand.flowers());
  }

  /** Removes the fans excluded (不计) by the fans present. */
  private void exclude() {
    long lo = 0;
    long hi = 0;
    for (long m = presentLo; m != 0; m &= m - 1) {
      int o = Long.numberOfTrailingZeros(m);
      lo |= EXCLUDES[o][0];
      hi |= EXCLUDES[o][1];
    }
    for (long m = presentHi; m != 0; m &= m - 1) {
      int o = 64 + Long.numberOfTrailingZeros(m);
      lo |= EXCLUDES[o][0];
      hi |= EXCLUDES[o][1];
    }
    for (long m = presentLo & lo; m != 0; m &= m - 1) {
      fans[Long.numberOfTrailingZeros(m)] = 0;
    }
    for (long m = presentHi & hi; m != 0; m &= m - 1) {
      fans[64 + Long.numberOfTrailingZeros(m)] = 0;
    }
    presentLo &= ~lo;
    presentHi &= ~hi;
  }

  private void add(Fan f) {
    put(f, fans[f.ordinal()] + 1);
  }

  private boolean has(Fan f) {
    return fans[f.ordinal()] > 0;
  }

  /** Sets a fan's count, keeping the bit set of non-zero entries. */
  private void put(Fan f, int count) {
    int o = f.ordinal();
    fans[o] = count;
    long bit = 1L << (o & 63);
    if (o < 64) {
      presentLo = count > 0 ? presentLo | bit : presentLo & ~bit;
    } else {
      presentHi = count > 0 ? presentHi | bit : presentHi & ~bit;
    }
  }

  /** Empties the fan table, touching only its non-zero entries. */
  private void clearFans() {
    for (long m = presentLo; m != 0; m &= m - 1) {
      fans[Long.numberOfTrailingZeros(m)] = 0;
    }
    for (long m = presentHi; m != 0; m &= m - 1) {
      fans[64 + Long.numberOfTrailingZeros(m)] = 0;
    }
    presentLo = 0;
    presentHi = 0;
  }

  // ---------------------------------------------------------------- waits

  /**
   * The kinds that complete the hand before the winning tile, in any winning form. Waits count "in form",
   * even on a kind whose four copies are all in sight or in the hand itself (convention of the MCR vectors).
   */
  private long waits() {
    if (waits < 0) {
      long w = basicWaits(before);
      for (int t = 0; t < KINDS; t++) {
        if (before[t] == 4 && isFifthCopyWin(t)) {
          w |= 1L << t;
        }
      }
      if (meldCount == 0) {
        w |= sevenPairsWaits() | thirteenOrphansWaits() | honorsAndKnittedWaits();
      }
      if (meldCount <= 1) {
        w |= knittedStraightWaits();
      }
      waits = w;
    }
    return waits;
  }

  /**
   * The kinds that complete the counts as sets and a pair, from the suit tables: the tile must go to the
   * one group that is not complete, or to any group when the others are complete sets and one holds the pair.
   * Kinds held four times are left to {@link #isFifthCopyWin}.
   */
  private static long basicWaits(int[] counts) {
    int[] entries = new int[4];
    int incomplete = 0;
    int pairGroups = 0;
    for (int g = 0; g < 4; g++) {
      entries[g] = SuitShapes.entry(groupKey(counts, g), g == 3);
      int flags = SuitShapes.entryFlags(entries[g]);
      if ((flags & SuitShapes.SETS) == 0) {
        if ((flags & SuitShapes.SETS_PAIR) != 0) {
          pairGroups++;
        } else {
          incomplete++;
        }
      }
    }
    long w = 0;
    for (int g = 0; g < 4; g++) {
      int flags = SuitShapes.entryFlags(entries[g]);
      boolean isPair = (flags & SuitShapes.SETS) == 0 && (flags & SuitShapes.SETS_PAIR) != 0;
      boolean isIncomplete = (flags & (SuitShapes.SETS | SuitShapes.SETS_PAIR)) == 0;
      int otherIncomplete = incomplete - (isIncomplete ? 1 : 0);
      int otherPairs = pairGroups - (isPair ? 1 : 0);
      if (otherIncomplete != 0) {
        continue;
      }
      long groupWaits = otherPairs == 0 ? SuitShapes.entryPairWaits(entries[g])
          : otherPairs == 1 ? SuitShapes.entrySetWaits(entries[g]) : 0;
      w |= groupWaits << g * SUIT_SIZE;
    }
    return w;
  }

  /** Seven pairs: 13 tiles with a single odd kind wait on that kind. */
  private long sevenPairsWaits() {
    long odd = 0;
    for (int t = 0; t < KINDS; t++) {
      if ((before[t] & 1) != 0) {
        odd |= 1L << t;
      }
    }
    return Long.bitCount(odd) == 1 ? odd : 0;
  }

  /** Thirteen orphans: all 13 kinds wait on any of them; 12 and a pair wait on the missing one. */
  private long thirteenOrphansWaits() {
    long held = 0;
    for (int t = 0; t < KINDS; t++) {
      if (before[t] > 0) {
        if ((ORPHANS >>> t & 1) == 0 || before[t] > 2) {
          return 0;
        }
        held |= 1L << t;
      }
    }
    int kinds = Long.bitCount(held);
    int all13 = Long.bitCount(ORPHANS);
    return kinds == all13 ? ORPHANS : kinds == all13 - 1 ? ORPHANS & ~held : 0;
  }

  /** Honors and knitted tiles: 13 different tiles of one knitted sequence and the honors wait on the others. */
  private long honorsAndKnittedWaits() {
    long held = 0;
    for (int t = 0; t < KINDS; t++) {
      if (before[t] > 1) {
        return 0;
      }
      if (before[t] == 1) {
        held |= 1L << t;
      }
    }
    for (long seq : KNITTED) {
      if ((held & ~(seq | HONORS)) == 0) {
        return (seq | HONORS) & ~held;
      }
    }
    return 0;
  }

  /** Knitted straight and a set and a pair: all nine knitted tiles and a basic wait, or eight and the rest complete. */
  private long knittedStraightWaits() {
    long w = 0;
    for (long seq : KNITTED) {
      long missing = 0;
      for (int t = 0; t < NUMBERED; t++) {
        if ((seq >>> t & 1) != 0 && before[t] == 0) {
          missing |= 1L << t;
        }
      }
      if (missing == 0) {
        take(before, seq, -1);
        w |= basicWaits(before);
        take(before, seq, 1);
      } else if (Long.bitCount(missing) == 1) {
        take(before, seq & ~missing, -1);
        if (isBasicShape(before)) {
          w |= missing;
        }
        take(before, seq & ~missing, 1);
      }
    }
    return w;
  }

  private static boolean isSevenPairs(int[] counts) {
    for (int t = 0; t < KINDS; t++) {
      if ((counts[t] & 1) != 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean isThirteenOrphans(int[] counts) {
    for (int t = 0; t < KINDS; t++) {
      if (((ORPHANS >>> t & 1) != 0) != (counts[t] > 0)) {
        return false;
      }
    }
    return true;
  }

  /** 14 different tiles from one knitted sequence and the honors; 0 when not, else the sequence's bits. */
  private static long honorsAndKnitted(int[] counts) {
    long kinds = 0;
    for (int t = 0; t < KINDS; t++) {
      if (counts[t] > 1) {
        return 0;
      }
      if (counts[t] == 1) {
        kinds |= 1L << t;
      }
    }
    for (long seq : KNITTED) {
      if ((kinds & ~(seq | HONORS)) == 0) {
        return seq;
      }
    }
    return 0;
  }

  private static boolean holds(int[] counts, long seq) {
    for (int t = 0; t < NUMBERED; t++) {
      if ((seq >>> t & 1) != 0 && counts[t] == 0) {
        return false;
      }
    }
    return true;
  }

  private static void take(int[] counts, long seq, int delta) {
    for (int t = 0; t < NUMBERED; t++) {
      if ((seq >>> t & 1) != 0) {
        counts[t] += delta;
      }
    }
  }

  /**
   * True when the hand before winning, holding four of {@code t}, would form sets and a pair with a fifth:
   * a wait in form only, which still makes the wait not unique (convention of the MCR vectors). The five
   * copies are read as a pung and a pair, or a pung or pair and chows through the rest.
   */
  private boolean isFifthCopyWin(int t) {
    before[t] -= 4;
    boolean win = false;
    for (int pungs = 0; pungs <= 1 && !win; pungs++) {
      for (int pairs = 0; pairs <= 1 && !win; pairs++) {
        int used = 3 * pungs + 2 * pairs;
        before[t] += 5 - used;
        if (before[t] <= 4 && before[t] >= 0) {
          if (pairs == 1) {
            win = isSetsOnly(before);
          } else {
            win = isBasicShape(before);
          }
        }
        before[t] -= 5 - used;
      }
    }
    before[t] += 4;
    return win;
  }

  /** True when the counts split into sets only. */
  private static boolean isSetsOnly(int[] counts) {
    for (int g = 0; g < 4; g++) {
      boolean honor = g == 3;
      if ((SuitShapes.flags(groupKey(counts, g), honor) & SuitShapes.SETS) == 0) {
        return false;
      }
    }
    return true;
  }

  private static int groupKey(int[] counts, int g) {
    int start = g * SUIT_SIZE;
    int size = g == 3 ? SuitShapes.HONOUR_SIZE : SuitShapes.NUMBERED_SIZE;
    int key = 0;
    for (int i = 0; i < size; i++) {
      key += counts[start + i] * SuitShapes.pow5(i);
    }
    return key;
  }

  /** True when the counts split into sets and exactly one pair. */
  static boolean isBasicShape(int[] counts) {
    int pairGroups = 0;
    for (int g = 0; g < 4; g++) {
      boolean honor = g == 3;
      int start = g * SUIT_SIZE;
      int size = honor ? SuitShapes.HONOUR_SIZE : SuitShapes.NUMBERED_SIZE;
      int key = 0;
      for (int i = 0; i < size; i++) {
        key += counts[start + i] * SuitShapes.pow5(i);
      }
      int flags = SuitShapes.flags(key, honor);
      if ((flags & SuitShapes.SETS) == 0) {
        if ((flags & SuitShapes.SETS_PAIR) == 0) {
          return false;
        }
        pairGroups++;
      }
    }
    return pairGroups == 1;
  }

  // ---------------------------------------------------------------- tables

  /** The tile kinds written in the notation of {@link Tiles}, as a bit set over indices. */
  private static long kinds(String tiles) {
    long m = 0;
    for (Tile t : Tiles.parse(tiles)) {
      m |= 1L << t.index();
    }
    return m;
  }

  private static long[] knittedSequences() {
    int[][] orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    long[] out = new long[orders.length];
    for (int k = 0; k < orders.length; k++) {
      for (int start = 0; start < 3; start++) {
        int suit = orders[k][start];
        for (int n = start; n < SUIT_SIZE; n += 3) {
          out[k] |= 1L << suit * SUIT_SIZE + n;
        }
      }
    }
    return out;
  }

  private static long[][] exclusions() {
    long[][] t = new long[FANS][2];
    ex(t, BIG_FOUR_WINDS, LITTLE_FOUR_WINDS, BIG_THREE_WINDS, ALL_PUNGS, PREVALENT_WIND, SEAT_WIND,
        PUNG_OF_TERMINALS_OR_HONORS);
    ex(t, BIG_THREE_DRAGONS, LITTLE_THREE_DRAGONS, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, ALL_GREEN, HALF_FLUSH, ONE_VOIDED_SUIT);
    ex(t, NINE_GATES, FULL_FLUSH, CONCEALED_HAND, FULLY_CONCEALED_HAND, NO_HONORS, ONE_VOIDED_SUIT);
    ex(t, FOUR_KONGS, THREE_KONGS, TWO_MELDED_KONGS, TWO_CONCEALED_KONGS, CONCEALED_KONG, MELDED_KONG,
        CONCEALED_KONG_AND_MELDED_KONG, ALL_PUNGS, SINGLE_WAIT);
    ex(t, SEVEN_SHIFTED_PAIRS, SEVEN_PAIRS, FULL_FLUSH, NO_HONORS, ONE_VOIDED_SUIT);
    ex(t, THIRTEEN_ORPHANS, ALL_TYPES, ALL_TERMINALS_AND_HONORS);
    ex(t, ALL_TERMINALS, ALL_TERMINALS_AND_HONORS, ALL_PUNGS, PUNG_OF_TERMINALS_OR_HONORS, OUTSIDE_HAND,
        NO_HONORS, DOUBLE_PUNG);
    ex(t, LITTLE_FOUR_WINDS, BIG_THREE_WINDS);
    ex(t, LITTLE_THREE_DRAGONS, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, ALL_HONORS, ALL_PUNGS, ALL_TERMINALS_AND_HONORS, OUTSIDE_HAND, PUNG_OF_TERMINALS_OR_HONORS);
    ex(t, FOUR_CONCEALED_PUNGS, ALL_PUNGS, THREE_CONCEALED_PUNGS, TWO_CONCEALED_PUNGS);
    ex(t, PURE_TERMINAL_CHOWS, ALL_CHOWS, SEVEN_PAIRS, FULL_FLUSH, NO_HONORS, ONE_VOIDED_SUIT);
    ex(t, QUADRUPLE_CHOW, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS, TILE_HOG);
    ex(t, FOUR_PURE_SHIFTED_PUNGS, PURE_SHIFTED_PUNGS, PURE_TRIPLE_CHOW, ALL_PUNGS);
    ex(t, THREE_KONGS, TWO_MELDED_KONGS, TWO_CONCEALED_KONGS, CONCEALED_KONG, MELDED_KONG,
        CONCEALED_KONG_AND_MELDED_KONG);
    ex(t, ALL_TERMINALS_AND_HONORS, ALL_PUNGS, PUNG_OF_TERMINALS_OR_HONORS, OUTSIDE_HAND);
    ex(t, SEVEN_PAIRS, SINGLE_WAIT);
    ex(t, GREATER_HONORS_AND_KNITTED_TILES, LESSER_HONORS_AND_KNITTED_TILES, ALL_TYPES, SINGLE_WAIT);
    ex(t, ALL_EVEN_PUNGS, ALL_PUNGS, ALL_SIMPLES, NO_HONORS);
    ex(t, FULL_FLUSH, NO_HONORS, ONE_VOIDED_SUIT);
    ex(t, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS);
    ex(t, PURE_SHIFTED_PUNGS, PURE_TRIPLE_CHOW);
    ex(t, UPPER_TILES, UPPER_FOUR, NO_HONORS);
    ex(t, MIDDLE_TILES, ALL_SIMPLES, NO_HONORS);
    ex(t, LOWER_TILES, LOWER_FOUR, NO_HONORS);
    ex(t, THREE_SUITED_TERMINAL_CHOWS, ALL_CHOWS, NO_HONORS);
    ex(t, ALL_FIVE, ALL_SIMPLES, NO_HONORS);
    ex(t, TRIPLE_PUNG, DOUBLE_PUNG);
    ex(t, THREE_CONCEALED_PUNGS, TWO_CONCEALED_PUNGS);
    ex(t, LESSER_HONORS_AND_KNITTED_TILES, ALL_TYPES, SINGLE_WAIT);
    ex(t, UPPER_FOUR, NO_HONORS);
    ex(t, LOWER_FOUR, NO_HONORS);
    ex(t, REVERSIBLE_TILES, ONE_VOIDED_SUIT);
    ex(t, LAST_TILE_DRAW, SELF_DRAWN);
    ex(t, OUT_WITH_REPLACEMENT_TILE, SELF_DRAWN);
    ex(t, ROBBING_THE_KONG, LAST_TILE);
    ex(t, MELDED_HAND, SINGLE_WAIT);
    ex(t, TWO_CONCEALED_KONGS, CONCEALED_KONG, TWO_CONCEALED_PUNGS);
    ex(t, TWO_DRAGONS_PUNGS, DRAGON_PUNG);
    ex(t, FULLY_CONCEALED_HAND, CONCEALED_HAND, SELF_DRAWN);
    ex(t, TWO_MELDED_KONGS, MELDED_KONG);
    ex(t, ALL_CHOWS, NO_HONORS);
    ex(t, ALL_SIMPLES, NO_HONORS);
    return t;
  }

  private static void ex(long[][] table, Fan fan, Fan... excluded) {
    for (Fan e : excluded) {
      int o = e.ordinal();
      table[fan.ordinal()][o >> 6] |= 1L << (o & 63);
    }
  }
}
