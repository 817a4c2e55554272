package org.mjarena.agents.eightfan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * What the agent reads from its observation for one decision: its concealed tiles, its melds, the copies
 * of each kind it cannot see (report 002's remaining-tile table, 剩余牌表, which it keeps by hand from the
 * Botzone requests and the engine folds into {@link Observation#unseen()}), the copies that are public
 * (for 和绝张), and in MCR the winds and the fan calculator its wins are scored with.
 *
 * <p>The concealed and public counts may be changed to try a discard, a claim or a kong, and must be put
 * back.
 * Mutable scratch space: one instance per agent.
 */
final class Position {
  /** My concealed tiles by tile index (the drawn tile included). */
  final int[] counts = new int[Tile.KINDS];
  private final int[] publicCopies = new int[Tile.KINDS];
  private int[] unseen = new int[Tile.KINDS];
  private Variant variant = Variant.SUITS_108;
  private Seat me = Seat.S0;
  private List<Meld> melds = List.of();
  private Wind seatWind = Wind.EAST;
  private Wind prevalentWind = Wind.EAST;
  private FanCalculator fans = FanCalculator.standard();

  /** Reads my part of {@code seen}. */
  void load(Observation seen) {
    variant = seen.variant();
    me = seen.me();
    for (int t = 0; t < Tile.KINDS; t++) {
      counts[t] = seen.concealedCount(Tile.of(t));
    }
    unseen = seen.unseen();
    melds = seen.melds(me);
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
    seatWind = seen.seatWind();
    prevalentWind = seen.prevalentWind();
    // The calculator the rules score with by default: Botzone's 明暗杠 goes with its duplicate wall.
    fans = seen.perSeatBlocks() ? FanCalculator.botzone() : FanCalculator.standard();
  }

  /** The variant being played. */
  Variant variant() {
    return variant;
  }

  /** The tile kinds in play: the 27 numbered ones, or all 34 in MCR. */
  int kinds() {
    return variant.tileKinds();
  }

  /** The observing seat. */
  Seat me() {
    return me;
  }

  /** My declared melds, concealed kongs included. */
  List<Meld> melds() {
    return melds;
  }

  /** My melds and one more: the hand after a claim or a kong. */
  List<Meld> meldsWith(Meld extra) {
    List<Meld> more = new ArrayList<>(melds.size() + 1);
    more.addAll(melds);
    more.add(extra);
    return more;
  }

  /** My melds with the pung of {@code tile} made an added kong. */
  List<Meld> meldsWithAddedKong(int tile) {
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
  int[] unseen() {
    return unseen;
  }

  /**
   * Copies of each kind in the rivers and exposed melds (for 和绝张). Changed to try a claim or a kong,
   * whose tiles from the hand become public, and put back.
   */
  int[] publicCopies() {
    return publicCopies;
  }

  /** The tiles I hold, as a mask with bit t for tile index t. */
  long heldMask() {
    long mask = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      if (counts[t] > 0) {
        mask |= 1L << t;
      }
    }
    return mask;
  }

  /** The unseen copies of the kinds of a mask: report 002's measure of a set of useful tiles. */
  int unseenOf(long mask) {
    int n = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      n += unseen[Long.numberOfTrailingZeros(m)];
    }
    return n;
  }

  /** My seat wind 门风. */
  Wind seatWind() {
    return seatWind;
  }

  /** The prevalent wind 圈风. */
  Wind prevalentWind() {
    return prevalentWind;
  }

  /** The calculator MCR wins are scored with. */
  FanCalculator fans() {
    return fans;
  }
}
