package org.mjarena.engine.hand;

import java.util.ArrayList;
import java.util.List;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * A declared set, public to every player.
 *
 * @param kind    chow, pung or one of the kongs
 * @param tile    the lowest tile of a chow, the tile of a pung or kong
 * @param claimed the tile taken from another player (for an added kong, the one taken for its pung;
 *                for a concealed kong, the kong's tile)
 * @param from    the player who provided the claimed tile; for a concealed kong, the owner itself
 */
public record Meld(MeldKind kind, Tile tile, Tile claimed, Seat from) {
  /** The most melds a hand has: four sets, with the pair, make a winning hand. */
  public static final int MAX_PER_HAND = 4;

  /**
   * True when {@code tiles}, in any order, are the tiles of a meld of {@code kind}: a chow is three
   * consecutive numbered tiles of one suit, a pung three identical tiles, a kong four.
   */
  public static boolean forms(MeldKind kind, List<Tile> tiles) {
    if (tiles.size() != kind.size()) {
      return false;
    }
    if (kind == MeldKind.CHOW) {
      List<Tile> run = tiles.stream().sorted().toList();
      Tile low = run.get(0);
      return low.isNumbered() && run.get(2).suit() == low.suit() && run.get(1).index() == low.index() + 1
          && run.get(2).index() == low.index() + 2;
    }
    return tiles.stream().allMatch(t -> t == tiles.get(0));
  }

  /** The tiles of the meld, ascending. */
  public List<Tile> tiles() {
    List<Tile> tiles = new ArrayList<>(4);
    for (int i = 0; i < kind.size(); i++) {
      tiles.add(kind == MeldKind.CHOW ? Tile.of(tile.index() + i) : tile);
    }
    return tiles;
  }

  /** True for a pung or any kong: the sets that count toward all pungs. */
  public boolean isPungOrKong() {
    return kind != MeldKind.CHOW;
  }

  /** This meld with its kind changed, as when a pung becomes an added kong. */
  public Meld withKind(MeldKind newKind) {
    return new Meld(newKind, tile, claimed, from);
  }

  @Override
  public String toString() {
    return kind + " " + tile.code() + (kind == MeldKind.CONCEALED_KONG ? "" : " (" + claimed.code() + " from " + from + ")");
  }
}
