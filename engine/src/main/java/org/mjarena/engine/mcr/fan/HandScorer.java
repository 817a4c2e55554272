package org.mjarena.engine.mcr.fan;

import static org.mjarena.engine.mcr.fan.Fan.ALL_FIVE;
import static org.mjarena.engine.mcr.fan.Fan.KNITTED_STRAIGHT;
import static org.mjarena.engine.mcr.fan.Fan.OUTSIDE_HAND;
import static org.mjarena.engine.mcr.fan.Fan.PURE_TRIPLE_CHOW;
import static org.mjarena.engine.mcr.fan.Fan.TRIPLE_PUNG;
import static org.mjarena.engine.mcr.fan.Reading.CHOW;
import static org.mjarena.engine.mcr.fan.Reading.FIRST_WIND;
import static org.mjarena.engine.mcr.fan.Reading.KONG;
import static org.mjarena.engine.mcr.fan.Reading.LAST_CHOW;
import static org.mjarena.engine.mcr.fan.Reading.NUMBERED;
import static org.mjarena.engine.mcr.fan.Reading.PUNG;
import static org.mjarena.engine.mcr.fan.Reading.SUIT_SIZE;

import java.util.List;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.hand.SpecialShapes;
import org.mjarena.engine.hand.SuitShapes;
import org.mjarena.engine.tile.Tile;

/**
 * One fan calculation: enumerates the readings of the hand, has each scored, and keeps the best. One
 * instance per call of {@link FanCalculator#calculate}.
 *
 * <p>The readings are every split of the concealed tiles into sets and a pair (with the melds), every
 * knitted straight with a set and a pair, and the special forms. The fans of a basic reading come from
 * its sets ({@link PungFans}, {@link ChowFans}), from the tiles ({@link TileTraitFans}, the same for
 * every reading), from how it was won ({@link SituationFans}, {@link Waits}); the special forms score
 * in {@link SpecialForms}; {@link Exclusions} then removes what larger fans include. The tie-break and
 * the conventions taken from the MCR test vectors are described on {@link FanCalculator}.
 */
final class HandScorer {
  private final WinningHand hand;
  private final boolean concealedAndMeldedKong;
  private final boolean knittedTileWait;
  private final boolean firstReadingOnTie;
  /** The tile indices of the winning tile and of the seat and prevalent winds. */
  private final int win;
  private final int seatWind;
  private final int prevalentWind;

  /** Concealed tiles with the winning tile: the part to arrange. */
  private final int[] standing = new int[Tile.KINDS];
  /** The concealed tiles before winning. */
  private final int[] before = new int[Tile.KINDS];
  /** Every tile of the hand, melds included (a kong counts four). */
  private final int[] all = new int[Tile.KINDS];
  private final int meldCount;
  private final int exposedMelds;
  private final int concealedKongs;
  private final int exposedKongs;

  private final Reading reading = new Reading();
  /** The fans of the reading being scored. */
  private final FanTable fans = new FanTable();
  /** The tile-trait fans, the same for every reading. */
  private final FanTable traits = new FanTable();
  private final FanTable best = new FanTable();
  private int bestTotal = -1;
  private boolean bestPreferred;
  /** Whether the best so far is a basic reading, and its place in the judge's order ({@link #judgeOrder()}). */
  private boolean bestBasic;
  private long bestOrder;
  /** The waits of the hand before the winning tile, computed when first needed. */
  private long waits = -1;
  /** The nine tiles of the knitted straight being read, as a mask of tile indices. */
  private long knittedTiles;

  HandScorer(WinningHand hand, boolean concealedAndMeldedKong, boolean knittedTileWait, boolean firstReadingOnTie) {
    this.hand = hand;
    this.concealedAndMeldedKong = concealedAndMeldedKong;
    this.knittedTileWait = knittedTileWait;
    this.firstReadingOnTie = firstReadingOnTie;
    this.win = hand.winningTile().index();
    this.seatWind = FIRST_WIND + hand.seatWind().index();
    this.prevalentWind = FIRST_WIND + hand.prevalentWind().index();
    for (Tile t : hand.concealed()) {
      standing[t.index()]++;
    }
    System.arraycopy(standing, 0, before, 0, Tile.KINDS);
    standing[win]++;
    System.arraycopy(standing, 0, all, 0, Tile.KINDS);
    int exposed = 0;
    int concealedK = 0;
    int exposedK = 0;
    long kongTiles = 0;
    List<Meld> melds = hand.melds();
    meldCount = melds.size();
    for (int i = 0; i < meldCount; i++) {
      Meld m = melds.get(i);
      int t = m.tile().index();
      MeldKind kind = m.kind();
      if (kind == MeldKind.CHOW) {
        reading.declare(CHOW, t, false);
        all[t]++;
        all[t + 1]++;
        all[t + 2]++;
      } else {
        reading.declare(kind.isKong() ? KONG : PUNG, t, kind == MeldKind.CONCEALED_KONG);
        all[t] += kind.size();
      }
      if (kind.isKong()) {
        kongTiles |= 1L << t;
      }
      if (kind == MeldKind.CONCEALED_KONG) {
        concealedK++;
      } else {
        exposed++;
        if (kind.isKong()) {
          exposedK++;
        }
      }
    }
    for (int t = 0; t < Tile.KINDS; t++) {
      if (all[t] > 4) {
        throw new IllegalArgumentException("more than four " + Tile.of(t) + " in " + hand);
      }
    }
    exposedMelds = exposed;
    concealedKongs = concealedK;
    exposedKongs = exposedK;
    TileTraitFans.score(all, kongTiles, traits);
  }

  /** Scores every reading and returns the best, or not winning when there is none. */
  FanResult score() {
    if (SuitShapes.isStandardComplete(standing)) {
      reading.restart(false);
      arrange(0, 0, false);
    }
    if (meldCount <= 1) {
      scoreKnittedStraights();
    }
    if (meldCount == 0) {
      if (SpecialForms.sevenPairs(standing, traits, fans)) {
        finish(false);
      }
      if (SpecialForms.thirteenOrphans(standing, fans)) {
        finish(false);
      }
      if (SpecialForms.honoursAndKnitted(standing, fans)) {
        finish(false);
      }
    }
    if (bestTotal < 0) {
      return FanResult.notWinning();
    }
    return new FanResult(true, best.toList(), bestTotal);
  }

  // ---------------------------------------------------------------- readings

  /**
   * Enumerates the ways to split the standing tiles from {@code from} on into sets and one pair, each
   * reading once: at a tile, a pair is taken before a pung, a pung before chows ({@code option}).
   */
  private void arrange(int from, int option, boolean hasPair) {
    int t = from;
    while (t < Tile.KINDS && standing[t] == 0) {
      t++;
      option = 0;
    }
    if (t == Tile.KINDS) {
      if (hasPair && reading.count == reading.setsNeeded()) {
        scoreReading();
      }
      return;
    }
    if (option == 0 && !hasPair && standing[t] >= 2) {
      standing[t] -= 2;
      reading.pair = t;
      arrange(t, 1, true);
      standing[t] += 2;
    }
    boolean roomForSet = reading.count < reading.setsNeeded();
    if (option <= 1 && standing[t] >= 3 && roomForSet) {
      standing[t] -= 3;
      reading.push(PUNG, t);
      arrange(t, 2, hasPair);
      reading.pop();
      standing[t] += 3;
    }
    if (t < NUMBERED && t % SUIT_SIZE <= LAST_CHOW && standing[t + 1] > 0 && standing[t + 2] > 0 && roomForSet) {
      standing[t]--;
      standing[t + 1]--;
      standing[t + 2]--;
      reading.push(CHOW, t);
      arrange(t, 2, hasPair);
      reading.pop();
      standing[t]++;
      standing[t + 1]++;
      standing[t + 2]++;
    }
  }

  /**
   * 组合龙 Knitted Straight with a set and a pair: the nine knitted tiles read as three sets; the fourth
   * set (possibly a meld) and the pair are scored as in the basic form.
   */
  private void scoreKnittedStraights() {
    for (int q = 0; q < SpecialShapes.KNITTED_SEQUENCES; q++) {
      long sequence = SpecialShapes.knittedSequence(q);
      if (!SpecialShapes.holds(standing, sequence)) {
        continue;
      }
      SpecialShapes.add(standing, sequence, -1);
      knittedTiles = sequence;
      if (SuitShapes.isStandardComplete(standing)) {
        reading.restart(true);
        arrange(0, 0, false);
      }
      SpecialShapes.add(standing, sequence, 1);
    }
  }

  /** Scores the current reading: its sets and pair, then what every reading shares. */
  private void scoreReading() {
    fans.copyFrom(traits);
    reading.tally(win, hand.selfDrawn());
    if (reading.knitted) {
      fans.add(KNITTED_STRAIGHT);
    } else {
      if (reading.outside) {
        fans.add(OUTSIDE_HAND);
      }
      if (reading.fives) {
        fans.add(ALL_FIVE);
      }
    }
    PungFans.score(reading, seatWind, prevalentWind, fans);
    ChowFans.score(reading, fans);
    PungFans.kongs(concealedKongs, exposedKongs, concealedAndMeldedKong, fans);
    if (!reading.knitted) {
      SpecialForms.nineGates(all, win, meldCount, fans);
    }
    finish(true);
  }

  /**
   * What every reading shares once its own fans are in: concealment and the situation of the win, the
   * wait for a basic reading, then the exclusions, 无番和 and the flowers, and the offer. Without the
   * knitted-tile wait option, a 组合龙 reading won on one of its nine knitted tiles scores no wait, as the
   * Botzone judge's calculator leaves the wait out whenever the winning tile is in the knitted straight.
   */
  private void finish(boolean basic) {
    SituationFans.concealment(hand, exposedMelds, fans);
    SituationFans.situation(hand, fans);
    if (basic && (knittedTileWait || !reading.knitted || (knittedTiles & 1L << win) == 0)) {
      Fan wait = SituationFans.waitFan(reading, win);
      if (wait != null && Long.bitCount(waits()) == 1) {
        fans.add(wait);
      }
    }
    Exclusions.apply(fans);
    SituationFans.chickenAndFlowers(hand, fans);
    offer(basic, basic && (fans.has(PURE_TRIPLE_CHOW) || fans.has(TRIPLE_PUNG)));
  }

  /**
   * Keeps the current fans if they beat the best so far. On a tie, as the reference: a basic reading
   * replaces the best unless the best is preferred and it is not; a special form never replaces a tie. As
   * the Botzone judge ({@code firstReadingOnTie}): the judge's calculator scores 七对 before the basic
   * readings and these in its own order, each replacing the best only with a higher total, so a special
   * form replaces a tied basic reading, and a basic reading a tied one only when it comes first in that
   * order.
   */
  private void offer(boolean basic, boolean preferred) {
    int total = fans.total();
    long order = basic ? judgeOrder() : 0;
    boolean tieWon = firstReadingOnTie
        ? !basic || bestBasic && order < bestOrder
        : basic && (preferred || !bestPreferred);
    if (total > bestTotal || total == bestTotal && tieWon) {
      bestTotal = total;
      bestPreferred = preferred;
      bestBasic = basic;
      bestOrder = order;
      best.copyFrom(fans);
    }
  }

  /**
   * The place of the current basic reading in the order the judge's calculator finds readings: by its
   * concealed sets from the lowest tile, a pung before a chow of the same lowest tile, compared set by set
   * (the pair follows from the sets). A number that grows with that order.
   */
  private long judgeOrder() {
    long order = 0;
    for (int i = reading.melds; i < reading.count; i++) {
      order = order * 2 * Tile.KINDS + 2L * reading.tile[i] + (reading.kind[i] == CHOW ? 1 : 0);
    }
    return order;
  }

  /** The waits of the hand before winning, in every form ({@link Waits}); computed once. */
  private long waits() {
    if (waits < 0) {
      waits = Waits.inForm(before, meldCount);
    }
    return waits;
  }
}
