package org.mjarena.agents.fanfou;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;
import org.mjarena.engine.Wind;
import org.mjarena.engine.hand.Hand;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.fan.FanCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * What a Fanfou player reads from its observation for one decision: its concealed tiles (as counts and
 * as an engine {@link Hand}, kept in step), its melds, the copies of each tile it cannot see, and in
 * MCR the winds and the fan calculator its wins are scored with. The arrays are reused from decision
 * to decision; the concealed tiles may be changed to try a discard or a claim and must be put back.
 *
 * <p>Mutable scratch space: one instance per agent, confined to its thread.
 */
final class Position {
  /** Copies of each tile kind in the set. */
  static final int COPIES = 4;

  /** My concealed tiles by tile index. */
  final int[] counts = new int[Tile.KINDS];
  /** The same tiles as an engine hand, for its table-driven waits. */
  final Hand hand = new Hand();
  private int[] unseen = new int[Tile.KINDS];
  private Variant variant = Variant.SUITS_108;
  private List<Meld> melds = List.of();
  private Wind seatWind = Wind.EAST;
  private Wind prevalentWind = Wind.EAST;
  private FanCalculator fans = FanCalculator.standard();

  /** Reads my part of {@code seen}. */
  void load(Observation seen) {
    variant = seen.variant();
    int kinds = kinds();
    for (int t = 0; t < kinds; t++) {
      int c = seen.concealedCount(Tile.of(t));
      while (hand.count(t) < c) {
        hand.add(t);
      }
      while (hand.count(t) > c) {
        hand.remove(t);
      }
      counts[t] = c;
    }
    unseen = seen.unseen();
    melds = seen.melds(seen.me());
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

  /** My declared melds, concealed kongs included. */
  List<Meld> melds() {
    return melds;
  }

  /** True when one of my melds is a chow. */
  boolean hasChow() {
    for (Meld m : melds) {
      if (m.kind() == MeldKind.CHOW) {
        return true;
      }
    }
    return false;
  }

  /** My melds and one more: the hand after a claim. */
  List<Meld> meldsWith(Meld extra) {
    List<Meld> more = new ArrayList<>(melds.size() + 1);
    more.addAll(melds);
    more.add(extra);
    return more;
  }

  /** Copies of tile t I cannot see: in the other hands, face-down kongs or the wall. */
  int unseen(int t) {
    return unseen[t];
  }

  /**
   * Copies of tile t already shown outside my concealed tiles: in the rivers and every meld, mine
   * included. This is the paper's HISTORY (Algorithm 1): the tiles already played.
   */
  int shown(int t) {
    return COPIES - unseen[t] - counts[t];
  }

  /** The number of tile kinds I hold exactly {@code n} of. */
  int kindsHeld(int n) {
    int k = 0;
    for (int t = 0; t < Tile.KINDS; t++) {
      k += counts[t] == n ? 1 : 0;
    }
    return k;
  }

  /** The tiles I hold, as a mask with bit t for tile index t. */
  long heldMask() {
    return hand.heldMask();
  }

  /** Takes one tile t out of my concealed tiles. */
  void take(int t) {
    counts[t]--;
    hand.remove(t);
  }

  /** Puts one tile t back. */
  void put(int t) {
    counts[t]++;
    hand.add(t);
  }

  /** My concealed tiles as a list, for the fan calculator. */
  List<Tile> concealedTiles() {
    List<Tile> tiles = new ArrayList<>(hand.size());
    for (int t = 0; t < Tile.KINDS; t++) {
      for (int k = 0; k < counts[t]; k++) {
        tiles.add(Tile.of(t));
      }
    }
    return tiles;
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
