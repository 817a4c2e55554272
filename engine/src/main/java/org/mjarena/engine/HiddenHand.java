package org.mjarena.engine;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;

/**
 * The concealed tiles of one other seat, drawn again and again as {@link Rules#sampleConsistent} draws
 * them, without making a game: the lean form of that sampling for an agent that wants only one
 * opponent's hand, thousands of times in one decision (a Monte Carlo guess at what a ready opponent
 * waits on). {@link Rules#hiddenHand} makes one.
 *
 * <p>Each {@link #draw} first draws the face-down kongs of every other seat than the observer's, in seat
 * order, each a kind of which four are unseen ({@link #drawKongKind}), and then the seat's concealed
 * tiles, a uniform sample without replacement of the unseen tiles left: the same law as the hand
 * {@code sampleConsistent} deals that seat from its one uniform shuffle, before it checks the public
 * facts. {@link #draw} answers whether the hand keeps the seat's own public facts (a 108-tile ting
 * player's hand must be ready); {@code sampleConsistent} draws again until every seat's hand keeps
 * them. So the hands {@link #draw} accepts follow exactly the law of the seat's hand in a consistent
 * sample whenever no other seat's hand is constrained (one ting player); with several ting players
 * {@code sampleConsistent} also requires the others to be ready at once, which this class does not
 * (their hands are not drawn), a slight difference of law that keeps a draw cheap.
 *
 * <p>Mutable: the hand and melds of the last draw; one instance per decision, confined to its thread.
 * A draw allocates nothing unless some other seat has a face-down kong.
 */
public final class HiddenHand {
  private static final int COPIES = 4;

  /** Whether a drawn hand keeps the seat's public facts. */
  @FunctionalInterface
  public interface Keeps {
    /** True when the seat may hold {@code hand}; {@code noMelds} when it has no meld, face-down kongs included. */
    boolean keeps(Hand hand, boolean noMelds);
  }

  private final Observation seen;
  private final Seat seat;
  private final int kinds;
  private final Keeps keeps;
  private final int size;
  /** The observer's unseen counts, before any face-down kong is drawn. */
  private final int[] unseen;
  /** The unseen tiles as a pool to draw from, face-down kongs of others taken out when there are any. */
  private int[] pool;
  private int poolSize;
  /** True when some other seat has a face-down kong, so each draw redraws the kongs and the pool. */
  private final boolean kongs;
  private final int[] scratch;
  private final int[] drawn;
  private boolean filled;
  private final Hand hand = new Hand();
  private final List<Meld> seenMelds;
  private List<Meld> melds;

  /**
   * A sampler of {@code seat}'s concealed tiles as {@code seen}'s seat cannot see them.
   *
   * @param kinds the tile kinds in play (27 or 34)
   * @param keeps the seat's public facts, as the variant's {@code sampleConsistent} checks them
   * @throws IllegalArgumentException when {@code seat} is the observer's own
   */
  public HiddenHand(Observation seen, Seat seat, int kinds, Keeps keeps) {
    if (seat == seen.me()) {
      throw new IllegalArgumentException("seat " + seat + " sees its own tiles");
    }
    this.seen = seen;
    this.seat = seat;
    this.kinds = kinds;
    this.keeps = keeps;
    this.size = seen.handSize(seat);
    this.unseen = seen.unseen();
    this.seenMelds = seen.melds(seat);
    this.melds = seenMelds;
    boolean any = false;
    for (Seat s : Seat.all()) {
      any |= s != seen.me() && seen.concealedKongs(s) > 0;
    }
    this.kongs = any;
    this.scratch = new int[Tile.KINDS];
    this.drawn = new int[size];
    int total = 0;
    for (int t = 0; t < kinds; t++) {
      total += unseen[t];
    }
    this.pool = new int[total];
    if (!kongs) {
      fillPool(unseen);
    }
  }

  /** The seat whose tiles are drawn. */
  public Seat seat() {
    return seat;
  }

  /**
   * Draws the seat's concealed tiles (and the others' face-down kongs) afresh.
   *
   * @return whether the hand keeps the seat's public facts, as {@code sampleConsistent} requires
   */
  public boolean draw(UniformRandomProvider rng) {
    for (int i = 0; filled && i < size; i++) {
      hand.remove(drawn[i]);
    }
    filled = true;
    if (kongs) {
      drawKongs(rng);
    }
    // The first tiles of a partial Fisher-Yates shuffle: a uniform sample without replacement. The pool
    // stays a permutation of the unseen tiles, so the next draw may start from it as it is.
    for (int i = 0; i < size; i++) {
      int j = i + rng.nextInt(poolSize - i);
      int x = pool[j];
      pool[j] = pool[i];
      pool[i] = x;
      drawn[i] = x;
      hand.add(x);
    }
    return keeps.keeps(hand, melds.isEmpty());
  }

  /** The concealed tiles of the last draw. Valid until the next draw; do not change it. */
  public Hand hand() {
    return hand;
  }

  /** The seat's melds in the last draw: those seen, and its face-down kongs as drawn. */
  public List<Meld> melds() {
    return melds;
  }

  private void drawKongs(UniformRandomProvider rng) {
    System.arraycopy(unseen, 0, scratch, 0, Tile.KINDS);
    List<Meld> own = seenMelds;
    for (Seat s : Seat.all()) {
      if (s == seen.me()) {
        continue;
      }
      for (int k = 0; k < seen.concealedKongs(s); k++) {
        int t = drawKongKind(scratch, kinds, rng);
        scratch[t] -= COPIES;
        if (s == seat) {
          if (own == seenMelds) {
            own = new ArrayList<>(seenMelds);
          }
          own.add(new Meld(MeldKind.CONCEALED_KONG, Tile.of(t), Tile.of(t), s));
        }
      }
    }
    melds = own;
    fillPool(scratch);
  }

  private void fillPool(int[] counts) {
    int n = 0;
    for (int t = 0; t < kinds; t++) {
      for (int k = 0; k < counts[t]; k++) {
        pool[n++] = t;
      }
    }
    poolSize = n;
  }

  /**
   * The kind of one face-down kong, as {@code sampleConsistent} draws it: each kind of which all four
   * copies are {@code unseen} equally likely.
   *
   * @throws IllegalArgumentException when no kind has four unseen (an inconsistent observation)
   */
  public static int drawKongKind(int[] unseen, int kinds, UniformRandomProvider rng) {
    int candidates = 0;
    for (int t = 0; t < kinds; t++) {
      candidates += unseen[t] == COPIES ? 1 : 0;
    }
    if (candidates == 0) {
      throw new IllegalArgumentException("a face-down kong with no kind of which four are unseen");
    }
    int pick = rng.nextInt(candidates);
    for (int t = 0; ; t++) {
      if (unseen[t] == COPIES && pick-- == 0) {
        return t;
      }
    }
  }
}
