package org.mjarena.arena.env;

import java.util.List;
import org.mjarena.engine.Observation;
import org.mjarena.engine.RiverTile;
import org.mjarena.engine.Seat;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.tile.Tile;

/**
 * A seat's observation as flat integer arrays, so that a caller in another language reads it in one
 * call instead of one call per field. Seats are relative to the observer: relative seat {@code r} is
 * the seat {@code r} places after it in turn order (0 itself, 1 the next to play, 2 opposite, 3 the one
 * before it).
 *
 * <p>The feature planes ({@link #planes}) are {@value #CHANNELS} channels of {@code K} tile kinds,
 * channel-major (value of kind {@code k} in channel {@code c} at {@code c * K + k}):
 *
 * <pre>
 * 0       my concealed tiles, counts (the drawn tile included)
 * 1       the tile I just drew (1 at its kind)
 * 2..5    the meld tiles of relative seat 0..3, counts (the others' face-down kongs are not seen)
 * 6..9    the river of relative seat 0..3, counts (claimed discards included)
 * 10      the copies I cannot see: in other hands, face-down kongs or the wall
 * 11      the tile offered to me to claim (1 at its kind)
 * </pre>
 *
 * <p>The view ({@link #view}) holds the rest, in this order: {@value #HEADER} header values (see the
 * {@code H_} constants), then for each relative seat its points, ting (0/1), flowers, concealed hand
 * size and number of concealed kongs ({@value #PER_SEAT} values), then for each relative seat the number
 * of its visible melds followed by four values per meld (kind as {@code MeldKind} ordinal, tile index,
 * claimed tile index or -1, relative seat claimed from or -1), then for each relative seat the length
 * of its river followed by three values per discard (tile index, tsumogiri 0/1, claimed 0/1).
 */
public final class ObservationCodes {
  /** The number of feature channels. */
  public static final int CHANNELS = 12;
  /** The header's length. */
  public static final int HEADER = 10;
  /** Header: my absolute seat index. */
  public static final int H_SEAT = 0;
  /** Header: the decision asked, {@link StepEnv#TURN}, {@link StepEnv#CLAIM} or {@link StepEnv#OPENING}; {@link StepEnv#OVER} (-1) when this seat is not asked. */
  public static final int H_DECISION = 1;
  /** Header: the tile offered to claim, or -1. */
  public static final int H_OFFERED = 2;
  /** Header: the relative seat offering it, or -1. */
  public static final int H_OFFERED_FROM = 3;
  /** Header: 1 when the offered tile is being added to a kong (only a win may rob it). */
  public static final int H_ROBBING = 4;
  /** Header: the tile I just drew, or -1. */
  public static final int H_DRAWN = 5;
  /** Header: the tiles left to draw. */
  public static final int H_WALL = 6;
  /** Header: the prevalent wind's index (0 east). */
  public static final int H_PREVALENT_WIND = 7;
  /** Header: my seat wind's index. */
  public static final int H_SEAT_WIND = 8;
  /** Header: the dealer's relative seat. */
  public static final int H_DEALER = 9;
  /** Values per seat after the header. */
  public static final int PER_SEAT = 5;
  /** The most melds a seat shows: four sets, the fifth group of a hand being its pair. */
  private static final int MAX_MELDS = 4;

  private ObservationCodes() {}

  /**
   * The feature planes of {@code seen} for a game of {@code kinds} tile kinds.
   *
   * @param offered the tile offered to claim, or null
   */
  public static int[] planes(Observation seen, Tile offered, int kinds) {
    int[] p = new int[CHANNELS * kinds];
    Seat me = seen.me();
    int[] concealed = seen.concealed();
    System.arraycopy(concealed, 0, p, 0, kinds);
    seen.drawn().ifPresent(t -> p[kinds + t.index()] = 1);
    for (int r = 0; r < Seat.COUNT; r++) {
      Seat s = relative(me, r);
      for (Meld m : seen.melds(s)) {
        for (Tile t : m.tiles()) {
          p[(2 + r) * kinds + t.index()]++;
        }
      }
      for (RiverTile t : seen.river(s)) {
        p[(6 + r) * kinds + t.tile().index()]++;
      }
    }
    int[] unseen = seen.unseen();
    System.arraycopy(unseen, 0, p, 10 * kinds, kinds);
    if (offered != null) {
      p[11 * kinds + offered.index()] = 1;
    }
    return p;
  }

  /**
   * The view of {@code seen} as laid out above.
   *
   * @param decision    the decision asked
   * @param offered     the tile offered to claim, or null
   * @param offeredFrom who offers it, or null
   * @param robbing     whether it is being added to a kong
   */
  public static int[] view(Observation seen, int decision, Tile offered, Seat offeredFrom, boolean robbing) {
    Seat me = seen.me();
    int[] v = new int[HEADER + Seat.COUNT * PER_SEAT + size(seen)];
    v[H_SEAT] = me.index();
    v[H_DECISION] = decision;
    v[H_OFFERED] = offered == null ? -1 : offered.index();
    v[H_OFFERED_FROM] = offeredFrom == null ? -1 : relativeIndex(me, offeredFrom);
    v[H_ROBBING] = robbing ? 1 : 0;
    v[H_DRAWN] = seen.drawn().map(Tile::index).orElse(-1);
    v[H_WALL] = seen.wallRemaining();
    v[H_PREVALENT_WIND] = seen.prevalentWind().index();
    v[H_SEAT_WIND] = seen.seatWind().index();
    v[H_DEALER] = relativeIndex(me, seen.dealer());
    int i = HEADER;
    for (int r = 0; r < Seat.COUNT; r++) {
      Seat s = relative(me, r);
      v[i++] = seen.points(s);
      v[i++] = seen.isTing(s) ? 1 : 0;
      v[i++] = seen.flowers(s);
      v[i++] = seen.handSize(s);
      v[i++] = seen.concealedKongs(s);
    }
    for (int r = 0; r < Seat.COUNT; r++) {
      List<Meld> melds = seen.melds(relative(me, r));
      v[i++] = melds.size();
      for (Meld m : melds) {
        v[i++] = m.kind().ordinal();
        v[i++] = m.tile().index();
        v[i++] = m.claimed() == null ? -1 : m.claimed().index();
        v[i++] = m.from() == null ? -1 : relativeIndex(me, m.from());
      }
    }
    for (int r = 0; r < Seat.COUNT; r++) {
      List<RiverTile> river = seen.river(relative(me, r));
      v[i++] = river.size();
      for (RiverTile t : river) {
        v[i++] = t.tile().index();
        v[i++] = t.tsumogiri() ? 1 : 0;
        v[i++] = t.claimed() ? 1 : 0;
      }
    }
    return v;
  }

  /**
   * The longest view of a game of {@code variant}: every seat with its most melds, and every tile of
   * the game in a river.
   */
  public static int maxViewLength(Variant variant) {
    return HEADER + Seat.COUNT * PER_SEAT + Seat.COUNT * (1 + 4 * MAX_MELDS) + Seat.COUNT + 3 * variant.tileCount();
  }

  /** The space the melds and rivers take in the view. */
  private static int size(Observation seen) {
    int n = 2 * Seat.COUNT;
    for (Seat s : Seat.all()) {
      n += 4 * seen.melds(s).size() + 3 * seen.river(s).size();
    }
    return n;
  }

  private static Seat relative(Seat me, int r) {
    return Seat.of((me.index() + r) % Seat.COUNT);
  }

  private static int relativeIndex(Seat me, Seat other) {
    return Math.floorMod(other.index() - me.index(), Seat.COUNT);
  }
}
