package org.mjarena.arena.commentary;

import java.util.List;
import java.util.Optional;
import org.mjarena.engine.mcr.fan.FanCount;
import org.mjarena.engine.tile.Tile;

/**
 * A hand that has just become ready (听牌), as the {@link Narrator} says it: its waits, how many copies of
 * each the commentator cannot see, and in MCR what a win would score.
 *
 * @param discarded   the discard that left the hand ready
 * @param waits       the winning tiles, in tile order
 * @param unseen      the copies of each wait out of the commentator's sight, in the order of {@code waits}
 * @param unseenTotal every tile out of its sight: from the table view, exactly the wall's tiles
 * @param fans        in MCR, the fans a win would score; empty in the 108-tile variant, which has no minimum
 */
public record Ready(Tile discarded, List<Tile> waits, List<Integer> unseen, int unseenTotal, Optional<Fans> fans) {
  /** Copies the lists. */
  public Ready {
    waits = List.copyOf(waits);
    unseen = List.copyOf(unseen);
  }

  /**
   * What a win would score in MCR, flowers left out as the 8-fan minimum leaves them out.
   *
   * @param onDiscard the most any wait scores won on a discard
   * @param selfDrawn the most any wait scores self-drawn
   * @param best      the fans of the best win on a discard (self-drawn when that is what reaches 8)
   */
  public record Fans(int onDiscard, int selfDrawn, List<FanCount> best) {
    /** Copies the list. */
    public Fans {
      best = List.copyOf(best);
    }
  }

  /** The unseen copies of all the waits together. */
  public int unseenWaits() {
    return unseen.stream().mapToInt(Integer::intValue).sum();
  }

  /**
   * The chance that the next tile drawn is a winning tile: unseen copies of the waits over all unseen
   * tiles (the first factor of the thesis's formula 3.2). Claims on discards are not counted.
   */
  public double nextDrawChance() {
    return unseenTotal == 0 ? 0 : unseenWaits() / (double) unseenTotal;
  }
}
