package org.mjarena.agents.eightfan;

import java.util.List;
import org.mjarena.agents.Position;
import org.mjarena.engine.Observation;
import org.mjarena.engine.Variant;
import org.mjarena.engine.hand.Meld;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.mcr.distance.WinDistanceCalculator;
import org.mjarena.engine.tile.Tile;

/**
 * The 8-fan win distance of {@code shanten-8fan} (MCR: the basic-form distance counting only completions
 * of at least 8 fan, {@link FanTargets}) as a quantity for other agents, around a claim: the distance of
 * the hand as it is, and the lowest one after a chow, pung or exposed kong (and, after a chow or pung, the
 * best discard), measured as {@code shanten-8fan} measures them before it claims. The perceptron's call
 * model reads it as a feature.
 *
 * <p>Only MCR has the minimum; in the 108-tile variant the distance would be the plain one, so this class
 * is for MCR positions. Mutable scratch space: one instance per agent.
 */
public final class EightFanDistance {
  private final Position position = new Position();
  private final Distances distances = new Distances(true);

  /** Reads the position of {@code seen} (an MCR observation). */
  public void load(Observation seen) {
    if (seen.variant() != Variant.MCR) {
      throw new IllegalArgumentException("the 8-fan distance is MCR's, not " + seen.variant().id() + "'s");
    }
    position.load(seen);
    distances.begin(position);
  }

  /** The distance of the loaded hand as it is, waiting for a tile (13 - 3 x melds tiles). */
  public int waiting() {
    return distances.waiting(position.counts(), position.melds());
  }

  /**
   * The distance after claiming the offered tile {@code claimed} with a meld of {@code kind} (chow, pung
   * or exposed kong) whose lowest tile is {@code tile}, and after a chow or pung its best discard; or
   * {@code now} when it is not below {@code now} (the distance of the hand as it is). The claimed tile is
   * taken from another player's discard; the hand's tiles it joins are taken from the loaded hand.
   */
  public int afterClaim(MeldKind kind, int tile, int claimed, int now) {
    int[] counts = position.counts();
    int[] shown = position.publicCopies();
    int size = kind.size();
    for (int i = 0; i < size; i++) {
      int x = kind == MeldKind.CHOW ? tile + i : tile;
      if (kind == MeldKind.CHOW && x == claimed || kind != MeldKind.CHOW && i == 0) {
        continue;
      }
      counts[x]--;
      shown[x]++;
    }
    try {
      List<Meld> melds = position.meldsWith(new Meld(kind, Tile.of(tile), Tile.of(claimed), position.me()));
      if (WinDistanceCalculator.basic(counts, melds.size()) >= now) {
        return now;
      }
      int level = kind == MeldKind.EXPOSED_KONG ? distances.targets().distance(counts, melds, -1, now - 1)
          : distances.level(counts, melds, position.heldMask(), now - 1);
      return Math.min(level, now);
    } finally {
      for (int i = 0; i < size; i++) {
        int x = kind == MeldKind.CHOW ? tile + i : tile;
        if (kind == MeldKind.CHOW && x == claimed || kind != MeldKind.CHOW && i == 0) {
          continue;
        }
        counts[x]++;
        shown[x]--;
      }
    }
  }
}
