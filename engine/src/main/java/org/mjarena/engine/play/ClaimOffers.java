package org.mjarena.engine.play;

import java.util.List;
import org.mjarena.engine.ClaimDecision;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.Seat;
import org.mjarena.engine.event.ClaimOffered;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.tile.Tile;

/**
 * What one game may offer on a discard, worked out cheaply: it owns the caches behind the claim flow of
 * {@link AbstractGame}, and no rule. Per seat, the tiles it might win on or claim, as masks kept until
 * its hand or melds change (one test per seat on each discard, and the first test of a self-drawn win);
 * and, shared by all games, the offers of a discard made most often (meld claims without a win), with
 * the event that tells them and the claim decision that asks their seat alone. The rules themselves
 * (what a seat may claim) stay in {@link AbstractGame#claimOptions}; a cache only ever answers what they
 * would.
 */
final class ClaimOffers {
  /** Slots of {@link #OFFERS} per tile, seat and discarder: pung (16), kong (8) and the chow mask (0-7). */
  private static final int OFFER_KINDS = 32;
  /**
   * The offers of a discard made most often, shared by all games as the frequent events are: for each
   * tile, seat, discarder and set of meld claims (pung, kong, chows) without a win, the options, the
   * event that tells them ({@link ClaimOffered#meldsOnly}) and the claim decision that asks that seat
   * alone. A 108-tile tsumogiri game makes about 21 offers, nearly all of them such. Filled as first
   * needed: threads that race make equal values, and any of them will do.
   */
  private static final Offer[] OFFERS = new Offer[Tile.KINDS * Seat.COUNT * Seat.COUNT * OFFER_KINDS];

  private final AbstractGame game;
  /**
   * Each seat's {@link AbstractGame#winCandidates} as last worked out, valid while bit s of {@link #known}
   * is set: a seat's hand and melds change only on its own turns and claims, but it is asked about three
   * discards and one draw in every round.
   */
  private final long[] winMasks = new long[Seat.COUNT];
  /**
   * Each seat's tiles that it might claim from its left player (a win, a pung or kong, a chow) and from
   * the others (no chow), kept with {@link #winMasks}.
   */
  private final long[] claimsFromLeft = new long[Seat.COUNT];
  private final long[] claimsFromOthers = new long[Seat.COUNT];
  private int known;
  /**
   * True from a draw until a hand or melds change otherwise: the masks of the seat that drew are then
   * still those of its hand before the draw, which the discard of the tile drawn gives back, as most
   * turns do. That discard then keeps them instead of working them out again.
   */
  private boolean beforeDraw;
  /** The shared offer {@link #shared} gave last, so that a discard with one seat asked finds it again without a lookup. */
  private Offer last;

  /** The caches of {@code game}, empty: a copied or sampled game works its masks out again. */
  ClaimOffers(AbstractGame game) {
    this.game = game;
  }

  /** A shared offer: the options, the claim decision asking their seat alone, and its event's pung, kong and chows. */
  record Offer(ClaimOptions options, ClaimDecision alone, boolean canPung, boolean canKong, int chowMask) {}

  /** Seat s's hand or melds changed: its masks are worked out again when next asked. */
  void forget(int s) {
    known &= ~(1 << s);
    beforeDraw = false;
  }

  /** The seat to move just drew: its masks are those of its hand before the draw. */
  void drew() {
    beforeDraw = true;
  }

  /** True while the hand of the seat that drew, less the tile drawn, is the hand its masks were worked out for. */
  boolean isBeforeDraw() {
    return beforeDraw;
  }

  /** Seat s discarded the tile it drew: its masks before the draw hold again. */
  void keep(int s) {
    known |= 1 << s;
  }

  /**
   * False when seat o surely has nothing to claim of tile t just discarded: t is not among its
   * {@link AbstractGame#winCandidates} and, where melds are allowed, it holds fewer than two of t and (the
   * next seat only) no two tiles that make a chow with t. One mask test in front of
   * {@link AbstractGame#claimOptions}, which most discards then never reach.
   */
  boolean mayClaim(int o, int t, boolean meldsAllowed, boolean next) {
    know(o);
    long claimable = !meldsAllowed ? winMasks[o] : next ? claimsFromLeft[o] : claimsFromOthers[o];
    return (claimable >>> t & 1) != 0;
  }

  /** Seat s's {@link AbstractGame#winCandidates}, worked out again only after its hand or melds changed. */
  long winMask(int s) {
    know(s);
    return winMasks[s];
  }

  /** Works out seat s's masks again when its hand or melds changed since. */
  private void know(int s) {
    if ((known >>> s & 1) == 0) {
      long win = game.winCandidates(s);
      Hand hand = game.hands[s];
      winMasks[s] = win;
      claimsFromOthers[s] = win | hand.pairMask();
      claimsFromLeft[s] = win | hand.pairMask() | hand.chowTiles();
      known |= 1 << s;
    }
  }

  /** The shared options of a meld claim without a win (see {@link #OFFERS}), kept as the last offer. */
  ClaimOptions shared(Seat seat, int t, Seat from, boolean canPung, boolean canKong, int chowMask) {
    int slot = slot(t, seat, from, canPung, canKong, chowMask);
    Offer o = OFFERS[slot];
    if (o == null) {
      ClaimOptions options = ClaimOffered.meldsOnly(seat, Tile.of(t), from, canPung, canKong, chowMask).options();
      o = new Offer(options, new ClaimDecision(Tile.of(t), from, false, List.of(options)), canPung, canKong, chowMask);
      OFFERS[slot] = o;
    }
    last = o;
    return o.options;
  }

  /**
   * The last shared offer when {@code alone}, the options of the one seat asked, are its options (the
   * same object), else null.
   */
  Offer sharedAlone(ClaimOptions alone) {
    return alone != null && last != null && last.options == alone ? last : null;
  }

  private static int slot(int t, Seat seat, Seat from, boolean canPung, boolean canKong, int chowMask) {
    return ((t * Seat.COUNT + seat.index()) * Seat.COUNT + from.index()) * OFFER_KINDS + (canPung ? 16 : 0)
        + (canKong ? 8 : 0) + chowMask;
  }

  /** The options that are not null, in order, as an immutable list; at least one is not null. */
  static List<ClaimOptions> asked(ClaimOptions a, ClaimOptions b, ClaimOptions c) {
    if (a == null) {
      return b == null ? List.of(c) : c == null ? List.of(b) : List.of(b, c);
    }
    if (b == null) {
      return c == null ? List.of(a) : List.of(a, c);
    }
    return c == null ? List.of(a, b) : List.of(a, b, c);
  }
}
