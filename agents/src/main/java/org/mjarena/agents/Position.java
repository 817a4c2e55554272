package org.mjarena.agents;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * What a rule-based agent reads from its observation for one decision: its concealed tiles by kind, its
 * melds, the copies of each kind it cannot see ({@link Observation#unseen()}: report 002's remaining-tile
 * table 剩余牌表, which its bot kept by hand from the Botzone requests), the copies that are public, and in
 * MCR the winds and the fan calculator its wins are scored with. The Fanfou players and the 8-fan player
 * of report 002 read their positions with it.
 *
 * <p>The concealed counts and the public copies may be changed to try a discard, a claim or a kong, and
 * must be put back. Mutable scratch space: one instance per agent, confined to its thread.
 */
public final class Position {
  /** Copies of each tile kind in the set. */
  private static final int COPIES = 4;

  private final int[] counts = new int[Tile.KINDS];
  private final int[] publicCopies = new int[Tile.KINDS];
  /** The concealed tiles as an engine hand, brought in step with {@link #counts} when asked for. */
  private final Hand hand = new Hand();
  private Observation seen;
  private boolean publicCounted;
  private int[] unseen = new int[Tile.KINDS];
  private Variant variant = Variant.SUITS_108;
  private Seat me = Seat.S0;
  private List<Meld> melds = List.of();
  private Wind seatWind = Wind.EAST;
  private Wind prevalentWind = Wind.EAST;
  private FanCalculator fans = FanCalculator.standard();

  /** Reads my part of {@code seen}. */
  public void load(Observation seen) {
    this.seen = seen;
    variant = seen.variant();
    me = seen.me();
    for (int t = 0; t < Tile.KINDS; t++) {
      counts[t] = seen.concealedCount(Tile.of(t));
    }
    unseen = seen.unseen();
    melds = seen.melds(me);
    publicCounted = false;
    seatWind = seen.seatWind();
    prevalentWind = seen.prevalentWind();
    // The calculator the rules score with by default: Botzone's 明暗杠 goes with its duplicate wall.
    fans = seen.perSeatBlocks() ? FanCalculator.botzone() : FanCalculator.standard();
  }

  /** The variant being played. */
  public Variant variant() {
    return variant;
  }

  /** The tile kinds in play: the 27 numbered ones, or all 34 in MCR. */
  public int kinds() {
    return variant.tileKinds();
  }

  /** The observing seat. */
  public Seat me() {
    return me;
  }

  /**
   * My concealed tiles by tile index, the drawn tile included: the array itself, which a caller may change
   * to try a discard, a claim or a kong, and must put back.
   */
  public int[] counts() {
    return counts;
  }

  /** Takes one tile t out of my concealed tiles. */
  public void take(int t) {
    counts[t]--;
  }

  /** Puts one tile t back. */
  public void put(int t) {
    counts[t]++;
  }

  /** My concealed tiles as they are now, as an engine hand, for its table-driven waits. Not to be changed. */
  public Hand hand() {
    for (int t = 0; t < Tile.KINDS; t++) {
      while (hand.count(t) < counts[t]) {
        hand.add(t);
      }
      while (hand.count(t) > counts[t]) {
        hand.remove(t);
      }
    }
    return hand;
  }

  /** My concealed tiles as a list, for the fan calculator. */
  public List<Tile> concealedTiles() {
    List<Tile> tiles = new ArrayList<>();
    for (int t = 0; t < Tile.KINDS; t++) {
      for (int k = 0; k < counts[t]; k++) {
        tiles.add(Tile.of(t));
      }
    }
    return tiles;
  }

  /** The tiles I hold, as a mask with bit t for tile index t. */
  public long heldMask() {
    return hand().heldMask();
  }

  /** The number of tile kinds I hold exactly {@code n} of. */
  public int kindsHeld(int n) {
    int k = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      k += counts[t] == n ? 1 : 0;
    }
    return k;
  }

  /** My declared melds, concealed kongs included. */
  public List<Meld> melds() {
    return melds;
  }

  /** True when one of my melds is a chow. */
  public boolean hasChow() {
    for (Meld m : melds) {
      if (m.kind() == MeldKind.CHOW) {
        return true;
      }
    }
    return false;
  }

  /** My melds and one more: the hand after a claim or a kong. */
  public List<Meld> meldsWith(Meld extra) {
    List<Meld> more = new ArrayList<>(melds.size() + 1);
    more.addAll(melds);
    more.add(extra);
    return more;
  }

  /** My melds with the pung of {@code tile} made an added kong. */
  public List<Meld> meldsWithAddedKong(int tile) {
    List<Meld> more = new ArrayList<>(melds);
    for (int i = 0; i < more.size(); i++) {
      Meld m = more.get(i);
      if (m.kind() == MeldKind.PUNG && m.tile().index() == tile) {
        more.set(i, m.withKind(MeldKind.ADDED_KONG));
        return more;
      }
    }
    throw new IllegalStateException("no pung of " + Tile.of(tile) + " to add to: " + melds);
  }

  /** Copies of each kind I cannot see: in the other hands, face-down kongs or the wall. Not to be changed. */
  public int[] unseen() {
    return unseen;
  }

  /** Copies of tile t I cannot see. */
  public int unseen(int t) {
    return unseen[t];
  }

  /** The unseen copies of the kinds of a mask: report 002's measure of a set of useful tiles. */
  public int unseenOf(long mask) {
    int n = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      n += unseen[Long.numberOfTrailingZeros(m)];
    }
    return n;
  }

  /**
   * Copies of tile t already shown outside my concealed tiles: in the rivers and every meld, mine
   * included. This is seed 004's HISTORY (Algorithm 1): the tiles already played.
   */
  public int shown(int t) {
    return COPIES - unseen[t] - counts[t];
  }

  /**
   * Copies of each kind in the rivers and exposed melds (for 和绝张), counted at the first ask after
   * {@link #load}. Changed to try a claim or a kong, whose tiles from the hand become public, and put back.
   */
  public int[] publicCopies() {
    if (!publicCounted) {
      Arrays.fill(publicCopies, 0);
      for (Seat s : Seat.all()) {
        for (Meld m : seen.melds(s)) {
          if (m.kind() != MeldKind.CONCEALED_KONG) {
            for (Tile t : m.tiles()) {
              publicCopies[t.index()]++;
            }
          }
        }
        for (RiverTile r : seen.river(s)) {
          if (!r.claimed()) {
            publicCopies[r.tile().index()]++;
          }
        }
      }
      publicCounted = true;
    }
    return publicCopies;
  }

  /** My seat wind 门风. */
  public Wind seatWind() {
    return seatWind;
  }

  /** The prevalent wind 圈风. */
  public Wind prevalentWind() {
    return prevalentWind;
  }

  /** The calculator MCR wins are scored with. */
  public FanCalculator fans() {
    return fans;
  }
}
