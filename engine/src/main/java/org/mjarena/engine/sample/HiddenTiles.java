package org.mjarena.engine.sample;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
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
    List<List<Meld>> melds = new ArrayList<>(Seat.COUNT);
    for (Seat seat : Seat.all()) {
      List<Meld> own = new ArrayList<>(seen.melds(seat));
      if (seat != me) {
        for (int k = 0; k < seen.concealedKongs(seat); k++) {
          int t = HiddenHand.drawKongKind(unseen, kinds, rng);
          unseen[t] -= 4;
          own.add(new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), seat));
        }
      }
      melds.add(own);
    }
    List<Integer> hidden = new ArrayList<>();
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < unseen[t]; k++) {
        hidden.add(t);
      }
    }
    // Flowers not yet laid aside are in the wall: the set has wallSize - 4 * kinds of them.
    int flowerCount = ((GameStarted) seen.history().get(0)).wallSize() - 4 * kinds;
    boolean[] laid = new boolean[flowerCount];
    for (Event e : seen.history()) {
      if (e instanceof FlowerLaid f) {
        laid[f.flower().number() - 1] = true;
      }
    }
    int[] pool = hidden.stream().mapToInt(Integer::intValue).toArray();
    List<Integer> unlaid = new ArrayList<>();
    for (int f = 0; f < flowerCount; f++) {
      if (!laid[f]) {
        unlaid.add(Tile.KINDS + f);
      }
    }
    for (int tries = 0; tries < MAX_TRIES; tries++) {
      shuffle(pool, rng);
      Hand[] hands = new Hand[Seat.COUNT];
      int next = 0;
      boolean kept = true;
      for (Seat seat : Seat.all()) {
        int s = seat.index();
        hands[s] = new Hand();
        if (seat == me) {
          int[] own = seen.concealed();
          for (int t = 0; t < kinds; t++) {
            for (int k = 0; k < own[t]; k++) {
              hands[s].add(t);
            }
          }
          continue;
        }
        for (int k = 0; k < seen.handSize(seat); k++) {
          hands[s].add(pool[next++]);
        }
        kept &= keeps.keeps(s, hands[s], melds.get(s).isEmpty());
      }
      if (kept) {
        // The wall: the tiles left and the flowers not yet laid aside, in one uniform order.
        int[] wallTiles = Arrays.copyOf(Arrays.copyOfRange(pool, next, pool.length), pool.length - next + unlaid.size());
        for (int f = 0; f < unlaid.size(); f++) {
          wallTiles[pool.length - next + f] = unlaid.get(f);
        }
        shuffle(wallTiles, rng);
        return new HiddenTiles(kinds, hands, melds, wallOf(seen, wallTiles), rng);
      }
    }
    throw new IllegalArgumentException("no hidden tiles keep the public facts of " + seen);
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
