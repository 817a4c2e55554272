package org.mjarena.arena.interop.botzone;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mjarena.engine.Seat;
import org.mjarena.engine.tile.Tile;

/**
 * One event line of a Botzone match log: {@code Player <seat> <Kind> <tile>}, followed by the
 * claims that lost to it, each written {@code Ignore Player <seat> <Chi|Peng|Gang|Hu> <tile>}.
 *
 * <p>The tile means what the log means by it: the tile drawn or discarded; for {@link Kind#CHI} the
 * MIDDLE tile of the chow (the discard taken is the previous {@code Play} line's tile, and the
 * claimer's own discard follows on its next {@code Play} line); for pungs and kongs the tile melded;
 * for {@link Kind#HU} the winning tile, whether self-drawn, discarded or robbed from an added kong.
 * An ignored chow names its middle tile too ({@code Player 2 Play W9}, then
 * {@code Player 0 Peng W9 Ignore Player 3 Chi W8}: seat 3 wanted W7 W8 W9).
 *
 * @param seat       the seat acting
 * @param kind       the action
 * @param tile       the tile named
 * @param ignored    the claims that lost to this one, in the order written; empty for most lines
 * @param lineNumber the line number (from 1) in the file read
 */
public record BotzoneLine(Seat seat, Kind kind, Tile tile, List<IgnoredClaim> ignored, int lineNumber) {

  /** Copies the ignored claims, so a line is a value. */
  public BotzoneLine {
    if (seat == null || kind == null || tile == null) {
      throw new NullPointerException("seat, kind and tile are required: " + seat + " " + kind + " " + tile);
    }
    ignored = List.copyOf(ignored);
  }

  /** The line as the log writes it, e.g. {@code Player 0 Peng W9 Ignore Player 3 Chi W8}: for messages. */
  public String text() {
    StringBuilder sb = new StringBuilder("Player ").append(seat.index()).append(' ').append(kind.keyword())
        .append(' ').append(tile.code());
    for (IgnoredClaim c : ignored) {
      sb.append(" Ignore Player ").append(c.seat().index()).append(' ').append(c.kind().keyword())
          .append(' ').append(c.tile().code());
    }
    return sb.toString();
  }

  /** The action of an event line, named in the log by {@link #keyword()}. */
  public enum Kind {
    /** A draw from the wall; after a kong, the replacement draw. */
    DRAW("Draw"),
    /** A discard. */
    PLAY("Play"),
    /** A chow of the left player's discard; the tile is the middle tile of the chow. */
    CHI("Chi"),
    /** A pung of a discard. */
    PENG("Peng"),
    /** An exposed kong of a discard. */
    GANG("Gang"),
    /** A concealed kong; the tile is the kong's tile, not necessarily the one just drawn. */
    ANGANG("AnGang"),
    /** An added kong: a tile added to one's own exposed pung. */
    BUGANG("BuGang"),
    /** A win on the named tile. */
    HU("Hu");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    /** The word the log writes, e.g. {@code "AnGang"}. */
    public String keyword() {
      return keyword;
    }

    /** True for the four kinds that claim a discard (or rob a kong) and so may beat other claims. */
    public boolean isClaim() {
      return this == CHI || this == PENG || this == GANG || this == HU;
    }

    /** The kind a log word names, ignoring case ({@code "AnGang"}, {@code "ANGANG"}). */
    public static Optional<Kind> ofKeyword(String word) {
      String upper = word.toUpperCase(Locale.ROOT);
      for (Kind k : values()) {
        if (k.name().equals(upper)) {
          return Optional.of(k);
        }
      }
      return Optional.empty();
    }
  }

  /**
   * A claim that was declared at the same time as the line's own claim and lost to it (MCR priority:
   * win over pung or kong over chow; among equal claims the seat nearest the discarder in playing
   * order). The dataset README writes the kinds in capitals ({@code Ignore Player 0 PENG B3}), the
   * records in mixed case ({@code Ignore Player 3 Chi W8}); both are read.
   *
   * @param seat the seat whose claim was ignored
   * @param kind what it claimed: {@link Kind#CHI}, {@link Kind#PENG}, {@link Kind#GANG} or {@link Kind#HU}
   * @param tile the tile named; for a chow its middle tile
   */
  public record IgnoredClaim(Seat seat, Kind kind, Tile tile) {
    /** Checks that the kind is a claim. */
    public IgnoredClaim {
      if (seat == null || tile == null) {
        throw new NullPointerException("seat and tile are required");
      }
      if (!kind.isClaim()) {
        throw new IllegalArgumentException("only Chi, Peng, Gang and Hu are claims, not " + kind.keyword());
      }
    }
  }
}
