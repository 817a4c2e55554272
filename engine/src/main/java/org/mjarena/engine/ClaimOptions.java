package org.mjarena.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.tile.Tile;

/**
 * What one player may answer to a discard or to a tile being added to a kong.
 *
 * @param seat      the player asked
 * @param tile      the tile offered
 * @param from      the discarder, or the player adding to its kong
 * @param robbing   true when the tile is being added to a kong (only a win may be claimed)
 * @param canWin    whether winning on the tile is legal
 * @param mustWin   whether the win is mandatory (a ting player's automatic win): Pass is then illegal
 * @param canPung   whether a pung is legal
 * @param canKong   whether an exposed kong is legal
 * @param chowMask  bit {@code i} set when the chow whose lowest tile is {@code tile - 2 + i} is legal
 */
public record ClaimOptions(Seat seat, Tile tile, Seat from, boolean robbing, boolean canWin, boolean mustWin,
    boolean canPung, boolean canKong, int chowMask) {

  /** Every legal answer: Pass first (unless the win is mandatory), then chows, pung, kong, win. */
  public List<Claim> legal() {
    List<Claim> list = new ArrayList<>(6);
    if (!mustWin) {
      list.add(Pass.INSTANCE);
    }
    for (int i = 0; i < 3; i++) {
      if ((chowMask >>> i & 1) != 0) {
        list.add(new Chow(Tile.of(tile.index() - 2 + i)));
      }
    }
    if (canPung) {
      list.add(Pung.INSTANCE);
    }
    if (canKong) {
      list.add(ExposedKong.INSTANCE);
    }
    if (canWin) {
      list.add(ClaimWin.INSTANCE);
    }
    return Collections.unmodifiableList(list);
  }

  /** True when {@code claim} is one of the legal answers. */
  public boolean isLegal(Claim claim) {
    return switch (claim.kind()) {
      case PASS -> !mustWin;
      case CLAIM_WIN -> canWin;
      case PUNG -> canPung;
      case EXPOSED_KONG -> canKong;
      case CHOW -> {
        int i = ((Chow) claim).lowest().index() - tile.index() + 2;
        yield i >= 0 && i < 3 && (chowMask >>> i & 1) != 0;
      }
      default -> false;
    };
  }

  /** The answer for a player that cannot answer, under the default-action policy: Pass, or the mandatory win. */
  public Claim defaultAction() {
    return mustWin ? ClaimWin.INSTANCE : Pass.INSTANCE;
  }
}
