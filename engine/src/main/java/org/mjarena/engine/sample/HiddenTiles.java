package org.mjarena.engine.sample;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.HandPrior;
import org.mjarena.engine.HiddenHand;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.FlowerLaid;
import org.mjarena.engine.event.GameStarted;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.mjarena.engine.wall.Wall;

/**
 * The tiles one seat cannot see, drawn anew: what a variant's {@link org.mjarena.engine.Rules#sampleConsistent}
 * takes a game up with. It owns the law of that draw (see {@link #draw}) and nothing about play: the game
 * restores the public facts from the observation and works out where play stands.
 *
 * @param kinds the tile kinds in play
 * @param hands every seat's concealed tiles: the observer's own, the others drawn
 * @param melds every seat's melds: the observer's view, plus the others' face-down kongs drawn
 * @param wall  the undrawn tiles in a drawn order, with the observed size (of each block)
 * @param rng   the stream the draw came from; {@link #pickTile} goes on drawing from it
 */
public record HiddenTiles(int kinds, Hand[] hands, List<List<Meld>> melds, Wall wall, UniformRandomProvider rng) {
  /** How often {@link #draw} may shuffle the hidden tiles again to keep every ting player ready. */
  private static final int MAX_TRIES = 1_000_000;
  /** Restarts of the seat-at-a-time draw, each with the seats in another order, before it gives up. */
  private static final int SEAT_ORDER_RESTARTS = 6;
  /** Draws of one seat's hand that fail its public facts before the seat-at-a-time draw restarts. */
  private static final int SEAT_FACT_TRIES = 20_000;

  /** Whether a drawn hand keeps a seat's public facts: a 108-tile ting player's hand must be ready. */
  @FunctionalInterface
  public interface Keeps {
    /** True when seat s may hold {@code hand}; {@code noMelds} when the seat has no meld. */
    boolean keeps(int s, Hand hand, boolean noMelds);
  }

  /**
   * Draws the tiles {@code seen}'s seat cannot see: each other seat's face-down kongs (a kind of which
   * four are unseen, each such kind as likely), then one uniform shuffle of the remaining unseen tiles,
   * dealt to the other seats' hands and then the wall (block by block with per-seat blocks). The whole
   * shuffle is drawn again while a seat's hand fails {@code keeps}.
   *
   * @throws IllegalArgumentException when no draw keeps the public facts (an inconsistent observation)
   */
  public static HiddenTiles draw(Observation seen, int kinds, UniformRandomProvider rng, Keeps keeps) {
    Seat me = seen.me();
    int[] unseen = seen.unseen();
    List<List<Meld>> melds = hiddenKongs(seen, kinds, unseen, rng);
    int[] pool = pool(unseen, kinds);
    List<Integer> unlaid = unlaidFlowers(seen, kinds);
    for (int tries = 0; tries < MAX_TRIES; tries++) {
      shuffle(pool, rng);
      Hand[] hands = new Hand[Seat.COUNT];
      int next = 0;
      boolean kept = true;
      for (Seat seat : Seat.all()) {
        int s = seat.index();
        if (seat == me) {
          hands[s] = ownHand(seen, kinds);
          continue;
        }
        hands[s] = new Hand();
        for (int k = 0; k < seen.handSize(seat); k++) {
          hands[s].add(pool[next++]);
        }
        kept &= keeps.keeps(s, hands[s], melds.get(s).isEmpty());
      }
      if (kept) {
        return new HiddenTiles(kinds, hands, melds, wallOf(seen, wallTiles(pool, next, unlaid, rng)), rng);
      }
    }
    throw new IllegalArgumentException("no hidden tiles keep the public facts of " + seen);
  }

  /**
   * Draws the tiles {@code seen}'s seat cannot see one seat at a time, for {@link
   * org.mjarena.engine.Rules#sampleConsistent(Observation, UniformRandomProvider, HandPrior)}: the
   * face-down kongs as {@link #draw(Observation, int, UniformRandomProvider, Keeps)} draws them, then each
   * other seat's hand, a uniform draw without replacement from the unseen tiles the seats before it left,
   * drawn again until it keeps the seat's public facts and is kept by {@code prior} (after {@link
   * HandPrior#TRIES} refusals by the prior alone, the prior is no longer asked for that seat); then the
   * wall, the tiles left in a uniform order. When the seats drawn first leave a later seat no hand that
   * keeps its public facts within {@value #SEAT_FACT_TRIES} draws (two 108-tile ting players that need
   * the same last tiles), the draw starts again with the seats in another order, up to {@value
   * #SEAT_ORDER_RESTARTS} times.
   *
   * @throws IllegalArgumentException when no order of the seats gave every seat a hand that keeps its facts
   */
  public static HiddenTiles draw(Observation seen, int kinds, UniformRandomProvider rng, Keeps keeps, HandPrior prior) {
    Seat me = seen.me();
    List<Seat> others = new ArrayList<>(Seat.COUNT - 1);
    for (Seat seat : Seat.all()) {
      if (seat != me) {
        others.add(seat);
      }
    }
    for (int restart = 0; restart < SEAT_ORDER_RESTARTS; restart++) {
      int[] unseen = seen.unseen();
      List<List<Meld>> melds = hiddenKongs(seen, kinds, unseen, rng);
      int[] pool = pool(unseen, kinds);
      Hand[] hands = new Hand[Seat.COUNT];
      hands[me.index()] = ownHand(seen, kinds);
      int next = 0;
      for (int i = 0; i < others.size() && next >= 0; i++) {
        Seat seat = others.get((i + restart) % others.size());
        int size = seen.handSize(seat);
        Hand hand = drawHand(seat, size, pool, next, melds.get(seat.index()).isEmpty(), rng, keeps, prior);
        hands[seat.index()] = hand;
        next = hand == null ? -1 : next + size;
      }
      if (next >= 0) {
        return new HiddenTiles(kinds, hands, melds, wallOf(seen, wallTiles(pool, next, unlaidFlowers(seen, kinds), rng)), rng);
      }
    }
    throw new IllegalArgumentException("no hidden hands keep the public facts, a seat at a time, of " + seen);
  }

  /**
   * One seat's hand drawn from {@code pool[next..]} (a partial shuffle that leaves the hand at
   * {@code pool[next..next + size)}), kept by {@code keeps} and {@code prior}; null when no draw keeps the
   * public facts within {@value #SEAT_FACT_TRIES} tries.
   */
  private static Hand drawHand(Seat seat, int size, int[] pool, int next, boolean noMelds, UniformRandomProvider rng,
      Keeps keeps, HandPrior prior) {
    int refused = 0;
    for (int tries = 0; tries < SEAT_FACT_TRIES; tries++) {
      Hand hand = new Hand();
      for (int i = next; i < next + size; i++) {
        int j = i + rng.nextInt(pool.length - i);
        int x = pool[j];
        pool[j] = pool[i];
        pool[i] = x;
        hand.add(x);
      }
      if (!keeps.keeps(seat.index(), hand, noMelds)) {
        continue;
      }
      if (refused >= HandPrior.TRIES) {
        return hand;
      }
      double p = prior.accept(seat, hand);
      if (p >= 1 || rng.nextDouble() < p) {
        return hand;
      }
      refused++;
    }
    return null;
  }

  /**
   * Every seat's melds as the observer sees them, with each other seat's face-down kongs drawn (a kind of
   * which four are unseen, each such kind as likely) and taken from {@code unseen}.
   */
  private static List<List<Meld>> hiddenKongs(Observation seen, int kinds, int[] unseen, UniformRandomProvider rng) {
    List<List<Meld>> melds = new ArrayList<>(Seat.COUNT);
    for (Seat seat : Seat.all()) {
      List<Meld> own = new ArrayList<>(seen.melds(seat));
      if (seat != seen.me()) {
        for (int k = 0; k < seen.concealedKongs(seat); k++) {
          int t = HiddenHand.drawKongKind(unseen, kinds, rng);
          unseen[t] -= 4;
          own.add(new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), seat));
        }
      }
      melds.add(own);
    }
    return melds;
  }

  /** The unseen tiles, one entry per tile, kind by kind. */
  private static int[] pool(int[] unseen, int kinds) {
    int n = 0;
    for (int t = 0; t < kinds; t++) {
      n += unseen[t];
    }
    int[] pool = new int[n];
    for (int t = 0, i = 0; t < kinds; t++) {
      for (int k = 0; k < unseen[t]; k++) {
        pool[i++] = t;
      }
    }
    return pool;
  }

  /** The flowers not yet laid aside, which are in the wall: the set has wallSize - 4 * kinds of them. */
  private static List<Integer> unlaidFlowers(Observation seen, int kinds) {
    int flowerCount = ((GameStarted) seen.history().get(0)).wallSize() - 4 * kinds;
    boolean[] laid = new boolean[flowerCount];
    for (Event e : seen.history()) {
      if (e instanceof FlowerLaid f) {
        laid[f.flower().number() - 1] = true;
      }
    }
    List<Integer> unlaid = new ArrayList<>();
    for (int f = 0; f < flowerCount; f++) {
      if (!laid[f]) {
        unlaid.add(Tile.KINDS + f);
      }
    }
    return unlaid;
  }

  /** The observer's own concealed tiles. */
  private static Hand ownHand(Observation seen, int kinds) {
    Hand hand = new Hand();
    int[] own = seen.concealed();
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < own[t]; k++) {
        hand.add(t);
      }
    }
    return hand;
  }

  /** The wall: the tiles of {@code pool} after {@code next} and the flowers not yet laid aside, in one uniform order. */
  private static int[] wallTiles(int[] pool, int next, List<Integer> unlaid, UniformRandomProvider rng) {
    int[] wallTiles = Arrays.copyOf(Arrays.copyOfRange(pool, next, pool.length), pool.length - next + unlaid.size());
    for (int f = 0; f < unlaid.size(); f++) {
      wallTiles[pool.length - next + f] = unlaid.get(f);
    }
    shuffle(wallTiles, rng);
    return wallTiles;
  }

  /**
   * One of the tiles of {@code hand}, each tile (not each kind) as likely: which of a seat's tiles is the
   * one it just drew, when the observer did not see the draw.
   */
  public int pickTile(Hand hand) {
    int pick = rng.nextInt(hand.size());
    for (int t = 0; ; t++) {
      pick -= hand.count(t);
      if (pick < 0) {
        return t;
      }
    }
  }

  private static void shuffle(int[] tiles, UniformRandomProvider rng) {
    for (int i = tiles.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int x = tiles[i];
      tiles[i] = tiles[j];
      tiles[j] = x;
    }
  }

  private static Wall wallOf(Observation seen, int[] tiles) {
    if (!seen.perSeatBlocks()) {
      return Wall.sharedRemaining(tiles);
    }
    int[][] blocks = new int[Seat.COUNT][];
    int at = 0;
    for (Seat seat : Seat.all()) {
      int n = seen.wallRemaining(seat);
      blocks[seat.index()] = Arrays.copyOfRange(tiles, at, at + n);
      at += n;
    }
    if (at != tiles.length) {
      throw new IllegalStateException(tiles.length + " unseen tiles for blocks of " + at + " in " + seen);
    }
    return Wall.blocksRemaining(blocks);
  }
}
