package org.mjarena.engine.mcr.distance;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.mjarena.engine.tile.Tile;

/**
 * The win distance of one hand in every winning form, with the effective tiles of each form.
 *
 * <p>The win distance (shanten, 上听数) is the number of tiles the hand still has to exchange before it
 * is ready: 0 means ready (听牌), and a complete hand of fourteen tiles scores -1 in the basic form
 * only. Effective tiles (有效牌) are the tile kinds one more copy of which lowers the distance by one;
 * for a ready hand they are its winning tiles in that form. They are bit masks: bit {@code t} stands
 * for the tile of index {@link Tile#index() t}.
 *
 * <p>A form a hand can no longer reach because of its declared melds {@linkplain #applies does not
 * apply}: its distance reads {@link #NOT_APPLICABLE} and it has no effective tiles.
 */
public final class WinDistance {
  /** The distance of a form that does not apply, as written in the MCR test vectors. */
  public static final int NOT_APPLICABLE = -1;

  private static final WinDistanceForm[] FORMS = WinDistanceForm.values();

  private final int melds;
  private final Set<WinDistanceForm> asked;
  private final int[] distances;
  private final long[] effective;

  /**
   * Built by the calculator only; it hands over arrays it no longer touches. {@code asked}: the forms
   * it was asked for (every form, unless a variant needs fewer).
   */
  WinDistance(int melds, Set<WinDistanceForm> asked, int[] distances, long[] effective) {
    this.melds = melds;
    this.asked = asked;
    this.distances = distances;
    this.effective = effective;
  }

  /**
   * Whether the hand can still be completed in this form (the special forms need few or no melds), and
   * the form was asked for ({@link WinDistanceCalculator#of}).
   */
  public boolean applies(WinDistanceForm form) {
    return form.allows(melds) && asked.contains(form);
  }

  /** The win distance in one form, or {@link #NOT_APPLICABLE}. */
  public int of(WinDistanceForm form) {
    return distances[form.ordinal()];
  }

  /** The win distance in the basic form (four sets and a pair), which every hand can reach. */
  public int basic() {
    return distances[WinDistanceForm.BASIC.ordinal()];
  }

  /**
   * The effective tiles of one form, 0 when it does not apply (and, when made by
   * {@link WinDistanceCalculator#lowest}, when its distance is above the lowest).
   */
  public long effective(WinDistanceForm form) {
    return effective[form.ordinal()];
  }

  /** The win distance of the hand: the smallest over the forms that apply. */
  public int min() {
    int min = basic();
    for (WinDistanceForm f : FORMS) {
      if (applies(f)) {
        min = Math.min(min, of(f));
      }
    }
    return min;
  }

  /** The tiles that lower {@link #min()}: the effective tiles of every form whose distance is the minimum. */
  public long effectiveMin() {
    int min = min();
    long mask = 0;
    for (WinDistanceForm f : FORMS) {
      if (applies(f) && of(f) == min) {
        mask |= effective(f);
      }
    }
    return mask;
  }

  /** The tiles of a mask in index order. */
  public static List<Tile> tiles(long mask) {
    List<Tile> tiles = new ArrayList<>(Long.bitCount(mask));
    for (long m = mask; m != 0; m &= m - 1) {
      tiles.add(Tile.of(Long.numberOfTrailingZeros(m)));
    }
    return tiles;
  }

  /** The distance of every form, e.g. {@code "BASIC=2 SEVEN_PAIRS=4 ..."}, forms that do not apply left out. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (WinDistanceForm f : FORMS) {
      if (applies(f)) {
        sb.append(sb.length() == 0 ? "" : " ").append(f).append('=').append(of(f));
      }
    }
    return sb.toString();
  }
}
