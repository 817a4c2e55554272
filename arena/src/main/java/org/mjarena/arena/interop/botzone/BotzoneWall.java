package org.mjarena.arena.interop.botzone;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mjarena.arena.interop.botzone.BotzoneLine.Kind;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * The 136-tile duplicate wall ({@code initdata.walltiles}) a match was dealt from, rebuilt from its log.
 *
 * <p>Botzone's duplicate judge cuts the wall into four blocks of 34; seat i owns block i (positions
 * 34i..34i+33) and takes every tile it receives, deal and kong replacements included, from the end of its
 * block, so the k-th tile seat i receives lies at 34i+33-k ({@code shared/rules/mcr-botzone.md} section
 * 3.1). The log names every tile a seat receives: its 13 {@code Deal} tiles, then each {@code Draw} line.
 * Those go first in each block; the tiles nobody received fill the rest of the blocks, in tile order
 * from seat 0's block on. The fillers are never drawn in a faithful replay, and since each block holds
 * 34 tiles as on Botzone, a block runs empty (an exhaustive draw, the last-tile fans, the kong limit) at
 * the same moment as it did there.
 */
final class BotzoneWall {
  /** Tiles in each seat's block (mcr-botzone.md section 3.1). */
  static final int BLOCK = 34;
  /** Copies of each tile kind in the set. */
  static final int COPIES = 4;

  private BotzoneWall() {}

  /**
   * The wall of {@code match}, as {@code initdata.walltiles} lists it.
   *
   * @throws Unreplayable when a seat receives more tiles than its block holds or a flower, or the log names a
   *                      kind more often than the set has it
   */
  static List<Tile> of(BotzoneMatch match) throws Unreplayable {
    List<List<Tile>> received = new ArrayList<>();
    for (Seat seat : Seat.all()) {
      received.add(new ArrayList<>(match.deal(seat)));
    }
    int[] used = new int[Tile.KINDS];
    for (Seat seat : Seat.all()) {
      for (Tile t : match.deal(seat)) {
        if (t.isFlower()) {
          throw new Unreplayable("the deal of seat " + seat.index() + " holds the flower " + t.code()
              + ", which the duplicate wall of 136 tiles does not have");
        }
        if (++used[t.index()] > COPIES) {
          throw new Unreplayable("the deals hold " + used[t.index()] + " copies of " + t.code()
              + ", the set has " + COPIES);
        }
      }
    }
    for (BotzoneLine line : match.lines()) {
      if (line.kind() != Kind.DRAW) {
        continue;
      }
      if (line.tile().isFlower()) {
        throw new Unreplayable("line " + line.lineNumber() + ": seat " + line.seat().index() + " draws the flower "
            + line.tile().code() + ", which the duplicate wall of 136 tiles does not have");
      }
      List<Tile> own = received.get(line.seat().index());
      own.add(line.tile());
      if (own.size() > BLOCK) {
        throw new Unreplayable("line " + line.lineNumber() + ": with this draw seat " + line.seat().index()
            + " has received " + own.size() + " tiles (" + BotzoneMatch.TILES_PER_DEAL + " dealt, "
            + (own.size() - BotzoneMatch.TILES_PER_DEAL) + " drawn), more than its block of " + BLOCK + " holds");
      }
      if (++used[line.tile().index()] > COPIES) {
        throw new Unreplayable("line " + line.lineNumber() + ": " + line.tile().code() + " is dealt or drawn "
            + used[line.tile().index()] + " times, the set has " + COPIES);
      }
    }
    Tile[] wall = new Tile[Seat.COUNT * BLOCK];
    int[] left = new int[Tile.KINDS];
    Arrays.setAll(left, k -> COPIES - used[k]);
    int filler = 0;
    for (Seat seat : Seat.all()) {
      List<Tile> own = received.get(seat.index());
      int end = seat.index() * BLOCK + BLOCK - 1;
      for (int k = 0; k < BLOCK; k++) {
        if (k < own.size()) {
          wall[end - k] = own.get(k);
        } else {
          while (left[filler] == 0) {
            filler++;
          }
          left[filler]--;
          wall[end - k] = Tile.of(filler);
        }
      }
    }
    return List.of(wall);
  }
}
